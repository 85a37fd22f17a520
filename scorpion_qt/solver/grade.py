"""How hard a winnable deal is: Easy, Medium or Hard (placeholder thresholds)."""

from __future__ import annotations

import enum


class Grade(enum.Enum):
    EASY = "E"
    MEDIUM = "M"
    HARD = "H"


def grade_of(rules: str, nodes: int) -> Grade:
    return Grade.EASY if nodes < 100 else Grade.MEDIUM if nodes < 1000 else Grade.HARD


GRADE_NODE_LIMIT = 200_000
