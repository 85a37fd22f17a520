"""The Statistics window: summary, history, charts, daily calendar and leaderboard.

Pages read the store when they are shown (and again after a change of filter or a reset),
so opening the window costs only the page in front.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.store import ExportError, HistoryFilter, HistoryRow
from scorpion_qt.store.reader import StoreReader
from scorpion_qt.ui.new_game_choice import NewGameChoice
from scorpion_qt.ui.statistics.daily_view import DailyView
from scorpion_qt.ui.statistics.filter_bar import FilterBar
from scorpion_qt.ui.statistics.history_view import HistoryView
from scorpion_qt.ui.statistics.leaderboard_view import LeaderboardView
from scorpion_qt.ui.statistics.replay_dialog import BoardLooks, ReplayDialog
from scorpion_qt.ui.statistics.reset_dialog import ResetDialog
from scorpion_qt.ui.statistics.summary_view import RULE_SETS, SummaryView
from scorpion_qt.ui.statistics.texts import count_text

if TYPE_CHECKING:
    from scorpion_qt.store import Statistics, Store
    from scorpion_qt.ui.statistics.charts_view import ChartsView

log = logging.getLogger(__name__)

SUMMARY, HISTORY, CHARTS, DAILY, LEADERBOARD = range(5)
MESSAGE_MS = 8000


class StatisticsWindow(QDialog):
    """Every played game, looked at several ways. Emits :attr:`play_requested` with the
    :class:`NewGameChoice` of a deal to play again."""

    play_requested = Signal(object)  # NewGameChoice

    def __init__(
        self,
        store: Store,
        parent: QWidget | None = None,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_window")
        self.setWindowTitle(self.tr("Statistics"))
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.store = store
        self.reader = StoreReader(store.path)
        self._today = today
        self._stale = {SUMMARY, HISTORY, CHARTS, DAILY, LEADERBOARD}
        self.charts: ChartsView | None = None
        self.replay_dialog: ReplayDialog | None = None
        self.reset_dialog: ResetDialog | None = None
        self._seen: tuple[object, ...] | None = None  # what the pages were read from
        # how replays draw the board: the main window sets it from the settings
        self.board_looks = BoardLooks()

        self.filter_bar = FilterBar(self, today)
        self.summary = SummaryView(self)
        self.history = HistoryView(store, self)
        self.charts_page = QWidget(self)
        QVBoxLayout(self.charts_page).setContentsMargins(0, 0, 0, 0)
        self.daily = DailyView(self, today)
        self.leaderboard = LeaderboardView(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statistics_tabs")
        self.tabs.addTab(self.summary, self.tr("&Summary"))
        self.tabs.addTab(self.history, self.tr("&History"))
        self.tabs.addTab(self.charts_page, self.tr("&Charts"))
        self.tabs.addTab(self.daily, self.tr("&Daily Deals"))
        self.tabs.addTab(self.leaderboard, self.tr("&Leaderboard"))

        bottom = self._make_buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_bar)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)

        self.tabs.currentChanged.connect(lambda _index: self._show_current())
        self.filter_bar.changed.connect(lambda _chosen: self._filter_changed())
        self.history.selection_changed.connect(self.leaderboard.set_chosen_game)
        self.history.replay_requested.connect(self.replay)
        self.history.play_again_requested.connect(self.play_again)
        self.history.export_requested.connect(self.choose_export)
        self.resize(920, 660)

    def _make_buttons(self) -> QHBoxLayout:
        self.message_label = QLabel(self)
        self.message_label.setObjectName("statistics_message")
        self.reset_button = QPushButton(self.tr("Reset Statistics…"), self)
        self.reset_button.setObjectName("reset_button")
        self.refresh_button = QPushButton(self.tr("Re&fresh"), self)
        self.refresh_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Refresh))
        close_button = QPushButton(self.tr("Close"), self)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message_label, 1)
        for button in (self.reset_button, self.refresh_button, close_button):
            button.setAutoDefault(False)
            bottom.addWidget(button)
        self.reset_button.clicked.connect(self.request_reset)
        self.refresh_button.clicked.connect(self.refresh)
        close_button.clicked.connect(self.close)
        return bottom

    # -- showing ------------------------------------------------------------------------

    def open_window(self) -> None:
        """Show the window (or bring it forward) with fresh figures."""
        self.refresh()
        self.show()
        self.raise_()
        self.activateWindow()

    def refresh(self) -> None:
        """Read the page in front again; the others are read when next shown."""
        self._seen = self._signature()
        self._stale = {SUMMARY, HISTORY, CHARTS, DAILY, LEADERBOARD}
        self._show_current()

    def _signature(self) -> tuple[object, ...]:
        """A cheap sign of change: the number of games and the newest one's state (only
        the newest game, the one in progress, changes; a new game or a reset shows too)."""
        newest = self.store.history_page(HistoryFilter(), limit=1)
        row = newest.rows[0] if newest.rows else None
        state = None if row is None else (row.id, row.result, row.moves, row.score)
        return (newest.total, state)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # back from the game: read again if games were played meanwhile
        if (
            event.type() == QEvent.Type.ActivationChange
            and self.isVisible()
            and self.isActiveWindow()
            and self._signature() != self._seen
        ):
            self.refresh()

    def show_page(self, index: int) -> None:
        self.tabs.setCurrentIndex(index)

    def _show_current(self) -> None:
        index = self.tabs.currentIndex()
        self.filter_bar.setVisible(index in (HISTORY, CHARTS))
        saving = self.store.saving
        self.reset_button.setEnabled(saving)
        self.reset_button.setToolTip(
            self.tr("Delete finished games, for one rule set or all")
            if saving
            else self.tr("Games are not being saved, so nothing can be reset")
        )
        if index not in self._stale:
            return
        self._stale.discard(index)
        chosen = self.filter_bar.current()
        if index == SUMMARY:
            self.summary.refresh(self.store, self._today())
        elif index == HISTORY:
            self.history.model.chosen = chosen
            self.history.reload()
        elif index == CHARTS:
            self._charts().refresh(self.reader, chosen)
        elif index == DAILY:
            self.daily.refresh(self.store, self.reader, self._daily_streak())
        else:
            self.leaderboard.refresh(self.store)

    def _charts(self) -> ChartsView:
        """The charts page, built the first time it is shown (QtCharts loads then)."""
        if self.charts is None:
            from scorpion_qt.ui.statistics.charts_view import ChartsView  # noqa: PLC0415 (QtCharts)

            self.charts = ChartsView(self.charts_page)
            layout = self.charts_page.layout()
            assert layout is not None
            layout.addWidget(self.charts)
        return self.charts

    def _filter_changed(self) -> None:
        self._stale |= {HISTORY, CHARTS}
        self._show_current()

    def _statistics(self) -> dict[str | None, Statistics]:
        """Each rule set's figures, as the summary last read them if it is up to date."""
        if SUMMARY in self._stale or self.summary.loading or not self.summary.statistics:
            day = self._today()
            return {rules: self.store.statistics(rules, today=day) for rules in RULE_SETS}
        return self.summary.statistics

    def _daily_streak(self) -> int:
        summary = self.summary.statistics.get(None)  # read first, so rarely still missing
        if SUMMARY in self._stale or summary is None:
            summary = self.store.statistics(today=self._today())
        return summary.daily_streak

    def show_message(self, text: str) -> None:
        self.message_label.setText(text)

    # -- games from the history -----------------------------------------------------------

    def replay(self, row: HistoryRow) -> ReplayDialog | None:
        """Open the replay of a stored game (None, and the player told, if it cannot be)."""
        game = self.store.load_game(row.id)
        if game is None:
            QMessageBox.information(
                self,
                self.tr("Replay"),
                self.tr("This game cannot be replayed: its moves could not be read."),
            )
            return None
        if self.replay_dialog is not None:
            self.replay_dialog.close()
        dialog = ReplayDialog(game, row, self, self.board_looks)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_again_requested.connect(self.play_again)
        dialog.destroyed.connect(lambda _obj=None: self._forget_replay(dialog))
        self.replay_dialog = dialog
        dialog.show()
        return dialog

    def _forget_replay(self, dialog: ReplayDialog) -> None:
        if self.replay_dialog is dialog:
            self.replay_dialog = None

    def play_again(self, row: HistoryRow) -> None:
        """Ask the main window for a new game of this row's deal and rules (today's daily
        deal is played as the daily again; an older one as its deal number)."""
        if row.deal is None:
            return
        mode = (
            "daily" if row.daily_date is not None and row.daily_date == self._today() else "number"
        )
        self.play_requested.emit(NewGameChoice(row.rules, mode, row.deal))

    # -- export -------------------------------------------------------------------------

    def choose_export(self) -> None:
        default = str(Path.home() / self.tr("scorpion-history.csv"))
        path, _kind = QFileDialog.getSaveFileName(
            self, self.tr("Export History"), default, self.tr("CSV files (*.csv)")
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> int | None:
        """Write the games the history shows (its filter and order) to ``path``."""
        model = self.history.model
        if HISTORY in self._stale:
            model.chosen = self.filter_bar.current()
        try:
            count = self.store.export_csv(path, model.chosen, model.sort_key, model.descending)
        except ExportError as error:
            QMessageBox.warning(
                self,
                self.tr("Export History"),
                self.tr("The history could not be exported:\n{error}").format(error=str(error)),
            )
            return None
        self.show_message(
            self.tr("Exported {count} games to {path}").format(count=count_text(count), path=path)
        )
        return count

    # -- reset --------------------------------------------------------------------------

    def request_reset(self) -> ResetDialog:
        """Ask which statistics to reset; the reset happens if the player confirms."""
        figures = self._statistics()
        finished = {rules: stats.won + stats.lost for rules, stats in figures.items()}
        dialog = ResetDialog(finished, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.reset(dialog.chosen_rules()))
        dialog.finished.connect(lambda _result: self._forget_reset(dialog))
        self.reset_dialog = dialog
        dialog.open()
        return dialog

    def _forget_reset(self, dialog: ResetDialog) -> None:
        if self.reset_dialog is dialog:
            self.reset_dialog = None

    def reset(self, rules: str | None) -> int:
        """Delete the finished games of ``rules`` (all if None); the game in progress stays."""
        deleted = self.store.reset_statistics(rules)
        log.info("statistics reset (%s): %d games deleted", rules or "all rules", deleted)
        self.refresh()
        self.show_message(
            self.tr("Deleted {count} finished games").format(count=count_text(deleted))
        )
        return deleted

    # -- closing ------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self.reader.close()  # it opens again when needed
        super().closeEvent(event)
