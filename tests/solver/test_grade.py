"""Deal grades: machine-independent, monotonic, and they mean something to a player."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import RULES, Game
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.grade import (
    GRADE_NODE_LIMIT,
    GRADED_RULES,
    THRESHOLDS,
    Grade,
    detours,
    grade_by,
    grade_letter,
    grade_of,
)
from scorpion_qt.solver.greedy import greedy_wins
from scorpion_qt.solver.jobs import run
from scorpion_qt.solver.protocol import WinnableAnswer, WinnableJob
from scorpion_qt.solver.solve import solve

PLAYOUTS = 10


def test_every_rule_set_but_the_wasps_has_thresholds() -> None:
    assert set(THRESHOLDS) == GRADED_RULES == set(RULES) - {"wasp", "wasp-ii"}
    for rules in ("wasp", "wasp-ii"):  # their detours told nothing: no grades
        assert grade_of(rules, 0) is None
        assert grade_of(rules, 10**9) is None


@pytest.mark.parametrize("rules", sorted(GRADED_RULES))
def test_more_detours_never_make_a_deal_easier(rules: str) -> None:
    order = [Grade.EASY, Grade.MEDIUM, Grade.HARD]
    grades = [order.index(grade_by(THRESHOLDS[rules], n)) for n in range(0, 50_000, 7)]
    assert grades == sorted(grades)
    assert grade_of(rules, 0) is Grade.EASY
    assert grade_of(rules, 10**9) is Grade.HARD


def test_grade_letters() -> None:
    assert [grade_letter(g) for g in Grade] == ["E", "M", "H"]
    assert grade_letter(None) is None


def test_detours_do_not_depend_on_the_clock() -> None:
    """The measure comes from a deterministic search: a time limit that lets it finish
    gives the nodes a node limit gives."""
    for deal in (3, 14, 24):
        timed = solve(Game.new(deal), time_limit=30)
        counted = solve(Game.new(deal), time_limit=None, node_limit=GRADE_NODE_LIMIT)
        assert timed.status == counted.status == "won"
        assert (timed.nodes, timed.moves) == (counted.nodes, counted.moves)
        assert detours(timed.nodes, len(timed.moves)) >= 0


def test_a_wasp_search_finds_deals_of_no_grade() -> None:
    found = run(WinnableJob("wasp", 10, 2.0, 50))
    assert isinstance(found, WinnableAnswer) and found.grade is None
    assert run(WinnableJob("wasp", 10, 2.0, 5, "E")) is None  # no Easy Wasp deal


def test_a_greedy_player_wins_hard_deals_less_often_than_easy_ones() -> None:
    """The sense check: on Classic deals 1-600, a simple greedy player (no look-ahead, seeded
    tie-breaks) wins the Easy deals far more often than the Hard ones."""
    variant = get_rules("classic")
    played: dict[Grade, list[int]] = {grade: [] for grade in Grade}
    for deal in range(1, 601):
        position = deal_position(deal, variant)
        result = solve(position, time_limit=None, node_limit=GRADE_NODE_LIMIT)
        if result.status != "won":
            continue
        grade = grade_by(THRESHOLDS["classic"], detours(result.nodes, len(result.moves)))
        played[grade].append(greedy_wins(position, deal, PLAYOUTS))
    share = {g: sum(wins) / (PLAYOUTS * len(wins)) for g, wins in played.items()}
    assert all(len(wins) >= 10 for wins in played.values())
    assert share[Grade.EASY] > share[Grade.MEDIUM] > share[Grade.HARD]
    assert share[Grade.EASY] >= 2 * share[Grade.HARD]


@pytest.mark.parametrize("grade", ["E", "H"])
def test_the_winnable_deal_search_finds_a_deal_of_the_grade_asked(grade: str) -> None:
    found = run(WinnableJob("classic", 10, 2.0, 200, grade))
    assert isinstance(found, WinnableAnswer)
    assert found.grade == grade
    deal = found.deal
    result = solve(Game.new(deal), time_limit=None, node_limit=GRADE_NODE_LIMIT)
    assert result.status == "won"
    assert grade_letter(grade_of("classic", detours(result.nodes, len(result.moves)))) == grade
    assert found.detours == detours(result.nodes, len(result.moves))
