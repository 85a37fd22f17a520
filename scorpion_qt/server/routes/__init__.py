"""One router per resource: players, results, daily boards (JSON and page), health."""
