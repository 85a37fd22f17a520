"""Which dates' daily deals were played and won, for the statistics window's calendar."""

from __future__ import annotations

import datetime
import logging

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from scorpion_qt.store.conditions import counted, played
from scorpion_qt.store.models import WON, GameRow

log = logging.getLogger(__name__)


class DailyResultsQuery:
    """Daily results by date (any rules); the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def results(self, first: datetime.date, last: datetime.date) -> dict[datetime.date, bool]:
        """The dates from ``first`` to ``last`` whose daily deal was played, each mapped to
        whether it was won; read from the ``daily_date`` index."""
        won = func.max(case((GameRow.outcome == WON, 1), else_=0))
        query = (
            select(GameRow.daily_date, won)
            .where(GameRow.daily_date >= first, GameRow.daily_date <= last, played(), counted())
            .group_by(GameRow.daily_date)
        )
        return {day: bool(was_won) for day, was_won in self.session.execute(query) if day}

    def first_played(self) -> datetime.date | None:
        """The earliest date whose daily deal was played, if any."""
        query = (
            select(GameRow.daily_date)
            .where(GameRow.daily_date.is_not(None), played(), counted())
            .order_by(GameRow.daily_date)
            .limit(1)
        )
        return self.session.scalar(query)
