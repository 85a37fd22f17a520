"""The daily deals as the store serves them: a date's deal under a rule set is chosen the
first time it is served under them and stored, so the date keeps its deal even if the
generator changes later; while nothing can be written, the stored one or a fresh choice."""

from __future__ import annotations

import datetime
import functools
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.orm import Session

from scorpion_qt.engine import Game, daily_deal
from scorpion_qt.store import converters
from scorpion_qt.store.daily import DAILY_RULES, DailyRepository
from scorpion_qt.store.reading import Reading
from scorpion_qt.store.records import DailyDeal

T = TypeVar("T")
#: Picks the deal of a date under a rule set id.
Chooser = Callable[[datetime.date, str], int]


def plain_daily_deal(day: datetime.date, rules: str) -> int:
    """The engine's first candidate of ``day`` under ``rules`` (the app sets the solver's
    winnable choice)."""
    return daily_deal(day, rules)


class DailyDeals:
    """Serves daily deals: ``write`` runs a committed transaction (None if it could not),
    ``reading`` reads; ``saving`` says whether writes are tried, ``chooser`` gives the
    store's chooser at the time of the call, ``db_now`` the time as stored."""

    def __init__(
        self,
        write: Callable[[Callable[[Session], DailyDeal]], DailyDeal | None],
        reading: Reading,
        saving: Callable[[], bool],
        chooser: Callable[[], Chooser],
        db_now: Callable[[], datetime.datetime],
    ) -> None:
        self._write = write
        self._reading = reading
        self._saving = saving
        self._chooser = chooser
        self._db_now = db_now

    def daily(
        self,
        day: datetime.date,
        rules: str = DAILY_RULES,
        choose: Callable[[datetime.date], int] | None = None,
    ) -> DailyDeal:
        """The daily deal of ``day`` under ``rules`` with its stored layout and best result
        so far (from the games of that date and rule set); a date served for the first
        time under ``rules`` gets the deal ``choose`` (else the store's chooser) picks."""
        chooser = choose or functools.partial(_with_rules, self._chooser(), rules)
        if self._saving():
            written = self._write(
                lambda s: converters.daily_deal(
                    DailyRepository(s).serve(day, self._db_now(), chooser, rules)
                )
            )
            if written is not None:
                return written

        def read(session: Session) -> DailyDeal | None:
            row = DailyRepository(session).get(day, rules)
            return None if row is None else converters.daily_deal(row)

        stored = self._reading.read(read, None)
        if stored is not None:
            return stored
        deal = chooser(day)
        return DailyDeal(day, deal, Game.new(deal, rules).start_text(), None, None)

    def daily_game(self, day: datetime.date, rules: str = DAILY_RULES) -> Game:
        """A new game of the daily deal of ``day`` under ``rules``, dealt from its stored
        layout."""
        served = self.daily(day, rules)
        return converters.daily_game(served.layout, served.deal, rules)


def _with_rules(chooser: Chooser, rules: str, day: datetime.date) -> int:
    return chooser(day, rules)
