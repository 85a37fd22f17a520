"""solve(): won lines replay in the engine, "lost" only when proven, budgets give "unknown"."""

from __future__ import annotations

import dataclasses
import random

import pytest

from scorpion_qt.engine import CLASSIC, RELAXED, Game, Rules, from_text
from scorpion_qt.solver.solve import LOST, UNKNOWN, WON, SolveResult, solve
from tests.rule_book import RULE_BOOK_DEAL
from tests.solver.brute import SCALE, random_position, winnable

# RULES.md §1's example deal with its bracketed face-down cards (the rule book does not
# show them): with these it is lost, see test_the_rule_books_example_deal_is_dead.
EXAMPLE = RULE_BOOK_DEAL

# Every card face-up, reserve dealt: the last runs only need putting together.
NEAR_WON = """\
rules: classic
reserve: -
foundations: S H
1: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2C AC
2: 3C
3: KC QC JC TC 9C 8C 7C 6C 5C 4C
4: 2D AD
5:
6:
7:
"""

# Cards face-down under their own successors: 6H can never turn up (5H lies on it).
DEAD = """\
rules: classic
reserve: -
foundations: S D
1: [KH 6H] 5H 4H 3H 2H AH
2: QH JH TH 9H 8H 7H
3: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
4:
5:
6:
7:
"""

CLASSIC_WON_DEALS = (3, 6, 14, 24, 32, 35, 59, 61, 69, 70, 75)  # the wins among deals 1-80
RELAXED_DEALS = range(1, 21)


def replays_to_win(game: Game, moves: tuple[str, ...]) -> bool:
    for move in moves:
        game.play(move)
    return game.is_won


def test_the_rule_books_example_deal_is_dead() -> None:
    """QH (on face-down JD) can only go onto KH, which 4D covers; 4D can only go onto 5D,
    face-down under JD; JD turns up only when QH leaves it. None can move first."""
    result = solve(Game.from_text(EXAMPLE), time_limit=10)
    assert result.status == LOST
    assert result.proof == "static"


def test_a_won_deal_gives_a_line_that_replays() -> None:
    result = solve(Game.new(3), time_limit=10)
    assert result.status == WON
    assert replays_to_win(Game.new(3), result.moves)
    assert result.hint == result.moves[0]
    assert result.nodes > 0
    assert result.seconds > 0


@pytest.mark.parametrize("deal", range(1, 61))
def test_classic_deals_are_decided_and_wins_replay(deal: int) -> None:
    result = solve(Game.new(deal), time_limit=20)
    assert result.status in (WON, LOST)
    if result.status == WON:
        assert replays_to_win(Game.new(deal), result.moves)
    else:
        assert result.moves == ()
        assert result.hint is None


@pytest.mark.parametrize("deal", CLASSIC_WON_DEALS)
def test_known_winnable_classic_deals_are_won(deal: int) -> None:
    result = solve(Game.new(deal), time_limit=20)
    assert result.status == WON
    assert replays_to_win(Game.new(deal), result.moves)


@pytest.mark.parametrize("deal", RELAXED_DEALS)
def test_relaxed_deals_are_won_and_the_lines_replay(deal: int) -> None:
    result = solve(Game.new(deal, "relaxed"), time_limit=20)
    assert result.status == WON
    assert replays_to_win(Game.new(deal, "relaxed"), result.moves)


def test_the_line_starts_from_the_games_current_position() -> None:
    game = Game.new(3)
    first = solve(game, time_limit=10)
    game.play(first.moves[0])
    result = solve(game, time_limit=10)
    assert result.status == WON
    assert replays_to_win(game, result.moves)


def test_a_position_is_accepted_as_well_as_a_game() -> None:
    from_position = solve(from_text(NEAR_WON), time_limit=5)
    from_game = solve(Game.from_text(NEAR_WON), time_limit=5)
    assert from_position.status == from_game.status == WON
    assert from_position.moves == from_game.moves
    assert replays_to_win(Game.from_text(NEAR_WON), from_position.moves)


def test_a_near_won_position_is_finished() -> None:
    result = solve(Game.from_text(NEAR_WON), time_limit=5)
    assert result.moves == ("2:3C>3", "1:2C>3", "4:2D>1")


def test_a_won_game_needs_no_moves() -> None:
    game = Game.from_text(NEAR_WON)
    for move in ("2:3C>3", "1:2C>3", "4:2D>1"):
        game.play(move)
    assert game.is_won
    result = solve(game)
    assert result.status == WON
    assert result.moves == ()


def test_a_statically_dead_position_is_lost_without_search() -> None:
    result = solve(Game.from_text(DEAD))
    assert result.status == LOST
    assert result.proof == "static"
    assert result.moves == ()


def test_a_position_without_moves_is_lost() -> None:
    text = DEAD.replace("2: QH JH TH 9H 8H 7H", "2: 7H 8H 9H TH JH QH")
    game = Game.from_text(text)
    assert game.legal_moves() != []  # the Kings can still move about
    assert solve(game).status == LOST


BUDGET_DEALS = (3, 8, 14, 131)  # in Classic: won, lost by search, won, lost by search


@pytest.fixture(scope="module")
def full_results() -> dict[tuple[int, str], SolveResult]:
    return {
        (deal, rules): solve(Game.new(deal, rules), time_limit=30)
        for deal in BUDGET_DEALS
        for rules in ("classic", "relaxed")
    }


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
@pytest.mark.parametrize("limit", [1, 2, 10, 100, 1000])
def test_a_tiny_node_budget_gives_unknown_never_lost(
    rules: str, limit: int, full_results: dict[tuple[int, str], SolveResult]
) -> None:
    for deal in BUDGET_DEALS:
        full = full_results[deal, rules]
        assert full.status != UNKNOWN
        small = solve(Game.new(deal, rules), time_limit=None, node_limit=limit)
        if full.proof == "static":
            assert small.status == LOST
        else:
            assert small.status in (full.status, UNKNOWN)
            assert small.status == UNKNOWN or small.nodes <= limit


def test_a_zero_time_budget_gives_unknown_never_lost() -> None:
    result = solve(Game.new(8), time_limit=0.0)
    assert result.status == UNKNOWN
    assert result.moves == ()


def test_node_budgets_are_deterministic() -> None:
    first = solve(Game.new(261), time_limit=None, node_limit=5000)
    second = solve(Game.new(261), time_limit=None, node_limit=5000)
    assert (first.status, first.moves, first.nodes) == (second.status, second.moves, second.nodes)


def test_the_result_is_frozen() -> None:
    result = solve(Game.new(1))
    assert isinstance(result, SolveResult)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.status = WON  # type: ignore[misc]


@pytest.mark.parametrize(("rules", "count"), [(CLASSIC, 60 * SCALE), (RELAXED, 40 * SCALE)])
def test_solve_agrees_with_an_exhaustive_search_on_small_positions(
    rules: Rules, count: int
) -> None:
    rng = random.Random(2024)
    statuses = set()
    for _ in range(count):
        position = random_position(rng, rules, board_suits=1)
        result = solve(position, time_limit=None)
        assert result.status == (WON if winnable(position) else LOST), position
        if result.status == WON:
            game = Game(position)
            assert replays_to_win(game, result.moves)
        statuses.add(result.status)
    assert statuses == {WON, LOST}
