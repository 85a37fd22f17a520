"""Where did it slip away? From the Game menu or the "no moves left" box: the replay of the
game on the board with its analysis, at its turning point once the solver has found it
(an earlier game's replay is in Statistics → History). Made when first asked for; the
replay and the analysis load then, not with the window."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from scorpion_qt.engine import Game
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryFilter, HistoryRow
from scorpion_qt.ui.practice.practice_start import practice_start
from scorpion_qt.ui.statistics.board_looks import BoardLooks
from scorpion_qt.ui.statistics.replay_dialog import ReplayDialog
from scorpion_qt.ui.statistics.slip_analysis import slip_analysis

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.services.settings import Settings
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


class SlipReplay(QObject):
    """The "where did it slip away?" replays of the ``controller``'s games, over ``window``
    (their parent, and this one's); games are read on ``store_thread`` once ``store`` gives
    the open store; ``show_message`` tells the player when there is nothing to show.
    :attr:`dialog` is the one open. ``practice_asked`` carries the :class:`PracticeStart`
    of the game before its losing move (Try Again from Here); the replay closes once the
    practice game is on the board."""

    practice_asked = Signal(object)  # PracticeStart

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        store_thread: StoreThread,
        store: Callable[[], Store | None],
        show_message: Callable[[str], None],
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._settings = settings
        self._store_thread = store_thread
        self._store = store
        self._show_message = show_message
        self._window = window
        self.dialog: ReplayDialog | None = None

    def open(self) -> None:
        """Open the replay of the game on the board, if a move was made in it and it is
        not won (else say why there is none: never another game's, which the player would
        take for this one); the analysis starts at once."""
        game = self._controller.game
        if game.is_won:
            self._show_message(translate("MainWindow", "This game was won: nothing slipped away"))
            return
        if not game.move_count:
            self._show_message(
                translate(
                    "MainWindow",
                    "No move was made in this game yet: nothing to look back on (earlier"
                    " games are in Statistics → History)",
                )
            )
            return
        snapshot = game.copy()
        if self._store() is None:  # not open yet: the game on the board, unsaved
            self._show(snapshot, None)
            return
        self._store_thread.run(
            lambda store: _stored_row(store, snapshot),
            lambda row: self._show(snapshot, row),
        )

    def _show(self, game: Game, row: HistoryRow | None) -> None:
        if self.dialog is not None:
            self.dialog.close()
        settings = self._settings
        looks = BoardLooks(settings.animations, settings.four_colour, settings.large_index)
        dialog = ReplayDialog(game, row, self._window, looks)
        dialog.setObjectName("slip_replay")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_again_button.hide()  # the window's own commands start games from here
        dialog.destroyed.connect(lambda _obj=None: self._forget(dialog))
        self.dialog = dialog
        dialog.panel.practice_offered = True
        dialog.panel.practice_action.triggered.connect(lambda: self._practise(dialog, game))
        dialog.offer_analysis(slip_analysis(self._store_thread), ask=True)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _practise(self, dialog: ReplayDialog, game: Game) -> None:
        report = dialog.report
        if report is None or report.turning_point is None:
            return
        self.practice_asked.emit(practice_start(game, report.turning_point))
        if self._controller.practice:  # started (not kept from it by the game in progress)
            dialog.close()

    def _forget(self, dialog: ReplayDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None


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
