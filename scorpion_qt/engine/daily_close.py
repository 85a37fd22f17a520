"""When a daily is over everywhere: the one rule of time the game and the leaderboard
server share.

A date D is over everywhere at D+1 12:00 UTC, the end of D at UTC−12 (the last place
where it is D). From then on the server shows every result's moves, and so takes no new
result of D (a published winning line could otherwise be copied onto its board); the
game sends none."""

from __future__ import annotations

import datetime

#: How long after D began at UTC the day D is over everywhere.
OPEN_FOR = datetime.timedelta(days=1, hours=12)


def closes_at(day: datetime.date) -> datetime.datetime:
    """When ``day`` is over everywhere: the next day at 12:00 UTC (aware)."""
    begins = datetime.datetime.combine(day, datetime.time(), datetime.UTC)
    return begins + OPEN_FOR


def is_over(day: datetime.date, now: datetime.datetime) -> bool:
    """Whether ``day`` is over everywhere at ``now`` (aware; from its close on)."""
    return now >= closes_at(day)
