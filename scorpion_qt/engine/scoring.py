"""Points of the default scoring (RULES.md §4), the one-bonus-per-card rule, the timed bonus.

One same-suit bonus per card: a card earns :data:`SAME_SUIT_PLACEMENT` the first time it
is placed on its same-suit parent (the card of its suit one rank higher), never again in
that game. A position remembers which cards have had the bonus in
:attr:`Position.bonus_cards <scorpion_qt.engine.position.Position.bonus_cards>`, a bit
mask of card codes (bit ``c`` set: card ``c`` has had it). The mask is part of the
position's equality, so undo, which returns to the snapshot before a move, restores it
exactly and takes back exactly the points that move earned.

Which cards are in the mask:

- a card placed on its same-suit parent by a move (from a column or a cell), with the
  +5 it earns;
- a card that lies face-up on its face-up same-suit parent without having been placed
  there: dealt so at the start, or by the reserve's deal. It earned nothing, and it never
  earns the bonus later. This is what makes a position read from text sound: the text
  cannot say whether such a card was placed or dealt, so a position read from text
  (and every position made by ``Position.build`` without a mask) marks every face-up
  card on its face-up same-suit parent, exactly as a game from the same deal marks them,
  and a game resumed from its start text scores what the original did;
- the cards of a removed run leave the mask with the run (they never come back).

Under the rules where no card ever leaves its same-suit parent except together with it
(Classic, Scorpion II, Three Blind Mice: the bonus rule changes nothing there) the mask
is therefore always "the face-up cards on their face-up same-suit parents", and a
position read from its own text equals it. Where a card can leave its parent (Relaxed:
onto another suit; the Wasps: into an empty column; How They Run: into a cell) the mask
also keeps the cards that earned the bonus and moved on; the text does not record them,
so a game continued from a position's text (not from its start text and moves, as the
app stores games) may award such a card its bonus once more.

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
