"""Shortened winning lines: still legal wins, never longer, never back to a position passed."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import RULES, Game
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.board import Board, SolverMove
from scorpion_qt.solver.search import Budget, depth_first, notation
from scorpion_qt.solver.shorten import shorten
from scorpion_qt.solver.solve import WON, solve
from tests.positions import NEARLY_WON


def positions_passed(game: Game, line: tuple[str, ...] | list[str]) -> list[bytes]:
    """The positions ``line`` passes in the engine, start and end included, as the solver
    compares them (up to interchangeable columns and cells); asserts that it wins."""
    keys = [Board(game.position).key()]
    for move in line:
        game.play(move)
        keys.append(Board(game.position).key())
    assert game.is_won
    return keys


def never_returns(keys: list[bytes]) -> bool:
    return len(set(keys)) == len(keys)


def test_a_loop_through_interchangeable_columns_is_cut_out() -> None:
    board = Board(Game.from_text(NEARLY_WON).position)
    start = board.state()
    # the King's column to an empty column and on to another: the same position each time
    detour: list[SolverMove] = [(0, 0, 2), (2, 0, 3), (1, 0, 3)]
    moves = shorten(board, start, detour, None)
    board.load(start)
    assert notation(board, moves) == ["2:AS>1"]


@pytest.mark.parametrize(("rules", "deal"), [("wasp", 5), ("wasp-ii", 4), ("classic", 3)])
def test_a_depth_first_line_comes_out_shorter_and_still_wins(rules: str, deal: int) -> None:
    position = deal_position(deal, get_rules(rules))
    board = Board(position)
    start = board.state()
    found = depth_first(board, Budget(None, None))
    assert found is not None
    board.load(start)
    long_line = notation(board, found)
    moves = shorten(board, start, found, Budget(None, None))
    board.load(start)
    line = notation(board, moves)
    assert len(line) <= len(long_line)
    keys = positions_passed(Game.new(deal, rules), line)
    assert never_returns(keys)
    assert len(line) <= 90
    if rules != "classic":  # Classic's line is short already
        assert len(line) < len(long_line) // 2


def test_wasp_deal_12_comes_out_short_under_a_node_limit() -> None:
    """The depth-first search wins Wasp deal 12 after a line of some 15,000 moves."""
    position = deal_position(12, get_rules("wasp"))
    result = solve(position, time_limit=None, node_limit=200_000)
    assert result.status == WON
    assert len(result.moves) <= 200
    assert never_returns(positions_passed(Game.new(12, "wasp"), result.moves))
    again = solve(position, time_limit=None, node_limit=200_000)
    assert (again.moves, again.nodes) == (result.moves, result.nodes)


def test_without_a_budget_only_the_shortcuts_are_left_out() -> None:
    """Without a budget for shortcuts the line still loses its loops and long detours."""
    position = deal_position(4, get_rules("wasp-ii"))
    board = Board(position)
    start = board.state()
    found = depth_first(board, Budget(None, None))
    assert found is not None
    cheap = shorten(board, start, found, None)
    full = shorten(board, start, found, Budget(None, None))
    assert len(full) <= len(cheap) <= 200 < len(found)
    board.load(start)
    keys = positions_passed(Game.new(4, "wasp-ii"), notation(board, cheap))
    assert never_returns(keys)


@pytest.mark.parametrize("rules", list(RULES))
def test_won_lines_of_every_rule_set_are_short_and_never_return(rules: str) -> None:
    won = 0
    for deal in range(1, 9):
        position = deal_position(deal, get_rules(rules))
        result = solve(position, time_limit=None, node_limit=30_000)
        if result.status != WON:
            continue
        won += 1
        assert len(result.moves) <= 200
        assert never_returns(positions_passed(Game.new(deal, rules), result.moves))
    assert won
