"""How hard a winnable deal is: Easy, Medium or Hard.

The measure is the solver's **detours**: the positions its search reached off the winning
line it found, that is its nodes to the first win less the line's length. The search is
deterministic (a fixed move order, seeded tie-breaks), so a deal's detours are the same on
every machine and under any time limit that lets the search finish. A deal the search
wins straight away is one where the obvious moves win; a deal it wins only after long
detours is one where the obvious moves lose.

The thresholds come from each rule set's pinned daily deals of 2024-2026: Easy is the
third won with the fewest detours (with every deal tied with the last of them), and the
deals above it split in halves, Medium and Hard. So about a third of the daily deals are
each grade, but in Three Blind Mice, where the search wins four winnable deals in five
with at most one detour, those are all Easy. Each rule set keeps its thresholds with its
data (``grade_cuts`` in :mod:`scorpion_qt.engine.rules`); Wasp and Wasp II are not graded
(``packaging/grade_calibration.py`` computes the thresholds; it also checks them against a
simple greedy player, :mod:`scorpion_qt.solver.greedy`, which wins Easy deals more often
than Hard ones). Standard library only.
"""

from __future__ import annotations

import enum

from scorpion_qt.engine.rules import RULES


class Grade(enum.Enum):
    """A winnable deal's difficulty; the value is what the database and the table keep."""

    EASY = "E"
    MEDIUM = "M"
    HARD = "H"


#: the node budget deals are graded with: a deal the search does not win within it (but
#: proves winnable with more) is Hard
GRADE_NODE_LIMIT = 200_000

#: per graded rule set, (least detours of a Medium deal, least detours of a Hard deal), as
#: the rule sets give them
THRESHOLDS: dict[str, tuple[int, int]] = {
    rules.id: rules.grade_cuts for rules in RULES.values() if rules.grade_cuts is not None
}


def detours(nodes: int, line_length: int) -> int:
    """The positions a search of ``nodes`` reached off its winning line of ``line_length``
    moves (never below 0)."""
    return max(0, nodes - line_length)


#: the rule sets whose deals have grades
GRADED_RULES = frozenset(THRESHOLDS)


def grade_of(rules: str, detour_count: int) -> Grade | None:
    """The grade of a deal of ``rules`` that the search won after ``detour_count`` detours;
    None under rules whose deals are not graded (:data:`GRADED_RULES`)."""
    cuts = THRESHOLDS.get(rules)
    return None if cuts is None else grade_by(cuts, detour_count)


def grade_by(cuts: tuple[int, int], detour_count: int) -> Grade:
    """The grade ``detour_count`` detours give with thresholds ``cuts`` (least detours of a
    Medium deal, least of a Hard one)."""
    medium, hard = cuts
    if detour_count >= hard:
        return Grade.HARD
    return Grade.MEDIUM if detour_count >= medium else Grade.EASY


def grade_letter(grade: Grade | None) -> str | None:
    """What the database, the table and the jobs keep of a grade: its letter, or None."""
    return None if grade is None else grade.value
