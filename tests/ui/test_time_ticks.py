"""Time-axis ticks fall at round local times: whole hours, midnights, Mondays, the first of
a month, as the span asks, also across a change to summer time."""

from __future__ import annotations

import datetime
import time
from collections.abc import Iterator

import pytest

from scorpion_qt.ui.statistics.time_ticks import MOST_TICKS, Step, round_ticks


@pytest.fixture(autouse=True)
def berlin(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Local time is Berlin's, which changes to summer time on 2025-03-30."""
    monkeypatch.setenv("TZ", "Europe/Berlin")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def local(
    year: int, month: int, day: int, hour: int, minute: int, second: int = 0
) -> datetime.datetime:
    """A local time (aware)."""
    return datetime.datetime(year, month, day, hour, minute, second).astimezone()


def ticks(first: datetime.datetime, last: datetime.datetime) -> tuple[Step, list[str]]:
    step, moments = round_ticks(first, last)
    assert 2 <= len(moments) <= MOST_TICKS
    assert all(first <= moment <= last for moment in moments)
    return step, [f"{moment:%a %Y-%m-%d %H:%M:%S}" for moment in moments]


def test_hours_of_play_tick_on_the_hour() -> None:
    step, shown = ticks(local(2025, 6, 3, 9, 13, 27), local(2025, 6, 3, 14, 41, 5))
    assert step == Step("hour", 1)
    assert [text[-8:] for text in shown] == [f"{h}:00:00" for h in range(10, 15)]


def test_minutes_of_play_tick_on_round_minutes() -> None:
    step, shown = ticks(local(2025, 6, 3, 9, 13, 27), local(2025, 6, 3, 9, 31, 2))
    assert step == Step("minute", 5)
    assert [text[-8:] for text in shown] == ["09:15:00", "09:20:00", "09:25:00", "09:30:00"]


def test_three_days_tick_at_midnight_and_noon() -> None:
    step, shown = ticks(local(2025, 6, 3, 7, 40), local(2025, 6, 6, 5, 2))
    assert step == Step("hour", 12)
    assert all(text.endswith(("00:00:00", "12:00:00")) for text in shown), shown


def test_two_weeks_tick_on_mondays_at_midnight() -> None:
    step, shown = ticks(local(2025, 6, 3, 7, 40), local(2025, 6, 17, 23, 2))
    assert step == Step("day", 7)
    assert shown == ["Mon 2025-06-09 00:00:00", "Mon 2025-06-16 00:00:00"]


def test_months_tick_on_the_first() -> None:
    step, shown = ticks(local(2025, 2, 11, 7, 40), local(2025, 10, 20, 23, 2))
    assert step == Step("month", 2)
    assert [text[4:] for text in shown] == [
        f"2025-{month:02d}-01 00:00:00" for month in (3, 5, 7, 9)
    ]


def test_years_tick_on_new_years_day() -> None:
    step, shown = ticks(local(2019, 5, 1, 7, 40), local(2025, 10, 20, 23, 2))
    assert step == Step("month", 12)
    assert [text[4:] for text in shown] == [f"{year}-01-01 00:00:00" for year in range(2020, 2026)]


def test_summer_time_moves_no_tick_off_its_hour() -> None:
    step, shown = ticks(local(2025, 3, 29, 20, 7), local(2025, 3, 30, 20, 7))
    assert step == Step("hour", 6)
    assert [text[-8:] for text in shown] == ["00:00:00", "06:00:00", "12:00:00", "18:00:00"]
