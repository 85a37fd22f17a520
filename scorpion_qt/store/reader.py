"""A read-only view of the database for the statistics window's charts and calendar.

It opens its own read-only connection on the store's file (``Store.path``), so it can never
write, and answers queries the :class:`~scorpion_qt.store.service.Store` does not: trends
over time and daily results by date. Like the store, it never raises for a storage
failure: it logs it and answers with nothing.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from scorpion_qt.store.daily_results import DailyResultsQuery
from scorpion_qt.store.database import make_engine
from scorpion_qt.store.error_reasons import STORAGE_ERRORS
from scorpion_qt.store.failures import VALUE_ERRORS
from scorpion_qt.store.monthly import MonthlyQuery, MonthResults
from scorpion_qt.store.records import HistoryFilter, HistoryRow
from scorpion_qt.store.trends import POINTS, TrendPoint, TrendQuery

log = logging.getLogger(__name__)

T = TypeVar("T")
#: What a failed read raises: the file, or a value a row should not hold.
READ_ERRORS = (*STORAGE_ERRORS, *VALUE_ERRORS)


class StoreReader:
    """Read-only queries on the database file at ``path``; :meth:`close` when done."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._engine: Engine | None = None

    def trend(self, chosen: HistoryFilter, limit: int = POINTS) -> tuple[TrendPoint, ...]:
        """Score and results over time of the played games ``chosen`` matches."""
        return self._read(lambda session: TrendQuery(session).points(chosen, limit), ())

    def months(self, chosen: HistoryFilter) -> tuple[MonthResults, ...]:
        """Games and wins per local month of the played games ``chosen`` matches."""
        return self._read(lambda session: MonthlyQuery(session).months(chosen), ())

    def daily_results(
        self, first: datetime.date, last: datetime.date, rules: str | None = None
    ) -> dict[datetime.date, bool]:
        """Dates whose daily deal (under ``rules``; None: any) was played, mapped to
        whether it was won."""
        return self._read(
            lambda session: DailyResultsQuery(session).results(first, last, rules), {}
        )

    def daily_best(self, day: datetime.date, rules: str | None = None) -> HistoryRow | None:
        """The best finished game of the daily deal of ``day`` under ``rules`` (a win
        before any loss)."""
        return self._read(lambda session: DailyResultsQuery(session).best_game(day, rules), None)

    def first_daily(self, rules: str | None = None) -> datetime.date | None:
        """The earliest date whose daily deal (under ``rules``) was played."""
        return self._read(lambda session: DailyResultsQuery(session).first_played(rules), None)

    def close(self) -> None:
        if self._engine is not None:
            self._engine.dispose()
            self._engine = None

    def _read(self, work: Callable[[Session], T], default: T) -> T:
        if not self._path.is_file():
            return default
        try:
            if self._engine is None:
                self._engine = make_engine(self._path, read_only=True)
            with Session(self._engine) as session:
                return work(session)
        except READ_ERRORS as error:
            log.warning("reading %s failed: %s", self._path, error, exc_info=True)
            return default
