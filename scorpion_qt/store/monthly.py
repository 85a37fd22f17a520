"""Games and wins per calendar month (local time), for the monthly trend chart.

SQLite groups the matching played games by the local month of their start (one short
scan, a row per month), and the months between the first and the last that hold no game
are filled in with none, so the months are consecutive.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from scorpion_qt.store.conditions import counted
from scorpion_qt.store.history import is_dated, terms
from scorpion_qt.store.models import WON, GameRow
from scorpion_qt.store.records import HistoryFilter

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class MonthResults:
    """The games started in one local calendar month and how many of them were won."""

    year: int
    month: int
    games: int
    wins: int

    @property
    def win_percent(self) -> float | None:
        return 100.0 * self.wins / self.games if self.games else None


class MonthlyQuery:
    """Months of played games matching a history filter; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def months(self, chosen: HistoryFilter) -> tuple[MonthResults, ...]:
        """Every month from the first matching game's to the last one's, in order."""
        month = func.strftime("%Y-%m", GameRow.started_at, "localtime").label("month")
        query = (
            select(month, func.count(), func.sum(case((GameRow.outcome == WON, 1), else_=0)))
            .where(*terms(chosen, index_dates=is_dated(chosen), index_others=False), counted())
            .group_by(month)
            .order_by(month)
        )
        found: dict[tuple[int, int], tuple[int, int]] = {}
        for text, games, wins in self.session.execute(query):
            year, number = (int(part) for part in str(text).split("-"))
            found[(year, number)] = (int(games), int(wins or 0))
        if not found:
            return ()
        return tuple(
            MonthResults(year, number, *found.get((year, number), (0, 0)))
            for year, number in _consecutive(min(found), max(found))
        )


def _consecutive(first: tuple[int, int], last: tuple[int, int]) -> list[tuple[int, int]]:
    """The (year, month) pairs from ``first`` to ``last``, both included."""
    months = []
    year, month = first
    while (year, month) <= last:
        months.append((year, month))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return months
