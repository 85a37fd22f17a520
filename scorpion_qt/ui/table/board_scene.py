"""The board scene: card and pile items placed by the layout; input turned into requests."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QGraphicsScene

from scorpion_qt.engine import CARDS, Move, MoveKind
from scorpion_qt.ui.play.controller import Change, ChangeEvent, GameController
from scorpion_qt.ui.play.messages import (
    card_cell_description,
    card_place_description,
    empty_cell_description,
    empty_column_description,
    reserve_description,
)
from scorpion_qt.ui.table.card_art import CardArt
from scorpion_qt.ui.table.card_item import SELECTED, TARGET, CardItem
from scorpion_qt.ui.table.felt import felt_brush
from scorpion_qt.ui.table.focus_frame import FocusFrame
from scorpion_qt.ui.table.keyboard_cursor import (
    RESERVE,
    Focus,
    clamp,
    focused_card,
    step,
    top_focus,
)
from scorpion_qt.ui.table.layout import BoardLayout, layout
from scorpion_qt.ui.table.pile_item import PileItem, PileKind
from scorpion_qt.ui.table.places import FOUNDATION, cell_place, place_cell

if TYPE_CHECKING:  # their types load with the first event that needs them
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    from scorpion_qt.ui.table.animator import Animator

__all__ = ["FOUNDATION", "BoardScene"]

MOVE_MS = 170
DEAL_MS = 260
CELEBRATE_MS = 700


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


class BoardScene(QGraphicsScene):
    """Shows the controller's game. It never decides legality: it asks the controller."""

    animations_done = Signal()
    focus_changed = Signal(str)  # the accessible description of the focused place
    celebration_done = Signal()

    def __init__(self, controller: GameController, art: CardArt | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.art = art or CardArt()
        self.animations_enabled = True
        self.cards: dict[int, CardItem] = {}
        for code in range(52):
            item = CardItem(code, self.art)
            self.cards[code] = item
            self.addItem(item)
        self.columns: list[PileItem] = []
        self.cells: list[PileItem] = []  # the Three Blind Mice family's two cells
        self.reserve = PileItem(PileKind.RESERVE, self.art)
        self.foundations = [PileItem(PileKind.FOUNDATION, self.art, i) for i in range(4)]
        for pile in (self.reserve, *self.foundations):
            self.addItem(pile)
        self._make_piles()
        self.focus_frame = FocusFrame()
        self.addItem(self.focus_frame)
        self.board: BoardLayout | None = None
        self._animator: Animator | None = None  # see animator
        self._celebration = 0  # 1: fanning out, 2: gathering
        self._size = (800.0, 600.0)
        self._selected: int | None = None  # click-to-move: the picked-up card
        self._press: tuple[int, QPointF] | None = None  # card pressed and where
        self._drag: list[CardItem] = []  # the lifted block while dragging
        self._drag_origin: list[QPointF] = []
        self._drag_targets: list[int] = []
        self.focus = top_focus(controller.game.position, 0)
        self._hint: Move | None = None
        self.keyboard_used = False  # the focus mark shows once the keyboard is used
        self._dark = False
        self.felt = "green"  # one of felt.FELTS
        self._set_background()
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._set_background)
        controller.changed.connect(self._on_changed)

    # -- geometry -----------------------------------------------------------------------

    def _set_background(self, scheme: QtCore.Qt.ColorScheme | None = None) -> None:
        """Green felt, darker when the system uses dark colours: its new colour scheme when
        that changes, else its palette (asking for the scheme at start-up would create
        PySide6's ``Qt`` enums; see BoardView)."""
        if scheme is None:
            window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
            self._dark = window.lightness() < 128
        else:
            self._dark = scheme == QtCore.Qt.ColorScheme.Dark
        self.setBackgroundBrush(felt_brush(self._dark, self._size[1], self.felt))

    def set_felt(self, felt: str) -> None:
        """Lay the felt of that colour (one of felt.FELTS)."""
        self.felt = felt
        self._set_background()

    def set_deck(self, deck: str) -> None:
        """Show the cards' faces in that deck (one of card_decks.NAMES)."""
        self.art.set_deck(deck)
        for item in self.cards.values():
            item.update()

    def set_card_back(self, back: str) -> None:
        """Show the cards' backs in that design (one of card_art.BACKS)."""
        self.art.set_back(back)
        for item in self.cards.values():
            item.update()

    def set_view_size(self, width: float, height: float) -> None:
        """Lay the board out for a view of this size, without animation."""
        old_height = self._size[1]
        self._size = (max(width, 200.0), max(height, 200.0))
        self.setSceneRect(QRectF(0, 0, *self._size))
        if self._size[1] != old_height:  # the felt's gradient spans the scene's height
            self.setBackgroundBrush(felt_brush(self._dark, self._size[1], self.felt))
        self._finish_animation()
        self.sync(animate=False)

    def _make_piles(self) -> None:
        """The column and cell slots of the current game's rule set (7 or 10 columns, 0 or
        2 cells), made anew when a game of another layout starts; the reserve's slot shows
        only for rule sets that deal one."""
        rules = self.controller.game.position.rules
        ncols, ncells = rules.columns, rules.cells
        if len(self.columns) != ncols:
            for pile in self.columns:
                self.removeItem(pile)
            self.columns = [PileItem(PileKind.COLUMN, self.art, i) for i in range(ncols)]
            for pile in self.columns:
                self.addItem(pile)
        if len(self.cells) != ncells:
            for pile in self.cells:
                self.removeItem(pile)
            self.cells = [PileItem(PileKind.CELL, self.art, i) for i in range(ncells)]
            for pile in self.cells:
                self.addItem(pile)
        self.reserve.setVisible(rules.reserve_size > 0)

    def sync(self, animate: bool, duration: int = MOVE_MS) -> None:
        """Move every item to where the layout of the current position puts it."""
        position = self.controller.game.position
        self._make_piles()
        board = layout(position, *self._size)
        self.board = board
        render = (round(board.card_width), round(board.card_height))
        for item in self.cards.values():
            item.set_size(board.card_width, board.card_height, render)
        for pile, rect, cards in zip(self.columns, board.columns, position.columns, strict=True):
            pile.set_geometry(
                QRectF(rect.x, rect.y, board.card_width, board.card_height),
                QRectF(rect.x, rect.y, rect.width, rect.height),
            )
            pile.set_covered(bool(cards))
        for pile, rect, covered in (
            (self.reserve, board.reserve, bool(position.reserve)),
            *(
                (pile, rect, code is not None)
                for pile, rect, code in zip(self.cells, board.cells, position.cells, strict=True)
            ),
            *(
                (pile, rect, slot < len(position.foundations))
                for slot, (pile, rect) in enumerate(
                    zip(self.foundations, board.foundations, strict=True)
                )
            ),
        ):
            slot = QRectF(rect.x, rect.y, rect.width, rect.height)
            pile.set_geometry(slot, slot)
            pile.set_covered(covered)
        self._finish_animation()
        for code, place in board.cards.items():
            item = self.cards[code]
            end = QPointF(place.x, place.y)
            if animate and self.animations_enabled:
                self.animator.add(item, end, place.z, place.face_up)
            else:
                item.setPos(end)
                item.setZValue(place.z)
                item.set_face_up(place.face_up)
        if animate and self.animations_enabled:
            self.animator.start(duration)
        else:
            self.animations_done.emit()
        self._refresh_marks()

    def _on_changed(self, event: ChangeEvent) -> None:
        self._hint = None
        self._cancel_selection()
        self._end_drag(resync=False)
        self.focus = clamp(self.focus, self.controller.game.position)
        is_deal = event.outcome is not None and bool(event.outcome.dealt)
        self.sync(animate=event.kind is not Change.NEW, duration=DEAL_MS if is_deal else MOVE_MS)

    def set_card_style(self, four_colour: bool, large_index: bool) -> None:
        self.art.set_style(four_colour, large_index)
        for item in self.cards.values():
            item.update()

    def save_card_sheet(self) -> None:
        """Keep the rendered cards on disk so the next start paints sooner."""
        self.art.save_sheet()

    # -- hit testing --------------------------------------------------------------------

    def card_at(self, point: QPointF) -> CardItem | None:
        for item in self.items(point):
            if isinstance(item, CardItem) and item not in self._drag:
                return item
        return None

    def column_of(self, code: int) -> int | None:
        where = self.controller.game.position.where(CARDS[code])
        return where[0] if where is not None else None

    def place_of(self, code: int) -> int | None:
        """Where a card that may move lies: its column, or its cell's place (see places);
        None in the reserve or a foundation."""
        column = self.column_of(code)
        if column is not None:
            return column
        cell = self.controller.game.position.cell_of(CARDS[code])
        return None if cell is None else cell_place(cell)

    def block_of(self, code: int) -> list[CardItem]:
        """The card and every card above it in its column, or a cell's card alone (what a
        move carries)."""
        position = self.controller.game.position
        where = position.where(CARDS[code])
        if where is None:
            return [self.cards[code]] if position.cell_of(CARDS[code]) is not None else []
        column, index = where
        return [self.cards[c] for c in position.columns[column][index:]]

    def _pile_place(self, pile: PileItem) -> int:
        if pile.kind is PileKind.FOUNDATION:
            return FOUNDATION
        if pile.kind is PileKind.CELL:
            return cell_place(pile.index)
        return pile.index

    def target_at(self, point: QPointF) -> int | None:
        """The place (a column, FOUNDATION or a cell) whose zone holds ``point``."""
        for pile in (*self.columns, *self.foundations, *self.cells):
            if pile.zone.contains(point):
                return self._pile_place(pile)
        return None

    def _drop_target(self) -> int | None:
        """Where the dragged block is dropped: the zone under its top card's middle."""
        head = self._drag[0]
        rect = head.sceneBoundingRect()
        best, best_area = None, 0.0
        for pile in (*self.columns, *self.foundations, *self.cells):
            overlap = pile.zone.intersected(rect)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best = self._pile_place(pile)
                best_area = area
        return best

    # -- marks --------------------------------------------------------------------------

    def show_hint(self, move: Move | None) -> None:
        """Mark a suggested move: its cards, and the column it goes to."""
        self._hint = move
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        targets = self._drag_targets
        if self._selected is not None and not self._drag:
            targets = self.controller.targets_for(self._selected)
        picked = {i.code for i in self._drag}
        if self._selected is not None:
            picked |= {i.code for i in self.block_of(self._selected)}
        hint = self._hint
        if hint is not None and hint.card is not None and not picked:
            picked = {i.code for i in self.block_of(hint.card.code)}
            targets = [
                FOUNDATION
                if hint.kind is MoveKind.FOUNDATION
                else cell_place(hint.cell)
                if hint.kind is MoveKind.TO_CELL
                else hint.target
            ]
        position = self.controller.game.position
        tops = {
            column[-1]: i for i, column in enumerate(position.columns) if column and i in targets
        }
        focused = focused_card(self.focus, position) if self.keyboard_used else None
        for code, item in self.cards.items():
            item.set_mark(SELECTED if code in picked else TARGET if code in tops else None)
            item.set_focused(code == focused)
        self.focus_frame.show_on(self._card_rect(focused))
        for pile in self.columns:
            pile.set_highlighted(pile.index in targets)
            pile.set_focused(self.keyboard_used and self.focus == Focus(pile.index, -1))
        for pile in self.cells:
            place = cell_place(pile.index)
            pile.set_highlighted(place in targets)
            pile.set_focused(self.keyboard_used and self.focus == Focus(place, -1))
        self.reserve.set_focused(self.keyboard_used and self.focus.column == RESERVE)
        self.reserve.set_highlighted(hint is not None and hint.kind is MoveKind.DEAL)
        free = len(position.foundations)
        for pile in self.foundations:
            pile.set_highlighted(FOUNDATION in targets and pile.index == free)

    def _card_rect(self, code: int | None) -> QRectF | None:
        """Where the layout puts card ``code`` (not where an animation has it now)."""
        place = None if code is None or self.board is None else self.board.cards.get(code)
        if place is None or self.board is None:
            return None
        return QRectF(place.x, place.y, self.board.card_width, self.board.card_height)

    @property
    def hint(self) -> Move | None:
        """The move a shown hint suggests, if one is shown."""
        return self._hint

    def clear_hint(self) -> None:
        """Take a shown hint off the board (Esc, a click on the felt, a dialog, a move)."""
        if self._hint is not None:
            self._hint = None
            self._refresh_marks()

    def _cancel_selection(self) -> None:
        if self._selected is not None or self._hint is not None:
            self._selected = None
            self._hint = None
            self._refresh_marks()

    @property
    def selected(self) -> int | None:
        return self._selected

    # -- requests to the controller -----------------------------------------------------

    def request_move(self, code: int, target: int) -> bool:
        """Ask the controller to move the block at ``code`` (or a cell's card) to the place
        ``target``: a column, FOUNDATION or a cell."""
        return self.controller.move_to(code, target)

    def select(self, code: int | None) -> None:
        self._selected = code
        self._refresh_marks()

    # -- mouse --------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            self._cancel_selection()
            return
        self._finish_animation()
        if self.keyboard_used:
            self.keyboard_used = False
            self._refresh_marks()
        point = event.scenePos()
        item = self.card_at(point)
        on_reserve = self.reserve.isVisible() and self.reserve.zone.contains(point)
        if on_reserve and (item is None or not item.face_up):
            self._cancel_selection()
            self.controller.deal_reserve()
            return
        if item is not None and item.face_up and self.place_of(item.code) is not None:
            self._press = (item.code, point)
        else:
            self._press = None
            self.clear_hint()  # a click on the felt or a face-down card
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        code, start = self._press
        if not self._drag:
            if (event.scenePos() - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(code)
        delta = event.scenePos() - start
        for item, origin in zip(self._drag, self._drag_origin, strict=True):
            item.setPos(origin + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            return
        if self._drag:
            code = self._drag[0].code
            target = self._drop_target()
            self._press = None
            if (
                target is None
                or target == self.place_of(code)
                or not self.request_move(code, target)
            ):
                self._end_drag()
            return
        pressed, self._press = self._press, None
        self._click(event.scenePos(), pressed[0] if pressed else None)

    def _click(self, point: QPointF, pressed: int | None) -> None:
        """A click without a drag: pick up, put down, or cancel."""
        if self._selected is not None:
            target = self.target_at(point)
            if pressed is not None and self.place_of(pressed) != self.place_of(self._selected):
                target = self.place_of(pressed)
            if target is not None and target != self.place_of(self._selected):
                code = self._selected
                self._cancel_selection()
                self.request_move(code, target)
                return
            if pressed is None or pressed == self._selected:
                self._cancel_selection()
                return
        self.select(pressed)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos())
        self._press = None
        self._cancel_selection()
        if item is None or not item.face_up or self.place_of(item.code) is None:
            return
        move = self.controller.best_move_for(item.code)
        if move is None:
            # let the controller explain why the obvious place refuses it
            self.controller.explain_no_move(item.code)
            return
        self.controller.play(move)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, keys = event.key(), QtCore.Qt.Key
        arrow = _arrow_step(key)
        if key == keys.Key_Escape and (
            self._selected is not None or self._drag or self._hint is not None
        ):
            self._end_drag()
            self._cancel_selection()
        elif arrow is not None:
            self.keyboard_used = True
            self._finish_animation()
            self.set_focus(step(self.focus, self.controller.game.position, *arrow))
        elif key in (keys.Key_Return, keys.Key_Enter, keys.Key_Space):
            self.keyboard_used = True
            if event.modifiers() & QtCore.Qt.KeyboardModifier.ShiftModifier:
                self._play_best_at_focus()
            else:
                self._activate_focus()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # -- keyboard -----------------------------------------------------------------------

    def set_focus(self, focus: Focus) -> None:
        self.focus = clamp(focus, self.controller.game.position)
        self._refresh_marks()
        self.focus_changed.emit(self.describe_focus())

    def describe_focus(self) -> str:
        """What a screen reader says about the focused place, e.g. 'Four of hearts, column 7'."""
        position = self.controller.game.position
        if self.focus.column == RESERVE:
            return reserve_description(len(position.reserve))
        code = focused_card(self.focus, position)
        cell = place_cell(self.focus.column)
        if cell is not None:
            if code is None:
                return empty_cell_description(cell + 1)
            return card_cell_description(CARDS[code], cell + 1)
        if code is None:
            return empty_column_description(self.focus.column + 1)
        return card_place_description(CARDS[code], self.focus.column + 1)

    def _activate_focus(self) -> None:
        """Enter/Space: deal at the reserve, pick up the focused card, or put it down."""
        position = self.controller.game.position
        if self.focus.column == RESERVE:
            self.controller.deal_reserve()
            return
        if self._selected is not None:
            selected = self._selected
            self._cancel_selection()
            if self.place_of(selected) != self.focus.column:
                self.request_move(selected, self.focus.column)
            return
        code = focused_card(self.focus, position)
        if code is not None:
            self.select(code)

    def _play_best_at_focus(self) -> None:
        """Shift+Enter: what a double-click does."""
        code = focused_card(self.focus, self.controller.game.position)
        if code is None:
            return
        self._cancel_selection()
        move = self.controller.best_move_for(code)
        if move is None:
            self.controller.explain_no_move(code)
        else:
            self.controller.play(move)

    # -- dragging -----------------------------------------------------------------------

    def _start_drag(self, code: int) -> None:
        self._selected = None
        self._drag = self.block_of(code)
        self._drag_origin = [item.pos() for item in self._drag]
        from scorpion_qt.ui.table.animator import LIFT  # loads with the first drag

        for offset, item in enumerate(self._drag):
            item.setZValue(LIFT * 2 + offset)
        self._drag_targets = self.controller.targets_for(code)
        self._refresh_marks()

    def _end_drag(self, resync: bool = True) -> None:
        """Drop the lifted block; with ``resync`` it flies back to its column."""
        if not self._drag:
            return
        self._drag = []
        self._drag_origin = []
        self._drag_targets = []
        if resync:
            self.sync(animate=True)

    @property
    def animator(self) -> Animator:
        """Moves the cards: made for the first move, drag or change of size that needs it
        (its module and Qt types cost the start-up about half a millisecond)."""
        if self._animator is None:
            from scorpion_qt.ui.table.animator import Animator

            self._animator = Animator()
            self._animator.finished.connect(self._on_animation_finished)
        return self._animator

    def _finish_animation(self) -> None:
        """Jump any running animation to its end (nothing to do before the first one)."""
        if self._animator is not None:
            self._animator.finish()

    @property
    def dragging(self) -> bool:
        return bool(self._drag)

    # -- celebration --------------------------------------------------------------------

    def celebrate(self) -> None:
        """Fan the four runs around the board's middle, then gather them again."""
        if not self.animations_enabled or self.board is None:
            self.celebration_done.emit()
            return
        self._finish_animation()
        board = self.board
        width, height = self._size
        cx, cy = width / 2 - board.card_width / 2, height / 2 - board.card_height / 2
        radius = min(width, height) * 0.33
        for code, item in self.cards.items():
            angle = 2 * math.pi * code / 52
            end = QPointF(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
            self.animator.add(item, end, code, True)
        self._celebration = 1
        self.animator.start(CELEBRATE_MS)

    def _on_animation_finished(self) -> None:
        if self._celebration == 1:
            self._celebration = 2
            self.sync(animate=True, duration=CELEBRATE_MS)
        elif self._celebration == 2:
            self._celebration = 0
            self.celebration_done.emit()
        self.animations_done.emit()
