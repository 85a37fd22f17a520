"""The board scene: card and pile items placed by the layout, the marks on them (a card
picked up, a hint, the keyboard's focus) and the win's celebration; the player's input is
the board input's (see board_input)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QGraphicsScene

from scorpion_qt.engine import CARDS, Move, MoveKind
from scorpion_qt.ui.play.controller import Change, ChangeEvent, GameController
from scorpion_qt.ui.play.places import FOUNDATION, cell_place
from scorpion_qt.ui.table.board_input import BoardInput
from scorpion_qt.ui.table.card_art import CardArt
from scorpion_qt.ui.table.card_item import SELECTED, TARGET, CardItem
from scorpion_qt.ui.table.felt import felt_brush
from scorpion_qt.ui.table.focus_frame import FocusFrame
from scorpion_qt.ui.table.keyboard_cursor import RESERVE, Focus, focused_card
from scorpion_qt.ui.table.layout import MAX_WIDTH, BoardLayout, layout
from scorpion_qt.ui.table.pile_item import PileItem, PileKind

if TYPE_CHECKING:  # their types load with the first event that needs them
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    from scorpion_qt.ui.table.animator import Animator

__all__ = ["FOUNDATION", "BoardScene"]

MOVE_MS = 170
DEAL_MS = 260
CELEBRATE_MS = 700


class BoardScene(QGraphicsScene):
    """Shows the controller's game. It never decides legality: its ``input`` asks the
    controller."""

    animations_done = Signal()
    focus_changed = Signal()  # the keyboard's focus moved (access.board_tree reports it)
    marks_changed = Signal()  # the cards picked up, a hint or the focus mark shown anew
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
        self.strong_marks = False  # wider outlines, for more contrast
        self.reserve = PileItem(PileKind.RESERVE, self.art)
        self.foundations = [PileItem(PileKind.FOUNDATION, self.art, i) for i in range(4)]
        for pile in (self.reserve, *self.foundations):
            self.addItem(pile)
        self._make_piles()
        self.focus_frame = FocusFrame()
        self.addItem(self.focus_frame)
        self.board: BoardLayout | None = None
        #: the widest card the layout may give: the size the game in play was given, which
        #: may shrink for a long column but never grows back before a new game or a resize
        self._largest = float(MAX_WIDTH)
        self._animator: Animator | None = None  # see animator
        self._celebration = 0  # 1: fanning out, 2: gathering
        self._size = (800.0, 600.0)
        self._hint: Move | None = None
        self.input = BoardInput(self, controller)  # the mouse and the keyboard on the board
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

    def follow_window_colours(self) -> None:
        """The felt for the window's colours now (the green one is darker in dark ones)."""
        self._set_background()

    def set_strong_marks(self, on: bool) -> None:
        """Wider outlines for the focus and the target piles (see board_colours.STRONG;
        a card's own marks keep their width, clear of the index)."""
        self.strong_marks = on
        for pile in (*self.columns, *self.cells, self.reserve, *self.foundations):
            pile.set_strong(on)
        self.focus_frame.set_strong(on)

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
        self.finish_animation()
        self._largest = float(MAX_WIDTH)
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
                pile.set_strong(self.strong_marks)
                self.addItem(pile)
        if len(self.cells) != ncells:
            for pile in self.cells:
                self.removeItem(pile)
            self.cells = [PileItem(PileKind.CELL, self.art, i) for i in range(ncells)]
            for pile in self.cells:
                pile.set_strong(self.strong_marks)
                self.addItem(pile)
        self.reserve.setVisible(rules.reserve_size > 0)

    def sync(self, animate: bool, duration: int = MOVE_MS) -> None:
        """Move every item to where the layout of the current position puts it."""
        position = self.controller.game.position
        self._make_piles()
        board = layout(position, *self._size, self._largest)
        self.board = board
        self._largest = board.card_width
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
            fanned = self._cards_rect(position.reserve) if pile is self.reserve else None
            pile.set_geometry(slot, slot | fanned if fanned is not None else slot)
            pile.set_covered(covered)
        self.finish_animation()
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
        self.refresh_marks()

    def _on_changed(self, event: ChangeEvent) -> None:
        self._hint = None
        self.input.game_changed(new_game=event.kind is Change.NEW)
        if event.kind is Change.NEW:  # a new game's cards get the size its deal fits
            self._largest = float(MAX_WIDTH)
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
        """The card on top at ``point``, besides those being dragged."""
        for item in self.items(point):
            if isinstance(item, CardItem) and item not in self.input.drag:
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

    def place_under(self, rect: QRectF) -> int | None:
        """The place whose zone ``rect`` (a dragged card's) overlaps most."""
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
        self.refresh_marks()

    def refresh_marks(self) -> None:
        """Mark the picked-up or lifted cards and where they may go, or a hint's, and the
        keyboard's focus once the keyboard is used."""
        hand = self.input
        targets, selected = hand.drag_targets, hand.selected
        if selected is not None and not hand.drag:
            targets = self.controller.targets_for(selected)
        picked = {i.code for i in hand.drag}
        if selected is not None:
            picked |= {i.code for i in self.block_of(selected)}
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
        focus, keyboard_used = hand.focus, hand.keyboard_used
        focused = focused_card(focus, position) if keyboard_used else None
        for code, item in self.cards.items():
            item.set_mark(SELECTED if code in picked else TARGET if code in tops else None)
            item.set_focused(code == focused)
        self.focus_frame.show_on(
            None if focused is None else self._cards_rect(self._block(focused))
        )
        for pile in self.columns:
            pile.set_highlighted(pile.index in targets)
            pile.set_focused(keyboard_used and focus == Focus(pile.index, -1))
        for pile in self.cells:
            place = cell_place(pile.index)
            pile.set_highlighted(place in targets)
            pile.set_focused(keyboard_used and focus == Focus(place, -1))
        self.reserve.set_focused(keyboard_used and focus.column == RESERVE)
        self.reserve.set_highlighted(hint is not None and hint.kind is MoveKind.DEAL)
        free = len(position.foundations)
        for pile in self.foundations:
            pile.set_highlighted(FOUNDATION in targets and pile.index == free)
        self.marks_changed.emit()

    def _block(self, code: int) -> list[int]:
        """The card and the cards lying on it in its column (what the keyboard would move)."""
        return [item.code for item in self.block_of(code)] or [code]

    def _card_rect(self, code: int) -> QRectF | None:
        """Where the layout puts card ``code`` (not where an animation has it now)."""
        return self._cards_rect((code,))

    def _cards_rect(self, codes: Iterable[int]) -> QRectF | None:
        """Where the layout puts these cards, together (not where an animation has them)."""
        board = self.board
        if board is None:
            return None
        rect = QRectF()
        for code in codes:
            place = board.cards.get(code)
            if place is not None:
                rect |= QRectF(place.x, place.y, board.card_width, board.card_height)
        return rect if rect.isValid() else None

    @property
    def hint(self) -> Move | None:
        """The move a shown hint suggests, if one is shown."""
        return self._hint

    def clear_hint(self) -> None:
        """Take a shown hint off the board (Esc, a click on the felt, a dialog, a move)."""
        if self._hint is not None:
            self._hint = None
            self.refresh_marks()

    @property
    def selected(self) -> int | None:
        """The card picked up to move (click-to-move)."""
        return self.input.selected

    @property
    def animator(self) -> Animator:
        """Moves the cards: made for the first move, drag or change of size that needs it
        (its module and Qt types cost the start-up about half a millisecond)."""
        if self._animator is None:
            from scorpion_qt.ui.table.animator import Animator

            self._animator = Animator()
            self._animator.finished.connect(self._on_animation_finished)
        return self._animator

    def finish_animation(self) -> None:
        """Jump any running animation to its end (nothing to do before the first one)."""
        if self._animator is not None:
            self._animator.finish()

    def lift(self, block: list[CardItem]) -> None:
        """Lift the block dragged above every card, flying or not, in its order."""
        from scorpion_qt.ui.table.animator import LIFT  # loads with the first drag

        for offset, item in enumerate(block):
            item.setZValue(LIFT * 2 + offset)

    @property
    def dragging(self) -> bool:
        return bool(self.input.drag)

    # -- input (see board_input) --------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.input.double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.input.key(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    # -- celebration --------------------------------------------------------------------

    def celebrate(self) -> None:
        """Fan the four runs around the board's middle, then gather them again."""
        if not self.animations_enabled or self.board is None:
            self.celebration_done.emit()
            return
        self.finish_animation()
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
