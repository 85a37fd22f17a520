"""Positions with long columns (21 cards and more), for the tests of readable strips."""

from __future__ import annotations

from scorpion_qt.engine import CARDS, Position, Suit
from scorpion_qt.engine.notation import from_text


def _deal(lengths: tuple[int, ...], down: tuple[int, ...], removed: tuple[Suit, ...] = ()) -> str:
    """A position text: the cards not on the foundations in a fixed scrambled order, dealt
    into columns of ``lengths`` (``down`` of each face-down), the rest in the reserve."""
    left = [card for card in CARDS if card.suit not in removed]
    order = [left[(i * 17) % len(left)] for i in range(len(left))]
    lines = ["rules: classic"]
    used = sum(lengths)
    lines.append("reserve: " + (" ".join(str(c) for c in order[used:]) or "-"))
    lines.append("foundations: " + (" ".join(s.letter for s in removed) or "-"))
    start = 0
    for number, (length, hidden) in enumerate(zip(lengths, down, strict=True), 1):
        cards = [str(c) for c in order[start : start + length]]
        start += length
        if hidden:
            cards[0] = "[" + cards[0]
            cards[hidden - 1] += "]"
        lines.append(f"{number}: " + " ".join(cards))
    return "\n".join(lines) + "\n"


#: column 1: three face-down cards and nineteen face-up, a run of hearts among them
LONG_COLUMN = """\
rules: classic
reserve: 5S TS 2D
foundations: -
1: [QS 8S 2S] 3D JH TH 3S KH QH JD TC 9H 8H 7H 6H 5H 4H 3H 2H AH KD QD
2: [5D] QC 3C
3: AC 2C 6C
4: KC 4S
5: 6D 8C JS 4C 9C 8D 5C
6: AD 9D 7D TD
7: AS 7S 6S 4D 9S 7C KS JC
"""

LONG_POSITIONS = {
    "22 cards, 3 face-down": LONG_COLUMN,
    "21 face-up in the last column": _deal((5, 5, 5, 4, 4, 5, 21), (3, 3, 3, 3, 0, 0, 0)),
    "two long columns": _deal((21, 19, 3, 2, 2, 1, 1), (3, 3, 0, 0, 0, 0, 0)),
    "the reserve dealt": _deal((7, 7, 7, 21, 5, 3, 2), (3, 3, 3, 0, 0, 0, 0)),
    "a run removed": _deal((21, 6, 4, 3, 2, 2, 1), (0, 3, 3, 0, 0, 0, 0), (Suit.SPADES,)),
}

#: a column of ROOM_CARDS (24) cards, all face-up: the longest that keeps the deal's card size
ROOM_COLUMN = _deal((5, 5, 24, 5, 5, 4, 4), (3, 3, 0, 3, 3, 0, 0))
#: a column of 32 cards, 3 of them face-down: longer than the room any card size leaves
OVER_ROOM_COLUMN = _deal((32, 4, 4, 4, 4, 2, 2), (3, 3, 3, 3, 0, 0, 0))


def long_positions() -> dict[str, Position]:
    return {name: from_text(text) for name, text in LONG_POSITIONS.items()}
