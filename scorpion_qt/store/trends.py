"""Score and results over time for the statistics charts: every game, or time buckets.

A chart needs three columns of each game (start time, score, outcome), never a whole
history row, and a few hundred points at most: with more matching games than that, the
games are grouped into equal spans of time and each span is summed up in SQL.
"""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass

from sqlalchemy import Integer, case, cast, func, select
from sqlalchemy.orm import Session

from scorpion_qt.store.checked import real, whole
from scorpion_qt.store.conditions import counted
from scorpion_qt.store.converters import from_db_time
from scorpion_qt.store.history import HistoryQuery, is_dated, terms
from scorpion_qt.store.models import WON, GameRow
from scorpion_qt.store.records import HistoryFilter

log = logging.getLogger(__name__)

#: Points a trend holds at most, unless asked otherwise.
POINTS = 500


@dataclass(frozen=True, slots=True)
class TrendPoint:
    """One game, or the games started within one span of time (``games`` > 1).

    ``at`` is the start of the point's last game (aware UTC); scores are those games'
    lowest, mean and highest."""

    at: datetime.datetime
    games: int
    wins: int
    mean_score: float
    low_score: int
    high_score: int


class TrendQuery:
    """Trends of played games matching a history filter; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def points(self, chosen: HistoryFilter, limit: int = POINTS) -> tuple[TrendPoint, ...]:
        """In start order: one point per game if at most ``limit`` games match, else at
        most ``limit`` points, each the games of an equal span of time."""
        limit = max(limit, 1)
        total = HistoryQuery(self.session).count(chosen)
        if total == 0:
            return ()
        if total <= limit:
            return self._each_game(chosen)
        return self._buckets(chosen, limit)

    def _each_game(self, chosen: HistoryFilter) -> tuple[TrendPoint, ...]:
        query = (
            select(GameRow.started_at, GameRow.score, GameRow.outcome)
            .where(*terms(chosen, index_dates=is_dated(chosen), index_others=False), counted())
            .order_by(GameRow.started_at, GameRow.id)
        )
        points = []
        for at, stored, outcome in self.session.execute(query):
            score = whole(stored, "a score")
            points.append(
                TrendPoint(from_db_time(at), 1, int(outcome == WON), float(score), score, score)
            )
        return tuple(points)

    def _buckets(self, chosen: HistoryFilter, limit: int) -> tuple[TrendPoint, ...]:
        first, last = self._span(chosen)
        day = func.julianday(GameRow.started_at)
        width = max((last - first) / limit, 1e-9)  # in days
        bucket = func.min(cast((day - first) / width, Integer), limit - 1).label("bucket")
        query = (
            select(
                bucket,
                func.count(),
                func.sum(case((GameRow.outcome == WON, 1), else_=0)),
                func.avg(GameRow.score),
                func.min(GameRow.score),
                func.max(GameRow.score),
                func.max(GameRow.started_at),
            )
            .where(*terms(chosen, index_dates=is_dated(chosen), index_others=False), counted())
            .group_by(bucket)
            .order_by(bucket)
        )
        return tuple(
            TrendPoint(
                from_db_time(at),
                int(games),
                int(wins),
                real(mean, "a mean score"),
                whole(low, "a score"),
                whole(high, "a score"),
            )
            for _bucket, games, wins, mean, low, high, at in self.session.execute(query)
        )

    def _span(self, chosen: HistoryFilter) -> tuple[float, float]:
        """Julian days of the first and the last matching start, each found by walking
        the ``started_at`` index from one end (it holds the filter columns)."""
        ends = []
        for column in (GameRow.started_at.asc(), GameRow.started_at.desc()):
            query = (
                select(func.julianday(GameRow.started_at))
                .where(*terms(chosen, index_dates=True, index_others=False))
                .order_by(column)
                .limit(1)
            )
            ends.append(float(self.session.scalar(query) or 0.0))
        return ends[0], ends[1]
