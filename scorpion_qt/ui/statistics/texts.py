"""Translated names and locale-aware formatting for the statistics window's figures."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTimeZone

from scorpion_qt.store import GameResult, HistoryRow
from scorpion_qt.ui.messages import rules_name
from scorpion_qt.ui.status_texts import clock_text

# Shown where a figure does not apply yet (no win, no game).
NOTHING = "—"


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


def date_text(day: datetime.date) -> str:
    return QLocale().toString(qdate(day), QLocale.FormatType.ShortFormat)


def local_qdatetime(moment: datetime.datetime) -> QDateTime:
    """An aware datetime as a QDateTime in the local time zone."""
    utc = QDateTime.fromMSecsSinceEpoch(round(moment.timestamp() * 1000), QTimeZone.utc())
    return utc.toLocalTime()


def moment_text(moment: datetime.datetime) -> str:
    """A start or end time in local time, short form (date and hour)."""
    return QLocale().toString(local_qdatetime(moment), QLocale.FormatType.ShortFormat)


def deal_label(row: HistoryRow) -> str:
    """The deal number, or the daily date for a daily deal, or "Custom position"."""
    if row.daily_date is not None:
        return translate("Statistics", "Daily {date}").format(date=date_text(row.daily_date))
    if row.deal is None:
        return translate("Statistics", "Custom position")
    return translate("Statistics", "#{number}").format(number=row.deal)
