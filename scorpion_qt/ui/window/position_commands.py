"""Commands on the position itself: Copy Position, Paste Position and Help → Play the
Example Deal. Their texts are in the window's translation context."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtCore  # QtCore.Qt at call time: not before the first paint (BoardView)
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QGuiApplication

from scorpion_qt.engine import CARDS, Game, NotationError
from scorpion_qt.ui.play.messages import card_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.table.board_scene import BoardScene
    from scorpion_qt.ui.window.game_status_bar import GameStatusBar

translate = QCoreApplication.translate


class PositionCommands(QObject):
    """Copies the ``controller``'s position, or starts a game from another one once
    ``confirm_abandon`` lets the game in progress go; ``status_bar`` says what was done.
    A child of ``window``, over which a refusal opens."""

    def __init__(
        self,
        controller: GameController,
        scene: BoardScene,
        status_bar: GameStatusBar,
        confirm_abandon: Callable[[], bool],
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._scene = scene
        self._status_bar = status_bar
        self._confirm_abandon = confirm_abandon
        self._window = window

    def copy_position(self) -> None:
        QGuiApplication.clipboard().setText(self._controller.game.to_text())
        self._status_bar.show_message(translate("MainWindow", "Position copied to the clipboard"))

    def paste_position(self) -> None:
        """Game → Paste Position: as a position file is read (a won position, a huge text
        and a bad one are refused with the notation's reason), a new game from it."""
        from scorpion_qt.engine.notation import start_from_text

        text = QGuiApplication.clipboard().text()
        if not text.strip():  # no text at all: the notation's "line 0" would say nothing
            self._refuse_paste(
                translate("MainWindow", "Nothing to paste"),
                translate(
                    "MainWindow",
                    "The clipboard holds no text, so no position to start a game from. Copy"
                    " a position first: Game → Copy Position, or the text of a position file.",
                ),
            )
            return
        try:
            game = Game(start_from_text(text))
        except NotationError as error:
            self._refuse_paste(
                translate("MainWindow", "Cannot paste this position"),
                translate(
                    "MainWindow", "The clipboard does not hold a Scorpion position:\n{error}"
                ).format(error=str(error)),
            )
            return
        if not self._confirm_abandon():
            return
        self._controller.abandon_if_started()
        self._controller.set_game(game)
        self._status_bar.show_message(translate("MainWindow", "Pasted position: a new game"))

    def _refuse_paste(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self._window, title, text)

    def play_example(self) -> None:
        """Help → Play the Example Deal: the rule book's example (see example_deal) as a
        guided first game, its first move shown as a hint; H gives the next ones."""
        if not self._confirm_abandon():
            return
        from scorpion_qt.ui.play.example_deal import EXAMPLE_DEAL, FIRST_MOVE

        controller, status_bar = self._controller, self._status_bar
        controller.abandon_if_started()
        controller.set_game(Game.from_text(EXAMPLE_DEAL))
        move = controller.game.check(FIRST_MOVE)
        self._scene.show_hint(move)
        # as the rule book says it, "4♥ onto 5♥": short enough for the status bar of the
        # window at its first size, in every language (the columns are in the hint's frame)
        onto = controller.game.position.columns[move.target][-1]
        assert move.card is not None
        guide = translate(
            "MainWindow",
            "The rule book's first move: {card} onto {target}. Press H for the next hint.",
        ).format(card=card_name(move.card), target=card_name(CARDS[onto]))
        status_bar.show_message(guide, 0)  # until the player moves (or starts over)
        controller.changed.connect(
            lambda _event: status_bar.clear_message_if(guide),
            QtCore.Qt.ConnectionType.SingleShotConnection,
        )
