"""Do the grades mean what they say? Per rule set, how often a greedy player wins the Easy,
Medium and Hard deals, and how long grading a deal takes.

The deals are winnable daily deals from the shipped tables, rows 600 on (the grade cuts
were set on rows 0-299: these are others); each deal's wins are counted over play-outs
seeded apart from the grade's own (10,000 + the deal). In a graded rule set the win rate
must fall from Easy to Medium to Hard by at least 1.3 times at each step. Ungraded rule
sets are measured with the cuts they would have had, for the record. Deals per rule set:
SCORPION_GRADE_DEALS (900).

Run: ``.venv/bin/python -m pytest -m benchmark tests/benchmarks/bench_grades.py -s``
"""

from __future__ import annotations

import gzip
import os
import time

import pytest

from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import RULES, get_rules
from scorpion_qt.package_files import daily_table_file
from scorpion_qt.solver.grade import GRADED_RULES, Grade, ease, grade_by
from scorpion_qt.solver.greedy import greedy_wins

pytestmark = pytest.mark.benchmark

FIRST_ROW = 600
DEALS = int(os.environ.get("SCORPION_GRADE_DEALS", "900"))
PLAYOUTS = 4
LEAST_RATIO = 1.3


def table_deals(rules: str) -> list[int]:
    """Deal numbers of the shipped daily table's rows FIRST_ROW.. (after its header)."""
    with gzip.open(daily_table_file(rules), "rt", encoding="ascii") as table:
        rows = table.read().splitlines()[1:]
    return [int(row.split()[0]) for row in rows[FIRST_ROW : FIRST_ROW + DEALS]]


@pytest.mark.parametrize("rules", list(RULES))
def test_greedy_wins_fall_from_easy_to_hard(rules: str) -> None:
    variant = get_rules(rules)
    cuts = variant.grade_cuts
    wins = dict.fromkeys(Grade, 0)
    deals = dict.fromkeys(Grade, 0)
    grading = 0.0
    for deal in table_deals(rules):
        position = deal_position(deal, variant)
        started = time.perf_counter()
        value = ease(position)
        grading += time.perf_counter() - started
        if cuts is None:
            continue
        grade = grade_by(cuts, value)
        deals[grade] += 1
        wins[grade] += greedy_wins(position, 10_000 + deal, PLAYOUTS)
    mean_ms = grading / DEALS * 1000
    if cuts is None:
        print(f"\n{rules}: not graded; grading would take {mean_ms:.1f} ms a deal")
        assert rules not in GRADED_RULES
        return
    rates = {g: wins[g] / max(1, deals[g] * PLAYOUTS) for g in Grade}
    easy, medium, hard = (rates[g] for g in Grade)
    ratios = (easy / medium if medium else float("inf"), medium / hard if hard else float("inf"))
    print(
        f"\n{rules}: greedy wins Easy {easy:.1%} ({deals[Grade.EASY]} deals), Medium"
        f" {medium:.1%} ({deals[Grade.MEDIUM]}), Hard {hard:.1%} ({deals[Grade.HARD]});"
        f" Easy/Medium {ratios[0]:.2f}, Medium/Hard {ratios[1]:.2f};"
        f" {mean_ms:.1f} ms a deal to grade"
    )
    assert min(ratios) >= LEAST_RATIO, rules
