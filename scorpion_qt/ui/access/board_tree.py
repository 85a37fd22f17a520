"""The board view's accessible tree: the view (a pane named "Scorpion board") holds the
piles, each pile its cards, named from the game's position. The keyboard's focus, a card
picked up and every change of the board are reported to assistive technology.

:mod:`~scorpion_qt.ui.access.board_factory` puts Qt's factory in place; the tree is
made when assistive technology first asks for the view, and lives as long as the view.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget

from scorpion_qt.engine import Position
from scorpion_qt.ui.access.board_piles import (
    RESERVE,
    Pile,
    board_piles,
    face_down_count,
    pile_cards,
)
from scorpion_qt.ui.access.card_words import PileKind
from scorpion_qt.ui.access.tree_nodes import CardNode, PileNode, top_at
from scorpion_qt.ui.play.places import cell_place, place_cell
from scorpion_qt.ui.table.board_view import BoardView
from scorpion_qt.ui.table.keyboard_cursor import RESERVE as RESERVE_FOCUS
from scorpion_qt.ui.table.keyboard_cursor import focused_card, stops

#: each pile's cards and how many lie face down, to tell what a change touched
Contents = dict[Pile, tuple[tuple[int, ...], int]]


class BoardNode(QAccessibleWidget):
    """The view: a pane whose children are the piles in reading order (the top row, then
    the columns)."""

    def __init__(self, view: BoardView, tree: BoardTree) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self._tree = tree

    def _piles(self) -> tuple[Pile, ...]:
        return board_piles(self._tree.position)

    def childCount(self) -> int:
        return len(self._piles())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        piles = self._piles()
        return self._tree.pile_node(piles[index]) if 0 <= index < len(piles) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        piles = self._piles()
        if isinstance(child, PileNode) and child.pile in piles:
            return piles.index(child.pile)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return top_at([self._tree.pile_node(p) for p in self._piles()], x, y)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._tree.focused_node()


class BoardTree(QObject):
    """The accessible objects of one board view, one per pile and per card, kept for the
    view's life, and the events that tell assistive technology what changed."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self._view = view
        self._scene = view.board_scene
        self.alive = True
        self._node: BoardNode | None = None
        self._piles: dict[Pile, PileNode] = {}
        self._cards = [CardNode(self, code) for code in range(52)]
        self._contents = self._read_contents()
        self._last_focus: QAccessibleInterface | None = None
        self._lifted = self._lifted_cards()
        self._scene.focus_changed.connect(self._focus_moved)
        self._scene.marks_changed.connect(self._marks_changed)
        self._scene.controller.changed.connect(self._board_changed)
        view.destroyed.connect(self._view_gone)
        view.installEventFilter(self)

    # -- what the nodes ask ---------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self._scene.controller.game.position

    def board_node(self) -> QAccessibleInterface | None:
        if self._node is None and self.alive:
            self._node = BoardNode(self._view, self)
        return self._node

    def pile_node(self, pile: Pile) -> PileNode:
        node = self._piles.get(pile)
        if node is None:
            node = self._piles[pile] = PileNode(self, pile)
        return node

    def card_node(self, code: int) -> CardNode:
        return self._cards[code]

    def focused_node(self) -> QAccessibleInterface | None:
        """The card or pile the keyboard's focus is on, while the view has the focus."""
        if not self.alive or not self._view.hasFocus():
            return None
        focus, position = self._scene.input.focus, self.position
        code = focused_card(focus, position)
        if code is not None:
            return self.card_node(code)
        if focus.column == RESERVE_FOCUS:
            return self.pile_node(RESERVE)
        cell = place_cell(focus.column)
        if cell is not None:
            return self.pile_node(Pile(PileKind.CELL, cell))
        return self.pile_node(Pile(PileKind.COLUMN, focus.column))

    def is_selected(self, code: int) -> bool:
        """Whether the card is picked up (with the cards on it) or being dragged."""
        return code in self._lifted_cards()

    def _lifted_cards(self) -> frozenset[int]:
        hand = self._scene.input
        lifted = {item.code for item in hand.drag}
        if hand.selected is not None:
            lifted |= {item.code for item in self._scene.block_of(hand.selected)}
        return frozenset(lifted)

    def can_focus(self, pile: Pile) -> bool:
        """Whether the arrow keys stop at the pile."""
        if pile.kind is PileKind.RESERVE:
            place = RESERVE_FOCUS
        elif pile.kind is PileKind.CELL:
            place = cell_place(pile.index)
        elif pile.kind is PileKind.COLUMN:
            place = pile.index
        else:
            return False
        return place in stops(self.position)

    def pile_rect(self, pile: Pile) -> QRect:
        board = self._scene.board
        if board is None:
            return QRect()
        if pile.kind is PileKind.RESERVE:
            rect = board.reserve
        elif pile.kind is PileKind.CELL:
            rect = board.cells[pile.index]
        elif pile.kind is PileKind.FOUNDATION:
            rect = board.foundations[pile.index]
        else:
            rect = board.columns[pile.index]
        area = QRectF(rect.x, rect.y, rect.width, rect.height)
        for code in pile_cards(self.position, pile):  # the reserve's cards fan out of it
            place = board.cards.get(code)
            if place is not None:
                area |= QRectF(place.x, place.y, board.card_width, board.card_height)
        return self._on_screen(area)

    def card_rect(self, code: int) -> QRect:
        board = self._scene.board
        place = None if board is None else board.cards.get(code)
        if board is None or place is None:
            return QRect()
        return self._on_screen(QRectF(place.x, place.y, board.card_width, board.card_height))

    def window(self) -> QWindow | None:
        return self._view.window().windowHandle()

    def _on_screen(self, rect: QRectF) -> QRect:
        """A scene rectangle in screen coordinates."""
        in_view = self._view.mapFromScene(rect).boundingRect()
        return in_view.translated(self._view.viewport().mapToGlobal(QPoint(0, 0)))

    # -- events -------------------------------------------------------------------------

    def _send(self, node: QAccessibleInterface | None, kind: QAccessible.Event) -> None:
        if node is not None and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(node, kind))

    def announce_focus(self) -> None:
        """Report the focused card or pile as the focus."""
        node = self.focused_node()
        self._last_focus = node
        self._send(node, QAccessible.Event.Focus)

    def _focus_moved(self) -> None:
        self.announce_focus()

    def _marks_changed(self) -> None:
        """A card picked up or put down: its selected state changes (with the cards on it)."""
        before, after = self._lifted, self._lifted_cards()
        self._lifted = after
        for code in sorted(after - before):
            self._send(self.card_node(code), QAccessible.Event.SelectionAdd)
        for code in sorted(before - after):
            self._send(self.card_node(code), QAccessible.Event.SelectionRemove)

    def _read_contents(self) -> Contents:
        position = self.position
        return {
            pile: (pile_cards(position, pile), face_down_count(position, pile))
            for pile in board_piles(position)
        }

    def _board_changed(self, _event: object) -> None:
        """After a move, an undo or a new game: the piles whose cards changed reorder their
        children and sum themselves up anew, a card turned face up says its name, and the
        focus is reported again when it moved."""
        before, after = self._contents, self._read_contents()
        self._contents = after
        if before.keys() != after.keys():
            self._send(self.board_node(), QAccessible.Event.ObjectReorder)
        for pile, (cards, down) in after.items():
            if before.get(pile) == (cards, down):
                continue
            node = self.pile_node(pile)
            self._send(node, QAccessible.Event.ObjectReorder)
            self._send(node, QAccessible.Event.DescriptionChanged)
            old_cards, old_down = before.get(pile, ((), 0))
            for index, code in enumerate(cards):
                turned = index < len(old_cards) and old_cards[index] == code
                if turned and (index < old_down) != (index < down):
                    self._send(self.card_node(code), QAccessible.Event.NameChanged)
        if self.focused_node() is not self._last_focus:
            self.announce_focus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            # after Qt has reported the view itself as focused
            QTimer.singleShot(0, self, self.announce_focus)
        return False

    def _view_gone(self) -> None:
        self.alive = False
        _trees.pop(id(self._view), None)


_trees: dict[int, BoardTree] = {}


def tree_of(view: BoardView) -> BoardTree:
    """The accessible tree of a board view (made at the first call)."""
    tree = _trees.get(id(view))
    if tree is None:
        tree = _trees[id(view)] = BoardTree(view)
    return tree


def board_node(obj: QObject) -> QAccessibleInterface | None:
    """The accessible interface of ``obj`` if it is a board view (see board_factory)."""
    if isinstance(obj, BoardView):
        return tree_of(obj).board_node()
    return None
