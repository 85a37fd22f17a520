"""The server's clock, and the refusals the day's close makes (the rule itself, D over
everywhere at D+1 12:00 UTC, is the engine's :mod:`scorpion_qt.engine.daily_close`):
from the close on the results of D are public logs (their moves shown), and new results
of D are refused: a published winning line could otherwise be copied onto the board."""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable

from scorpion_qt.engine.daily_close import closes_at, is_over
from scorpion_qt.server.refused import Reason, Refused

#: The server's clock: the time now, aware, in UTC (tests give the app one they set).
Clock = Callable[[], datetime.datetime]


def utc_now() -> datetime.datetime:
    """The real time, in UTC (the clock an app gets unless it is given another)."""
    return datetime.datetime.now(datetime.UTC)


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
