"""An immutable Scorpion position: columns, face-down counts, reserve, foundations, score."""

from __future__ import annotations

from dataclasses import dataclass, field

from scorpion_qt.engine.cards import CARDS, Card, Suit
from scorpion_qt.engine.rules import Rules

#: ``loc`` packs a card's place as ``column << 6 | index``; -1 means reserve or foundation.
LOC_SHIFT = 6
LOC_MASK = (1 << LOC_SHIFT) - 1
NOWHERE = -1


@dataclass(frozen=True, slots=True)
class Position:
    """A position. Cards are codes (see :class:`Card`); columns list cards bottom to top.

    ``down[c]`` is how many cards at the bottom of column ``c`` are face-down.
    ``loc`` is derived (where each card lies) and is not part of equality.
    """

    rules: Rules
    columns: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    reserve: tuple[int, ...]
    foundations: tuple[Suit, ...]
    score: int
    loc: tuple[int, ...] = field(compare=False, repr=False)

    @classmethod
    def build(
        cls,
        rules: Rules,
        columns: tuple[tuple[int, ...], ...],
        down: tuple[int, ...],
        reserve: tuple[int, ...] = (),
        foundations: tuple[Suit, ...] = (),
        score: int = 0,
    ) -> Position:
        """Make a position, computing the card index."""
        return cls(rules, columns, down, reserve, foundations, score, locate(columns))

    @property
    def is_won(self) -> bool:
        return len(self.foundations) == 4

    def column_cards(self, column: int) -> tuple[Card, ...]:
        return tuple(CARDS[c] for c in self.columns[column])

    def is_face_up(self, column: int, index: int) -> bool:
        return index >= self.down[column]

    def where(self, card: Card) -> tuple[int, int] | None:
        """(column, index) of a card on the board, or None in reserve/foundation."""
        place = self.loc[card.code]
        if place == NOWHERE:
            return None
        return place >> LOC_SHIFT, place & LOC_MASK

    def with_score(self, score: int) -> Position:
        return Position(
            self.rules, self.columns, self.down, self.reserve, self.foundations, score, self.loc
        )


def locate(columns: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The ``loc`` index of a set of columns."""
    loc = [NOWHERE] * 52
    for col, cards in enumerate(columns):
        for index, code in enumerate(cards):
            loc[code] = col << LOC_SHIFT | index
    return tuple(loc)
