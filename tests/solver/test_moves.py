"""The moves the search tries: legal, and every legal move left out can make no difference."""

from __future__ import annotations

import random

import pytest

from scorpion_qt.engine import CLASSIC, RELAXED, Game, Position, Rules, Suit, apply, legal_moves
from scorpion_qt.engine.cards import RUNS
from scorpion_qt.solver.board import FOUNDATION, Board
from scorpion_qt.solver.moves import forced_move, ordered_moves
from tests.solver.brute import SCALE, random_position, winnable


def played(position: Position, move_text: str) -> Position:
    move = next(m for m in legal_moves(position) if str(m) == move_text)
    return apply(position, move)[0]


def board_after(position: Position, move_text: str) -> Board:
    return Board(played(position, move_text))


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
def test_tried_moves_are_legal_and_left_out_ones_change_nothing(rules: str) -> None:
    rng = random.Random(5)
    skipped = 0
    for deal in range(1, 61 if rules == "classic" else 21):
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
            if forced_move(board) is None:
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
    for _ in range(100 * SCALE):
        position = with_exposed_run(rng, CLASSIC)
        board = Board(position)
        move = forced_move(board)
        assert move is not None
        won = winnable(position)
        assert winnable(played(position, board.notation(move))) == won
        outcomes.add(won)
    assert outcomes == {True, False}


def test_in_relaxed_an_exposed_run_is_only_tried_first() -> None:
    rng = random.Random(4)
    position = with_exposed_run(rng, RELAXED)
    board = Board(position)
    assert forced_move(board) is None
    moves = ordered_moves(board)
    assert moves[0][2] == FOUNDATION
    assert len(moves) > 1


def with_king_based_run(rng: random.Random) -> Position | None:
    """A small random position, reserve dealt, where a card's parent tops a King-based run."""
    base = random_position(rng, CLASSIC, board_suits=2)
    if base.reserve:
        return None
    suit = rng.choice([s for s in range(4) if Suit(s) not in base.foundations])
    run = RUNS[suit]
    length = rng.randint(1, 11)
    rest = [[c for c in col if c not in run[:length]] for col in base.columns]
    empty = next((j for j, col in enumerate(rest) if not col), rng.randrange(7))
    rest[empty] = [*run[:length], *rest[empty]] if rest[empty] else list(run[:length])
    columns = tuple(tuple(col) for col in rest)
    down = tuple(min(d, max(0, len(col) - 1)) for d, col in zip(base.down, columns, strict=True))
    return Position.build(base.rules, columns, down, (), base.foundations)


def test_a_card_onto_a_king_based_run_never_loses_a_win() -> None:
    rng = random.Random(8)
    tried = 0
    outcomes = set()
    while tried < 15 * SCALE:
        position = with_king_based_run(rng)
        if position is None:
            continue
        board = Board(position)
        move = forced_move(board)
        if move is None or move[2] == FOUNDATION:
            continue
        tried += 1
        won = winnable(position, 300_000)
        assert winnable(played(position, board.notation(move)), 300_000) == won
        outcomes.add(won)
    assert outcomes == {True, False}
