"""The player's hand on the board: a card pressed and dragged to a place or clicked there,
a double-click, and the keyboard's focus moved by the arrows and acted on with Enter. Every
move it makes is a request to the controller."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6 import QtCore
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import Move
from scorpion_qt.ui.table.keyboard_cursor import (
    RESERVE,
    Focus,
    clamp,
    focused_card,
    step,
    top_focus,
)

if TYPE_CHECKING:  # their types load with the first event that needs them
    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.table.card_item import CardItem
    from scorpion_qt.ui.table.pile_item import PileItem


class Table(Protocol):
    """What the hand asks of the board scene: where the items lie, and to show them."""

    @property
    def reserve(self) -> PileItem: ...

    @property
    def hint(self) -> Move | None: ...

    @property
    def focus_changed(self) -> SignalInstance: ...

    def card_at(self, point: QPointF) -> CardItem | None: ...

    def place_of(self, code: int) -> int | None: ...

    def block_of(self, code: int) -> list[CardItem]: ...

    def target_at(self, point: QPointF) -> int | None: ...

    def place_under(self, rect: QRectF) -> int | None: ...

    def show_hint(self, move: Move | None) -> None: ...

    def lift(self, block: list[CardItem]) -> None: ...

    def refresh_marks(self) -> None: ...

    def sync(self, animate: bool) -> None: ...

    def finish_animation(self) -> None: ...


def _arrow_step(key: int) -> tuple[int, int] | None:
    """The focus step of an arrow key, or None. (Not a module-level table: the first use of
    PySide6's ``Qt`` costs about 15 ms, which start-up does not pay; see BoardView.)"""
    keys = QtCore.Qt.Key
    steps = {
        keys.Key_Left.value: (-1, 0),
        keys.Key_Right.value: (1, 0),
        keys.Key_Up.value: (0, -1),
        keys.Key_Down.value: (0, 1),
    }
    return steps.get(key)


class BoardInput:
    """The mouse and keyboard on ``table``, a board scene showing ``controller``'s game.
    ``selected`` is the card picked up to move (click-to-move), ``drag`` the block lifted
    while dragging and ``drag_targets`` where it may go, ``focus`` the keyboard's place."""

    def __init__(self, table: Table, controller: GameController) -> None:
        self._table = table
        self._controller = controller
        self.selected: int | None = None
        self._press: tuple[int, QPointF] | None = None  # card pressed and where
        self.drag: list[CardItem] = []
        self._drag_origin: list[QPointF] = []
        self.drag_targets: list[int] = []
        self.focus = top_focus(controller.game.position, 0)
        self.keyboard_used = False  # the focus mark shows once the keyboard is used

    def game_changed(self, new_game: bool = False) -> None:
        """A move or a new game: what was picked up or lifted is put down; a new game hides
        the keyboard's focus until a key is pressed again."""
        self.cancel_selection()
        self.end_drag(resync=False)
        self.focus = clamp(self.focus, self._controller.game.position)
        if new_game:
            self.keyboard_used = False

    def request_move(self, code: int, target: int) -> bool:
        """Ask the controller to move the block at ``code`` (or a cell's card) to the place
        ``target``: a column, FOUNDATION or a cell."""
        return self._controller.move_to(code, target)

    def select(self, code: int | None) -> None:
        self.selected = code
        self._table.refresh_marks()

    def cancel_selection(self) -> None:
        """Put the picked-up card down, and take a shown hint off the board."""
        if self.selected is not None or self._table.hint is not None:
            self.selected = None
            self._table.show_hint(None)

    # -- mouse --------------------------------------------------------------------------

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self._table
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            self.cancel_selection()
            return
        table.finish_animation()
        if self.keyboard_used:
            self.keyboard_used = False
            table.refresh_marks()
        point = event.scenePos()
        item = table.card_at(point)
        on_reserve = table.reserve.isVisible() and table.reserve.zone.contains(point)
        if on_reserve and (item is None or not item.face_up):
            self.cancel_selection()
            self._controller.deal_reserve()
            return
        if item is not None and item.face_up and table.place_of(item.code) is not None:
            self._press = (item.code, point)
        else:
            self._press = None
            if table.hint is not None:  # a click on the felt or a face-down card
                table.show_hint(None)
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        code, start = self._press
        if not self.drag:
            if (event.scenePos() - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(code)
        delta = event.scenePos() - start
        for item, origin in zip(self.drag, self._drag_origin, strict=True):
            item.setPos(origin + delta)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        if self.drag:
            code = self.drag[0].code
            # dropped on the zone under the top card's middle
            target = self._table.place_under(self.drag[0].sceneBoundingRect())
            self._press = None
            if (
                target is None
                or target == self._table.place_of(code)
                or not self.request_move(code, target)
            ):
                self.end_drag()
            return
        pressed, self._press = self._press, None
        self._click(event.scenePos(), pressed[0] if pressed else None)

    def _click(self, point: QPointF, pressed: int | None) -> None:
        """A click without a drag: pick up, put down, or cancel."""
        place_of = self._table.place_of
        if self.selected is not None:
            target = self._table.target_at(point)
            if pressed is not None and place_of(pressed) != place_of(self.selected):
                target = place_of(pressed)
            if target is not None and target != place_of(self.selected):
                code = self.selected
                self.cancel_selection()
                self.request_move(code, target)
                return
            if pressed is None or pressed == self.selected:
                self.cancel_selection()
                return
        self.select(pressed)

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._table.card_at(event.scenePos())
        self._press = None
        self.cancel_selection()
        if item is None or not item.face_up or self._table.place_of(item.code) is None:
            return
        self._play_best(item.code)

    def _play_best(self, code: int) -> None:
        move = self._controller.best_move_for(code)
        if move is None:
            # let the controller explain why the obvious place refuses it
            self._controller.explain_no_move(code)
            return
        self._controller.play(move)

    # -- dragging -----------------------------------------------------------------------

    def _start_drag(self, code: int) -> None:
        self.selected = None
        self.drag = self._table.block_of(code)
        self._drag_origin = [item.pos() for item in self.drag]
        self._table.lift(self.drag)
        self.drag_targets = self._controller.targets_for(code)
        self._table.refresh_marks()

    def end_drag(self, resync: bool = True) -> None:
        """Drop the lifted block; with ``resync`` it flies back to its column."""
        if not self.drag:
            return
        self.drag = []
        self._drag_origin = []
        self.drag_targets = []
        if resync:
            self._table.sync(animate=True)

    # -- keyboard -----------------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        """Esc, the arrows, Enter and Space (Shift+Enter plays the focused card's best
        move); False for any other key, which is not the board's."""
        key, keys = event.key(), QtCore.Qt.Key
        arrow = _arrow_step(key)
        if key == keys.Key_Escape and (
            self.selected is not None or self.drag or self._table.hint is not None
        ):
            self.end_drag()
            self.cancel_selection()
        elif arrow is not None:
            self.keyboard_used = True
            self._table.finish_animation()
            self.set_focus(step(self.focus, self._controller.game.position, *arrow))
        elif key in (keys.Key_Return, keys.Key_Enter, keys.Key_Space):
            self.keyboard_used = True
            if event.modifiers() & QtCore.Qt.KeyboardModifier.ShiftModifier:
                self._play_best_at_focus()
            else:
                self._activate_focus()
        else:
            return False
        return True

    def set_focus(self, focus: Focus) -> None:
        self.focus = clamp(focus, self._controller.game.position)
        self._table.refresh_marks()
        self._table.focus_changed.emit()

    def _activate_focus(self) -> None:
        """Enter/Space: deal at the reserve, pick up the focused card, or put it down."""
        position = self._controller.game.position
        if self.focus.column == RESERVE:
            self._controller.deal_reserve()
            return
        if self.selected is not None:
            selected = self.selected
            self.cancel_selection()
            if self._table.place_of(selected) != self.focus.column:
                self.request_move(selected, self.focus.column)
            return
        code = focused_card(self.focus, position)
        if code is not None:
            self.select(code)

    def _play_best_at_focus(self) -> None:
        """Shift+Enter: what a double-click does."""
        code = focused_card(self.focus, self._controller.game.position)
        if code is None:
            return
        self.cancel_selection()
        self._play_best(code)
