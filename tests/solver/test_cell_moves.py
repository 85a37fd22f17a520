"""A cell's card onto its parent on top of a column is a safe move (Three Blind Mice, How
They Run): checked against the exhaustive search of small positions."""

from __future__ import annotations

import random

import pytest

from scorpion_qt.engine import Game, Move, apply
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.board import FROM_CELL, Board
from scorpion_qt.solver.moves import forced_move, ordered_moves
from tests.solver.brute import SCALE, TooBig, random_position, winnable


@pytest.mark.parametrize("rules", ["three-blind-mice", "how-they-run"])
def test_a_cells_card_onto_its_parent_never_loses_a_win(rules: str) -> None:
    rng = random.Random(41)
    tried = 0
    outcomes = set()
    while tried < 12 * SCALE:
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


def test_the_cells_card_is_the_only_move_tried() -> None:
    text = "rules: how-they-run\nfoundations: H D\ncells: 4S -\n1: KS QS JS TS 9S 8S 7S 6S 5S\n"
    text += "2: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C\n3: 3S 2S AS\n4: AC\n"
    text += "".join(f"{n}:\n" for n in range(5, 11))
    board = Board(Game.from_text(text).position)
    assert [board.notation(m) for m in ordered_moves(board)] == ["c1:4S>1"]
    assert len(ordered_moves(board, every=True)) > 1
