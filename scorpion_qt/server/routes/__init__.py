"""One router per resource: players, results, clubs, daily boards (JSON and page), health."""
