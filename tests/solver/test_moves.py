"""The moves the search tries: legal, and every legal move left out can make no difference."""

from __future__ import annotations

import random

import pytest

from scorpion_qt.engine import CLASSIC, RELAXED, Game, Position, Rules, apply, legal_moves
from scorpion_qt.engine.cards import RUNS
from scorpion_qt.solver.board import FOUNDATION, Board
from scorpion_qt.solver.moves import forced_run, ordered_moves
from tests.solver.brute import random_position, winnable


def board_after(position: Position, move_text: str) -> Board:
    move = next(m for m in legal_moves(position) if str(m) == move_text)
    return Board(apply(position, move)[0])


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
def test_tried_moves_are_legal_and_left_out_ones_change_nothing(rules: str) -> None:
    rng = random.Random(5)
    skipped = 0
    for deal in range(1, 61):
        position = Game.new(deal, rules).position
        for _ in range(60):
            legal = legal_moves(position)
            if not legal:
                break
            board = Board(position)
            tried = [board.notation(m) for m in ordered_moves(board)]
            texts = [str(m) for m in legal]
            assert set(tried) <= set(texts)
            assert len(set(tried)) == len(tried)
            if not forced_run(board) or not board.exposed_runs():
                reached = {board_after(position, t).key() for t in tried}
                for text in set(texts) - set(tried):
                    skipped += 1
                    after = board_after(position, text).key()
                    assert after in reached or after == board.key(), text
            position = apply(position, rng.choice(legal))[0]
    assert skipped > 0


def test_the_reserve_deal_comes_last() -> None:
    board = Board(Game.new(3).position)
    moves = [board.notation(m) for m in ordered_moves(board)]
    assert moves[-1] == "deal"


def with_exposed_run(rng: random.Random, rules: Rules) -> Position:
    """A small random position with the reserve dealt and a complete run on a column."""
    base = random_position(rng, rules, board_suits=1)
    while base.reserve:
        base = random_position(rng, rules, board_suits=1)
    suit = base.foundations[0]
    target = rng.randrange(len(base.columns))
    columns = list(base.columns)
    columns[target] = columns[target] + RUNS[suit]
    return Position.build(
        base.rules, tuple(columns), base.down, (), tuple(s for s in base.foundations if s != suit)
    )


def test_sending_an_exposed_run_off_never_loses_a_win() -> None:
    rng = random.Random(3)
    outcomes = set()
    for _ in range(300):
        position = with_exposed_run(rng, CLASSIC)
        board = Board(position)
        assert forced_run(board)
        (move,) = ordered_moves(board)
        sent = board_after(position, board.notation(move))
        assert len(sent.cols) == 7
        without = apply(position, next(m for m in legal_moves(position) if m.card and m.target < 0))
        won = winnable(position)
        assert winnable(without[0]) == won
        outcomes.add(won)
    assert outcomes == {True, False}


def test_in_relaxed_an_exposed_run_is_only_tried_first() -> None:
    rng = random.Random(4)
    position = with_exposed_run(rng, RELAXED)
    board = Board(position)
    assert not forced_run(board)
    moves = ordered_moves(board)
    assert moves[0][2] == FOUNDATION
    assert len(moves) > 1
