"""The filter bar shared by the history table and the charts (rules, result, grade,
period, deal number, daily games only) and the summary (grade only)."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable

from PySide6.QtCore import QDate, QRegularExpression, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.grades import GRADES
from scorpion_qt.store.records import HistoryFilter
from scorpion_qt.ui.play.rule_sets import RULE_SETS, rules_name
from scorpion_qt.ui.play.status_texts import grade_name
from scorpion_qt.ui.statistics.texts import date_format, qdate, result_name

log = logging.getLogger(__name__)

# The period choices: key → days back from today (None: all time; "custom": two dates).
PERIODS: tuple[tuple[str, int | None], ...] = (
    ("all", None),
    ("week", 7),
    ("month", 30),
    ("year", 365),
    ("custom", None),
)
# The most digits a deal number is typed with (deals run to 2**32 - 1).
DEAL_DIGITS = 10


class FilterBar(QWidget):
    """Emits :attr:`changed` with the new :class:`HistoryFilter` whenever a choice changes."""

    changed = Signal(object)  # HistoryFilter

    def __init__(
        self,
        parent: QWidget | None = None,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(parent)
        self._today = today
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)

        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("filter_rules")
        self.rules_combo.addItem(self.tr("All rules"), None)
        for rules in RULE_SETS:
            self.rules_combo.addItem(rules_name(rules), rules)

        self.result_combo = QComboBox(self)
        self.result_combo.setObjectName("filter_result")
        self.result_combo.addItem(self.tr("All results"), None)
        for result in GameResult:
            self.result_combo.addItem(result_name(result), result)

        self.grade_combo = QComboBox(self)
        self.grade_combo.setObjectName("filter_grade")
        self.grade_combo.setToolTip(self.tr("The games whose deal has this grade"))
        self.grade_combo.addItem(self.tr("All grades"), None)
        for grade in GRADES:
            self.grade_combo.addItem(grade_name(grade), grade)

        self.period_combo = QComboBox(self)
        self.period_combo.setObjectName("filter_period")
        names = {
            "all": self.tr("All time"),
            "week": self.tr("Last 7 days"),
            "month": self.tr("Last 30 days"),
            "year": self.tr("Last 12 months"),
            "custom": self.tr("Dates…"),
        }
        for key, _days in PERIODS:
            self.period_combo.addItem(names[key], key)

        self.deal_edit = QLineEdit(self)
        self.deal_edit.setObjectName("filter_deal")
        self.deal_edit.setPlaceholderText(self.tr("Deal number"))
        self.deal_edit.setToolTip(self.tr("The games of this deal number only"))
        self.deal_edit.setClearButtonEnabled(True)
        self.deal_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(f"[0-9]{{0,{DEAL_DIGITS}}}"), self)
        )
        self.deal_edit.setMaximumWidth(self.deal_edit.fontMetrics().horizontalAdvance("0" * 14))
        self.daily_box = QCheckBox(self.tr("Daily only"), self)
        self.daily_box.setObjectName("filter_daily")
        self.daily_box.setToolTip(self.tr("The daily deals' games only"))

        self.from_edit = self._date_edit("filter_from")
        self.to_edit = self._date_edit("filter_to")
        self.dash = QLabel("–", self)

        row.addWidget(QLabel(self.tr("Show:"), self))
        for widget in (
            self.rules_combo,
            self.result_combo,
            self.grade_combo,
            self.period_combo,
            self.from_edit,
            self.dash,
            self.to_edit,
            self.deal_edit,
            self.daily_box,
        ):
            row.addWidget(widget)
        row.addStretch(1)
        self._grade_only = False
        self._show_dates()

        for combo in (self.rules_combo, self.result_combo, self.grade_combo, self.period_combo):
            combo.currentIndexChanged.connect(self._emit)
        for edit in (self.from_edit, self.to_edit):
            edit.dateChanged.connect(self._emit)
        self.deal_edit.textChanged.connect(self._emit)
        self.daily_box.toggled.connect(self._emit)

    def _date_edit(self, name: str) -> QDateEdit:
        edit = QDateEdit(self)
        edit.setObjectName(name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat(date_format())
        edit.setDate(qdate(self._today()))
        return edit

    def show_grade_only(self, only: bool) -> None:
        """Offer the grade alone (on the summary, whose figures only it filters), or every
        choice."""
        self._grade_only = only
        for widget in (
            self.rules_combo,
            self.result_combo,
            self.period_combo,
            self.deal_edit,
            self.daily_box,
        ):
            widget.setVisible(not only)
        self._show_dates()

    def _show_dates(self) -> None:
        custom = self.period_combo.currentData() == "custom" and not self._grade_only
        for widget in (self.from_edit, self.dash, self.to_edit):
            widget.setVisible(custom)

    def _emit(self) -> None:
        self._show_dates()
        self.changed.emit(self.current())

    def current(self) -> HistoryFilter:
        """The filter the choices describe."""
        period = self.period_combo.currentData()
        date_from = date_to = None
        if period == "custom":
            date_from = _pydate(self.from_edit.date())
            date_to = max(_pydate(self.to_edit.date()), date_from)
        else:
            days = dict(PERIODS)[period]
            if days is not None:
                date_from = self._today() - datetime.timedelta(days=days - 1)
        result = self.result_combo.currentData()  # Qt hands the enum back as its string
        grade = self.grade_combo.currentData()
        return HistoryFilter(
            rules=self.rules_combo.currentData(),
            result=GameResult(result) if result else None,
            date_from=date_from,
            date_to=date_to,
            grade=grade if grade in GRADES else None,
            deal=int(self.deal_edit.text()) if self.deal_edit.text() else None,
            daily_only=self.daily_box.isChecked(),
        )

    def set_dates(self, first: datetime.date, last: datetime.date) -> None:
        """Choose a custom date range (both ends included)."""
        self.blockSignals(True)
        try:
            self.from_edit.setDate(qdate(first))
            self.to_edit.setDate(qdate(last))
            self.period_combo.setCurrentIndex(self.period_combo.findData("custom"))
        finally:
            self.blockSignals(False)
        self._emit()


def _pydate(day: QDate) -> datetime.date:
    return datetime.date(day.year(), day.month(), day.day())
