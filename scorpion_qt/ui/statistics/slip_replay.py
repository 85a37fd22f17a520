"""Where did it slip away? From the Game menu or the "no moves left" box: the replay of the
game on the board (before its first move, of the last game lost) with its analysis, at
its turning point once the solver has found it. Made when first asked for; the replay
and the analysis load then, not with the window."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt

from scorpion_qt.engine import Game
from scorpion_qt.store import GameResult, HistoryFilter, HistoryRow, SortKey
from scorpion_qt.ui.statistics.replay_dialog import BoardLooks, ReplayDialog
from scorpion_qt.ui.statistics.slip_analysis import slip_analysis

if TYPE_CHECKING:
    from scorpion_qt.store import Store
    from scorpion_qt.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


class SlipReplay(QObject):
    """The window's "where did it slip away?" replays (a child of the window):
    :attr:`dialog` is the one open."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.dialog: ReplayDialog | None = None

    def open(self) -> None:
        """Open the replay of the game on the board if a move was made in it and it is not
        won, else of the last game lost; the analysis starts at once."""
        window = self._window
        game = window.controller.game
        playing = bool(game.move_count) and not game.is_won
        if window.store is None:  # not open yet: the game on the board, unsaved
            if playing:
                self._show(game.copy(), None)
            return
        if playing:
            snapshot = game.copy()
            window.store_thread.run(
                lambda store: _stored_row(store, snapshot),
                lambda row: self._show(snapshot, row),
            )
        else:
            window.store_thread.run(_last_lost, self._show_lost)

    def _show_lost(self, found: tuple[HistoryRow, Game] | None) -> None:
        if found is None:
            self._window.show_message(
                translate("MainWindow", "No game was lost yet: there is nothing to look back on")
            )
            return
        row, game = found
        self._show(game, row)

    def _show(self, game: Game, row: HistoryRow | None) -> None:
        window = self._window
        if self.dialog is not None:
            self.dialog.close()
        settings = window.settings
        looks = BoardLooks(settings.animations, settings.four_colour, settings.large_index)
        dialog = ReplayDialog(game, row, window, looks)
        dialog.setObjectName("slip_replay")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_again_button.hide()  # the window's own commands start games from here
        dialog.destroyed.connect(lambda _obj=None: self._forget(dialog))
        self.dialog = dialog
        dialog.offer_analysis(slip_analysis(window.store_thread), ask=True)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _forget(self, dialog: ReplayDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None


def slip_replay(window: MainWindow) -> SlipReplay:
    """The window's SlipReplay, made the first time."""
    found = window.findChild(SlipReplay)
    return found if isinstance(found, SlipReplay) else SlipReplay(window)


def _stored_row(store: Store, game: Game) -> HistoryRow | None:
    """On the store's thread: the history row of the game in progress if it is ``game``
    (None while games are not being saved, say)."""
    page = store.history_page(HistoryFilter(result=GameResult.IN_PROGRESS), limit=1)
    for row in page.rows:
        stored = store.load_game(row.id)
        if stored is not None and stored.log == game.log:
            return row
    log.info("the game on the board is not stored: its analysis will not be kept")
    return None


def _last_lost(store: Store) -> tuple[HistoryRow, Game] | None:
    """On the store's thread: the game that ended lost last, and its row."""
    chosen = HistoryFilter(result=GameResult.LOST)
    page = store.history_page(chosen, SortKey.ENDED_AT, descending=True, limit=1)
    for row in page.rows:
        game = store.load_game(row.id)
        if game is not None:
            return row, game
    return None
