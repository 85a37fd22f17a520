"""The Statistics window: summary, history, charts, daily calendar and leaderboard.

Pages read the store when they are shown (and again after a change of filter or a reset),
so opening the window costs only the page in front. Their queries run on the store's
thread and the pages fill in as the answers come (the history's pages too, as the table
shows them). While the window is open it follows
the games played (:meth:`StatisticsWindow.games_changed`).
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
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

from scorpion_qt.engine import Game
from scorpion_qt.store.export import ExportError
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.reader import StoreReader
from scorpion_qt.store.records import HistoryFilter, HistoryRow
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.statistics.board_looks import BoardLooks
from scorpion_qt.ui.statistics.daily_view import DailyView
from scorpion_qt.ui.statistics.filter_bar import FilterBar
from scorpion_qt.ui.statistics.games_transfer import GamesTransfer
from scorpion_qt.ui.statistics.history_export import HistoryExport
from scorpion_qt.ui.statistics.history_view import HistoryView
from scorpion_qt.ui.statistics.leaderboard_view import LeaderboardView
from scorpion_qt.ui.statistics.reset_dialog import ResetDialog
from scorpion_qt.ui.statistics.slip_analysis import slip_analysis
from scorpion_qt.ui.statistics.summary_view import RULE_SETS, SummaryView
from scorpion_qt.ui.statistics.texts import count_text

if TYPE_CHECKING:
    from scorpion_qt.store.records import Statistics
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.services.store_thread import StoreThread
    from scorpion_qt.ui.statistics.charts_view import ChartsView
    from scorpion_qt.ui.statistics.replay_dialog import ReplayDialog

log = logging.getLogger(__name__)

SUMMARY, HISTORY, CHARTS, DAILY, LEADERBOARD = range(5)
MESSAGE_MS = 8000
# While games are played, the open window reads again at most this often.
FOLLOW_MS = 1000


# the width at which the history's columns show whole, in English and German
HISTORY_WIDTH = 1300


class StatisticsWindow(QDialog):
    """Every played game, looked at several ways. Emits :attr:`play_requested` with the
    :class:`NewGameChoice` of a deal to play again."""

    play_requested = Signal(object)  # NewGameChoice
    exported = Signal(object)  # the number of games exported, or None if it failed

    def __init__(
        self,
        store_thread: StoreThread,
        parent: QWidget | None = None,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_window")
        self.setWindowTitle(self.tr("Statistics"))
        # a window of its own, not a dialog: a window manager keeps a dialog above the
        # window it belongs to, so a game started from here would open behind it
        self.setWindowFlags(
            Qt.WindowType.Window
            | Qt.WindowType.WindowTitleHint
            | Qt.WindowType.WindowSystemMenuHint
            | Qt.WindowType.WindowMinMaxButtonsHint
            | Qt.WindowType.WindowCloseButtonHint
        )
        store = store_thread.store
        assert store is not None, "the statistics open once the store is open"
        self.store_thread = store_thread
        self.store = store  # whether it saves (for Reset); everything else asks the thread
        self.reader = StoreReader(store.path)  # used on the store's thread only
        self._today = today
        self._stale = {SUMMARY, HISTORY, CHARTS, DAILY, LEADERBOARD}
        self.charts: ChartsView | None = None
        self.replay_dialog: ReplayDialog | None = None
        self.reset_dialog: ResetDialog | None = None
        self.export: HistoryExport | None = None  # the export running, if one is
        self._seen: tuple[object, ...] | None = None  # what the pages were read from
        self._refreshes = 0  # refreshes asked for: a check for changes asked before one is moot
        self._follow = QTimer(self)  # a check for changes due after games_changed
        self._follow.setSingleShot(True)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self._check_for_changes)
        # how replays draw the board: the main window sets them from the settings
        self.board_looks = BoardLooks()

        # the filter bar sits at the top of the page it filters (History or Charts; the
        # Summary, by grade only), so the tab bar stays where it is on every page
        self.filter_bar = FilterBar(self, today)
        self.summary = SummaryView(store_thread, self)
        self.history = HistoryView(store_thread, self)
        self.history_page = self._page(self.history)
        self.charts_page = self._page()
        self.daily = DailyView(store_thread, self.reader, self, today, self.show_message)
        self.leaderboard = LeaderboardView(store_thread, self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statistics_tabs")
        self.tabs.addTab(self._page(self.summary), self.tr("&Summary"))
        self.tabs.addTab(self.history_page, self.tr("&History"))
        self.tabs.addTab(self.charts_page, self.tr("&Charts"))
        self.tabs.addTab(self.daily, self.tr("&Daily Deals"))
        self.tabs.addTab(self.leaderboard, self.tr("&Leaderboard"))

        bottom = self._make_buttons()
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)

        self.tabs.currentChanged.connect(lambda _index: self._show_current())
        self.filter_bar.changed.connect(lambda _chosen: self._filter_changed())
        self.history.selection_changed.connect(self.leaderboard.set_chosen_game)
        self.history.replay_requested.connect(self.replay)
        self.history.play_again_requested.connect(self.play_again)
        self.history.export_requested.connect(self.choose_export)
        self.daily.play_requested.connect(self.play_daily)
        self.daily.rules_changed.connect(lambda _rules: self._daily_rules_changed())
        self._place_filter_bar(HISTORY)
        self._first_size()

    def _first_size(self) -> None:
        """Wide enough for the history's columns without scrolling, where the screen has
        room."""
        room = self.screen().availableGeometry()
        self.resize(max(920, min(HISTORY_WIDTH, room.width() - 40)), min(660, room.height() - 60))

    def _page(self, content: QWidget | None = None) -> QWidget:
        """A tab's page: room for the filter bar at the top, then ``content``."""
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        if content is not None:
            column.addWidget(content, 1)
        return page

    def _place_filter_bar(self, index: int) -> None:
        page = self.tabs.widget(index)  # the Summary's, the History's or the Charts' page
        self.filter_bar.show_grade_only(index == SUMMARY)
        column = None if page is None else page.layout()
        assert isinstance(column, QVBoxLayout)
        if self.filter_bar.parent() is not page:
            column.insertWidget(0, self.filter_bar)
        self.filter_bar.show()

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
        # Export All Games…, Import Games…: the games file, to take the history along
        self.games_file = GamesTransfer(self.store_thread, self, self.show_message, self.refresh)
        for button in (
            *self.games_file.buttons,
            self.reset_button,
            self.refresh_button,
            close_button,
        ):
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

    @property
    def loading(self) -> bool:
        """Whether the store's thread has answers still to give (the pages fill in then)."""
        return self.store_thread.busy

    def refresh(self, *, quietly: bool = False) -> None:
        """Read the page in front again; the others are read when next shown.
        ``quietly``: the page keeps what it shows (figures, the chosen game, the place in
        the history) until the new answers replace it."""
        self._refreshes += 1
        self._follow.stop()  # what it would check for is read now
        self.store_thread.run(signature, self._remember)
        self._stale = {SUMMARY, HISTORY, CHARTS, DAILY, LEADERBOARD}
        self._show_current(quietly=quietly)

    def _remember(self, seen: tuple[object, ...]) -> None:
        self._seen = seen

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # back from the game: read again if games were played meanwhile
        if (
            event.type() == QEvent.Type.ActivationChange
            and self.isVisible()
            and self.isActiveWindow()
        ):
            self._check_for_changes()

    def games_changed(self) -> None:
        """A game was recorded (a move, a game that ended, a new one): while the window
        is open it reads again if the games changed, at most once every FOLLOW_MS (the
        store's thread has written them by the time it reads)."""
        if self.isVisible() and not self._follow.isActive():
            self._follow.start()

    def _check_for_changes(self) -> None:
        if not self.isVisible():
            return
        asked = self._refreshes
        self.store_thread.run(signature, lambda seen: self._refresh_if_changed(seen, asked))

    def _refresh_if_changed(self, seen: tuple[object, ...], asked: int) -> None:
        if asked == self._refreshes and seen != self._seen and self.isVisible():
            self.refresh(quietly=True)

    def show_page(self, index: int) -> None:
        self.tabs.setCurrentIndex(index)

    def _show_current(self, *, quietly: bool = False) -> None:
        index = self.tabs.currentIndex()
        if index in (SUMMARY, HISTORY, CHARTS):
            self._place_filter_bar(index)
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
            self.summary.refresh(self._today(), quietly=quietly, grade=chosen.grade)
        elif index == HISTORY:
            self.history.model.chosen = chosen
            self.history.reload(keep_place=quietly)
        elif index == CHARTS:
            self._charts().refresh(self.store_thread, self.reader, chosen)
        elif index == DAILY:
            rules = self.daily.rules
            self._with_statistics(rules, lambda figures: self._daily_figures(rules, figures))
        else:
            self.leaderboard.refresh()

    @property
    def daily_rules(self) -> str:
        """The rule set the Daily page shows, whose daily deal a date chosen there plays
        (the main window sets it from the settings; the page's choice changes it)."""
        return self.daily.rules

    @daily_rules.setter
    def daily_rules(self, rules: str) -> None:
        self.daily.set_rules(rules)

    def _daily_rules_changed(self) -> None:
        self._stale.add(DAILY)
        if self.tabs.currentIndex() == DAILY:
            self._show_current()

    def _daily_figures(self, rules: str, figures: Statistics) -> None:
        """The Daily page's streak: the Summary's of the same rule set."""
        if rules == self.daily.rules:
            self.daily.refresh(figures.daily_streak)

    def _charts(self) -> ChartsView:
        """The charts page, built the first time it is shown (QtCharts loads then)."""
        if self.charts is None:
            from scorpion_qt.ui.statistics.charts_view import ChartsView

            self.charts = ChartsView(self.charts_page)
            layout = self.charts_page.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.addWidget(self.charts, 1)
        return self.charts

    def _filter_changed(self) -> None:
        self._stale |= {HISTORY, CHARTS}
        if self.filter_bar.current().grade != self.summary.grade:
            self._stale.add(SUMMARY)
        self._show_current()

    def _with_statistics(self, rules: str | None, use: Callable[[Statistics], None]) -> None:
        """``use`` the figures of ``rules`` (None: all): the summary's if it is up to date,
        else as the store's thread reads them."""
        known = self.summary.statistics.get(rules)
        fresh = SUMMARY not in self._stale and self.summary.grade is None  # of every game
        if fresh and known is not None:
            use(known)
            return
        day = self._today()
        self.store_thread.run(lambda store: store.statistics(rules, today=day), use)

    def show_message(self, text: str) -> None:
        self.message_label.setText(text)

    # -- games from the history -----------------------------------------------------------

    def replay(self, row: HistoryRow) -> None:
        """Open the replay of a stored game once it is read (the player is told if it
        cannot be); :attr:`replay_dialog` is the dialog then."""
        self.store_thread.run(
            lambda store: store.load_game(row.id), lambda game: self._show_replay(row, game)
        )

    def _show_replay(self, row: HistoryRow, game: Game | None) -> None:
        if game is None:
            QMessageBox.information(
                self,
                self.tr("Replay"),
                self.tr("This game cannot be replayed: its moves could not be read."),
            )
            return
        if self.replay_dialog is not None:
            self.replay_dialog.close()
        # the replay's modules load with the first replay, not with the window: opening the
        # window stalls the GUI thread for their import (about 15 ms) otherwise
        from scorpion_qt.ui.statistics.replay_dialog import ReplayDialog

        dialog = ReplayDialog(game, row, self, self.board_looks)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_again_requested.connect(self.play_again)
        dialog.destroyed.connect(lambda _obj=None: self._forget_replay(dialog))
        if row.result is not GameResult.WON:  # its analysis if kept, else the offer of one
            dialog.offer_analysis(slip_analysis(self.store_thread))
        self.replay_dialog = dialog
        dialog.show()

    def _forget_replay(self, dialog: ReplayDialog) -> None:
        if self.replay_dialog is dialog:
            self.replay_dialog = None

    def play_again(self, row: HistoryRow) -> None:
        """Ask the main window for a new game of this row's deal and rules, with the deal's
        grade when it is known (today's daily deal is played as the daily again; an older
        one as its deal number)."""
        if row.deal is None:
            return
        mode = (
            "daily" if row.daily_date is not None and row.daily_date == self._today() else "number"
        )
        self.play_requested.emit(NewGameChoice(row.rules, mode, row.deal, grade=row.grade))

    def play_daily(self, day: datetime.date) -> None:
        """Ask the main window for a game of the daily deal of ``day``, under
        :attr:`daily_rules`: a past date's game counts for that date's results (not for
        the daily streak)."""
        self.play_requested.emit(NewGameChoice(self.daily_rules, "daily", 0, date=day))

    # -- export -------------------------------------------------------------------------

    def choose_export(self) -> None:
        default = str(Path.home() / self.tr("scorpion-history.csv"))
        path, _kind = QFileDialog.getSaveFileName(
            self, self.tr("Export History"), default, self.tr("CSV files (*.csv)")
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> HistoryExport:
        """Write the games the history shows (its filter and order) to ``path``, on the
        store's thread with a progress dialog; :attr:`exported` follows."""
        model = self.history.model
        if HISTORY in self._stale:
            model.chosen = self.filter_bar.current()
        export = HistoryExport(self.store_thread, path, self)
        export.done.connect(lambda result: self._exported(path, result))
        export.start(model.chosen, model.sort_key, model.descending)
        self.export = export
        return export

    def _exported(self, path: Path, result: int | ExportError | None) -> None:
        self.export = None
        if isinstance(result, ExportError):
            QMessageBox.warning(
                self,
                self.tr("Export History"),
                self.tr("The history could not be exported:\n{error}").format(error=str(result)),
            )
            self.exported.emit(None)
            return
        if result is None:
            self.show_message(self.tr("Export cancelled: nothing was written"))
        else:
            self.show_message(
                self.tr("Games exported to {path}: {count}").format(
                    count=count_text(result), path=path
                )
            )
        self.exported.emit(result)

    # -- reset --------------------------------------------------------------------------

    def request_reset(self) -> None:
        """Ask which statistics to reset (:attr:`reset_dialog`, once each rule set's number
        of finished games is known); the reset happens if the player confirms."""
        figures: dict[str | None, Statistics] = {}

        def have(statistics: Statistics) -> None:
            figures[statistics.rules] = statistics
            if len(figures) == len(RULE_SETS):
                self._ask_reset({rules: figures[rules] for rules in RULE_SETS})

        for rules in RULE_SETS:
            self._with_statistics(rules, have)

    def _ask_reset(self, figures: dict[str | None, Statistics]) -> None:
        finished = {rules: stats.won + stats.lost for rules, stats in figures.items()}
        dialog = ResetDialog(finished, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.reset(dialog.chosen_rules()))
        dialog.finished.connect(lambda _result: self._forget_reset(dialog))
        self.reset_dialog = dialog
        dialog.open()

    def _forget_reset(self, dialog: ResetDialog) -> None:
        if self.reset_dialog is dialog:
            self.reset_dialog = None

    def reset(self, rules: str | None) -> None:
        """Delete the finished games of ``rules`` (all if None); the game in progress stays."""
        self.store_thread.run(
            lambda store: store.reset_statistics(rules), lambda count: self._was_reset(rules, count)
        )

    def _was_reset(self, rules: str | None, deleted: int) -> None:
        log.info("statistics reset (%s): %d games deleted", rules or "all rules", deleted)
        self.refresh()
        self.show_message(
            self.tr("Finished games deleted: {count}").format(count=count_text(deleted))
        )

    # -- closing ------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        reader = self.reader
        self.store_thread.run(lambda _store: reader.close())  # it opens again when needed
        super().closeEvent(event)


def signature(store: Store) -> tuple[object, ...]:
    """A cheap sign of change: the number of games and the newest one's state (only the
    newest game, the one in progress, changes; a new game or a reset shows too)."""
    newest = store.history_page(HistoryFilter(), limit=1)
    row = newest.rows[0] if newest.rows else None
    state = None if row is None else (row.id, row.result, row.moves, row.score)
    return (newest.total, state)
