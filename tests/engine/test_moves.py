"""Building and refusals (RULES.md §2, §3) and the points of each move (§4)."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import Game, IllegalMove, Refusal
from tests.engine.conftest import BOARD

# An Ace on top of column 1, a King on top of column 2.
ACE_ON_TOP = """\
rules: {rules}
reserve: -
foundations: C D
1: 9S 8S AH
2: QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H KH
3: KS QS JS TS 7S 6S 5S 4S 3S 2S AS
4:
5:
6:
7:
"""


def board(rules: str = "classic") -> Game:
    return Game.from_text(BOARD.format(rules=rules))


def column_line(game: Game, number: int) -> str:
    return next(text for text in game.to_text().splitlines() if text.startswith(f"{number}:"))


CLASSIC_MOVES = {"2:3S>1", "6:2S>2", "5:TH>4", "7:4H>5", "4:KH>3", "6:KS>3"}
RELAXED_ONLY = {"4:3H>1", "6:TS>4", "1:4S>5", "4:QH>6", "5:7H>7"}


def test_board_positions_parse() -> None:
    for rules in ("classic", "relaxed"):
        assert board(rules).to_text() == BOARD.format(rules=rules)


@pytest.mark.parametrize(
    ("rules", "expected"),
    [("classic", CLASSIC_MOVES), ("relaxed", CLASSIC_MOVES | RELAXED_ONLY)],
)
def test_legal_moves_follow_the_build_rule(rules: str, expected: set[str]) -> None:
    assert {str(m) for m in board(rules).legal_moves()} == expected


@pytest.mark.parametrize(
    ("rules", "move", "points", "source_line", "target_line"),
    [
        # Same suit, one rank lower: +5; moving 3S also turns up 2H: +5.
        ("classic", "2:3S>1", 10, "2: 2H", "1: [AH] 9S 8H 4S 3S"),
        # A block: 2S carries KS; only 2S decides.
        ("classic", "6:2S>2", 5, "6: AS QS TS", "2: [2H] 3S 2S KS"),
        # From the middle of a column, a block of five.
        ("classic", "5:TH>4", 5, "5: 5S", "4: 3H KH QH JH TH 9H 7H 6H 5H"),
        # A block not in sequence (4H 6S JS 7S 8S) onto 5H, emptying column 7.
        ("classic", "7:4H>5", 5, "7:", "5: 5S TH 9H 7H 6H 5H 4H 6S JS 7S 8S"),
        # A King with cards above it into an empty column: 0.
        ("classic", "4:KH>3", 0, "4: 3H", "3: KH QH JH"),
        # A King alone into an empty column: 0.
        ("classic", "6:KS>3", 0, "6: AS QS TS 2S", "3: KS"),
        # Relaxed: same suit still scores 5.
        ("relaxed", "2:3S>1", 10, "2: 2H", "1: [AH] 9S 8H 4S 3S"),
        ("relaxed", "6:2S>2", 5, "6: AS QS TS", "2: [2H] 3S 2S KS"),
        # Relaxed: another suit one rank higher (7H on 8S) is allowed and scores 0.
        ("relaxed", "5:7H>7", 0, "5: 5S TH 9H", "7: 4H 6S JS 7S 8S 7H 6H 5H"),
        ("relaxed", "1:4S>5", 0, "1: [AH] 9S 8H", "5: 5S TH 9H 7H 6H 5H 4S"),
        ("relaxed", "4:QH>6", 0, "4: 3H KH", "6: AS QS TS 2S KS QH JH"),
        ("relaxed", "6:TS>4", 0, "6: AS QS", "4: 3H KH QH JH TS 2S KS"),
        ("relaxed", "4:3H>1", 0, "4:", "1: [AH] 9S 8H 4S 3H KH QH JH"),
        ("relaxed", "4:KH>3", 0, "4: 3H", "3: KH QH JH"),
    ],
)
def test_move_result_and_points(
    rules: str, move: str, points: int, source_line: str, target_line: str
) -> None:
    game = board(rules)
    outcome = game.play(move)
    source, target = int(move.split(":")[0]), int(move.split(">")[1])
    assert column_line(game, source) == source_line
    assert column_line(game, target) == target_line
    assert outcome.points == points
    assert game.score == points
    assert game.move_count == 1
    assert game.moves == [move]


def test_only_the_first_card_of_a_block_decides() -> None:
    game = board()
    # 3S on top of the block 5S... would fit on 4S, but the block's first card 5S does not.
    with pytest.raises(IllegalMove) as refused:
        game.play("5:5S>1")
    assert refused.value.reason is Refusal.WRONG_RANK
    # The block 4H 6S JS 7S 8S goes onto 5H although 6S, JS, 7S, 8S fit nowhere.
    game.play("7:4H>5")
    assert column_line(game, 5).endswith("5H 4H 6S JS 7S 8S")


def test_any_face_up_card_may_move_even_from_the_middle() -> None:
    game = board()
    outcome = game.play("5:TH>4")
    assert [str(c) for c in outcome.moved] == ["TH", "9H", "7H", "6H", "5H"]


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
@pytest.mark.parametrize("move", ["3:KS>1", "2:KH>1", "2:2H>1", "3:AS>1"])
def test_nothing_is_placed_on_an_ace(rules: str, move: str) -> None:
    game = Game.from_text(ACE_ON_TOP.format(rules=rules))
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    assert refused.value.reason is Refusal.NOTHING_ON_ACE
    assert str(refused.value) == "Nothing can be placed on an Ace"


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
def test_an_ace_does_not_wrap_around_onto_a_king(rules: str) -> None:
    game = Game.from_text(ACE_ON_TOP.format(rules=rules))
    with pytest.raises(IllegalMove) as refused:
        game.play("1:AH>2")
    assert refused.value.reason is Refusal.WRONG_RANK


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
def test_no_legal_move_targets_an_ace(rules: str) -> None:
    game = Game.from_text(ACE_ON_TOP.format(rules=rules))
    targets = {m.target for m in game.legal_moves()}
    assert 0 not in targets


@pytest.mark.parametrize(
    ("move", "reason", "message"),
    [
        ("5:7H>7", Refusal.SAME_SUIT, "Rule: cards must be the same suit"),
        ("1:4S>5", Refusal.SAME_SUIT, "Rule: cards must be the same suit"),
        ("4:QH>6", Refusal.SAME_SUIT, "Rule: cards must be the same suit"),
        ("5:5S>4", Refusal.WRONG_RANK, "5S can only be placed on a card one rank higher"),
        ("6:AS>1", Refusal.WRONG_RANK, "AS can only be placed on a card one rank higher"),
        ("5:5S>3", Refusal.EMPTY_NEEDS_KING, "Only a King can be placed in an empty column"),
        ("5:TH>3", Refusal.EMPTY_NEEDS_KING, "Only a King can be placed in an empty column"),
        ("4:QH>3", Refusal.EMPTY_NEEDS_KING, "Only a King can be placed in an empty column"),
        ("6:AS>3", Refusal.EMPTY_NEEDS_KING, "Only a King can be placed in an empty column"),
        ("1:AH>3", Refusal.FACE_DOWN, "AH is face-down and cannot be moved yet"),
        ("2:2H>1", Refusal.FACE_DOWN, "2H is face-down and cannot be moved yet"),
        ("1:3S>2", Refusal.CARD_NOT_IN_COLUMN, "3S is not in column 1"),
        ("3:KS>1", Refusal.CARD_NOT_IN_COLUMN, "KS is not in column 3"),
        ("4:2C>1", Refusal.CARD_NOT_IN_COLUMN, "2C is not in column 4"),
        ("9:4S>1", Refusal.NO_SUCH_COLUMN, "There is no column 9"),
        ("1:4S>9", Refusal.NO_SUCH_COLUMN, "There is no column 9"),
        ("0:4S>1", Refusal.NO_SUCH_COLUMN, "There is no column 0"),
        ("1:4S>0", Refusal.NO_SUCH_COLUMN, "There is no column 0"),
        ("12:4S>1", Refusal.NO_SUCH_COLUMN, "There is no column 12"),
        ("6:2S>6", Refusal.SAME_COLUMN, "The card is already in column 6"),
        (
            "6:KS>F",
            Refusal.NOT_A_RUN,
            "Only a complete run from King to Ace can go to a foundation",
        ),
        (
            "6:AS>F",
            Refusal.NOT_A_RUN,
            "Only a complete run from King to Ace can go to a foundation",
        ),
        ("deal", Refusal.RESERVE_DEALT, "The reserve has already been dealt"),
        ("xyz", Refusal.NOT_A_MOVE, "Not a move: xyz"),
        ("1:4X>2", Refusal.NOT_A_MOVE, "Not a move: 1:4X>2"),
        ("1:4S>", Refusal.NOT_A_MOVE, "Not a move: 1:4S>"),
        ("", Refusal.NOT_A_MOVE, "Not a move: "),
    ],
)
def test_classic_refusals_give_the_reason_and_a_readable_message(
    move: str, reason: Refusal, message: str
) -> None:
    game = board()
    before = game.to_text()
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    assert refused.value.reason is reason
    assert str(refused.value) == message
    assert "{" not in message
    assert "Refusal" not in message
    assert len(message.split()) >= 3
    assert game.to_text() == before
    assert game.move_count == 0
    assert game.log == []


def test_illegal_move_is_a_value_error() -> None:
    assert issubclass(IllegalMove, ValueError)


@pytest.mark.parametrize("move", ["5:5S>3", "5:TH>3", "4:QH>3", "6:AS>3", "1:4S>3"])
def test_relaxed_still_only_takes_kings_into_empty_columns(move: str) -> None:
    game = board("relaxed")
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    assert refused.value.reason is Refusal.EMPTY_NEEDS_KING
    assert str(refused.value) == "Only a King can be placed in an empty column"


@pytest.mark.parametrize("move", ["5:5S>4", "1:4S>2"])
def test_relaxed_still_needs_exactly_one_rank_lower(move: str) -> None:
    with pytest.raises(IllegalMove) as refused:
        board("relaxed").play(move)
    assert refused.value.reason is Refusal.WRONG_RANK


def test_check_accepts_a_legal_move_without_playing_it() -> None:
    game = board()
    move = game.check("2:3S>1")
    assert str(move) == "2:3S>1"
    assert game.move_count == 0
    assert game.to_text() == BOARD.format(rules="classic")
