"""Translated names and locale-aware formatting for the statistics window's figures."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTimeZone

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryRow
from scorpion_qt.ui.play.rule_sets import rules_name
from scorpion_qt.ui.play.status_texts import clock_text, grade_name

# Shown where a figure does not apply yet (no win, no game).
NOTHING = "—"
# Dates and times where the locale has no formats of its own (Qt's format strings).
ISO_DATE = "yyyy-MM-dd"
ISO_TIME = "HH:mm"


# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


def result_name(result: GameResult) -> str:
    names = {
        GameResult.WON: translate("Statistics", "Won"),
        GameResult.LOST: translate("Statistics", "Lost"),
        GameResult.IN_PROGRESS: translate("Statistics", "In progress"),
        GameResult.DAMAGED: translate("Statistics", "Damaged"),
    }
    return names[result]


def rules_label(rules: str | None) -> str:
    """A rule set's name, or "All rules" for None."""
    return translate("Statistics", "All rules") if rules is None else rules_name(rules)


def count_text(value: int) -> str:
    return QLocale().toString(value)


def number_text(value: float | None, decimals: int = 0) -> str:
    if value is None:
        return NOTHING
    return QLocale().toString(float(value), "f", decimals)


def percent_text(value: float | None, decimals: int = 1) -> str:
    if value is None:
        return NOTHING
    return translate("Statistics", "{value} %").format(value=number_text(value, decimals))


def duration_text(seconds: float | None) -> str:
    return NOTHING if seconds is None else clock_text(seconds)


def qdate(day: datetime.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _has_formats(locale: QLocale) -> bool:
    """Whether the locale has date formats of its own. The C locale's "d MM yyyy" (which
    no real locale uses) reads "1 12 2026"; a system locale whose time settings are C's
    (LC_TIME=C, say, with an English UI language) formats dates the same way."""
    short = QLocale.FormatType.ShortFormat
    return locale.dateFormat(short) != QLocale.c().dateFormat(short)


def date_format() -> str:
    """The locale's short date format, else ISO 8601 (2026-12-01)."""
    locale = QLocale()
    return locale.dateFormat(QLocale.FormatType.ShortFormat) if _has_formats(locale) else ISO_DATE


def time_format() -> str:
    """The locale's short time format, else ISO 8601 (09:05)."""
    locale = QLocale()
    return locale.timeFormat(QLocale.FormatType.ShortFormat) if _has_formats(locale) else ISO_TIME


def date_text(day: datetime.date) -> str:
    return QLocale().toString(qdate(day), date_format())


def local_qdatetime(moment: datetime.datetime) -> QDateTime:
    """An aware datetime as a QDateTime in the local time zone."""
    utc = QDateTime.fromMSecsSinceEpoch(round(moment.timestamp() * 1000), QTimeZone.utc())
    return utc.toLocalTime()


def moment_text(moment: datetime.datetime) -> str:
    """A start or end time in local time, short form (date and hour)."""
    locale = QLocale()
    shown = (
        locale.dateTimeFormat(QLocale.FormatType.ShortFormat)
        if _has_formats(locale)
        else f"{ISO_DATE} {ISO_TIME}"
    )
    return locale.toString(local_qdatetime(moment), shown)


def deal_label(row: HistoryRow) -> str:
    """The deal number, or the daily date for a daily deal, or "Custom position"."""
    if row.daily_date is not None:
        return translate("Statistics", "Daily {date}").format(date=date_text(row.daily_date))
    if row.deal is None:
        return translate("Statistics", "Custom position")
    return translate("Statistics", "#{number}").format(number=row.deal)


def grade_label(row: HistoryRow) -> str:
    """The grade of the game's deal ("Easy", "Medium", "Hard"), blank when not known."""
    return grade_name(row.grade)


def winnable_text(row: HistoryRow) -> str:
    """Whether the game's deal was winnable from the start, as its analysis found: "Yes",
    "No", "?" when the analysis ran out of budget first; blank when it was never analysed."""
    if not row.analysed:
        return ""
    if row.winnable is None:
        return translate("Statistics", "?")
    return translate("Statistics", "Yes") if row.winnable else translate("Statistics", "No")


def turning_point_text(row: HistoryRow) -> str:
    """The move after which the game was lost though it was winnable before, numbered from
    1; NOTHING when it has none, "ran out of time" when the analysis ran out of budget
    before finding it; blank when the game was never analysed."""
    if not row.analysed:
        return ""
    if row.turning_point is not None:
        return count_text(row.turning_point + 1)  # the index of the move, for people
    if not row.analysis_complete:
        return translate("Statistics", "ran out of time")
    return NOTHING
