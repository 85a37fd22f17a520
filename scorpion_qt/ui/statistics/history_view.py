"""The History page: the table of played games and what can be done with a chosen row."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelection, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.store.records import HistoryFilter, HistoryRow
from scorpion_qt.ui.statistics.history_model import COLUMNS, HistoryModel
from scorpion_qt.ui.statistics.texts import count_text

if TYPE_CHECKING:
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

# The column that takes the room left over.
DEAL_COLUMN = 2

# Sample texts that size each column (read no rows to measure them).
COLUMN_SAMPLES = (
    "2025-12-31 23:59 PM",
    "Three Blind Mice",
    "Daily 2025-12-31",
    "Medium",
    "In progress",
    "9999",
    "9999",
    "999",
    "999",
    "99:59:59",
    "100 %",
    "Yes",
    "ran out of time",
)


class HistoryView(QWidget):
    """The table, a line saying how many games match, and buttons for the chosen game."""

    replay_requested = Signal(object)  # HistoryRow
    play_again_requested = Signal(object)  # HistoryRow
    export_requested = Signal()
    selection_changed = Signal(object)  # HistoryRow | None

    def __init__(self, store_thread: StoreThread, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = HistoryModel(store_thread, self)
        # where the table was, to be kept when a quiet reload is answered: the chosen game's
        # id and row, and the scroll position
        self._place: tuple[int | None, int, int] | None = None
        self.table = QTableView(self)
        self.table.setObjectName("history_table")
        self._set_up_table()

        self.count_label = QLabel(self)
        self.count_label.setObjectName("history_count")
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("history_empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self._stack = QStackedWidget(self)
        self._stack.addWidget(self.table)
        self._stack.addWidget(self.empty_label)

        self.replay_button = QPushButton(self.tr("&Replay…"), self)
        self.replay_button.setObjectName("replay_button")
        self.replay_button.setToolTip(self.tr("Watch this game again, move by move"))
        self.play_again_button = QPushButton(self.tr("&Play This Deal Again"), self)
        self.play_again_button.setObjectName("play_again_button")
        self.export_button = QPushButton(self.tr("&Export CSV…"), self)
        self.export_button.setObjectName("export_button")
        self.export_button.setToolTip(self.tr("Save the games listed here to a CSV file"))
        self.replay_button.clicked.connect(lambda: self._emit_for_row(self.replay_requested))
        self.play_again_button.clicked.connect(
            lambda: self._emit_for_row(self.play_again_requested)
        )
        self.export_button.clicked.connect(self.export_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count_label, 1)
        for button in (self.replay_button, self.play_again_button, self.export_button):
            buttons.addWidget(button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._stack, 1)
        layout.addLayout(buttons)
        self.model.modelAboutToBeReset.connect(self._hold_selection)
        self.model.reloaded.connect(self._on_reloaded)
        self.model.modelReset.connect(lambda: self._on_selection(QItemSelection(), None))
        self._on_selection(QItemSelection(), None)

    def _set_up_table(self) -> None:
        table = self.table
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        rows = table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(table.fontMetrics().height() + 8)
        header = table.horizontalHeader()
        header.setSectionsMovable(False)
        header.setHighlightSections(False)
        metrics = table.fontMetrics()
        for column, sample in enumerate(COLUMN_SAMPLES):
            title = COLUMNS[column].title()
            width = max(metrics.horizontalAdvance(sample), metrics.horizontalAdvance(title) + 24)
            header.resizeSection(column, width + 20)
        header.setSectionResizeMode(DEAL_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setSortIndicator(
            self.model.column_of(self.model.sort_key), Qt.SortOrder.DescendingOrder
        )
        # the header sorts through the model, which asks the store again
        table.setSortingEnabled(True)
        header.sortIndicatorChanged.connect(self._keep_sort_indicator)
        table.selectionModel().selectionChanged.connect(self._on_selection)
        table.doubleClicked.connect(lambda _index: self._emit_for_row(self.replay_requested))

    def _keep_sort_indicator(self, column: int, _order: Qt.SortOrder) -> None:
        """A click on a column the store cannot sort by: the indicator goes back to the
        column the games are sorted by (the model kept their order)."""
        model = self.model
        if not model.sortable(column):
            order = (
                Qt.SortOrder.DescendingOrder if model.descending else Qt.SortOrder.AscendingOrder
            )
            self.table.horizontalHeader().setSortIndicator(model.column_of(model.sort_key), order)

    # -- state --------------------------------------------------------------------------

    def reload(self, *, keep_place: bool = False) -> None:
        """Read the games again; ``keep_place``: the table stays scrolled where it was and
        the chosen game stays chosen (found near its row: games come and go at one end)."""
        if not keep_place:
            self._place = None
            self.model.reload()
            return
        chosen = self.selected_row()
        number = self.table.selectionModel().selectedRows()[0].row() if chosen else 0
        scrolled = self.table.verticalScrollBar().value()
        self._place = (None if chosen is None else chosen.id, number, scrolled)
        self.model.reload(near=number)

    def _hold_selection(self) -> None:
        """The answer of a quiet reload is coming in: the choice is told once, as it ends
        up (:meth:`_keep_place`)."""
        if self._place is not None:
            self.blockSignals(True)

    def _keep_place(self) -> None:
        place, self._place = self._place, None
        if place is None:
            return
        game_id, number, scrolled = place
        try:
            self.table.verticalScrollBar().setValue(scrolled)
            if game_id is not None:
                self._select_near(game_id, number)
        finally:
            self.blockSignals(False)
        self.selection_changed.emit(self.selected_row())

    def _select_near(self, game_id: int, number: int) -> None:
        for near in (number, number + 1, number - 1, number + 2, number - 2):
            row = self.model.row(near)
            if row is not None and row.id == game_id:
                self.table.selectRow(near)
                return

    def set_filter(self, chosen: HistoryFilter) -> None:
        self.model.set_filter(chosen)

    def selected_row(self) -> HistoryRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def select(self, number: int) -> None:
        """Select row ``number`` (0 is the top) and show it."""
        self.table.selectRow(number)
        self.table.scrollTo(self.model.index(number, 0))

    def _on_reloaded(self, total: int) -> None:
        self._keep_place()
        if total:
            self.count_label.setText(self.tr("Games: {count}").format(count=count_text(total)))
            self._stack.setCurrentWidget(self.table)
            return
        self.count_label.clear()
        if self.model.chosen == HistoryFilter():
            self.empty_label.setText(
                self.tr("<h3>No games yet</h3><p>Every game you play is listed here.</p>")
            )
        else:
            self.empty_label.setText(
                self.tr(
                    "<h3>No games match</h3><p>No game matches these choices;"
                    " try other rules, results, grades or dates.</p>"
                )
            )
        self._stack.setCurrentWidget(self.empty_label)

    def _on_selection(self, _selected: QItemSelection, _deselected: object) -> None:
        row = self.selected_row()
        self.replay_button.setEnabled(row is not None)
        self.play_again_button.setEnabled(row is not None and row.deal is not None)
        self.play_again_button.setToolTip(
            self.tr("Start a new game with this deal and rules")
            if row is None or row.deal is not None
            else self.tr("This game started from a pasted position, not a numbered deal")
        )
        self.export_button.setEnabled(self.model.total > 0)
        self.selection_changed.emit(row)

    def _emit_for_row(self, signal: SignalInstance) -> None:
        row = self.selected_row()
        if row is not None:
            signal.emit(row)
