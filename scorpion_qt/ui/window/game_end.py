"""The game's end as the window shows it: the box when no legal move is left, the summary
after a win's celebration, and the question before a game in progress is left. Its texts
are in the window's translation context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore  # QtCore.Qt at call time (see main_window)
from PySide6.QtCore import QCoreApplication, QObject, QTimer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from scorpion_qt.ui.dialogs.win_dialog import WinDialog
    from scorpion_qt.ui.window.main_window import MainWindow


class GameEnd(QObject):
    """``stuck_box`` is the open "no moves left" box (None when there is none);
    ``win_dialog`` the last win summary shown. A child of the window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.stuck_box: QMessageBox | None = None
        self.win_dialog: WinDialog | None = None

    def check_stuck(self) -> None:
        """When no legal move remains, say so and offer a way on (nothing is forced); a
        move that opens the game again (an undo) closes the box."""
        window = self._window
        game = window.controller.game
        if game.is_won or game.legal_moves():
            if self.stuck_box is not None:
                self.stuck_box.close()
            return
        from scorpion_qt.ui.dialogs.no_moves_box import NoMovesBox  # with the first dead end

        box = NoMovesBox(game.can_undo, window)
        box.undo_button.clicked.connect(window.controller.undo)
        box.restart_button.clicked.connect(window.restart)
        box.new_button.clicked.connect(window.new_game)
        box.slip_button.clicked.connect(window.show_where_it_slipped)
        box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda: setattr(self, "stuck_box", None))
        self.stuck_box = box
        window.online.game_ended()
        window.online.follow(box)
        box.open()

    def celebrate(self) -> None:
        """The game is won: the cards' celebration first, the summary after it."""
        self._window.scene.celebrate()

    def summary_after_celebration(self) -> None:
        # once the celebration's last frame is done with; not if the window is gone by then
        QTimer.singleShot(0, self, self._show_summary)

    def _show_summary(self) -> None:
        from scorpion_qt.ui.dialogs.win_dialog import WinDialog

        window = self._window
        controller = window.controller
        dialog = WinDialog(
            controller.score, controller.game.move_count, controller.elapsed(), window
        )
        self.win_dialog = dialog
        window.online.follow(dialog)
        result = dialog.exec()
        if result == WinDialog.PLAY_AGAIN:
            window.deal_again()
        elif result == WinDialog.NEW_GAME:
            window.new_game()

    def confirm_abandon(self, restarting: bool = False) -> bool:
        """Ask before leaving a game in progress with moves made: for another game, or
        (``restarting``) for this deal from its beginning."""
        window = self._window
        if not window.controller.game.move_count or window.controller.is_over:
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
            window,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
