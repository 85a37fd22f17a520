"""The accessible objects under the board view: a pile (a list of cards) and a card (an item
of that list). They have no QObject of their own: the board tree makes one of each per pile
and per card, keeps them for the view's life (Qt's accessibility cache holds them by
address) and answers their questions from the game's position."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow

from scorpion_qt.engine import CARDS, Position
from scorpion_qt.ui.access.board_piles import (
    Pile,
    face_down_count,
    pile_cards,
    pile_of,
    pile_summary,
    pile_title,
)
from scorpion_qt.ui.access.card_words import PileKind, card_name, face_down_name

if TYPE_CHECKING:
    from collections.abc import Sequence


class Tree(Protocol):
    """What a node asks of the board tree it belongs to."""

    @property
    def alive(self) -> bool: ...

    @property
    def position(self) -> Position: ...

    def board_node(self) -> QAccessibleInterface | None: ...

    def pile_node(self, pile: Pile) -> PileNode: ...

    def card_node(self, code: int) -> CardNode: ...

    def focused_node(self) -> QAccessibleInterface | None: ...

    def is_selected(self, code: int) -> bool: ...

    def can_focus(self, pile: Pile) -> bool: ...

    def pile_rect(self, pile: Pile) -> QRect: ...

    def card_rect(self, code: int) -> QRect: ...

    def window(self) -> QWindow | None: ...


def top_at(nodes: Sequence[QAccessibleInterface], x: int, y: int) -> QAccessibleInterface | None:
    """The last (uppermost) of ``nodes`` whose rect holds the screen point."""
    point = QPoint(x, y)
    for node in reversed(nodes):
        if node.rect().contains(point):
            return node
    return None


class _Node(QAccessibleInterface):
    """What piles and cards share: no QObject, the view's window, no text to set."""

    def __init__(self, tree: Tree) -> None:
        super().__init__()
        self._tree = tree

    def isValid(self) -> bool:
        return self._tree.alive

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._tree.window() if self._tree.alive else None

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """The names are the game's: nothing to set."""

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []


class PileNode(_Node):
    """The reserve, a cell, a foundation or a column: a list whose items are its cards,
    bottom to top. Its description sums it up: "7 cards: 3 face down, then ..."."""

    def __init__(self, tree: Tree, pile: Pile) -> None:
        super().__init__(tree)
        self.pile = pile

    def _cards(self) -> tuple[int, ...]:
        return pile_cards(self._tree.position, self.pile) if self._tree.alive else ()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._tree.board_node() if self._tree.alive else None

    def childCount(self) -> int:
        return len(self._cards())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cards = self._cards()
        return self._tree.card_node(cards[index]) if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if not isinstance(child, CardNode):
            return -1
        cards = self._cards()
        return cards.index(child.code) if child.code in cards else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return top_at([self._tree.card_node(c) for c in self._cards()], x, y)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        focused = self._tree.focused_node() if self._tree.alive else None
        if isinstance(focused, CardNode) and focused.code in self._cards():
            return focused
        return None

    def text(self, t: QAccessible.Text) -> str:
        if not self._tree.alive:
            return ""
        if t == QAccessible.Text.Name:
            return pile_title(self.pile)
        if t == QAccessible.Text.Description:
            return pile_summary(self._tree.position, self.pile)
        return ""

    def rect(self) -> QRect:
        return self._tree.pile_rect(self.pile) if self._tree.alive else QRect()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if self._tree.alive and self._tree.can_focus(self.pile):
            state.focusable = True
            state.focused = self._tree.focused_node() is self
        if not self._tree.alive:
            state.invisible = True
        return state


class CardNode(_Node):
    """One card, named in words ("Seven of Hearts") or "Face-down card"; its parent is the
    pile it lies in now."""

    def __init__(self, tree: Tree, code: int) -> None:
        super().__init__(tree)
        self.code = code

    def _place(self) -> tuple[Pile, int, bool]:
        """The card's pile, its index there, and whether it lies face up."""
        position = self._tree.position
        pile = pile_of(position, self.code)
        index = pile_cards(position, pile).index(self.code)
        return pile, index, index >= face_down_count(position, pile)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._tree.pile_node(self._place()[0]) if self._tree.alive else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def text(self, t: QAccessible.Text) -> str:
        if not self._tree.alive or t != QAccessible.Text.Name:
            return ""
        face_up = self._place()[2]
        return card_name(CARDS[self.code]) if face_up else face_down_name()

    def rect(self) -> QRect:
        return self._tree.card_rect(self.code) if self._tree.alive else QRect()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self._tree.alive:
            state.invisible = True
            return state
        pile, _, face_up = self._place()
        # the keyboard reaches the face-up cards of the columns and the cells' cards
        if face_up and pile.kind in (PileKind.COLUMN, PileKind.CELL):
            state.focusable = True
            state.selectable = True
            state.focused = self._tree.focused_node() is self
            state.selected = self._tree.is_selected(self.code)
        return state
