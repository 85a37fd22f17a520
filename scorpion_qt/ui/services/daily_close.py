"""When a daily's board closes: the date D is over everywhere at D+1 12:00 UTC (the end of D
at UTC−12). From then on the server refuses D's results (reason ``day_over``: its winning
lines are public), so the app sends none; the game stays in the player's statistics."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine import daily_close
from scorpion_qt.engine.daily_close import closes_at
from scorpion_qt.ui.services.daily_payload import payload_day

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate

#: the reason code of the server's refusal of a result whose day is over
DAY_OVER = "day_over"


def utc_now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


def is_over(day: datetime.date, now: datetime.datetime | None = None) -> bool:
    """Whether the daily of ``day`` is over everywhere at ``now`` (aware; default: now)."""
    return daily_close.is_over(day, now or utc_now())


def over_day(payload: str, now: datetime.datetime | None = None) -> datetime.date | None:
    """The date of a result to send (its JSON ``payload``) if its daily is over, else
    None."""
    day = payload_day(payload)
    return day if is_over(day, now) else None


def closed_text(day: datetime.date) -> str:
    """What the player is told of a result not sent because its day is over."""
    when = closes_at(day).strftime("%Y-%m-%d %H:%M")
    return translate(
        "Online",
        "The daily of {date} closed at {time} UTC: this result is kept in your statistics"
        " but not sent",
    ).format(date=day.isoformat(), time=when)
