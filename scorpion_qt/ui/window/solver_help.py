"""The solver's help as the window shows it: the status bar's word on whether the game
can still be won, hints, and Finish Automatically playing out the proven line. Its texts
are in the window's translation context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from scorpion_qt.engine import Move
from scorpion_qt.ui.play.messages import describe_move

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.ui.play.assistant import Assistant
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.table.board_scene import BoardScene
    from scorpion_qt.ui.window.game_status_bar import GameStatusBar


class SolverHelp(QObject):
    """What the window does with its assistant's answers: ``assistant`` gives the
    assistant, made when first asked for. A child of the window: the assistant's signals
    to it end with the window, as they did when the window itself took them."""

    finish_available = Signal(bool)  # whether Finish Automatically can play now

    def __init__(
        self,
        controller: GameController,
        assistant: Callable[[], Assistant],
        scene: BoardScene,
        status_bar: GameStatusBar,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._assistant = assistant
        self._scene = scene
        self._status_bar = status_bar
        # Finish Automatically is playing the line, a move at each animation's end
        self.autoplay = False
        #: the status bar's text of the hint asked for or shown, which the next position
        #: takes away (as it takes the hint's marks off the board)
        self._hint_text: str | None = None
        controller.changed.connect(self._clear_hint_text)

    def update_winnability(self) -> None:
        """What the solver knows, once the player has moved: nothing is told of a game
        before its first move, nor after it is won."""
        from scorpion_qt.ui.play.assistant import Winnability  # loaded with the assistant

        assistant = self._assistant()
        status = assistant.status
        texts = {
            Winnability.OFF: "",
            Winnability.CHECKING: QCoreApplication.translate("MainWindow", "Checking…"),
            Winnability.WINNABLE: QCoreApplication.translate("MainWindow", "Winnable"),
            Winnability.LOST: self._lost_text(),
            Winnability.UNKNOWN: QCoreApplication.translate("MainWindow", "Unknown"),
        }
        game = self._controller.game
        shown = assistant.enabled or status is Winnability.CHECKING
        told = shown and game.move_count and not game.is_won
        self._status_bar.winnability_label.setText(texts[status] if told else "")
        self.finish_available.emit(assistant.can_finish and not self.autoplay)

    def _lost_text(self) -> str:
        """A lost position, in the words that fit how it came: a move lost a game that
        could be won (and Undo goes back), or the game was never known to be winnable."""
        if self._assistant().was_winnable and self._controller.game.can_undo:
            return QCoreApplication.translate("MainWindow", "No longer winnable — Undo to go back")
        return QCoreApplication.translate("MainWindow", "Not winnable")

    def hint(self) -> None:
        if self._controller.is_over:
            return
        self._controller.record_hint()
        self._show_hint_text(QCoreApplication.translate("MainWindow", "Looking for a hint…"))
        self._assistant().hint()

    def show_hint(self, move: Move | None, wins: bool) -> None:
        self._scene.show_hint(move)
        if move is None:
            self._show_hint_text(
                QCoreApplication.translate("MainWindow", "There is no move to suggest.")
            )
            return
        text = describe_move(move) if wins else self.not_winning(describe_move(move))
        self._show_hint_text(
            QCoreApplication.translate("MainWindow", "Hint: {move}").format(move=text)
        )

    def _show_hint_text(self, text: str) -> None:
        self._hint_text = text
        self._status_bar.show_message(text)

    def _clear_hint_text(self, _event: object = None) -> None:
        """The position changed: a hint's text is of the one before (unless another
        message has taken its place since)."""
        if self._hint_text is not None:
            self._status_bar.clear_message_if(self._hint_text)
            self._hint_text = None

    def not_winning(self, move: str) -> str:
        """A hinted move off any winning line: none is known, or the solver proved there
        is none (then said as the status bar says it)."""
        from scorpion_qt.ui.play.assistant import Winnability  # loaded with the assistant

        assistant = self._assistant()
        if assistant.status is not Winnability.LOST:
            text = QCoreApplication.translate("MainWindow", "{move} (no winning line is known)")
        elif assistant.was_winnable and self._controller.game.can_undo:
            text = QCoreApplication.translate(
                "MainWindow", "{move} (no longer winnable — Undo to go back)"
            )
        else:
            text = QCoreApplication.translate("MainWindow", "{move} (this game cannot be won)")
        return text.format(move=move)

    def finish_automatically(self) -> None:
        """Play out the proven winning line, one animated move after another."""
        if not self._assistant().can_finish:
            return
        self.autoplay = True
        self.finish_available.emit(False)
        self.autoplay_next()

    def autoplay_next(self) -> None:
        """The line's next move, when Finish Automatically is playing (the scene's
        animations ending call it; without animations, the event loop does)."""
        if not self.autoplay:
            return
        move = self._assistant().next_winning_move()
        if self._controller.is_over or move is None:
            self.autoplay = False
            return
        if not self._controller.play(move):
            self.autoplay = False
        elif not self._scene.animations_enabled:
            QTimer.singleShot(0, self.autoplay_next)
