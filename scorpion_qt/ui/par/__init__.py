"""Par: the deal's par found for each game, kept with it, and shown on the win summary."""
