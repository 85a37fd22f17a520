"""How hard a winnable deal is: Easy, Medium or Hard.

The measure is the deal's **ease**: how far a simple greedy player
(:mod:`scorpion_qt.solver.greedy`, who plays the obvious moves and never looks ahead)
gets with it. A play-out's ease is its score when it loses, and when it wins the rule
set's highest score plus the moves it had to spare (its move limit less the moves it
took): any win ranks above any loss, and a quick win above a slow one. A deal's ease is
that of one play-out seeded 0, so it is the same on every machine and under any clock, it
needs no solver (nor the length of the solver's line), and it takes a few milliseconds a
deal (Classic) to a few tens (Relaxed, How They Run).

Each graded rule set keeps its cuts with its data (``grade_cuts`` in
:mod:`scorpion_qt.engine.rules`): the least ease of an Easy deal and of a Medium one.
They were set on 300 of each rule set's winnable daily deals
(``packaging/grade_calibration.py``) and checked on 900 others against how often the same
greedy player wins the deal in play-outs seeded otherwise
(``tests/benchmarks/bench_grades.py``): the rate falls from Easy to Medium to Hard by 1.5
times or more at each step (README). Rule sets where no cuts gave that are not graded
(``grade_cuts`` None): Three Blind Mice, where the greedy player wins nine winnable deals
in ten, and Wasp II, where one play-out did not tell Easy deals from Medium ones (more
play-outs cost more than a deal may take). Standard library only.
"""

from __future__ import annotations

import enum
import random

from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import RULES
from scorpion_qt.solver.greedy import MOVE_LIMIT, play_greedily


class Grade(enum.Enum):
    """A winnable deal's difficulty; the value is what the database and the table keep."""

    EASY = "E"
    MEDIUM = "M"
    HARD = "H"


#: per graded rule set, (least ease of an Easy deal, least ease of a Medium deal), as the
#: rule sets give them
THRESHOLDS: dict[str, tuple[int, int]] = {
    rules.id: rules.grade_cuts for rules in RULES.values() if rules.grade_cuts is not None
}

#: the rule sets whose deals have grades
GRADED_RULES = frozenset(THRESHOLDS)


def ease(position: Position) -> int:
    """The ease of a deal (its first position): see the module's text."""
    end, played = play_greedily(position, random.Random(0))
    return position.rules.max_score + MOVE_LIMIT - len(played) if end.is_won else end.score


def grade_of(position: Position) -> Grade | None:
    """The grade of a winnable deal (its first position); None under rules whose deals are
    not graded (:data:`GRADED_RULES`), without playing it."""
    cuts = THRESHOLDS.get(position.rules.id)
    return None if cuts is None else grade_by(cuts, ease(position))


def grade_by(cuts: tuple[int, int], deal_ease: int) -> Grade:
    """The grade ``deal_ease`` gives with ``cuts`` (least ease of an Easy deal, least ease
    of a Medium one)."""
    easy, medium = cuts
    if deal_ease >= easy:
        return Grade.EASY
    return Grade.MEDIUM if deal_ease >= medium else Grade.HARD


def detours(nodes: int, line_length: int) -> int:
    """The positions a search of ``nodes`` reached off its winning line of ``line_length``
    moves (never below 0): a statistic the solver's answers carry (grades no longer come
    from it)."""
    return max(0, nodes - line_length)


def grade_letter(grade: Grade | None) -> str | None:
    """What the database, the table and the jobs keep of a grade: its letter, or None."""
    return None if grade is None else grade.value
