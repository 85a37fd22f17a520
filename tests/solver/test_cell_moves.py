"""A cell's card onto its parent on top of a column is a safe move in Three Blind Mice:
checked against the exhaustive search of small positions. Not tried alone in How They Run,
where a card may go back into a cell."""

from __future__ import annotations

import random

from scorpion_qt.engine import Game, Move, apply
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.board import FROM_CELL, Board
from scorpion_qt.solver.moves import forced_move, ordered_moves
from scorpion_qt.solver.solve import WON, solve
from tests.solver.brute import SCALE, TooBig, random_position, winnable


def test_a_cells_card_onto_its_parent_never_loses_a_win() -> None:
    rules = "three-blind-mice"
    rng = random.Random(41)
    tried = 0
    outcomes = set()
    while tried < 20 * SCALE:
        position = random_position(rng, get_rules(rules), board_suits=2)
        board = Board(position)
        move = forced_move(board)
        if move is None or move[0] > FROM_CELL:
            continue
        try:
            won = winnable(position, 50_000)
            after = winnable(apply(position, Move.parse(board.notation(move)))[0], 50_000)
        except TooBig:
            continue
        tried += 1
        assert after == won, position
        outcomes.add(won)
    assert outcomes == {True, False}


CELL_CARD_HOME = (
    "foundations: H D\ncells: 4S -\n1: KS QS JS TS 9S 8S 7S 6S 5S\n"
    "2: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C\n3: 3S 2S AS\n4: AC\n"
    + "".join(f"{n}:\n" for n in range(5, 11))
)


def test_the_cells_card_is_the_only_move_tried() -> None:
    board = Board(Game.from_text("rules: three-blind-mice\n" + CELL_CARD_HOME).position)
    assert [board.notation(m) for m in ordered_moves(board)] == ["c1:4S>1"]
    assert len(ordered_moves(board, every=True)) > 1


def test_in_how_they_run_the_cells_card_is_not_tried_alone() -> None:
    board = Board(Game.from_text("rules: how-they-run\n" + CELL_CARD_HOME).position)
    assert forced_move(board) is None
    assert "c1:4S>1" in [board.notation(m) for m in ordered_moves(board)]
    assert len(ordered_moves(board)) > 1


def test_a_how_they_run_position_the_cells_card_once_lost_is_won() -> None:
    """Playing 6D alone onto 7D made the search meet the position before as a seen one."""
    text = "rules: how-they-run\nfoundations: C H S\ncells: - 6D\n1:\n2:\n3: 4D 3D\n"
    text += "4: [2D] AD\n5: 5D KD\n6: QD\n7: [JD TD] 9D\n8:\n9: 8D 7D\n10:\n"
    game = Game.from_text(text)
    result = solve(game, time_limit=None)
    assert result.status == WON
    for move in result.moves:
        game.play(move)
    assert game.is_won
