"""The game's end as the window shows it: the box when no legal move is left, the summary
after a win's celebration, the question before a game in progress is left, and Give Up.
Its texts are in the window's translation context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore  # QtCore.Qt at call time: not before the first paint (BoardView)
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMessageBox, QWidget

    from scorpion_qt.ui.dialogs.win_dialog import WinDialog
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.window.online_results import OnlineResults


class GameEnd(QObject):
    """``stuck_box`` is the open "no moves left" box (None when there is none);
    ``win_dialog`` the last win summary shown. The player's way on from them is asked for
    by the signals. A child of the window, over which its boxes open."""

    new_game_asked = Signal()  # New Game…, from the no-moves box or the summary
    restart_asked = Signal()  # Restart This Deal, from the no-moves box
    play_again_asked = Signal()  # Play This Deal Again, from the summary
    slip_asked = Signal()  # Where Did It Slip Away?, from the no-moves box
    given_up = Signal()  # the game in progress was given up (Game → Give Up)
    summary_opened = Signal(object)  # the win summary (a WinDialog), as it opens
    stuck_box_opened = Signal(object)  # the no-moves box (a NoMovesBox), as it opens

    def __init__(
        self, controller: GameController, online: Callable[[], OnlineResults], window: QWidget
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._online = online
        self._window = window
        self.stuck_box: QMessageBox | None = None
        self.win_dialog: WinDialog | None = None

    def check_stuck(self) -> None:
        """When no legal move remains, say so and offer a way on (nothing is forced); a
        move that opens the game again (an undo) closes the box."""
        game = self._controller.game
        if not self._controller.is_stuck:  # won, or a move that changes something is left
            if self.stuck_box is not None:
                self.stuck_box.close()
            return
        from scorpion_qt.ui.dialogs.no_moves_box import NoMovesBox  # with the first dead end

        box = NoMovesBox(game.can_undo, self._window)
        box.undo_button.clicked.connect(self._controller.undo)
        box.restart_button.clicked.connect(self.restart_asked)
        box.new_button.clicked.connect(self.new_game_asked)
        box.slip_button.clicked.connect(self.slip_asked)
        box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda: setattr(self, "stuck_box", None))
        self.stuck_box = box
        self._online().reached_dead_end()
        self._online().follow(box)
        self.stuck_box_opened.emit(box)
        box.open()

    def summary_after_celebration(self) -> None:
        # once the celebration's last frame is done with; not if the window is gone by then
        QTimer.singleShot(0, self, self._show_summary)

    def _show_summary(self) -> None:
        from scorpion_qt.ui.dialogs.win_dialog import WinDialog

        controller = self._controller
        if controller.practice:  # a practice game's own box says it counted nowhere
            return
        dialog = WinDialog(
            controller.score, controller.game.move_count, controller.elapsed(), self._window
        )
        self.win_dialog = dialog
        self._online().follow(dialog)
        self.summary_opened.emit(dialog)
        result = dialog.exec()
        if result == WinDialog.PLAY_AGAIN:
            self.play_again_asked.emit()
        elif result == WinDialog.NEW_GAME:
            self.new_game_asked.emit()

    def give_up(self) -> None:
        """Game → Give Up: after a question, the game in progress (moves made, not over)
        ends as lost where it stands; a daily game's result goes to the online board."""
        controller = self._controller
        if not controller.game.move_count or controller.is_over:
            return
        from PySide6.QtWidgets import QMessageBox  # message boxes load when first needed

        translate = QCoreApplication.translate
        answer = QMessageBox.question(
            self._window,
            translate("MainWindow", "Give up this game?"),
            translate(
                "MainWindow",
                "This game will count as lost, and no move can be played in it any more.",
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        stuck = controller.is_stuck
        if self.stuck_box is not None:
            self.stuck_box.close()
        controller.give_up()
        self._online().game_ended(gave_up=not stuck)
        self.given_up.emit()

    def confirm_abandon(self, restarting: bool = False) -> bool:
        """Ask before leaving a game in progress with moves made: for another game, or
        (``restarting``) for this deal from its beginning. A daily game left half-way is
        over for good: its loss goes to the online board (as given up). A practice game,
        which counts nowhere, is left without a question."""
        controller = self._controller
        if not controller.game.move_count or controller.is_over or controller.practice:
            return True
        from PySide6.QtWidgets import QMessageBox  # message boxes load when first needed

        translate = QCoreApplication.translate
        if restarting:
            title = translate("MainWindow", "Restart this deal?")
            question = translate(
                "MainWindow",
                "This game is in progress. Start this deal again from the beginning? This"
                " game will count as lost.",
            )
        else:
            title = translate("MainWindow", "Abandon this game?")
            question = translate(
                "MainWindow", "This game is in progress. Start another one? It will count as lost."
            )
        answer = QMessageBox.question(
            self._window,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        if controller.daily is not None and not controller.is_stuck:
            # a daily game left half-way counts as lost on the boards too: else Restart
            # would show its face-down cards, and a second try would count instead
            self._online().game_ended(gave_up=True)
        return True
