"""Where a game slipped away: the turning point, checked against real games and an
exhaustive search."""

from __future__ import annotations

import random

import pytest

from scorpion_qt.engine import CLASSIC, SCORPION_II, WASP, Game, Move, Position, apply, legal_moves
from scorpion_qt.engine.rules import Rules
from scorpion_qt.solver.analysis import Analysis, analyse, line_positions
from scorpion_qt.solver.solve import solve
from tests.solver.brute import SCALE, TooBig, random_position, winnable

#: Classic deal 3 as a player played it: the solver's winning line for 12 moves, then
#: 3:AS>2 (the game is lost from there on), then what came to hand until no move was left
PLAYED_DEAL = 3
PLAYED = [
    "3:4S>1",
    "1:5S>2",
    "2:AC>1",
    "5:3S>2",
    "4:8C>5",
    "6:4D>2",
    "6:TD>3",
    "2:9D>3",
    "7:2S>2",
    "2:TS>6",
    "1:2C>7",
    "5:8S>1",
    "3:AS>2",
    "3:7D>5",
    "5:5D>3",
    "deal",
    "5:9C>3",
    "7:TH>2",
    "2:KS>5",
    "3:TC>2",
    "3:KD>7",
    "5:QH>3",
    "1:QS>5",
    "3:6S>1",
]


def played_game() -> Game:
    return Game.replay(PLAYED, deal=PLAYED_DEAL)


def wins(position: Position, line: tuple[str, ...]) -> bool:
    for text in line:
        position = apply(position, Move.parse(text))[0]
    return position.is_won


def test_a_played_game_turns_at_the_move_that_lost_it() -> None:
    game = played_game()
    result = analyse(game, time_limit=30)
    assert result.complete
    assert result.winnable_at_start is True
    assert result.turning_point == 12
    assert game.moves[result.turning_point] == "3:AS>2"
    positions = line_positions(game)
    before = positions[result.turning_point]
    # the better line starts with another move and wins from the position before it
    assert result.better_line
    assert result.better_line[0] != "3:AS>2"
    assert wins(before, result.better_line)
    # and every position after the turning point is proven lost
    assert solve(positions[result.turning_point + 1], time_limit=30).status == "lost"
    assert set(result.statuses[result.turning_point + 1 :]) == {"lost"}
    assert result.statuses[result.turning_point] == "won"


def test_a_game_never_winnable_has_no_turning_point() -> None:
    deal = next(d for d in range(1, 100) if solve(Game.new(d), time_limit=10).status == "lost")
    game = Game.new(deal)
    rng = random.Random(deal)
    while game.legal_moves() and len(game.moves) < 30:
        game.play(rng.choice(game.legal_moves()))
    result = analyse(game, time_limit=30)
    assert result.winnable_at_start is False
    assert result.turning_point is None
    assert result.better_line == ()
    assert result.complete
    assert result.grade is None
    assert result.calls == 1  # a lost start says everything


def test_a_won_game_never_became_lost() -> None:
    game = Game.new(PLAYED_DEAL)
    for move in solve(game, time_limit=10).moves:
        game.play(move)
    result = analyse(game, time_limit=30)
    assert game.is_won
    assert result.turning_point is None
    assert result.winnable_at_start is True
    assert result.complete
    assert set(result.statuses) == {"won"}
    assert result.grade is not None


def test_an_unfinished_winnable_game_has_no_turning_point_yet() -> None:
    game = Game.replay(PLAYED[:8], deal=PLAYED_DEAL)
    result = analyse(game, time_limit=30)
    assert result.turning_point is None
    assert result.complete
    assert result.statuses[-1] == "won"


def test_a_spent_budget_says_so() -> None:
    result = analyse(played_game(), time_limit=None, node_limit=1)
    assert not result.complete
    assert result.turning_point is None
    assert result.winnable_at_start is None


def test_the_analysis_reads_back_from_json() -> None:
    result = analyse(played_game(), time_limit=30)
    assert Analysis.from_json(result.to_json()) == result
    with pytest.raises(ValueError, match="not an analysis"):
        Analysis.from_json({"statuses": "WX", "rules": "classic"})


def _king_shuttle(game: Game) -> tuple[str, str] | None:
    """Two moves that take the position there and back (a block between columns)."""
    for move in game.legal_moves():
        there = game.copy()
        there.play(move)
        for back in there.legal_moves():
            again = there.copy()
            again.play(back)
            if again.position.columns == game.position.columns:
                return str(move), str(back)
    return None


def test_a_long_game_costs_a_few_solver_calls() -> None:
    """A 200-move game: binary search, not a call per position."""
    for deal in range(1, 400):
        game = Game.new(deal, WASP)
        line = solve(game, time_limit=10).moves
        if not line:
            continue
        for count, move in enumerate(line[:60]):
            game.play(move)
            shuttle = _king_shuttle(game)
            if shuttle is not None and count > 5:
                break
        else:
            continue
        assert shuttle is not None
        for _ in range(100):
            game.play(shuttle[0])
            game.play(shuttle[1])
        turning = len(game.moves)
        losing = [m for m in game.legal_moves() if _lost_after(game, m)]
        if not losing:
            continue
        game.play(losing[0])
        break
    else:
        pytest.fail("no deal gave a long game with a losing move")
    assert len(game.moves) > 200
    result = analyse(game, time_limit=60)
    assert result.turning_point == turning
    assert result.calls <= 2 + 2 * len(game.moves).bit_length()


def _lost_after(game: Game, move: Move) -> bool:
    after = game.copy()
    after.play(move)
    return solve(after, time_limit=10).status == "lost"


def _exhaustive_turning_point(positions: list[Position]) -> int | None:
    known = [winnable(p) for p in positions]
    for index in range(len(known) - 1):
        if known[index] and not known[index + 1]:
            return index
    return None


@pytest.mark.long
@pytest.mark.parametrize("rules", [CLASSIC, SCORPION_II], ids=lambda r: r.id)
def test_the_turning_point_agrees_with_an_exhaustive_search(rules: Rules) -> None:
    """Small winnable positions played at random: the analysis' turning point is the first
    move after which the exhaustive oracle finds no win, and its statuses agree with it."""
    rng = random.Random(21)
    turned = 0
    checked = 0
    while checked < 60 * SCALE:
        start = random_position(rng, rules, board_suits=rng.choice((1, 2)))
        try:
            if not winnable(start):
                continue
        except TooBig:
            continue
        game = Game(start)
        while len(game.moves) < 12:
            moves = legal_moves(game.position)
            if not moves or game.position.is_won:
                break
            game.play(rng.choice(moves))
        positions = line_positions(game)
        try:
            expected = _exhaustive_turning_point(positions)
        except TooBig:
            continue
        checked += 1
        result = analyse(game, time_limit=None)
        assert result.complete
        assert result.winnable_at_start is True
        assert result.turning_point == expected
        for position, status in zip(positions, result.statuses, strict=True):
            if status != "unknown":
                assert (status == "won") == winnable(position)
        if expected is not None:
            turned += 1
            assert wins(positions[expected], result.better_line)
    assert turned >= 5  # the random games do lose winnable positions now and then
