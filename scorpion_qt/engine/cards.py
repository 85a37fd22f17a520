"""Playing cards: suits, ranks and the 52 interned card values."""

from __future__ import annotations

import enum
from dataclasses import dataclass

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "CDHS"
_UNICODE_SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S"}
RANK_NAMES = (
    "Ace",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Jack",
    "Queen",
    "King",
)


class Suit(enum.IntEnum):
    """The four suits, in the order used by card codes."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return SUIT_CHARS[self.value]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse ``C D H S`` or a unicode suit symbol; raises ``ValueError``."""
        key = _UNICODE_SUITS.get(text, text.upper())
        if len(key) != 1 or key not in SUIT_CHARS:
            raise ValueError(f"unknown suit {text!r}")
        return cls(SUIT_CHARS.index(key))


@dataclass(frozen=True, slots=True)
class Card:
    """One card. ``code`` is ``suit * 13 + rank - 1`` (0..51), the engine's compact form."""

    rank: int
    suit: Suit

    @property
    def code(self) -> int:
        return self.suit * 13 + self.rank - 1

    @property
    def name(self) -> str:
        """English name, for example ``Four of hearts``."""
        return f"{RANK_NAMES[self.rank - 1]} of {self.suit.name.lower()}"

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 1] + self.suit.letter

    @staticmethod
    def parse(text: str) -> Card:
        """Parse ``4H``, ``TS``, ``10S``, ``4♥`` (any case); raises ``ValueError``."""
        token = text.strip()
        if len(token) < 2:
            raise ValueError(f"unknown card {text!r}")
        rank_text, suit_text = token[:-1].upper(), token[-1]
        if rank_text == "10":
            rank_text = "T"
        if len(rank_text) != 1 or rank_text not in RANK_CHARS:
            raise ValueError(f"unknown card {text!r}")
        try:
            suit = Suit.parse(suit_text)
        except ValueError:
            raise ValueError(f"unknown card {text!r}") from None
        return CARDS[suit * 13 + RANK_CHARS.index(rank_text)]


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in range(1, 14))


def card_text(code: int) -> str:
    """Notation of a card code, for example ``4H``."""
    return RANK_CHARS[code % 13] + SUIT_CHARS[code // 13]


def run_codes(suit: int) -> tuple[int, ...]:
    """The codes of a complete run of ``suit``, King first (bottom) to Ace last (top)."""
    return tuple(suit * 13 + r for r in range(12, -1, -1))


RUNS: tuple[tuple[int, ...], ...] = tuple(run_codes(s) for s in range(4))
#: the bit mask of each suit's 13 card codes
RUN_BITS: tuple[int, ...] = tuple(((1 << 13) - 1) << 13 * s for s in range(4))
