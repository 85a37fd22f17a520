"""Points of the default scoring (RULES.md §4), the one-bonus-per-card rule, the timed bonus.

One same-suit bonus per card: a card earns :data:`SAME_SUIT_PLACEMENT` the first time it
is placed on its same-suit parent (the card of its suit one rank higher) by a move, from
a column or a cell, never again in that game. A position remembers the cards that have
earned it in :attr:`Position.bonus_cards
<scorpion_qt.engine.position.Position.bonus_cards>`, a bit mask of card codes (bit ``c``
set: card ``c`` has earned it). The mask is part of the position's equality, so undo,
which returns to the snapshot before a move, restores it exactly and takes back exactly
the points that move earned; the cards of a removed run leave it with the run (they never
come back).

A card that lies on its same-suit parent without having been placed there (dealt so at
the start, or by the reserve's deal) has earned nothing: moved away and back by a move,
it earns its bonus then, once. Under the rules where a card never leaves its same-suit
parent but together with it (Classic, Scorpion II, Three Blind Mice) that cannot happen;
where it can (Relaxed: onto another suit; the Wasps: into an empty column; How They Run:
into a cell) it does.

The position text (RULES.md §7, :mod:`scorpion_qt.engine.notation`) records the mask in
an optional ``bonus:`` line listing those cards, so a game continued from any text scores
as the game it came from would; a text without the line names no card that has earned it.

The maximum score of a rule set is :attr:`Rules.max_score
<scorpion_qt.engine.rules.Rules.max_score>`.
"""

from __future__ import annotations

SAME_SUIT_PLACEMENT = 5
CARD_TURNED_UP = 5
RUN_REMOVED = 100
TIMED_WIN_BONUS = 500
TIMED_SECONDS = 1200


def timed_bonus(elapsed_seconds: float) -> int:
    """Points added on a win under timed scoring: 500 plus max(0, 1200 - seconds)."""
    return TIMED_WIN_BONUS + max(0, TIMED_SECONDS - int(elapsed_seconds))
