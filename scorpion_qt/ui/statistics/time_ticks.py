"""Where a time axis puts its ticks: at round local times (whole minutes, hours, days or
months, as the span asks), not at even fractions of the span, which fall at odd times."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Literal

Unit = Literal["minute", "hour", "day", "month"]

#: the most ticks an axis has; the step is the smallest that keeps within it
MOST_TICKS = 6


@dataclass(frozen=True, slots=True)
class Step:
    """A tick every ``count`` ``unit``s, on the local clock's round values: minutes and
    hours a multiple of the count; days at midnight (a week's on Mondays); months on the
    first, their number in the year one past a multiple of the count."""

    unit: Unit
    count: int


STEPS: tuple[Step, ...] = (
    *(Step("minute", n) for n in (1, 2, 5, 10, 15, 30)),
    *(Step("hour", n) for n in (1, 2, 3, 6, 12)),
    *(Step("day", n) for n in (1, 2, 7, 14)),
    *(Step("month", n) for n in (1, 2, 3, 6, 12, 24, 60, 120)),
)


def round_ticks(
    first: datetime.datetime, last: datetime.datetime, most: int = MOST_TICKS
) -> tuple[Step, list[datetime.datetime]]:
    """The ticks (aware, in the local time zone) from ``first`` to ``last`` (aware) at the
    finest step that gives at most ``most`` of them, and that step."""
    start, end = first.astimezone(), last.astimezone()
    for step in STEPS:
        ticks = _ticks(step, start, end, most + 1)
        if len(ticks) <= most:
            return step, ticks
    return step, ticks


def _ticks(
    step: Step, start: datetime.datetime, end: datetime.datetime, limit: int
) -> list[datetime.datetime]:
    """The ticks of ``step`` in [start, end], at most ``limit`` of them (enough to know
    there are too many). Counted on the wall clock, so a change to or from summer time
    moves no tick off the hour."""
    ticks: list[datetime.datetime] = []
    wall = _first_wall(step, start.replace(tzinfo=None))
    while len(ticks) < limit:
        moment = wall.astimezone()  # a naive time is read as local
        if moment > end:
            break
        if moment >= start:
            ticks.append(moment)
        wall = _next_wall(step, wall)
    return ticks


def _first_wall(step: Step, wall: datetime.datetime) -> datetime.datetime:
    """The last tick of ``step`` at or before the local wall-clock time ``wall``."""
    count = step.count
    if step.unit == "minute":
        return wall.replace(minute=wall.minute - wall.minute % count, second=0, microsecond=0)
    if step.unit == "hour":
        return wall.replace(hour=wall.hour - wall.hour % count, minute=0, second=0, microsecond=0)
    midnight = wall.replace(hour=0, minute=0, second=0, microsecond=0)
    if step.unit == "day":
        # weeks start on Mondays (ordinal 1, 0001-01-01, was one); other counts of days
        # from that Monday too, so the ticks do not move with the span
        back = (midnight.toordinal() - 1) % count
        return midnight - datetime.timedelta(days=back)
    months = midnight.year * 12 + midnight.month - 1
    months -= months % count
    return midnight.replace(year=months // 12, month=months % 12 + 1, day=1)


def _next_wall(step: Step, wall: datetime.datetime) -> datetime.datetime:
    if step.unit == "minute":
        return wall + datetime.timedelta(minutes=step.count)
    if step.unit == "hour":
        return wall + datetime.timedelta(hours=step.count)
    if step.unit == "day":
        return wall + datetime.timedelta(days=step.count)
    months = wall.year * 12 + wall.month - 1 + step.count
    return wall.replace(year=months // 12, month=months % 12 + 1)
