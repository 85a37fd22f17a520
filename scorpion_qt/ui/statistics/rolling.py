"""The rolling win rate over trend points (one game each, or many grouped)."""

from __future__ import annotations

from collections.abc import Sequence

from scorpion_qt.store.trends import TrendPoint

# Games the rolling win rate looks back over.
WINDOW = 50


def rolling_win_rate(points: Sequence[TrendPoint], window: int = WINDOW) -> list[float]:
    """For each point, the percentage of games won among the last ``window`` games up to
    it (fewer at the start). Points are taken whole, so a point of many games counts all
    of them: the window is then that point's games (at least ``window``)."""
    rates: list[float] = []
    games = wins = 0
    first = 0
    for point in points:
        games += point.games
        wins += point.wins
        while games - points[first].games >= window:
            games -= points[first].games
            wins -= points[first].wins
            first += 1
        rates.append(100.0 * wins / games if games else 0.0)
    return rates


def games_per_point(points: Sequence[TrendPoint]) -> float:
    """The mean number of games a point sums up (1.0 when each point is a game)."""
    return sum(p.games for p in points) / len(points) if points else 0.0
