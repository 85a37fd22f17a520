"""Par: on small positions it is the true shortest win, as a plain breadth-first search
over the engine's legal moves finds it; no par where no win was found; the same answer
every time; counted as the game counts moves."""

from __future__ import annotations

import random
from collections import deque

import pytest

from scorpion_qt.engine import RULES, Game, Position, apply, legal_moves
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.board import Board
from scorpion_qt.solver.par import PAR_NODES, find_par, moves_left
from scorpion_qt.solver.solve import WON, solve
from tests.solver.brute import random_position

_Exact = tuple[
    tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], tuple[int | None, ...]
]


class TooBig(Exception):
    """The breadth-first search met more positions than it was allowed."""


def exact(position: Position) -> _Exact:
    """The position's cards where they lie; once the reserve is dealt no rule names a
    column, so the columns are taken in sorted order (and the cells always): positions
    that differ only so are the same distance from a win."""
    cells = tuple(sorted(position.cells, key=lambda c: -1 if c is None else c))
    if position.reserve:
        return (position.columns, position.down, position.reserve, cells)
    pairs = sorted(zip(position.columns, position.down, strict=True))
    return (tuple(c for c, _ in pairs), tuple(d for _, d in pairs), (), cells)


def fewest_moves(position: Position, limit: int = 4000) -> int | None:
    """The fewest legal moves from ``position`` to a win (None: no win), by breadth-first
    search over every move the engine allows."""
    if position.is_won:
        return 0
    seen = {exact(position)}
    level = deque([position])
    depth = 0
    while level:
        depth += 1
        following: deque[Position] = deque()
        for current in level:
            for move in legal_moves(current):
                reached = apply(current, move)[0]
                if reached.is_won:
                    return depth
                key = exact(reached)
                if key not in seen:
                    seen.add(key)
                    following.append(reached)
        if len(seen) > limit:
            raise TooBig
        level = following
    return None


def plays_to_a_win(position: Position, line: tuple[str, ...]) -> bool:
    game = Game(position)
    for move in line:
        game.play(move)
    return game.is_won and game.move_count == len(line)


def check_against_bfs(position: Position) -> bool:
    """Assert par agrees with the breadth-first search; False when that search is too big."""
    try:
        fewest = fewest_moves(position)
    except TooBig:
        return False
    par = find_par(position)
    if fewest is None:
        assert par is None
        return True
    assert par is not None, position
    assert par.proven, (position, fewest, par.moves)
    assert par.moves == fewest == len(par.line), (position, fewest, par.moves)
    assert plays_to_a_win(position, par.line)
    assert moves_left(Board(position)) <= fewest
    return True


#: the Wasps let any card into an empty column: a random suit's worth of cards reaches
#: too many positions for the breadth-first search; their small positions are the ends of
#: real deals below
OPEN_RULES = ("wasp", "wasp-ii")


@pytest.mark.parametrize("rules", [rules for rules in RULES if rules not in OPEN_RULES])
def test_par_is_the_fewest_moves_on_small_random_positions(rules: str) -> None:
    rng = random.Random(f"par {rules}")
    checked = won = 0
    for _ in range(30):
        position = random_position(rng, get_rules(rules), 1)
        if check_against_bfs(position):
            checked += 1
            won += position.is_won or find_par(position) is not None
    assert checked >= 20 and won >= 5, (checked, won)


@pytest.mark.long
@pytest.mark.parametrize("rules", list(RULES))
def test_par_is_the_fewest_moves_near_the_end_of_real_deals(rules: str) -> None:
    checked = 0
    for deal in range(1, 40):
        start = deal_position(deal, get_rules(rules))
        result = solve(start, time_limit=None, node_limit=20_000)
        if result.status != WON:
            continue
        game = Game(start)
        for move in result.moves[: max(0, len(result.moves) - 9)]:
            game.play(move)
        for move in result.moves[len(result.moves) - 9 :]:
            checked += check_against_bfs(game.position)
            game.play(move)
        if checked >= 12:
            break
    assert checked >= 12


def test_a_deal_has_a_par_no_longer_than_the_solvers_line_and_the_same_every_time() -> None:
    start = deal_position(3, get_rules("classic"))
    par = find_par(start)
    assert par is not None and par == find_par(start)
    assert not par.proven and par.nodes == PAR_NODES
    assert par.moves <= len(solve(start, time_limit=None, node_limit=PAR_NODES).moves)
    assert plays_to_a_win(start, par.line)


def test_no_par_where_no_win_was_found() -> None:
    lost = deal_position(1, get_rules("classic"))  # proven lost or beyond the budget
    assert solve(lost, time_limit=None, node_limit=PAR_NODES).status != WON
    assert find_par(lost) is None
    # a win the budget is too small to find: no par either
    assert find_par(deal_position(3, get_rules("classic")), node_limit=50) is None


def test_a_won_position_has_par_0() -> None:
    game = Game(deal_position(3, get_rules("classic")))
    for move in solve(game.position, time_limit=None, node_limit=PAR_NODES).moves:
        game.play(move)
    par = find_par(game)
    assert par is not None and (par.moves, par.proven) == (0, True)
