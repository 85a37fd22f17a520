"""The Daily page: a month calendar marking daily deals won, played and missed, and the
daily streak, of one rule set at a time (each has daily deals of its own; the choice is
at the top); a date double-clicked plays its deal under that rule set."""

from __future__ import annotations

import calendar
import datetime
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QCalendarWidget,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.ui.play.rule_sets import RULE_SETS, rules_name
from scorpion_qt.ui.play.share_line import share_line, stored_result
from scorpion_qt.ui.statistics.texts import (
    count_text,
    date_text,
    qdate,
)

if TYPE_CHECKING:
    from scorpion_qt.store.reader import StoreReader
    from scorpion_qt.store.records import HistoryRow
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

WON, PLAYED, MISSED = "won", "played", "missed"
MARK_COLORS = {WON: QColor("#1e8449"), PLAYED: QColor("#d68910"), MISSED: QColor("#a93226")}
# Days of the neighbouring months a month page shows, at most.
SPILL = datetime.timedelta(days=14)


def _pydate(day: QDate) -> datetime.date:
    return datetime.date(day.year(), day.month(), day.day())


class DailyCalendar(QCalendarWidget):
    """A calendar that marks each date: a won daily, a played one, or a missed one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marks: dict[datetime.date, str] = {}
        self.setGridVisible(True)
        self.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)

    def set_marks(self, marks: dict[datetime.date, str]) -> None:
        self.marks = marks
        self.updateCells()

    def paintCell(self, painter: QPainter, rect: QRect, date: QDate) -> None:
        super().paintCell(painter, rect, date)
        mark = self.marks.get(_pydate(date))
        if mark is None:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = MARK_COLORS[mark]
        size = max(4.0, min(rect.width(), rect.height()) * 0.16)
        corner = QPointF(rect.right() - size - 3, rect.top() + 3)
        spot = QRectF(corner.x(), corner.y(), size, size)
        if mark == WON:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawEllipse(spot)
        elif mark == PLAYED:
            painter.setPen(QPen(color, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(spot)
        else:
            painter.setPen(QPen(color, 1.5))
            painter.drawLine(spot.topLeft(), spot.bottomRight())
            painter.drawLine(spot.topRight(), spot.bottomLeft())
        painter.restore()


class DailyView(QWidget):
    """The calendar, its legend, the daily streak and what happened on the chosen date,
    of the rule set chosen at the top (:attr:`rules`). Emits :attr:`play_requested` with a
    date double-clicked (or chosen with Enter): up to today, a date missed included; and
    :attr:`rules_changed` with the rule set chosen (the window reads its streak then).
    Copy Result puts the chosen date's share line on the clipboard and says so to ``tell``."""

    play_requested = Signal(object)  # datetime.date
    rules_changed = Signal(str)

    def __init__(
        self,
        store_thread: StoreThread,
        reader: StoreReader,
        parent: QWidget | None = None,
        today: Callable[[], datetime.date] = datetime.date.today,
        tell: Callable[[str], object] = log.info,
    ) -> None:
        super().__init__(parent)
        self._tell = tell  # says Copy Result's line is copied (the window's message line)
        self._today = today
        self._thread = store_thread
        self._reader = reader  # its queries run on the store's thread
        self._shown = False  # refreshed once at least: the calendar reads the store from then
        self._first: datetime.date | None = None
        # months and days asked for: only the latest answer of each is shown
        self._months_asked = self._days_asked = 0
        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("daily_rules")
        for rules in RULE_SETS:
            self.rules_combo.addItem(rules_name(rules), rules)
        rules_label = QLabel(self.tr("&Rules:"), self)
        rules_label.setBuddy(self.rules_combo)
        choice = QHBoxLayout()
        choice.addWidget(rules_label)
        choice.addWidget(self.rules_combo)
        choice.addStretch(1)
        self.calendar = DailyCalendar(self)
        self.calendar.setObjectName("daily_calendar")
        self.streak_label = QLabel(self)
        self.streak_label.setObjectName("daily_streak")
        self.day_label = QLabel(self)
        self.day_label.setObjectName("daily_day")
        self.day_label.setWordWrap(True)
        self._best: HistoryRow | None = None  # the chosen date's game Copy Result copies
        self.copy_button = QPushButton(self.tr("Copy Result"), self)
        self.copy_button.setObjectName("daily_copy_result")
        self.copy_button.setVisible(False)
        self.copy_button.clicked.connect(self._copy)
        day = QHBoxLayout()
        day.addWidget(self.day_label, 1)
        day.addWidget(self.copy_button)
        legend = QHBoxLayout()
        for mark, text in (
            (WON, self.tr("Won")),
            (PLAYED, self.tr("Played, not won")),
            (MISSED, self.tr("Missed")),
        ):
            symbol = {WON: "●", PLAYED: "○", MISSED: "✕"}[mark]
            label = QLabel(
                f'<span style="color:{MARK_COLORS[mark].name()}">{symbol}</span> {text}', self
            )
            legend.addWidget(label)
        legend.addStretch(1)
        self.play_hint = QLabel(self.tr("Double-click a day to play its deal."), self)
        legend.addWidget(self.play_hint)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(choice)
        layout.addWidget(self.streak_label)
        layout.addWidget(self.calendar, 1)
        layout.addLayout(legend)
        layout.addLayout(day)
        self.calendar.currentPageChanged.connect(lambda _y, _m: self._load_page())
        self.calendar.selectionChanged.connect(self._describe_day)
        self.calendar.activated.connect(self._play)
        self.rules_combo.currentIndexChanged.connect(lambda _index: self._rules_chosen())

    @property
    def rules(self) -> str:
        """The rule set whose daily deals the page shows (and a double-click plays)."""
        chosen = self.rules_combo.currentData()
        return chosen if isinstance(chosen, str) else "classic"

    def set_rules(self, rules: str) -> None:
        """Show ``rules``'s daily deals (as if chosen at the top): :attr:`rules_changed`
        is emitted if they were not shown."""
        index = self.rules_combo.findData(rules)
        if index >= 0:
            self.rules_combo.setCurrentIndex(index)

    def _rules_chosen(self) -> None:
        self.calendar.set_marks({})  # another rule set's marks are not this one's
        self._first = None
        self.rules_changed.emit(self.rules)

    def refresh(self, streak: int) -> None:
        """Show the daily streak (of :attr:`rules`), and read the dates of the month shown
        (and the first daily ever played) under :attr:`rules`."""
        self._shown = True
        today = self._today()
        self.calendar.setMaximumDate(qdate(today))
        self.streak_label.setText(
            self.tr(
                "<b>Daily streak:</b> {days} (days in a row whose daily deal was won on the day)"
            ).format(days=count_text(streak))
            if streak
            else self.tr("<b>Daily streak:</b> none yet — win today's daily deal to start one")
        )
        reader, rules = self._reader, self.rules
        self._months_asked += 1  # a month asked for under other rules is not shown
        self._thread.run(
            lambda _store: reader.first_daily(rules), lambda first: self._first_known(rules, first)
        )

    def _play(self, day: QDate) -> None:
        chosen = _pydate(day)
        if chosen <= self._today():
            self.play_requested.emit(chosen)

    def _first_known(self, rules: str, first: datetime.date | None) -> None:
        if rules != self.rules:
            return
        self._first = first
        self._load_page()

    def _load_page(self) -> None:
        if not self._shown:
            return
        year, month = self.calendar.yearShown(), self.calendar.monthShown()
        first = datetime.date(year, month, 1) - SPILL
        last = datetime.date(year, month, calendar.monthrange(year, month)[1]) + SPILL
        self._months_asked += 1
        asked, reader, rules = self._months_asked, self._reader, self.rules

        def show(results: dict[datetime.date, bool]) -> None:
            if asked == self._months_asked and rules == self.rules:
                self.calendar.set_marks(self.marks_for(results, first, last))
                self._describe_day()

        self._thread.run(lambda _store: reader.daily_results(first, last, rules), show)

    def marks_for(
        self, results: dict[datetime.date, bool], first: datetime.date, last: datetime.date
    ) -> dict[datetime.date, str]:
        """Each date's mark from ``first`` to ``last``, from the dates whose daily was
        played (``results``: won or not); a date is missed if it lies between the first
        daily ever played and yesterday and its deal was not played."""
        marks = {day: WON if won else PLAYED for day, won in results.items()}
        if self._first is not None:
            day = max(first, self._first)
            yesterday = self._today() - datetime.timedelta(days=1)
            while day <= min(last, yesterday):
                marks.setdefault(day, MISSED)
                day += datetime.timedelta(days=1)
        return marks

    def _describe_day(self) -> None:
        self._days_asked += 1  # an answer still due is for another day
        asked = self._days_asked
        day = _pydate(self.calendar.selectedDate())
        mark = self.calendar.marks.get(day)
        self._best = None
        self.copy_button.setVisible(False)
        if mark is None or not self._shown:
            text = (
                self.tr("{date}: today's daily deal is waiting for you.")
                if day == self._today()
                else self.tr("{date}: no daily deal played.")
            )
            self.day_label.setText(text.format(date=date_text(day)))
            return
        if mark == MISSED:
            self.day_label.setText(self.tr("{date}: missed.").format(date=date_text(day)))
            return

        def show(best: HistoryRow | None) -> None:
            if asked == self._days_asked:
                self._describe_best(day, mark, best)

        reader, rules = self._reader, self.rules
        self._thread.run(lambda _store: reader.daily_best(day, rules), show)

    def _describe_best(self, day: datetime.date, mark: str, game: HistoryRow | None) -> None:
        if game is None:
            self.day_label.setText(
                self.tr("{date}: played, not finished yet.").format(date=date_text(day))
            )
            return
        self._best = game
        self.copy_button.setVisible(stored_result(game) is not None)
        text = (
            self.tr("{date}: won; best score {score} (deal #{deal}).")
            if mark == WON
            else self.tr("{date}: played, not won; best score {score} (deal #{deal}).")
        )
        self.day_label.setText(
            text.format(date=date_text(day), score=count_text(game.score), deal=game.deal)
        )

    def _copy(self) -> None:
        """Copy Result: the share line of the chosen date's best game (as the page tells
        it), on the clipboard."""
        result = None if self._best is None else stored_result(self._best)
        if result is None:
            return
        line = share_line(result)
        QGuiApplication.clipboard().setText(line)
        self._tell(self.tr("Result copied: {line}").format(line=line))
