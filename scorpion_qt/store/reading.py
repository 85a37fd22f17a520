"""The store's reads: each in a session of its own, a failure logged and answered with
nothing; and the answers that only read the games: statistics, the leaderboard, history
pages and the CSV export (which says why it failed)."""

from __future__ import annotations

import datetime
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from sqlalchemy.orm import Session, sessionmaker

from scorpion_qt.store.error_reasons import STORAGE_ERRORS
from scorpion_qt.store.export import Progress, export_error, write_csv
from scorpion_qt.store.failures import VALUE_ERRORS, WriteRefused
from scorpion_qt.store.grades import check_grade
from scorpion_qt.store.history import HistoryQuery
from scorpion_qt.store.leaderboard import LeaderboardQuery
from scorpion_qt.store.records import (
    HistoryFilter,
    HistoryPage,
    LeaderboardEntry,
    SortKey,
    Statistics,
)
from scorpion_qt.store.statistics import StatisticsQuery

log = logging.getLogger(__name__)

T = TypeVar("T")
#: What a failed write or read raises; anything else is a bug and propagates.
FAILURES = (*STORAGE_ERRORS, *VALUE_ERRORS, WriteRefused)


class Reading:
    """Reads through ``sessions()`` (None while the database is not open: every answer is
    empty then); ``today`` is the local date statistics are counted to by default.
    ``damaged(error)`` is told of a failed read and says whether the file was found
    damaged and salvaged: the read is then tried once more, in the salvaged file."""

    def __init__(
        self,
        sessions: Callable[[], sessionmaker[Session] | None],
        today: Callable[[], datetime.date],
        damaged: Callable[[BaseException], bool] = lambda _error: False,
    ) -> None:
        self._sessions = sessions
        self._today = today
        self._damaged = damaged

    def read(self, work: Callable[[Session], T], default: T, *, again: bool = True) -> T:
        """``work`` in a session of its own; ``default`` if the database is not open or
        the read fails (logged; tried again if the file was damaged and is salvaged)."""
        sessions = self._sessions()
        if sessions is None:
            return default
        try:
            with sessions() as session:
                return work(session)
        except FAILURES as error:
            log.warning("reading the database failed: %s", error, exc_info=True)
            if again and self._damaged(error):
                return self.read(work, default, again=False)
            return default

    def statistics(
        self,
        rules: str | None = None,
        *,
        today: datetime.date | None = None,
        grade: str | None = None,
    ) -> Statistics:
        """The summary over all games or one rule set, and over the games of one grade
        ("E", "M", "H"; None: every game, graded or not) (definitions in
        :mod:`scorpion_qt.store.statistics`); ``today`` defaults to the local date.
        Another grade raises ``ValueError``."""
        check_grade(grade)
        day = today or self._today()
        empty = Statistics(
            rules, 0, 0, 0, 0.0, 0, 0, None, None, None, None, None, 0, 0, 0, grade=grade
        )
        return self.read(lambda session: StatisticsQuery(session).summary(rules, day, grade), empty)

    def leaderboard(
        self,
        rules: str | None = None,
        deal: int | None = None,
        daily_date: datetime.date | None = None,
        limit: int = 10,
        *,
        grade: str | None = None,
    ) -> list[LeaderboardEntry]:
        """The best scores of finished games, overall or per rules / grade / deal / daily
        date (a grade other than "E", "M", "H" or None raises ``ValueError``)."""
        check_grade(grade)
        return self.read(
            lambda session: LeaderboardQuery(session).best(rules, deal, daily_date, limit, grade),
            [],
        )

    def history_page(
        self,
        chosen: HistoryFilter | None = None,
        sort: SortKey = SortKey.STARTED_AT,
        descending: bool = True,
        offset: int = 0,
        limit: int = 50,
    ) -> HistoryPage:
        """One page of played games and the number matching the filter."""
        query = chosen or HistoryFilter()
        return self.read(
            lambda s: HistoryQuery(s).page(query, sort, descending, offset, limit),
            HistoryPage((), 0),
        )

    def export_csv(
        self,
        path: str | os.PathLike[str],
        chosen: HistoryFilter | None = None,
        sort: SortKey = SortKey.STARTED_AT,
        descending: bool = False,
        progress: Progress | None = None,
        *,
        again: bool = True,
    ) -> int:
        """Write the matching history to a CSV file; returns the number of games.
        Raises :class:`ExportError` if the file cannot be written or the history read
        (written again once if the file was damaged and is salvaged), and
        :class:`ExportCancelled` if ``progress`` stopped it (see ``export.write_csv``)."""
        query = chosen or HistoryFilter()
        target = Path(path)
        sessions = self._sessions()
        try:
            if sessions is None:
                return write_csv(target, [])
            with sessions() as session:
                rows = HistoryQuery(session).rows(query, sort, descending)
                return write_csv(target, rows, progress)
        except (*STORAGE_ERRORS, *VALUE_ERRORS) as error:
            log.warning("export to %s failed: %s", target, error, exc_info=True)
            # not the CSV file's own failure (an OSError): the history could not be read
            if again and not isinstance(error, OSError) and self._damaged(error):
                return self.export_csv(target, query, sort, descending, progress, again=False)
            raise export_error(target, error) from error
