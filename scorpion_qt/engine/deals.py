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

Deal numbers come in two spaces. New Game and ``--deal`` deal 1 .. :data:`MAX_DEAL`
(2**32-1). Daily deals are numbered from :data:`FIRST_DAILY_DEAL` (2**32) to
:data:`LAST_DAILY_DEAL` (2**53-1, the largest integer a JSON number read as a double,
SQLite and PostgreSQL's BIGINT all hold exactly), which no New Game number reaches. The
daily space is cut into slots of :data:`DAILY_SLOT` numbers, one number of each slot per
rule set (:data:`DAILY_RULES`): ``FIRST_DAILY_DEAL + slot * DAILY_SLOT + index``, so a
daily deal number names its rule set, and two rule sets never share a daily deal, on any
date. Each rule set's candidates for a date (:func:`daily_candidates`) are a SplitMix64
stream seeded with the date and the rule set's index: slot = ``below(DAILY_SLOTS)`` for
each candidate in turn.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import Rules

if TYPE_CHECKING:
    import datetime

MASK64 = (1 << 64) - 1
MAX_DEAL = 2**32 - 1
FIRST_DAILY_DEAL = 2**32
LAST_DAILY_DEAL = 2**53 - 1
#: the rule sets' places in a slot of daily deal numbers: fixed, never reordered (a new
#: rule set takes the next free place)
DAILY_RULES = (
    "classic",
    "relaxed",
    "scorpion-ii",
    "wasp",
    "wasp-ii",
    "three-blind-mice",
    "how-they-run",
)
DAILY_SLOT = 8
DAILY_SLOTS = (LAST_DAILY_DEAL + 1 - FIRST_DAILY_DEAL) // DAILY_SLOT
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
    """``deal`` if it is a deal number: a New Game number (1 .. :data:`MAX_DEAL`) or a
    daily one (:func:`is_daily_number`); raises ``ValueError`` otherwise."""
    if (
        isinstance(deal, bool)
        or not isinstance(deal, int)
        or not (1 <= deal <= MAX_DEAL or FIRST_DAILY_DEAL <= deal <= LAST_DAILY_DEAL)
    ):
        raise ValueError(
            f"deal number must be an integer from 1 to {MAX_DEAL}, or a daily deal's "
            f"from {FIRST_DAILY_DEAL} to {LAST_DAILY_DEAL}, not {deal!r}"
        )
    return deal


def is_daily_number(deal: int) -> bool:
    """Whether ``deal`` lies in the daily deals' space (only a date's daily deals it)."""
    return FIRST_DAILY_DEAL <= deal <= LAST_DAILY_DEAL


def daily_rules_of(deal: int) -> str | None:
    """The rule set whose daily deals may have number ``deal``; None for a New Game
    number or a place of a slot no rule set holds."""
    if not is_daily_number(deal):
        return None
    index = (deal - FIRST_DAILY_DEAL) % DAILY_SLOT
    return DAILY_RULES[index] if index < len(DAILY_RULES) else None


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


def daily_candidates(date: datetime.date, rules: str = "classic") -> Iterator[int]:
    """The endless stream of candidate daily deals of ``date`` under ``rules`` (a rule set
    id of :data:`DAILY_RULES`), in order: numbers of the daily space in the rule set's
    place of their slot, so no other rule set's stream holds them."""
    try:
        index = DAILY_RULES.index(rules)
    except ValueError:
        raise ValueError(f"no daily deals for rules {rules!r}") from None
    seed = (date.year * 10000 + date.month * 100 + date.day) * DAILY_SLOT + index
    stream = SplitMix64(seed ^ _DAILY_SALT)
    while True:
        yield FIRST_DAILY_DEAL + stream.below(DAILY_SLOTS) * DAILY_SLOT + index


def daily_deal(date: datetime.date, rules: str = "classic") -> int:
    """The first candidate daily deal of ``date`` under ``rules``, the same on every
    installation (the solver chooses the first winnable one, see
    :func:`daily_candidates`)."""
    return next(daily_candidates(date, rules))
