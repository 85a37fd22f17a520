"""Points of the default scoring (RULES.md §4) and the optional timed bonus."""

from __future__ import annotations

SAME_SUIT_PLACEMENT = 5
CARD_TURNED_UP = 5
RUN_REMOVED = 100
TIMED_WIN_BONUS = 500
TIMED_SECONDS = 1200


def timed_bonus(elapsed_seconds: float) -> int:
    """Points added on a win under timed scoring: 500 plus max(0, 1200 - seconds)."""
    return TIMED_WIN_BONUS + max(0, TIMED_SECONDS - int(elapsed_seconds))
