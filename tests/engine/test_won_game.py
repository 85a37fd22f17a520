"""A game played to the win (RULES.md §2 End, §4): at least 460 points, exactly as counted."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import Game, IllegalMove, Refusal
from scorpion_qt.engine.scoring import timed_bonus

# 12 face-down cards, as in a real deal; every suit can be finished without undo.
ALMOST_WON = """\
rules: classic
score: 0
reserve: -
foundations: -
1: [AS 2S 3S] 6S 5S 4S
2: [AH 2H 3H] 6H 5H 4H
3: [AD 2D 3D] 6D 5D 4D
4: [AC 2C 3C] KC QC JC TC 9C 8C 7C 6C 5C 4C
5: KS QS JS TS 9S 8S 7S
6: KH QH JH TH 9H 8H 7H
7: KD QD JD TD 9D 8D 7D
"""

WINNING_LINE = [
    # move, points: +5 same suit, +5 per card turned up, +100 per run removed
    ("1:6S>5", 10),
    ("1:3S>5", 10),
    ("1:2S>5", 10),
    ("1:AS>5", 105),
    ("2:6H>6", 10),
    ("2:3H>6", 10),
    ("2:2H>6", 10),
    ("2:AH>6", 105),
    ("3:6D>7", 10),
    ("3:3D>7", 10),
    ("3:2D>7", 10),
    ("3:AD>7", 105),
    ("4:KC>1", 5),  # King into an empty column: 0, and 3C turns up: +5
    ("4:3C>1", 10),
    ("4:2C>1", 10),
    ("4:AC>1", 105),
]


def test_almost_won_position_has_twelve_face_down_cards() -> None:
    game = Game.from_text(ALMOST_WON)
    assert sum(game.position.down) == 12
    assert game.to_text() == ALMOST_WON


def test_winning_line_scores_exactly_as_counted() -> None:
    game = Game.from_text(ALMOST_WON)
    for move, points in WINNING_LINE:
        assert not game.is_won
        outcome = game.play(move)
        assert outcome.points == points, move
    assert game.is_won
    assert game.last_outcome is not None
    assert game.last_outcome.won
    # 12 cards turned up, 4 runs, 15 same-suit placements.
    assert game.score == 12 * 5 + 4 * 100 + 15 * 5 == 535
    assert game.score >= 460
    assert game.to_text().splitlines()[3] == "foundations: S H D C"
    assert all(line.endswith(":") for line in game.to_text().splitlines()[4:])


def test_a_won_game_offers_and_accepts_no_more_moves() -> None:
    game = Game.from_text(ALMOST_WON)
    for move, _ in WINNING_LINE:
        game.play(move)
    assert game.legal_moves() == []
    with pytest.raises(IllegalMove) as refused:
        game.play("deal")
    assert refused.value.reason is Refusal.GAME_OVER
    assert str(refused.value) == "The game is already won"


def test_a_won_position_parses_as_won() -> None:
    text = "rules: classic\nreserve: -\nfoundations: S H D C\n" + "".join(
        f"{n}:\n" for n in range(1, 8)
    )
    assert Game.from_text(text).is_won


def test_undoing_the_winning_move_removes_its_points() -> None:
    game = Game.from_text(ALMOST_WON)
    for move, _ in WINNING_LINE:
        game.play(move)
    assert game.undo()
    assert not game.is_won
    assert game.score == 535 - 105


@pytest.mark.parametrize(
    ("seconds", "bonus"),
    [(0, 1700), (100, 1600), (1199, 501), (1200, 500), (5000, 500)],
)
def test_timed_scoring_adds_500_plus_the_time_bonus(seconds: int, bonus: int) -> None:
    assert timed_bonus(seconds) == bonus
