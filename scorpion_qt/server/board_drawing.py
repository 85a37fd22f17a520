"""A position laid out for the replay page's SVG: each card's place and face, the
reserve, the cells and the foundations as the rule set has them (RULES.md §1, §6).

A pure function of the position: the page's template draws what it gives (Jinja2, with
autoescape), so no text of the page is made here. Covered cards show the top strip of
their face, where their rank and suit are written; face-down cards show their back."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion_qt.engine.cards import CARDS, Card
from scorpion_qt.engine.position import Position

#: a card's size, and the gaps between columns and around the board (SVG units)
CARD_WIDTH = 64
CARD_HEIGHT = 90
GAP = 12
MARGIN = 12
#: the step down a column over a face-down and over a face-up card
DOWN_STEP = 12
UP_STEP = 26
#: the step between the reserve's cards (their count shows)
RESERVE_STEP = 6
#: room above the columns for their numbers, and above the top row for its labels
LABEL_ROOM = 18
#: ranks as a card's corner shows them (10, not T)
RANK_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@dataclass(frozen=True, slots=True)
class CardShape:
    """A card at (``x``, ``y``): face up (``label`` its rank and suit symbol, ``red`` its
    colour, ``name`` in words) or down (its back: ``label`` and ``name`` empty);
    ``marked``: moved by the step shown; ``whole``: nothing covers it (its face shows
    whole, a big suit symbol in its middle)."""

    x: int
    y: int
    face_up: bool
    label: str
    name: str
    red: bool
    marked: bool
    whole: bool

    @property
    def symbol(self) -> str:
        """The suit's symbol (empty for a back)."""
        return self.label[-1:]


@dataclass(frozen=True, slots=True)
class Slot:
    """An empty place (a column, a cell, a foundation, the dealt reserve) at (``x``,
    ``y``), and its ``label`` above or inside it."""

    x: int
    y: int
    label: str


@dataclass(frozen=True, slots=True)
class Label:
    """A short text (a column's number, a pile's name) centred at (``x``, ``y``)."""

    x: int
    y: int
    text: str


@dataclass(frozen=True, slots=True)
class Drawing:
    """Everything the SVG shows, in drawing order (slots, then cards bottom first)."""

    width: int
    height: int
    slots: tuple[Slot, ...]
    cards: tuple[CardShape, ...]
    labels: tuple[Label, ...]


def face(card: Card, x: int, y: int, marked: bool, whole: bool) -> CardShape:
    label = RANK_LABELS[card.rank - 1] + card.suit.symbol
    return CardShape(x, y, True, label, card.name, card.suit.is_red, marked, whole)


def back(x: int, y: int, marked: bool = False) -> CardShape:
    return CardShape(x, y, False, "", "", False, marked, False)


def draw(position: Position, marked: frozenset[int] = frozenset()) -> Drawing:
    """``position`` laid out: the top row (reserve, cells, foundations), then the columns
    under their numbers. ``marked``: the codes of the cards the step moved or dealt."""
    columns = position.rules.columns
    width = 2 * MARGIN + columns * CARD_WIDTH + (columns - 1) * GAP
    parts = _Parts([], [], [])
    top = MARGIN + LABEL_ROOM
    _top_row(position, marked, parts, top, width)
    columns_top = top + CARD_HEIGHT + GAP + LABEL_ROOM
    bottom = columns_top + CARD_HEIGHT
    for column in range(columns):
        x = MARGIN + column * (CARD_WIDTH + GAP)
        parts.labels.append(Label(x + CARD_WIDTH // 2, columns_top - 6, str(column + 1)))
        bottom = max(bottom, _column(position, column, marked, parts, x, columns_top))
    return Drawing(
        width, bottom + MARGIN, tuple(parts.slots), tuple(parts.cards), tuple(parts.labels)
    )


@dataclass(frozen=True, slots=True)
class _Parts:
    """What :func:`draw` gathers, in drawing order."""

    slots: list[Slot]
    cards: list[CardShape]
    labels: list[Label]


def _top_row(
    position: Position, marked: frozenset[int], parts: _Parts, top: int, width: int
) -> None:
    """The reserve (its cards' backs, or the place it was dealt from) and the cells at the
    left, the foundations at the right (a completed run shown by its King)."""
    x = MARGIN
    if position.rules.reserve_size:
        parts.labels.append(Label(x + CARD_WIDTH // 2, top - 6, "Reserve"))
        for index in range(len(position.reserve)):
            parts.cards.append(back(x + index * RESERVE_STEP, top))
        if not position.reserve:
            parts.slots.append(Slot(x, top, "dealt"))
        x += CARD_WIDTH + GAP
    for number, held in enumerate(position.cells, start=1):
        parts.labels.append(Label(x + CARD_WIDTH // 2, top - 6, f"Cell {number}"))
        if held is None:
            parts.slots.append(Slot(x, top, ""))
        else:
            parts.cards.append(face(CARDS[held], x, top, held in marked, True))
        x += CARD_WIDTH + GAP
    x = width - MARGIN - 4 * CARD_WIDTH - 3 * GAP
    parts.labels.append(Label(x + (4 * CARD_WIDTH + 3 * GAP) // 2, top - 6, "Foundations"))
    for index in range(4):
        if index < len(position.foundations):
            king = CARDS[position.foundations[index] * 13 + 12]
            parts.cards.append(face(king, x, top, False, True))
        else:
            parts.slots.append(Slot(x, top, ""))
        x += CARD_WIDTH + GAP


def _column(
    position: Position, column: int, marked: frozenset[int], parts: _Parts, x: int, top: int
) -> int:
    """A column's cards from ``top`` down (its face-down cards' backs first), or its empty
    place; where its last card ends."""
    codes = position.columns[column]
    if not codes:
        parts.slots.append(Slot(x, top, ""))
        return top + CARD_HEIGHT
    down = position.down[column]
    y = top
    for index, code in enumerate(codes):
        if index:
            y += DOWN_STEP if index <= down else UP_STEP
        if index < down:
            parts.cards.append(back(x, y))
        else:
            whole = index == len(codes) - 1
            parts.cards.append(face(CARDS[code], x, y, code in marked, whole))
    return y + CARD_HEIGHT
