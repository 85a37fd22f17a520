"""The daily-deal repository: one row per date and rule set, and its results derived from
the games."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable, Iterable

from sqlalchemy import case, func, select, update
from sqlalchemy.orm import Session

from scorpion_qt.engine import Game, daily_deal
from scorpion_qt.store.models import DAMAGED, LOST, WON, DailyDealRow, GameRow

log = logging.getLogger(__name__)

DAILY_RULES = "classic"  # the rule set of a daily deal asked for without one


class WrongDailyDeal(ValueError):
    """A daily game was started with a deal other than its date's."""


class DailyRepository:
    """Reads and writes daily deals; the caller owns the session and its transaction."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, day: datetime.date, rules: str = DAILY_RULES) -> DailyDealRow | None:
        return self.session.get(DailyDealRow, (day, rules))

    def serve(
        self,
        day: datetime.date,
        served_at: datetime.datetime,
        choose: Callable[[datetime.date], int] | None = None,
        rules: str = DAILY_RULES,
    ) -> DailyDealRow:
        """The row of the date under ``rules``, written the first time: the deal
        ``choose`` picks for the date (the app passes the solver's choice, winnable under
        ``rules``; None: the engine's first candidate under ``rules``) and its layout under
        ``rules``. Later calls return what was stored."""
        row = self.get(day, rules)
        if row is None:
            deal = daily_deal(day, rules) if choose is None else choose(day)
            layout = Game.new(deal, rules).start_text()
            row = DailyDealRow(date=day, rules=rules, deal=deal, layout=layout, served_at=served_at)
            self.session.add(row)
            self.session.flush()
        return row

    def refresh_results(self, days: Iterable[datetime.date] | None = None) -> None:
        """Recompute ``result`` and ``best_score`` of every rule set's row of ``days``
        (every date when None) from the played games of its date and rule set."""
        games = select(GameRow).where(
            GameRow.daily_date == DailyDealRow.date,
            GameRow.rules == DailyDealRow.rules,
            GameRow.action_count > 0,
            GameRow.outcome != DAMAGED,
        )
        won = func.sum(case((GameRow.outcome == WON, 1), else_=0))
        lost = func.sum(case((GameRow.outcome == LOST, 1), else_=0))
        result = games.with_only_columns(
            case((won > 0, WON), (lost > 0, LOST), else_=None)
        ).scalar_subquery()
        best = games.with_only_columns(func.max(GameRow.score)).scalar_subquery()
        query = update(DailyDealRow).values(result=result, best_score=best)
        if days is not None:
            chosen = sorted(set(days))
            if not chosen:
                return
            query = query.where(DailyDealRow.date.in_(chosen))
        self.session.execute(query)
