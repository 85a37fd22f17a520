"""The static dead-position test: sound (never says lost for a winnable position)."""

from __future__ import annotations

import random

import pytest

from scorpion_qt.engine import CLASSIC, Game, Position, from_text
from scorpion_qt.engine.cards import card_text
from scorpion_qt.solver.board import Board
from scorpion_qt.solver.deadlock import dead_cards, may_kill
from scorpion_qt.solver.moves import ordered_moves
from tests.solver import reference_deadlock
from tests.solver.brute import SCALE, TooBig, random_position, winnable


def dead(position: Position) -> list[str]:
    board = Board(position)
    return [card_text(c) for c in dead_cards(board.cols, board.reserve)]


def position(columns: str, reserve: str = "-", foundations: str = "S D") -> Position:
    """A Classic position from its column lines (1-based, as in the notation)."""
    lines = ["rules: classic", f"reserve: {reserve}", f"foundations: {foundations}"]
    given = dict(line.split(":", 1) for line in columns.strip().splitlines())
    lines += [f"{n}:{given.get(str(n), '')}" for n in range(1, 8)]
    return from_text("\n".join(lines) + "\n")


def test_a_card_under_its_own_child_never_turns_up() -> None:
    """5H lies on face-down 6H; 5H can only go onto 6H, so 6H stays face-down for good."""
    pos = position("1: [KH 6H] 5H 4H 3H 2H AH\n2: QH JH TH 9H 8H 7H", foundations="S D C")
    assert "6H" in dead(pos)
    assert not winnable(pos)


def test_a_cycle_of_three_cards_is_dead() -> None:
    """QH waits for 4D to leave KH, 4D for 5D to turn up, 5D for JD (face-down) to leave
    it, and JD for QH to leave it: none of them can move first."""
    pos = position(
        "1: KH 4D 3D 2D AD\n"
        "2: [KD QD 5D JD] QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
        "3: TD 9D 8D 7D 6D",
        foundations="C S",
    )
    assert {"QH", "4D", "JD", "5D"} <= set(dead(pos))
    assert not winnable(pos)


def test_a_child_below_its_parent_is_fine_when_the_parent_can_leave() -> None:
    """5H lies under 6H in column 1, but 6H can go onto 7H and clear the way."""
    pos = position("1: KH QH JH TH 9H 8H 5H 4H 3H 2H AH 6H\n2: 7H", foundations="S D C")
    assert dead(pos) == []
    assert winnable(pos)


def test_a_child_below_its_parent_is_dead_when_nothing_between_can_leave() -> None:
    """6H lies above 5H and can only go onto 7H, which 5H covers; 4H-AH sit on their
    parents."""
    pos = position("1: KH QH JH TH 9H 8H 7H 5H 4H 3H 2H AH 6H", foundations="S D C")
    assert "5H" in dead(pos)
    assert not winnable(pos)


def test_a_king_on_a_face_down_card_may_leave_for_an_empty_column() -> None:
    """KH covers face-down QH: it can move into an empty column, so nothing is dead."""
    pos = position("1: [QH] KH\n2: [TH JH] 5H 4H 3H 2H AH\n3: 9H 8H 7H 6H", foundations="S D C")
    assert dead(pos) == []
    assert winnable(pos)


def test_a_king_on_face_down_cards_is_stuck_without_an_empty_column() -> None:
    """KH covers QH 3C 8D 5S. It could leave only for an empty column, and each column's
    bottom card waits for one of the cards under KH: JH for QH, 2C for 3C, 7D for 8D, 4S
    for 5S, and the Kings KC and KD for their runs."""
    pos = position(
        "1: [QH 3C 8D 5S] KH\n"
        "2: JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
        "3: 2C AC\n"
        "4: KC QC JC TC 9C 8C 7C 6C 5C 4C\n"
        "5: KD QD JD TD 9D KS QS JS TS 9S 8S 7S 6S\n"
        "6: 7D 6D 5D 4D 3D 2D AD\n"
        "7: 4S 3S 2S AS",
        foundations="-",
    )
    assert {"QH", "3C", "8D", "5S"} <= set(dead(pos))
    assert not winnable(pos)


def test_the_opening_deals_are_mostly_dead() -> None:
    """About 86 % of Classic deals are proven lost before any search."""
    count = sum(bool(dead(Game.new(deal).position)) for deal in range(1, 201))
    assert 150 <= count <= 190


@pytest.mark.parametrize("seed", range(4))
def test_the_fast_test_agrees_with_the_plain_reference(seed: int) -> None:
    rng = random.Random(seed)
    for deal in range(1 + 50 * seed, 51 + 50 * seed):
        board = Board(Game.new(deal).position)
        for _ in range(40):
            expected = reference_deadlock.dead_cards(board.cols, board.reserve)
            assert dead_cards(board.cols, board.reserve) == expected
            moves = ordered_moves(board)
            if not moves:
                break
            board.do(rng.choice(moves))


@pytest.mark.parametrize(
    ("suits", "count", "limit"), [(1, 120 * SCALE, 100_000), (2, 20 * SCALE, 2000)]
)
def test_never_dead_when_an_exhaustive_search_wins(suits: int, count: int, limit: int) -> None:
    rng = random.Random(7 + suits)
    found = {"dead": 0, "winnable": 0}
    for _ in range(count):
        pos = random_position(rng, CLASSIC, board_suits=suits)
        is_dead = bool(dead(pos))
        try:
            won = winnable(pos, limit)
        except TooBig:
            continue
        assert not (is_dead and won), pos
        found["dead"] += is_dead
        found["winnable"] += won
    assert found["dead"] >= count // 10
    assert found["winnable"] >= count // 10


@pytest.mark.parametrize("seed", range(3))
def test_moves_that_cannot_kill_keep_the_test_passed(seed: int) -> None:
    """After a move ``may_kill`` clears, a position the test passed still passes."""
    rng = random.Random(100 + seed)
    checked = 0
    for deal in range(1 + 60 * seed, 61 + 60 * seed):
        board = Board(Game.new(deal).position)
        for _ in range(60):
            moves = ordered_moves(board)
            if not moves:
                break
            if not dead_cards(board.cols, board.reserve):
                for move in moves:
                    if not may_kill(board, move):
                        record = board.do(move)
                        assert not dead_cards(board.cols, board.reserve), board.text()
                        board.undo(record)
                        checked += 1
            board.do(rng.choice(moves))
    assert checked > 50
