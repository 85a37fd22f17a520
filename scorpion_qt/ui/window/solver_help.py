"""The solver's help as the window shows it: the status bar's word on whether the game
can still be won, hints, and Finish Automatically playing out the proven line. Its texts
are in the window's translation context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from scorpion_qt.engine import Move
from scorpion_qt.ui.play.messages import describe_move

if TYPE_CHECKING:
    from scorpion_qt.ui.window.main_window import MainWindow


class SolverHelp(QObject):
    """What the window does with its assistant's answers (see MainWindow.assistant). A
    child of the window: the assistant's signals to it end with the window, as they did
    when the window itself took them."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        # Finish Automatically is playing the line, a move at each animation's end
        self.autoplay = False

    def update_winnability(self) -> None:
        """What the solver knows, once the player has moved: nothing is told of a game
        before its first move, nor after it is won."""
        from scorpion_qt.ui.play.assistant import Winnability  # loaded with the assistant

        window = self._window
        status = window.assistant.status
        texts = {
            Winnability.OFF: "",
            Winnability.CHECKING: QCoreApplication.translate("MainWindow", "Checking…"),
            Winnability.WINNABLE: QCoreApplication.translate("MainWindow", "Winnable"),
            Winnability.LOST: self._lost_text(),
            Winnability.UNKNOWN: QCoreApplication.translate("MainWindow", "Unknown"),
        }
        game = window.controller.game
        shown = window.assistant.enabled or status is Winnability.CHECKING
        told = shown and game.move_count and not game.is_won
        window.winnability_label.setText(texts[status] if told else "")
        window.finish_action.setEnabled(window.assistant.can_finish and not self.autoplay)

    def _lost_text(self) -> str:
        """A lost position, in the words that fit how it came: a move lost a game that
        could be won (and Undo goes back), or the game was never known to be winnable."""
        if self._window.assistant.was_winnable and self._window.controller.game.can_undo:
            return QCoreApplication.translate("MainWindow", "No longer winnable — Undo to go back")
        return QCoreApplication.translate("MainWindow", "Not winnable")

    def hint(self) -> None:
        window = self._window
        if window.controller.is_over:
            return
        window.controller.record_hint()
        window.show_message(QCoreApplication.translate("MainWindow", "Looking for a hint…"))
        window.assistant.hint()

    def show_hint(self, move: Move | None, wins: bool) -> None:
        window = self._window
        window.scene.show_hint(move)
        if move is None:
            window.show_message(
                QCoreApplication.translate("MainWindow", "There is no move to suggest.")
            )
            return
        text = describe_move(move) if wins else self._not_winning(describe_move(move))
        window.show_message(
            QCoreApplication.translate("MainWindow", "Hint: {move}").format(move=text)
        )

    def _not_winning(self, move: str) -> str:
        """A hinted move off any winning line: none is known, or the solver proved there
        is none (then said as the status bar says it)."""
        from scorpion_qt.ui.play.assistant import Winnability  # loaded with the assistant

        assistant = self._window.assistant
        if assistant.status is not Winnability.LOST:
            text = QCoreApplication.translate("MainWindow", "{move} (no winning line is known)")
        elif assistant.was_winnable and self._window.controller.game.can_undo:
            text = QCoreApplication.translate(
                "MainWindow", "{move} (no longer winnable — Undo to go back)"
            )
        else:
            text = QCoreApplication.translate("MainWindow", "{move} (this game cannot be won)")
        return text.format(move=move)

    def finish_automatically(self) -> None:
        """Play out the proven winning line, one animated move after another."""
        if not self._window.assistant.can_finish:
            return
        self.autoplay = True
        self._window.finish_action.setEnabled(False)
        self.autoplay_next()

    def autoplay_next(self) -> None:
        """The line's next move, when Finish Automatically is playing (the scene's
        animations ending call it; without animations, the event loop does)."""
        if not self.autoplay:
            return
        window = self._window
        line = window.assistant.winning_line()
        if window.controller.is_over or not line:
            self.autoplay = False
            return
        if not window.controller.play(line[0]):
            self.autoplay = False
        elif not window.scene.animations_enabled:
            QTimer.singleShot(0, self.autoplay_next)
