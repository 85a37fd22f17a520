"""An immutable Scorpion position: columns, face-down counts, reserve, cells, foundations,
score, and the cards that have earned their same-suit bonus."""

from __future__ import annotations

from dataclasses import dataclass, field

from scorpion_qt.engine.cards import CARDS, Card, Suit
from scorpion_qt.engine.rules import Rules

#: ``loc`` packs a card's place as ``column << 6 | index``; -1 means reserve, cell or
#: foundation.
LOC_SHIFT = 6
LOC_MASK = (1 << LOC_SHIFT) - 1
NOWHERE = -1


@dataclass(frozen=True, slots=True)
class Position:
    """A position. Cards are codes (see :class:`Card`); columns list cards bottom to top.

    ``down[c]`` is how many cards at the bottom of column ``c`` are face-down.
    ``cells`` holds the card code in each cell, or None for an empty cell; it has
    ``rules.cells`` entries, ``()`` for rule sets without cells. ``bonus_cards`` is a bit
    mask of the card codes that have earned their same-suit bonus this game (see
    :mod:`scorpion_qt.engine.scoring`). ``loc`` is derived (where each card lies) and is
    not part of equality.
    """

    rules: Rules
    columns: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    reserve: tuple[int, ...]
    foundations: tuple[Suit, ...]
    score: int
    cells: tuple[int | None, ...]
    bonus_cards: int
    loc: tuple[int, ...] = field(compare=False, repr=False)

    @classmethod
    def build(  # noqa: PLR0913 - a position's fields; the newer ones keyword-only, with defaults
        cls,
        rules: Rules,
        columns: tuple[tuple[int, ...], ...],
        down: tuple[int, ...],
        reserve: tuple[int, ...] = (),
        foundations: tuple[Suit, ...] = (),
        score: int = 0,
        *,
        cells: tuple[int | None, ...] | None = None,
        bonus_cards: int | None = None,
    ) -> Position:
        """Make a position, computing the card index.

        ``cells`` defaults to ``rules.cells`` empty cells, ``bonus_cards`` to none: no card
        has earned its bonus (a deal's first position, or a text that names none).
        """
        if cells is None:
            cells = (None,) * rules.cells
        return cls(
            rules,
            columns,
            down,
            reserve,
            foundations,
            score,
            cells,
            bonus_cards or 0,
            locate(columns),
        )

    @property
    def is_won(self) -> bool:
        return len(self.foundations) == 4

    def column_cards(self, column: int) -> tuple[Card, ...]:
        return tuple(CARDS[c] for c in self.columns[column])

    def where(self, card: Card) -> tuple[int, int] | None:
        """(column, index) of a card on the board, or None in reserve, cell or foundation."""
        place = self.loc[card.code]
        if place == NOWHERE:
            return None
        return place >> LOC_SHIFT, place & LOC_MASK

    def cell_of(self, card: Card) -> int | None:
        """The 0-based cell holding ``card``, or None if it is in no cell."""
        code = card.code
        for cell, held in enumerate(self.cells):
            if held == code:
                return cell
        return None

    def cell_cards(self) -> tuple[Card | None, ...]:
        """The card in each cell, None for an empty one."""
        return tuple(None if c is None else CARDS[c] for c in self.cells)

    def has_had_bonus(self, card: Card) -> bool:
        """Whether ``card`` has earned its same-suit bonus (it will not earn it again)."""
        return bool(self.bonus_cards >> card.code & 1)


def locate(columns: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The ``loc`` index of a set of columns."""
    loc = [NOWHERE] * 52
    for col, cards in enumerate(columns):
        for index, code in enumerate(cards):
            loc[code] = col << LOC_SHIFT | index
    return tuple(loc)
