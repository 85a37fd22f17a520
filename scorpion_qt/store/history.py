"""History queries: filtered, sorted pages of played games, and the local leaderboard."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Iterator
from typing import Any

from sqlalchemy import ColumnElement, UnaryExpression, func, select
from sqlalchemy.orm import Session

from scorpion_qt.store.converters import history_row, local_day_start
from scorpion_qt.store.models import IN_PROGRESS, GameRow
from scorpion_qt.store.records import (
    HistoryFilter,
    HistoryPage,
    HistoryRow,
    LeaderboardEntry,
    SortKey,
)

log = logging.getLogger(__name__)

#: Rows fetched at a time when streaming the whole history (CSV export).
CHUNK = 1000


class HistoryQuery:
    """History pages and leaderboards; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def page(
        self,
        chosen: HistoryFilter,
        sort: SortKey,
        descending: bool,
        offset: int,
        limit: int,
    ) -> HistoryPage:
        condition = where(chosen)
        total = self.session.scalar(select(func.count()).select_from(GameRow).where(condition))
        query = select(GameRow).where(condition).order_by(*ordering(sort, descending))
        rows = self.session.scalars(query.offset(max(offset, 0)).limit(max(limit, 0)))
        return HistoryPage(tuple(history_row(row) for row in rows), int(total or 0))

    def rows(self, chosen: HistoryFilter, sort: SortKey, descending: bool) -> Iterator[HistoryRow]:
        """Every matching game, streamed."""
        query = select(GameRow).where(where(chosen)).order_by(*ordering(sort, descending))
        for row in self.session.scalars(query.execution_options(yield_per=CHUNK)):
            yield history_row(row)

    def leaderboard(
        self,
        rules: str | None,
        deal: int | None,
        daily_date: datetime.date | None,
        limit: int,
    ) -> list[LeaderboardEntry]:
        """The best scores of finished games; ties go to the faster, then the earlier game."""
        query = select(GameRow).where(GameRow.action_count > 0, GameRow.outcome != IN_PROGRESS)
        if rules is not None:
            query = query.where(GameRow.rules == rules)
        if deal is not None:
            query = query.where(GameRow.deal == deal)
        if daily_date is not None:
            query = query.where(GameRow.daily_date == daily_date)
        query = query.order_by(
            GameRow.score.desc(), GameRow.elapsed_seconds.asc(), GameRow.id.asc()
        ).limit(max(limit, 0))
        return [
            LeaderboardEntry(rank, history_row(row))
            for rank, row in enumerate(self.session.scalars(query), start=1)
        ]


def where(chosen: HistoryFilter) -> ColumnElement[bool]:
    """Played games matching the filter (dates compare the local start date)."""
    condition = GameRow.action_count > 0
    if chosen.rules is not None:
        condition = condition & (GameRow.rules == chosen.rules)
    if chosen.result is not None:
        condition = condition & (GameRow.outcome == chosen.result.value)
    if chosen.date_from is not None:
        condition = condition & (GameRow.started_at >= local_day_start(chosen.date_from))
    if chosen.date_to is not None:
        end = local_day_start(chosen.date_to + datetime.timedelta(days=1))
        condition = condition & (GameRow.started_at < end)
    return condition


def ordering(sort: SortKey, descending: bool) -> tuple[UnaryExpression[Any], ...]:
    """By the column, then by id the same way, so that pages never overlap."""
    column = GameRow.__table__.c[SortKey(sort).value]
    if descending:
        return column.desc(), GameRow.id.desc()
    return column.asc(), GameRow.id.asc()
