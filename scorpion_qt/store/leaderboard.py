"""The local leaderboard: the best wins, overall or narrowed down to rules, a grade, a deal
or a daily date."""

from __future__ import annotations

import datetime
import logging

from sqlalchemy import select
from sqlalchemy.orm import Session

from scorpion_qt.store.analyses import summary, with_summaries
from scorpion_qt.store.conditions import unindexed
from scorpion_qt.store.converters import history_row
from scorpion_qt.store.models import WON, GameRow
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
        grade: str | None = None,
    ) -> list[LeaderboardEntry]:
        """Won games only, the highest score first; equal scores go to the game won in
        fewer moves, then in less time, then to the earlier one (every Classic win without
        timed scoring scores the same, so moves and time are what tell them apart). A deal
        or date picks its few games through its index; otherwise the score index is walked
        (rules and outcome are tested inside it: the outcome index would pick every win,
        to be sorted). ``grade``: the games whose deal has that grade (tested inside the
        index too)."""
        query = with_summaries(select(GameRow)).where(unindexed(GameRow.outcome) == WON)
        if rules is not None:
            query = query.where(unindexed(GameRow.rules) == rules)
        if grade is not None:
            query = query.where(unindexed(GameRow.grade) == grade)
        if deal is not None:
            query = query.where(GameRow.deal == deal)
        if daily_date is not None:
            query = query.where(GameRow.daily_date == daily_date)
        query = query.order_by(
            GameRow.score.desc(),
            GameRow.moves.asc(),
            GameRow.elapsed_seconds.asc(),
            GameRow.id.asc(),
        ).limit(max(limit, 0))
        return [
            LeaderboardEntry(rank, history_row(found[0], summary(found)))
            for rank, found in enumerate(self.session.execute(query), start=1)
        ]
