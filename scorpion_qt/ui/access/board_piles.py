"""The board's piles as a screen reader walks them, read from the engine's position: which
piles a rule set has, the cards each holds (bottom to top) and where a card lies."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion_qt.engine import CARDS, Position
from scorpion_qt.ui.access.card_words import PileKind, column_summary, pile_name


@dataclass(frozen=True, slots=True)
class Pile:
    """A pile: its kind and 0-based index (0 for the reserve)."""

    kind: PileKind
    index: int = 0


RESERVE = Pile(PileKind.RESERVE)


def board_piles(position: Position) -> tuple[Pile, ...]:
    """The piles in reading order: the top row left to right (the reserve in the rule sets
    that deal one, or the cells; then the four foundations), then the columns."""
    rules = position.rules
    reserve = (RESERVE,) if rules.reserve_size else ()
    cells = tuple(Pile(PileKind.CELL, i) for i in range(rules.cells))
    foundations = tuple(Pile(PileKind.FOUNDATION, i) for i in range(4))
    columns = tuple(Pile(PileKind.COLUMN, i) for i in range(rules.columns))
    return reserve + cells + foundations + columns


def pile_cards(position: Position, pile: Pile) -> tuple[int, ...]:
    """The card codes a pile holds, bottom to top (a foundation's run from its Ace up to the
    King it shows)."""
    if pile.kind is PileKind.RESERVE:
        return position.reserve
    if pile.kind is PileKind.CELL:
        held = position.cells[pile.index] if pile.index < len(position.cells) else None
        return () if held is None else (held,)
    if pile.kind is PileKind.FOUNDATION:
        if pile.index >= len(position.foundations):
            return ()
        suit = position.foundations[pile.index]
        return tuple(suit * 13 + rank0 for rank0 in range(13))
    return position.columns[pile.index] if pile.index < len(position.columns) else ()


def face_down_count(position: Position, pile: Pile) -> int:
    """How many of a pile's lowest cards lie face down (the reserve's all of them)."""
    if pile.kind is PileKind.RESERVE:
        return len(position.reserve)
    if pile.kind is PileKind.COLUMN and pile.index < len(position.down):
        return position.down[pile.index]
    return 0


def pile_of(position: Position, code: int) -> Pile:
    """The pile card ``code`` lies in."""
    where = position.where(CARDS[code])
    if where is not None:
        return Pile(PileKind.COLUMN, where[0])
    cell = position.cell_of(CARDS[code])
    if cell is not None:
        return Pile(PileKind.CELL, cell)
    if code in position.reserve:
        return RESERVE
    return Pile(PileKind.FOUNDATION, position.foundations.index(CARDS[code].suit))


def pile_title(pile: Pile) -> str:
    """A pile's name: "Column 3"."""
    return pile_name(pile.kind, pile.index)


def pile_summary(position: Position, pile: Pile) -> str:
    """What a pile holds, in one line (see card_words.column_summary)."""
    cards = pile_cards(position, pile)
    return column_summary([CARDS[c] for c in cards], face_down_count(position, pile))
