"""The keys that read the board aloud (through the announcer): C reads the focused pile whole,
W says where the card picked up (else the focused card) can go, S reads the score, the moves,
the time and whether the game can still be won. Plain letters, which screen readers pass on
(Orca's own keys go with Insert or Caps Lock); listed in Help → Keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from scorpion_qt.ui.access.board_piles import RESERVE, Pile
from scorpion_qt.ui.access.board_reading import pile_whole, status_words, where_text
from scorpion_qt.ui.access.card_words import PileKind
from scorpion_qt.ui.play.places import place_cell
from scorpion_qt.ui.play.status_texts import clock_text
from scorpion_qt.ui.table.keyboard_cursor import RESERVE as RESERVE_FOCUS
from scorpion_qt.ui.table.keyboard_cursor import focused_card

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

    from scorpion_qt.ui.access.announcer import Announcer
    from scorpion_qt.ui.table.board_scene import BoardScene

translate = QCoreApplication.translate

#: the reading keys: read the column, where can it go, the game's state
COLUMN_KEY, WHERE_KEY, STATUS_KEY = "C", "W", "S"


class ReadingKeys(QObject):
    """The reading keys' actions on ``window`` (their keys work wherever its focus is).
    ``winnability`` gives the status bar's word on it ("" when none is shown)."""

    def __init__(
        self,
        window: QWidget,
        scene: BoardScene,
        announcer: Announcer,
        winnability: Callable[[], str],
    ) -> None:
        super().__init__(window)
        self._scene = scene
        self._announcer = announcer
        self._winnability = winnability
        self.column_action = self._action(
            window, translate("ReadingKeys", "Read the Column"), COLUMN_KEY, self.read_column
        )
        self.where_action = self._action(
            window, translate("ReadingKeys", "Where Can It Go?"), WHERE_KEY, self.read_where
        )
        self.status_action = self._action(
            window, translate("ReadingKeys", "Read the Game's State"), STATUS_KEY, self.read_status
        )

    def _action(self, window: QWidget, text: str, key: str, slot: Callable[[], None]) -> QAction:
        action = QAction(text, window)
        # the list's overload: setShortcut's would build every enum of Qt's namespace
        # before the first paint (about 30 ms) to tell its overloads apart
        action.setShortcuts([QKeySequence(key)])
        action.triggered.connect(slot)
        window.addAction(action)
        return action

    def _focused_pile(self) -> Pile:
        column = self._scene.input.focus.column
        if column == RESERVE_FOCUS:
            return RESERVE
        cell = place_cell(column)
        if cell is not None:
            return Pile(PileKind.CELL, cell)
        return Pile(PileKind.COLUMN, column)

    def read_column(self) -> None:
        """C: the focused pile, whole."""
        position = self._scene.controller.game.position
        self._announcer.say(pile_whole(position, self._focused_pile()), assertive=True)

    def read_where(self) -> None:
        """W: where the card picked up, else the focused one, can go (the engine's legal
        moves, through the controller)."""
        hand, controller = self._scene.input, self._scene.controller
        position = controller.game.position
        code = hand.selected
        if code is None:
            code = focused_card(hand.focus, position)
        places = controller.targets_for(code) if code is not None else []
        self._announcer.say(where_text(position, code, places), assertive=True)

    def read_status(self) -> None:
        """S: score, moves, time and winnability."""
        controller = self._scene.controller
        game = controller.game
        under_way = game.move_count and not controller.is_over and not controller.is_stuck
        text = status_words(
            controller.score,
            game.move_count,
            clock_text(controller.elapsed()),
            len(game.position.foundations),
            self._winnability(),
            paused=bool(under_way and not controller.clock_running),
        )
        self._announcer.say(text, assertive=True)
