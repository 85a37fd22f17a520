"""When a day's daily is over everywhere: the one rule of time the logs and the
submissions follow, and the server's clock.

A date D is over everywhere at D+1 12:00 UTC, the end of D at UTC−12 (the last place
where it is D). From then on the results of D are public logs (their moves shown), and
new results of D are refused: a published winning line could otherwise be copied onto
the board."""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable

from scorpion_qt.server.refused import Reason, Refused

#: The server's clock: the time now, aware, in UTC (tests give the app one they set).
Clock = Callable[[], datetime.datetime]

#: How long after the start of D+1 (UTC) the day D is over everywhere.
_AFTER_MIDNIGHT = datetime.timedelta(days=1, hours=12)


def utc_now() -> datetime.datetime:
    """The real time, in UTC (the clock an app gets unless it is given another)."""
    return datetime.datetime.now(datetime.UTC)


def closes_at(day: datetime.date) -> datetime.datetime:
    """When ``day`` is over everywhere: the next day at 12:00 UTC."""
    midnight = datetime.datetime.combine(day, datetime.time(), datetime.UTC)
    return midnight + _AFTER_MIDNIGHT


def is_over(day: datetime.date, now: datetime.datetime) -> bool:
    """Whether ``day`` is over everywhere at ``now`` (from its close on, inclusive)."""
    return now >= closes_at(day)


def when(moment: datetime.datetime) -> str:
    """``moment`` in words: ``2026-12-02 12:00 UTC``."""
    return moment.astimezone(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")


def check_open(day: datetime.date, now: datetime.datetime) -> None:
    """Refuse (422 ``day_over``) a result of a day that is over everywhere."""
    if is_over(day, now):
        raise Refused(
            422,
            Reason.DAY_OVER,
            f"the daily of {day} is over everywhere: its board closed at {when(closes_at(day))}",
        )


def check_over(day: datetime.date, now: datetime.datetime) -> None:
    """Refuse (403 ``day_not_over``, Retry-After the seconds left) to show a log of a day
    that is not over everywhere yet."""
    close = closes_at(day)
    if now < close:
        wait = math.ceil((close - now).total_seconds())
        raise Refused(
            403,
            Reason.DAY_NOT_OVER,
            f"the daily of {day} is not over everywhere yet: its moves are shown from "
            f"{when(close)}",
            {"Retry-After": str(wait)},
        )
