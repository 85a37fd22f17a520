"""Which dates' daily deals were played and won, and a date's best game, for the statistics
window's calendar."""

from __future__ import annotations

import datetime
import logging

from sqlalchemy import ColumnElement, case, func, select
from sqlalchemy.orm import Session

from scorpion_qt.store.analyses import summary, with_summaries
from scorpion_qt.store.conditions import counted, played, unindexed
from scorpion_qt.store.converters import history_row
from scorpion_qt.store.models import LOST, WON, GameRow
from scorpion_qt.store.records import HistoryRow

log = logging.getLogger(__name__)


class DailyResultsQuery:
    """Daily results by date, of one rule set's daily deals or (``rules`` None) of any;
    the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def results(
        self, first: datetime.date, last: datetime.date, rules: str | None = None
    ) -> dict[datetime.date, bool]:
        """The dates from ``first`` to ``last`` whose daily deal (under ``rules``) was
        played, each mapped to whether it was won; read from the ``daily_date`` index."""
        won = func.max(case((GameRow.outcome == WON, 1), else_=0))
        query = (
            select(GameRow.daily_date, won)
            .where(
                GameRow.daily_date >= first,
                GameRow.daily_date <= last,
                played(),
                counted(),
                *_of_rules(rules),
            )
            .group_by(GameRow.daily_date)
        )
        return {day: bool(was_won) for day, was_won in self.session.execute(query) if day}

    def first_played(self, rules: str | None = None) -> datetime.date | None:
        """The earliest date whose daily deal (under ``rules``) was played, if any."""
        query = (
            select(GameRow.daily_date)
            .where(GameRow.daily_date.is_not(None), played(), counted(), *_of_rules(rules))
            .order_by(GameRow.daily_date)
            .limit(1)
        )
        return self.session.scalar(query)

    def best_game(self, day: datetime.date, rules: str | None = None) -> HistoryRow | None:
        """The best finished game of the daily deal of ``day`` (under ``rules``): a win if
        there is one (the
        highest score, then the fewest moves, then the least time), else the lost game with
        the highest score; None while none is finished."""
        query = (
            with_summaries(select(GameRow))
            .where(GameRow.daily_date == day, GameRow.outcome.in_((WON, LOST)), *_of_rules(rules))
            .order_by(
                case((GameRow.outcome == WON, 0), else_=1),
                GameRow.score.desc(),
                GameRow.moves.asc(),
                GameRow.elapsed_seconds.asc(),
                GameRow.id.asc(),
            )
            .limit(1)
        )
        found = self.session.execute(query).first()
        return None if found is None else history_row(found[0], summary(found))


def _of_rules(rules: str | None) -> list[ColumnElement[bool]]:
    """The condition that a game is of ``rules``; none for None (any rules)."""
    return [] if rules is None else [unindexed(GameRow.rules) == rules]
