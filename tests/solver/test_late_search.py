"""What the depth-first search does once it has spent its first nodes (LATE_NODES): any
card onto its parent is a safe move where :func:`safe_builds` holds, checked against the
exhaustive oracle; and the first 20,000 nodes of every search are as they were."""

from __future__ import annotations

import hashlib
import itertools
import random
from collections.abc import Iterator

import pytest

from scorpion_qt.engine import Game, Position, apply, legal_moves
from scorpion_qt.engine.rules import RULES
from scorpion_qt.solver import search
from scorpion_qt.solver.board import FOUNDATION, Board
from scorpion_qt.solver.moves import ordered_moves, safe_build_alone, safe_builds
from scorpion_qt.solver.solve import solve
from tests.solver.brute import SCALE, TooBig, random_position, winnable


def played(position: Position, move_text: str) -> Position:
    move = next(m for m in legal_moves(position) if str(m) == move_text)
    return apply(position, move)[0]


def assert_the_move_tried_alone_keeps_the_outcome(
    positions: Iterator[Position], wanted: int
) -> None:
    """For ``wanted`` of ``positions`` where the search tries one move alone (not to a
    foundation, and not the only move anyway) and the oracle can answer: the position
    after that move is won exactly when the position before it is; both outcomes met."""
    tried = 0
    outcomes = set()
    for position in positions:
        if tried == wanted:
            break
        board = Board(position)
        moves = safe_build_alone(board, ordered_moves(board))
        if len(moves) != 1 or moves[0][2] == FOUNDATION or moves == ordered_moves(board):
            continue
        try:
            won = winnable(position, 300_000)
            after = winnable(played(position, board.notation(moves[0])), 300_000)
        except TooBig:
            continue
        tried += 1
        assert after == won, position
        outcomes.add(won)
    assert outcomes == {True, False}


@pytest.mark.parametrize("rules_id", ["classic", "scorpion-ii", "three-blind-mice"])
def test_any_card_onto_its_parent_never_loses_a_win(rules_id: str) -> None:
    rng = random.Random(11)
    positions = (
        random_position(rng, RULES[rules_id], board_suits=rng.choice((1, 2, 2)))
        for _ in itertools.count()
    )
    assert_the_move_tried_alone_keeps_the_outcome(
        (position for position in positions if safe_builds(Board(position))), 60 * SCALE
    )


#: node-limited solves at 20,000 nodes on the code before the late search (commit
#: 9db3e00): status, nodes, and the first 16 hex digits of the SHA-256 of the line
BEFORE = {
    "classic/3": ("won", 2310, "43189174ac09b334"),
    "classic/6": ("won", 1293, "bfdbf3e82389324c"),
    "classic/8": ("lost", 6817, "e3b0c44298fc1c14"),
    "classic/32": ("won", 143, "176d9bcc71064cc2"),
    "classic/35": ("won", 388, "16ed186dc17e6e0d"),
    "classic/61": ("won", 1924, "4c18cd856dd4e3c8"),
    "relaxed/1": ("won", 929, "624d942d74a881c2"),
    "relaxed/2": ("won", 707, "b3fe97346cb99ea2"),
    "relaxed/3": ("won", 516, "2d6a4d45ce64d987"),
    "relaxed/4": ("won", 1116, "6d26eb8cd28e5708"),
    "relaxed/5": ("won", 3774, "71dde33f063af99a"),
    "relaxed/6": ("won", 501, "2041df4b5843e16a"),
    "scorpion-ii/3": ("won", 2320, "634ef6657c256dbb"),
    "scorpion-ii/61": ("won", 1924, "47ff4b9ae7438459"),
    "wasp/3": ("won", 5382, "6bc1539349d7cc64"),
    "wasp/5": ("won", 928, "58d3a4b3c8e453cc"),
    "wasp/6": ("won", 511, "3890971e1908e880"),
    "wasp/7": ("won", 924, "dec6fd834c281127"),
    "wasp/8": ("unknown", 20001, "e3b0c44298fc1c14"),
    "wasp/9": ("won", 745, "c6b395e81825885b"),
    "wasp-ii/2": ("won", 1736, "f7afe51113aa1d9c"),
    "wasp-ii/3": ("won", 3875, "6ceceb8cf23b8cec"),
    "wasp-ii/4": ("won", 1376, "ce825b7049e9b72d"),
    "wasp-ii/5": ("won", 915, "1a2ed874ac3b665b"),
    "wasp-ii/6": ("won", 961, "5125451b6d926c28"),
    "wasp-ii/7": ("won", 697, "83dd8eb10c9bf71b"),
    "three-blind-mice/2": ("unknown", 20001, "e3b0c44298fc1c14"),
    "three-blind-mice/3": ("won", 174, "ae76b1df9df24e89"),
    "three-blind-mice/7": ("won", 172, "8ba511f0a0efb723"),
    "three-blind-mice/17": ("won", 154, "a6947f2c55f72ee0"),
    "three-blind-mice/18": ("won", 141, "4057ba147ce314f6"),
    "three-blind-mice/21": ("won", 230, "5dcc6bac2e7a5d4e"),
    "how-they-run/1": ("unknown", 20001, "e3b0c44298fc1c14"),
    "how-they-run/2": ("won", 4148, "f409ac91ba2d6b04"),
    "how-they-run/3": ("won", 329, "4ffcd23ccee734b4"),
    "how-they-run/4": ("unknown", 20001, "e3b0c44298fc1c14"),
    "how-they-run/5": ("unknown", 20001, "e3b0c44298fc1c14"),
    "how-they-run/6": ("unknown", 20001, "e3b0c44298fc1c14"),
}


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_the_first_20000_nodes_are_as_before(name: str) -> None:
    rules_id, deal = name.split("/")
    result = solve(Game.new(int(deal), rules_id).position, time_limit=None, node_limit=20_000)
    line = hashlib.sha256(" ".join(result.moves).encode()).hexdigest()[:16]
    assert (result.status, result.nodes, line) == BEFORE[name]


@pytest.mark.parametrize("rules_id", ["classic", "scorpion-ii", "three-blind-mice", "how-they-run"])
def test_the_late_search_agrees_with_an_exhaustive_search(
    rules_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the late search from the first node and short slices (so that How They Run's
    depth-first search pauses and resumes many times), solve still says what the oracle
    says."""
    monkeypatch.setattr(search, "LATE_NODES", 0)
    monkeypatch.setattr(search, "PROBE_NODES", 20)
    monkeypatch.setattr(search, "ATTEMPT_UNIT", 15)
    rng = random.Random(23)
    rules = RULES[rules_id]
    statuses: list[str] = []
    while len(statuses) < 40 * SCALE:
        position = random_position(rng, rules, board_suits=1 if rng.random() < 0.8 else 2)
        try:
            won = winnable(position, 20_000)
        except TooBig:
            continue
        result = solve(position, time_limit=None, node_limit=300_000)
        if result.status == "unknown":
            continue
        assert result.status == ("won" if won else "lost"), position
        statuses.append(result.status)
    assert set(statuses) == {"won", "lost"}


@pytest.mark.long
def test_in_how_they_run_a_card_onto_a_long_king_based_run_never_loses_a_win() -> None:
    rng = random.Random(31)
    rules = RULES["how-they-run"]
    assert_the_move_tried_alone_keeps_the_outcome(
        (random_position(rng, rules, board_suits=2) for _ in itertools.count()), 40 * SCALE
    )
