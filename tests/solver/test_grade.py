"""Deal grades: the same everywhere, monotonic, and they mean something to a player (the
full measurement, a few hundred deals a grade: tests/benchmarks/bench_grades.py)."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import RULES, Game
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.grade import (
    GRADED_RULES,
    THRESHOLDS,
    Grade,
    ease,
    grade_by,
    grade_letter,
    grade_of,
)
from scorpion_qt.solver.greedy import MOVE_LIMIT, greedy_wins
from scorpion_qt.solver.jobs import run
from scorpion_qt.solver.protocol import WinnableAnswer, WinnableJob

#: the rule sets where no cuts of the ease made the greedy player's wins fall clearly from
#: Easy to Medium to Hard
UNGRADED = {"three-blind-mice", "wasp-ii"}

#: the ease of a few Classic deals (pinned: the same on every machine, in every version that
#: keeps the greedy player)
CLASSIC_EASE = {1: 75, 6: 1046, 14: 1048, 15: 485, 16: 205, 27: 150}


def test_the_graded_rule_sets_and_their_cuts() -> None:
    assert set(THRESHOLDS) == GRADED_RULES == set(RULES) - UNGRADED
    for rules in GRADED_RULES:
        easy, medium = THRESHOLDS[rules]
        assert easy > medium > 0
        assert THRESHOLDS[rules] == get_rules(rules).grade_cuts
    for rules in UNGRADED:
        assert grade_of(deal_position(1, get_rules(rules))) is None


@pytest.mark.parametrize("rules", sorted(GRADED_RULES))
def test_more_ease_never_makes_a_deal_harder(rules: str) -> None:
    order = [Grade.HARD, Grade.MEDIUM, Grade.EASY]
    top = get_rules(rules).max_score + MOVE_LIMIT
    grades = [order.index(grade_by(THRESHOLDS[rules], n)) for n in range(0, top + 1)]
    assert grades == sorted(grades)
    assert grade_by(THRESHOLDS[rules], 0) is Grade.HARD
    assert grade_by(THRESHOLDS[rules], top) is Grade.EASY


def test_ease_is_pinned_and_grades_follow_it() -> None:
    variant = get_rules("classic")
    for deal, pinned in CLASSIC_EASE.items():
        position = deal_position(deal, variant)
        assert ease(position) == pinned
        assert grade_of(position) is grade_by(THRESHOLDS["classic"], pinned)
    assert grade_of(deal_position(6, variant)) is Grade.EASY
    assert grade_of(deal_position(15, variant)) is Grade.MEDIUM
    assert grade_of(deal_position(27, variant)) is Grade.HARD


def test_ease_stays_within_its_range() -> None:
    for rules in sorted(RULES):
        position = deal_position(4, get_rules(rules))
        value = ease(position)
        assert 0 <= value <= position.rules.max_score + MOVE_LIMIT


def test_grade_letters() -> None:
    assert [grade_letter(g) for g in Grade] == ["E", "M", "H"]
    assert grade_letter(None) is None


def test_a_wasp_ii_search_finds_deals_of_no_grade() -> None:
    found = run(WinnableJob("wasp-ii", 10, 2.0, 50))
    assert isinstance(found, WinnableAnswer) and found.grade is None
    assert run(WinnableJob("wasp-ii", 10, 2.0, 5, "E")) is None  # no Easy Wasp II deal


def test_a_greedy_player_wins_hard_deals_less_often_than_easy_ones() -> None:
    """The sense check, on deals the cuts were not set on: Classic deals 1-300, graded
    (winnable or not), each played 6 times with other seeds."""
    variant = get_rules("classic")
    played: dict[Grade, list[int]] = {grade: [] for grade in Grade}
    for deal in range(1, 301):
        position = deal_position(deal, variant)
        grade = grade_of(position)
        assert grade is not None
        played[grade].append(greedy_wins(position, 10_000 + deal, 6))
    share = {g: sum(wins) / (6 * len(wins)) for g, wins in played.items()}
    assert all(len(wins) >= 10 for wins in played.values())
    assert share[Grade.EASY] > 1.3 * share[Grade.MEDIUM]
    assert share[Grade.MEDIUM] > share[Grade.HARD]


@pytest.mark.parametrize("grade", ["E", "H"])
def test_the_winnable_deal_search_finds_a_deal_of_the_grade_asked(grade: str) -> None:
    found = run(WinnableJob("classic", 10, 2.0, 200, grade))
    assert isinstance(found, WinnableAnswer)
    assert found.grade == grade
    assert grade_letter(grade_of(Game.new(found.deal).start)) == grade
