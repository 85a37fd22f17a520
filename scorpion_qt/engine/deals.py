"""Stable deals: a documented PRNG, the shuffle, the layout, and the daily deal number.

The deal for a number must never change, on any platform or Python version, so nothing
here uses :mod:`random`. The generator is SplitMix64 (Steele, Lea & Flood, 2014):

    state = (state + 0x9E3779B97F4A7C15) mod 2**64
    z = state
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 mod 2**64
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB mod 2**64
    output z ^ (z >> 31)

seeded with the deal number. The deck starts in code order (clubs, diamonds, hearts,
spades; Ace to King within a suit) and is shuffled by Fisher–Yates from the last position
down: for i = 51..1, j = uniform(0..i) drawn by rejection (no modulo bias), swap i and j.
The shuffled deck is dealt by the rule set's layout, column by column: in Classic column 1
takes cards 0–6 bottom to top, column 2 cards 7–13, and so on; the remaining cards are the
reserve in dealing order. The Three Blind Mice family deals cards 0–49 into 10 columns of
5 and cards 50 and 51 face-up into cells 1 and 2 (no reserve). Every rule set deals the
same shuffled deck for a number, so Relaxed, Scorpion II and the Wasps lay out the same
cards as Classic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import Rules

if TYPE_CHECKING:
    import datetime

MASK64 = (1 << 64) - 1
MAX_DEAL = 2**32 - 1
_DAILY_SALT = 0x5C0A_F10D_DA11_DEA1


class SplitMix64:
    """The SplitMix64 generator (see the module docstring)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """Uniform integer in ``0 .. bound-1``, by rejection."""
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            value = self.next()
            if value < limit:
                return value % bound


def check_deal_number(deal: int) -> int:
    if isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= MAX_DEAL:
        raise ValueError(f"deal number must be an integer from 1 to {MAX_DEAL}, not {deal!r}")
    return deal


def shuffled_deck(deal: int) -> list[int]:
    """The 52 card codes of deal ``deal`` in dealing order."""
    rng = SplitMix64(check_deal_number(deal))
    deck = list(range(52))
    for i in range(51, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_position(deal: int, rules: Rules) -> Position:
    """The starting position of deal ``deal`` under ``rules``."""
    deck = shuffled_deck(deal)
    columns: list[tuple[int, ...]] = []
    start = 0
    for size in rules.column_sizes:
        columns.append(tuple(deck[start : start + size]))
        start += size
    reserve = tuple(deck[start : start + rules.reserve_size])
    start += rules.reserve_size
    cells = tuple(deck[start : start + rules.cells])
    return Position.build(rules, tuple(columns), rules.face_down, reserve, cells=cells)


def daily_deal(date: datetime.date) -> int:
    """A deal number for a calendar date, the same on every installation."""
    seed = date.year * 10000 + date.month * 100 + date.day
    value = SplitMix64(seed ^ _DAILY_SALT).next()
    return value % MAX_DEAL + 1
