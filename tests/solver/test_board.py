"""The solver's board plays exactly like the engine, undoes exactly, and keys canonically."""

from __future__ import annotations

import random

import pytest

from scorpion_qt.engine import Game, Move, Position, apply, from_text, legal_moves
from scorpion_qt.solver.board import DEAL_MOVE, FOUNDATION, Board, SolverMove, encode_column


def board_columns(position: Position) -> list[bytes]:
    return [encode_column(c, d) for c, d in zip(position.columns, position.down, strict=True)]


def solver_move(board: Board, move: Move) -> SolverMove:
    """The solver's form of an engine move."""
    if move.card is None:
        return DEAL_MOVE
    index = board.cols[move.source].find(move.card.code)
    target = FOUNDATION if move.target < 0 else move.target
    return (move.source, index, target)


def assert_same(board: Board, position: Position) -> None:
    assert board.cols == board_columns(position)
    assert board.reserve == position.reserve
    assert board.removed == len(position.foundations)
    for code, place in enumerate(position.loc):
        assert board.col_of[code] == (place >> 6 if place >= 0 else -1)


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
def test_random_play_matches_the_engine_and_undo_restores(rules: str) -> None:
    rng = random.Random(11)
    for deal in range(1, 41):
        position = Game.new(deal, rules).position
        board = Board(position)
        for _ in range(80):
            moves = legal_moves(position)
            if not moves:
                break
            move = rng.choice(moves)
            before = (list(board.cols), board.reserve, board.removed, list(board.col_of))
            key = board.key()
            assert board.notation(solver_move(board, move)) == str(move)
            record = board.do(solver_move(board, move))
            position = apply(position, move)[0]
            assert_same(board, position)
            board.undo(record)
            assert (list(board.cols), board.reserve, board.removed, list(board.col_of)) == before
            assert board.key() == key
            board.do(solver_move(board, move))


def test_runs_formed_by_the_deal_are_removed_like_the_engine_does() -> None:
    text = """\
rules: classic
reserve: AS 5C 9D
foundations: H
1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
2: 6C
3: TD
4: KC QC JC TC 9C 8C 7C 6D 5D 4D 3D 2D AD
5: 4C 3C 2C AC
6: KD QD JD
7: 8D 7D
"""
    position = from_text(text)
    board = Board(position)
    record = board.do(DEAL_MOVE)
    after = apply(position, Move.parse("deal"))[0]
    assert_same(board, after)
    assert board.removed == 2
    board.undo(record)
    assert_same(board, position)


def test_columns_the_reserve_does_not_reach_are_interchangeable() -> None:
    position = Game.new(7).position
    board = Board(position)
    order = [0, 1, 2, 6, 4, 5, 3]
    columns = tuple(position.columns[j] for j in order)
    down = tuple(position.down[j] for j in order)
    other = Board(Position.build(position.rules, columns, down, position.reserve))
    assert board.key() == other.key()


def test_columns_awaiting_a_reserve_card_are_not_interchangeable() -> None:
    position = Game.new(7).position
    columns = list(position.columns)
    swapped = [columns[1], columns[0], *columns[2:]]
    down = (position.down[1], position.down[0], *position.down[2:])
    other = Board(Position.build(position.rules, tuple(swapped), down, position.reserve))
    assert Board(position).key() != other.key()


def test_once_the_reserve_is_dealt_every_column_is_interchangeable() -> None:
    game = Game.new(7)
    game.play("deal")
    position = game.position
    order = [4, 2, 6, 0, 1, 5, 3]
    columns = tuple(position.columns[j] for j in order)
    down = tuple(position.down[j] for j in order)
    other = Board(Position.build(position.rules, columns, down))
    assert Board(position).key() == other.key()


def test_face_down_cards_are_part_of_the_key() -> None:
    position = Game.new(7).position
    down = (2, *position.down[1:])
    other = Board(Position.build(position.rules, position.columns, down, position.reserve))
    assert Board(position).key() != other.key()
