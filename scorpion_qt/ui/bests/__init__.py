"""Personal bests: the news of a win (a new best, a streak) on the win summary."""
