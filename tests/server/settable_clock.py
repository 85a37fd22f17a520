"""The clock the in-process server tests give the app: it stands still at a time the test
sets (by default :data:`START`, noon UTC of ``DAY``, when ``DAY`` and the next day are
open for results and the day before is over everywhere)."""

from __future__ import annotations

import datetime

from tests.server.games import DAY

START = datetime.datetime.combine(DAY, datetime.time(12), datetime.UTC)


class SettableClock:
    """A :data:`~scorpion_qt.server.day_close.Clock`: called, the time it was set to."""

    def __init__(self, now: datetime.datetime = START) -> None:
        self.now = now

    def __call__(self) -> datetime.datetime:
        return self.now

    def set(self, now: datetime.datetime) -> None:
        self.now = now

    def noon_of(self, day: datetime.date) -> None:
        """Noon (UTC) of ``day``: ``day`` and the next are open, the day before is over."""
        self.now = datetime.datetime.combine(day, datetime.time(12), datetime.UTC)
