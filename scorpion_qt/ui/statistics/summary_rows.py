"""The Summary's rows players asked for: time played, the average winning time and the
win rate of each grade's deals (Easy, Medium, Hard, not graded)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scorpion_qt.ui.statistics.texts import duration_text, percent_text, translate

if TYPE_CHECKING:
    from scorpion_qt.store.records import Statistics

Row = tuple[str, str, Callable[["Statistics"], str]]


def _grade_rate(grade: str | None) -> Callable[[Statistics], str]:
    def text(statistics: Statistics) -> str:
        for each in statistics.by_grade:
            if each.grade == grade:
                return percent_text(each.win_percent)
        return percent_text(None)

    return text


def grade_rate_rows() -> list[Row]:
    """(key, translated label, formatter): the win rate over each grade's deals."""
    return [
        ("win_percent_E", translate("Statistics", "Win rate, Easy deals"), _grade_rate("E")),
        ("win_percent_M", translate("Statistics", "Win rate, Medium deals"), _grade_rate("M")),
        ("win_percent_H", translate("Statistics", "Win rate, Hard deals"), _grade_rate("H")),
        (
            "win_percent_ungraded",
            translate("Statistics", "Win rate, deals not graded"),
            _grade_rate(None),
        ),
    ]


def winning_time_rows() -> list[Row]:
    """The average winning time (after the fastest win)."""
    return [
        (
            "average_win",
            translate("Statistics", "Average winning time"),
            lambda s: duration_text(s.average_win_seconds),
        ),
    ]


def time_played_rows() -> list[Row]:
    """The active time of every game played (h:mm:ss)."""
    return [
        (
            "time_played",
            translate("Statistics", "Time played"),
            lambda s: duration_text(s.time_played_seconds),
        ),
    ]
