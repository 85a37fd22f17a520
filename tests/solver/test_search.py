"""Search internals: restarts, narrowed attempts, the heuristic, budgets."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import Game, Suit
from scorpion_qt.solver import search
from scorpion_qt.solver.board import Board, SolverMove
from scorpion_qt.solver.heuristic import distance
from scorpion_qt.solver.search import (
    Budget,
    OutOfBudget,
    _luby,
    notation,
    restarting_best_first,
)
from tests.positions import NEARLY_WON


def test_the_luby_sequence() -> None:
    assert [_luby(i) for i in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def test_a_failed_narrowed_attempt_proves_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Even if every narrowed attempt ran dry, the complete ones still find the win."""
    real = search.best_first
    narrowed = []

    def failing_when_narrow(
        board: Board,
        budget: Budget,
        weight: float,
        seed: int,
        cap: int | None = None,
        *,
        narrow: bool = False,
    ) -> list[SolverMove] | None:
        narrowed.append(narrow)
        if narrow:
            return None
        return real(board, budget, weight, seed, cap, narrow=narrow)

    monkeypatch.setattr(search, "best_first", failing_when_narrow)
    board = Board(Game.new(3, "relaxed").position)
    moves = restarting_best_first(board, Budget(None, None))
    assert moves
    line = notation(Board(Game.new(3, "relaxed").position), moves)
    game = Game.new(3, "relaxed")
    for move in line:
        game.play(move)
    assert game.is_won
    assert narrowed[:2] == [True, False]


def test_attempts_repeat_exactly() -> None:
    lines = [
        restarting_best_first(Board(Game.new(5, "relaxed").position), Budget(None, None))
        for _ in range(2)
    ]
    assert lines[0] == lines[1]


def test_the_node_budget_stops_a_search() -> None:
    budget = Budget(None, 50)
    with pytest.raises(OutOfBudget):
        restarting_best_first(Board(Game.new(5, "relaxed").position), budget)
    assert budget.nodes == 51


def test_distance_falls_as_cards_go_in_place() -> None:
    game = Game.new(3, "relaxed")
    start = distance(Board(game.position))
    # no card starts on its parent or as a bottom King (columns 1 and 2 have a face-down
    # Ace at the bottom, no King); 12 face-down; 3 in the reserve
    assert start == 52 + 2 * 12 + 3
    moves = restarting_best_first(Board(game.position), Budget(None, None))
    assert moves is not None
    for move in notation(Board(game.position), moves)[:-1]:
        game.play(move)
    assert distance(Board(game.position)) < start


@pytest.mark.parametrize("suit", "CDHS")
def test_a_face_down_ace_at_the_bottom_is_not_a_king_in_place(suit: str) -> None:
    # a face-down card's byte is its code | FACE_DOWN, and an Ace's is 12 modulo 13
    others = " ".join(s.letter for s in Suit if s.letter != suit)
    run = " ".join(f"{rank}{suit}" for rank in "KQJT98765432")
    text = f"rules: classic\nreserve: -\nfoundations: {others}\n1: [A{suit}] {run}\n"
    text += "".join(f"{column}:\n" for column in range(2, 8))
    # neither the King (not at the bottom) nor the Ace is in place; the Ace is face-down
    assert distance(Board(Game.from_text(text).position)) == 2 + 2 * 1


def test_a_king_at_the_bottom_is_in_place() -> None:
    # K to 2 of spades in column 1, the Ace alone in column 2: only the Ace is not in place
    assert distance(Board(Game.from_text(NEARLY_WON).position)) == 1
