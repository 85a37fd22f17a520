"""The Summary page: the store's figures side by side for each rule set and all rules, of
every game or of the games of one grade."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from scorpion_qt.ui.par.summary_row import par_rows
from scorpion_qt.ui.play.rule_sets import RULE_SETS as ALL_RULE_SETS
from scorpion_qt.ui.statistics.summary_rows import (
    grade_rate_rows,
    time_played_rows,
    winning_time_rows,
)
from scorpion_qt.ui.statistics.texts import (
    count_text,
    duration_text,
    number_text,
    percent_text,
    rules_label,
    translate,
)

if TYPE_CHECKING:
    from scorpion_qt.store.records import Statistics
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

# The summary's columns, in order: each rule set, then every game.
RULE_SETS: tuple[str | None, ...] = (*ALL_RULE_SETS, None)
# Shown in a figure's place until the store has answered.
LOADING = "…"


def figure_rows() -> list[tuple[str, str, Callable[[Statistics], str]]]:
    """(key, translated label, formatter) for each row of the summary."""
    return [
        ("played", translate("Statistics", "Games played"), lambda s: count_text(s.played)),
        ("won", translate("Statistics", "Games won"), lambda s: count_text(s.won)),
        ("win_percent", translate("Statistics", "Win rate"), lambda s: percent_text(s.win_percent)),
        *grade_rate_rows(),
        (
            "current_streak",
            translate("Statistics", "Current winning streak"),
            lambda s: count_text(s.current_streak),
        ),
        (
            "longest_streak",
            translate("Statistics", "Longest winning streak"),
            lambda s: count_text(s.longest_streak),
        ),
        ("best_score", translate("Statistics", "Best score"), lambda s: number_text(s.best_score)),
        (
            "average_score",
            translate("Statistics", "Average score"),
            lambda s: number_text(s.average_score, 1),
        ),
        (
            "fastest_win",
            translate("Statistics", "Fastest win"),
            lambda s: duration_text(s.fastest_win_seconds),
        ),
        *winning_time_rows(),
        (
            "fewest_moves",
            translate("Statistics", "Fewest moves to win"),
            lambda s: number_text(s.fewest_moves_to_win),
        ),
        *par_rows(),
        (
            "average_percent_complete",
            translate("Statistics", "Average completion"),
            lambda s: percent_text(s.average_percent_complete),
        ),
        *time_played_rows(),
        (
            "daily_played",
            translate("Statistics", "Daily deals played"),
            lambda s: count_text(s.daily_played),
        ),
        (
            "daily_won",
            translate("Statistics", "Daily deals won"),
            lambda s: count_text(s.daily_won),
        ),
        (
            "daily_streak",
            translate("Statistics", "Daily streak (days)"),
            lambda s: count_text(s.daily_streak),
        ),
    ]


class SummaryView(QWidget):
    """Figures per rule set, of the games of :attr:`grade` (None: every game); an
    explanation instead while no such game has been played."""

    loaded = Signal()  # every rule set's figures are in

    def __init__(self, store_thread: StoreThread, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics: dict[str | None, Statistics] = {}
        # the grade whose games the figures are of ("E", "M", "H"), None: every game
        self.grade: str | None = None
        self._thread = store_thread
        self._pending: list[str | None] = []
        self._generation = 0
        self.cells: dict[tuple[str, str | None], QLabel] = {}
        self._stack = QStackedWidget(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self._stack)

        self.empty_label = QLabel(self._empty_text(), self)
        self.empty_label.setObjectName("summary_empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self._stack.addWidget(self.empty_label)

        table = QFrame(self)
        grid = QGridLayout(table)
        grid.setHorizontalSpacing(20)
        grid.setVerticalSpacing(6)
        bold = QFont(self.font())
        bold.setBold(True)
        for column, rules in enumerate(RULE_SETS, start=1):
            header = QLabel(rules_label(rules), table)
            header.setFont(bold)
            header.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            header.setWordWrap(True)  # "Three Blind Mice" on two lines: eight columns fit
            grid.addWidget(header, 0, column)
        for row, (key, label, _format) in enumerate(figure_rows(), start=1):
            grid.addWidget(QLabel(label, table), row, 0)
            for column, rules in enumerate(RULE_SETS, start=1):
                cell = QLabel(table)
                cell.setObjectName(f"{key}_{rules or 'all'}")
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                cell.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(cell, row, column)
                self.cells[(key, rules)] = cell
        grid.setRowStretch(len(self.cells) + 1, 1)
        grid.setColumnStretch(len(RULE_SETS) + 1, 1)
        self._stack.addWidget(table)

    def refresh(
        self,
        today: datetime.date | None = None,
        *,
        quietly: bool = False,
        grade: str | None = None,
    ) -> None:
        """Ask the store's thread for each rule set's figures over the games of ``grade``
        (None: every game), all rules first; each column fills in as its figures come
        (``quietly``: the figures shown stay until then, else they read LOADING)."""
        self._generation += 1
        generation, day = self._generation, today or datetime.date.today()
        self.statistics = {}
        self.grade = grade
        if not quietly:
            for cell in self.cells.values():
                cell.setText(LOADING)
        self._pending = [None, *(rules for rules in RULE_SETS if rules is not None)]
        for rules in self._pending:
            self._ask(generation, rules, day)

    def _ask(self, generation: int, rules: str | None, day: datetime.date) -> None:
        def arrived(statistics: Statistics) -> None:
            self._arrived(generation, rules, statistics)

        grade = self.grade
        self._thread.run(lambda store: store.statistics(rules, today=day, grade=grade), arrived)

    def _arrived(self, generation: int, rules: str | None, statistics: Statistics) -> None:
        if generation != self._generation:
            return  # an older refresh's answer
        self._pending.remove(rules)
        self.statistics[rules] = statistics
        self.show_statistics({rules: statistics})
        if not self._pending:
            self.loaded.emit()

    @property
    def loading(self) -> bool:
        return bool(self._pending)

    def show_statistics(self, figures: dict[str | None, Statistics]) -> None:
        formats = figure_rows()
        for rules, statistics in figures.items():
            for key, _label, text in formats:
                self.cells[(key, rules)].setText(text(statistics))
        if None in figures:
            self._stack.setCurrentIndex(1 if figures[None].played else 0)
            self.empty_label.setText(self._empty_text())

    def _empty_text(self) -> str:
        if self.grade is None:
            return self.tr(
                "<h3>No games yet</h3><p>Your statistics appear here once you have played a"
                " game: a game counts from its first move.</p>"
            )
        return self.tr(
            "<h3>No games match</h3><p>No game played has a deal of this grade; choose"
            " another grade.</p>"
        )

    @property
    def is_empty(self) -> bool:
        return self._stack.currentIndex() == 0
