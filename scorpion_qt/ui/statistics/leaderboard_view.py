"""The Leaderboard page: the ten best wins on this computer, of all rules or one, and of one
deal; or a day's online board (see online_board_view)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QRadioButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.store.records import HistoryRow, LeaderboardEntry
from scorpion_qt.ui.play.rule_sets import RULE_SETS, rules_name
from scorpion_qt.ui.statistics.online_board_view import OnlineBoardView
from scorpion_qt.ui.statistics.texts import (
    count_text,
    deal_label,
    duration_text,
    moment_text,
    translate,
)

if TYPE_CHECKING:
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

PLACES = 10
# the columns whose figures line up on the right
FIGURES = (0, 1, 5, 6, 7)


def hints_text(hints: int) -> str:
    """Whether hints were used, and how many."""
    return translate("Statistics", "none") if hints == 0 else count_text(hints)


class LeaderboardView(QWidget):
    """The best wins (the highest score, then the fewest moves, then the least time):
    choose the rules, and narrow to the deal chosen in History. Or, switched to Online,
    :attr:`online`: a day's board from the online leaderboard server."""

    def __init__(self, store_thread: StoreThread, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.online = OnlineBoardView(self)
        # the rules an online board is first shown under (the window sets them)
        self.online_rules: str | None = None
        self._thread = store_thread
        self._shown = False  # refreshed once at least: the choices read the store from then
        self._asked = 0  # boards asked for: only the latest is shown
        self.chosen_game: HistoryRow | None = None
        self.entries: list[LeaderboardEntry] = []

        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("leaderboard_rules")
        self.rules_combo.addItem(self.tr("All rules"), None)
        for rules in RULE_SETS:
            self.rules_combo.addItem(rules_name(rules), rules)
        self.deal_check = QCheckBox(self)
        self.deal_check.setObjectName("leaderboard_deal")
        controls = QHBoxLayout()
        controls.addWidget(QLabel(self.tr("Best {count} wins of").format(count=PLACES), self))
        controls.addWidget(self.rules_combo)
        controls.addWidget(self.deal_check)
        controls.addStretch(1)

        headers = [
            self.tr("#"),
            self.tr("Score"),
            self.tr("Rules"),
            self.tr("Deal"),
            self.tr("Date"),
            self.tr("Moves"),
            self.tr("Time"),
            self.tr("Hints"),
        ]
        self.table = QTableWidget(0, len(headers), self)
        self.table.setObjectName("leaderboard_table")
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("leaderboard_empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self._stack = QStackedWidget(self)
        self._stack.addWidget(self.table)
        self._stack.addWidget(self.empty_label)

        self._lay_out(controls)
        self.rules_combo.currentIndexChanged.connect(lambda _i: self._load())
        self.deal_check.toggled.connect(lambda _on: self._load())
        self.set_chosen_game(None)

    def _lay_out(self, controls: QHBoxLayout) -> None:
        """The switch between this computer's board and the online one, above both."""
        self._local = QWidget(self)
        local_layout = QVBoxLayout(self._local)
        local_layout.setContentsMargins(0, 0, 0, 0)
        local_layout.addLayout(controls)
        local_layout.addWidget(self._stack, 1)
        self._views = QStackedWidget(self)
        self._views.addWidget(self._local)
        self._views.addWidget(self.online)
        self.local_button = QRadioButton(self.tr("On this co&mputer"), self)
        self.local_button.setObjectName("leaderboard_local")
        self.local_button.setChecked(True)
        self.online_button = QRadioButton(self.tr("&Online"), self)
        self.online_button.setObjectName("leaderboard_online")
        switch = QHBoxLayout()
        switch.addWidget(self.local_button)
        switch.addWidget(self.online_button)
        switch.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(switch)
        layout.addWidget(self._views, 1)
        self.online_button.toggled.connect(self._switch)

    def set_chosen_game(self, row: HistoryRow | None) -> None:
        """The game selected in the history: its deal can narrow the board."""
        self.chosen_game = row
        deal = row.deal if row is not None else None
        self.deal_check.blockSignals(True)
        if deal is None:
            self.deal_check.setChecked(False)
            self.deal_check.setEnabled(False)
            self.deal_check.setText(self.tr("only the deal chosen in History"))
        else:
            self.deal_check.setEnabled(True)
            self.deal_check.setText(self.tr("only deal #{deal}").format(deal=deal))
        self.deal_check.blockSignals(False)
        if self.deal_check.isChecked():
            self._load()  # the board of the deal now chosen

    def refresh(self) -> None:
        self._shown = True
        if self.online_button.isChecked():
            self.online.refresh(self.online_rules)
        else:
            self._load()

    def _switch(self, online: bool) -> None:
        """Local or Online: the view shown is read afresh."""
        self._views.setCurrentWidget(self.online if online else self._local)
        if self._shown:
            self.refresh()

    def _load(self) -> None:
        if not self._shown:
            return
        deal = None
        if self.deal_check.isChecked() and self.chosen_game is not None:
            deal = self.chosen_game.deal
        rules = self.rules_combo.currentData()
        self._asked += 1
        asked = self._asked

        def show(entries: list[LeaderboardEntry]) -> None:
            if asked == self._asked:
                self._show_entries(entries, deal)

        self._thread.run(lambda store: store.leaderboard(rules, deal, limit=PLACES), show)

    def _show_entries(self, entries: list[LeaderboardEntry], deal: int | None) -> None:
        self.entries = entries
        if not self.entries:
            self.empty_label.setText(
                self.tr("<h3>No wins yet</h3><p>Win a game to see it here.</p>")
                if deal is None
                else self.tr("<h3>No win of this deal yet</h3>")
            )
            self._stack.setCurrentWidget(self.empty_label)
            return
        self._stack.setCurrentWidget(self.table)
        self.table.setRowCount(len(self.entries))
        for number, entry in enumerate(self.entries):
            game = entry.game
            cells = [
                count_text(entry.rank),
                count_text(game.score),
                rules_name(game.rules),
                deal_label(game),
                moment_text(game.started_at),
                count_text(game.moves),
                duration_text(game.elapsed_seconds),
                hints_text(game.hints),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in FIGURES:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(number, column, item)
