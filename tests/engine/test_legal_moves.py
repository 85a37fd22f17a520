"""The legal-move generator and move notation (RULES.md §2, §7): complete, and in notation."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import DEAL, Game, Move, MoveKind, legal_moves
from tests.engine.conftest import BOARD as MIXED_BOARD

# Kings at the bottom of columns 1 and 2, three empty columns, the reserve not yet dealt,
# and an exposed complete run of hearts in column 3 (KH at the bottom, so 3:KH>F).
POINTLESS = """\
rules: classic
reserve: 2C 3C 4C
foundations: D
1: KS QS JS TS 9S 8S
2: KC QC JC TC 9C 8C 7C 6C 5C
3: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH
4: 7S 6S 5S 4S 3S 2S AS AC
5:
6:
7:
"""

# A board where a King sits on a face-down card and another at the bottom of a column.
BOARD = MIXED_BOARD.format(rules="classic")


def notations(game: Game) -> list[str]:
    return [str(m) for m in game.legal_moves()]


def test_kings_at_the_bottom_may_move_into_empty_columns() -> None:
    moves = notations(Game.from_text(POINTLESS))
    for king in ("1:KS", "2:KC", "3:KH"):
        for empty in (5, 6, 7):
            assert f"{king}>{empty}" in moves


def test_legal_moves_include_the_foundation_move_and_deal() -> None:
    moves = notations(Game.from_text(POINTLESS))
    assert "3:KH>F" in moves
    assert "deal" in moves
    assert moves.count("deal") == 1


def test_legal_moves_of_the_pointless_position_are_exactly() -> None:
    # 9 King moves, 7S (with the cards above it) onto 8S, the foundation move, the deal.
    expected = {f"{k}>{e}" for k in ("1:KS", "2:KC", "3:KH") for e in (5, 6, 7)}
    expected |= {"4:7S>1", "3:KH>F", "deal"}
    assert set(notations(Game.from_text(POINTLESS))) == expected


def test_a_pointless_king_move_scores_nothing_and_changes_only_the_columns() -> None:
    game = Game.from_text(POINTLESS)
    outcome = game.play("1:KS>5")
    assert outcome.points == 0
    text = game.to_text().splitlines()
    assert text[4] == "1:"
    assert text[8] == "5: KS QS JS TS 9S 8S"


def test_legal_moves_have_no_duplicates_and_all_are_playable() -> None:
    for text in (POINTLESS, BOARD):
        game = Game.from_text(text)
        moves = game.legal_moves()
        assert len(set(moves)) == len(moves)
        for move in moves:
            Game.from_text(text).play(move)


def test_legal_moves_function_and_method_agree() -> None:
    game = Game.from_text(BOARD)
    assert legal_moves(game.position) == game.legal_moves()


def test_str_of_a_generated_move_is_its_notation() -> None:
    game = Game.from_text(POINTLESS)
    by_text = {str(m): m for m in game.legal_moves()}
    assert by_text["1:KS>5"].kind is MoveKind.BUILD
    assert (by_text["1:KS>5"].source, by_text["1:KS>5"].target) == (0, 4)
    assert by_text["3:KH>F"].kind is MoveKind.FOUNDATION
    assert by_text["deal"] is DEAL


@pytest.mark.parametrize("text", ["2:4H>7", "1:KS>F", "10:TD>1", "deal", "3:AC>4"])
def test_move_notation_round_trips(text: str) -> None:
    assert str(Move.parse(text)) == text


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("2:4♥>7", "2:4H>7"),
        ("2:4h>7", "2:4H>7"),
        (" 2 : 4H > 7 ", "2:4H>7"),
        ("5:10H>4", "5:TH>4"),
        ("5:10♥>4", "5:TH>4"),
        ("5:th>4", "5:TH>4"),
        ("1:K♠>f", "1:KS>F"),
        ("DEAL", "deal"),
    ],
)
def test_move_parsing_accepts_unicode_suits_and_10(typed: str, canonical: str) -> None:
    assert str(Move.parse(typed)) == canonical


def test_play_accepts_move_objects(example_game: Game) -> None:
    move = next(m for m in example_game.legal_moves() if str(m) == "2:4H>7")
    outcome = example_game.play(move)
    assert outcome.move == move
    assert example_game.moves == ["2:4H>7"]


def test_play_accepts_unicode_notation_and_logs_canonical_notation(example_game: Game) -> None:
    example_game.play("2:4♥>7")
    assert example_game.moves == ["2:4H>7"]
    assert example_game.log == ["2:4H>7"]
    assert example_game.score == 5


def test_play_accepts_10_for_a_ten() -> None:
    game = Game.from_text(BOARD)
    game.play("5:10♥>4")
    assert game.moves == ["5:TH>4"]
    assert "4: 3H KH QH JH TH 9H 7H 6H 5H" in game.to_text().splitlines()


def test_a_parsed_move_equals_the_generated_one() -> None:
    game = Game.from_text(BOARD)
    assert Move.parse("5:TH>4") in game.legal_moves()
    assert Move.parse("deal") == DEAL
