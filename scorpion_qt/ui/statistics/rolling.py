"""The rolling win rate over trend points (one game each, or many grouped)."""

from __future__ import annotations

from collections.abc import Sequence

from scorpion_qt.store.trends import TrendPoint

# Games the rolling win rate looks back over.
WINDOW = 50
# Games there must be before a rate is drawn: the first game alone would draw 0 % or 100 %,
# and a handful of games a line that leaps.
MIN_GAMES = 10


def rolling_win_rate(
    points: Sequence[TrendPoint], window: int = WINDOW, minimum: int = MIN_GAMES
) -> list[float | None]:
    """For each point, the percentage of games won among the last ``window`` games up to
    it (fewer at the start), or None while fewer than ``minimum`` games (at most
    ``window``) are played up to it. Points are taken whole, so a point of many games
    counts all of them: the window is then that point's games (at least ``window``)."""
    rates: list[float | None] = []
    games = wins = played = 0
    first = 0
    least = min(minimum, window)
    for point in points:
        games += point.games
        wins += point.wins
        played += point.games
        while games - points[first].games >= window:
            games -= points[first].games
            wins -= points[first].wins
            first += 1
        rates.append(100.0 * wins / games if games and played >= least else None)
    return rates


def games_per_point(points: Sequence[TrendPoint]) -> float:
    """The mean number of games a point sums up (1.0 when each point is a game)."""
    return sum(p.games for p in points) / len(points) if points else 0.0
