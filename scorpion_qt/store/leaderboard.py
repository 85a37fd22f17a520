"""The local leaderboard: the best scores of games won or lost, overall or narrowed down."""

from __future__ import annotations

import datetime
import logging

from sqlalchemy import select
from sqlalchemy.orm import Session

from scorpion_qt.store.conditions import unindexed
from scorpion_qt.store.converters import history_row
from scorpion_qt.store.models import DAMAGED, IN_PROGRESS, GameRow
from scorpion_qt.store.records import LeaderboardEntry

log = logging.getLogger(__name__)


class LeaderboardQuery:
    """Leaderboards; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def best(
        self,
        rules: str | None,
        deal: int | None,
        daily_date: datetime.date | None,
        limit: int,
    ) -> list[LeaderboardEntry]:
        """Highest scores first; ties go to the faster game, then the earlier one. A deal or
        date picks its few games through its index; otherwise the score index is walked
        (rules are tested inside it)."""
        query = select(GameRow).where(GameRow.outcome.not_in((IN_PROGRESS, DAMAGED)))
        if rules is not None:
            query = query.where(unindexed(GameRow.rules) == rules)
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
