"""Face-down cards turning up and completed runs going to the foundations (RULES.md §2, §4)."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import Game, IllegalMove, MoveKind, Refusal, Suit

# Column 1 holds KS..2S on the face-down 4H; AS lies alone on top of column 2.
RUN_READY = """\
rules: {rules}
reserve: -
foundations: C D
1: [4H] KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
2: 2H AS
3: 5H 6H
4: KH QH JH TH 9H 8H 7H 3H
5: AH
6:
7:
"""

# As above, but 2H lies on AS: moving AS carries 2H along and covers the finished run.
RUN_COVERED = RUN_READY.format(rules="classic").replace("2: 2H AS", "2: AS 2H")

# Face-down cards under columns 1 and 3; played out, the hearts finish in column 5.
TURN_UP = """\
rules: classic
reserve: -
foundations: C D
1: [AH 2H] 9S 3S
2: TS
3: [8H] 4S
4: 5S
5: KH QH JH TH 9H
6: KS QS JS 8S 7S 6S 2S AS
7: 7H 6H 5H 4H 3H
"""


def line(game: Game, number: int) -> str:
    return next(text for text in game.to_text().splitlines() if text.startswith(f"{number}:"))


def foundations_line(game: Game) -> str:
    return next(text for text in game.to_text().splitlines() if text.startswith("foundations:"))


TURN_UP_SEQUENCE = [
    # move, points, cards turned up, line of the source column afterwards
    ("3:4S>4", 10, ["8H"], "3: 8H"),
    ("7:7H>3", 5, [], "7:"),
    ("1:9S>2", 10, ["2H"], "1: [AH] 2H"),
    ("1:2H>3", 10, ["AH"], "1: AH"),
    ("1:AH>3", 5, [], "1:"),
    ("3:8H>5", 105, [], "3:"),
]


def test_turn_up_sequence_scores_each_card_turned_up() -> None:
    game = Game.from_text(TURN_UP)
    total = 0
    for move, points, turned, source_line in TURN_UP_SEQUENCE:
        outcome = game.play(move)
        total += points
        assert outcome.points == points, move
        assert [str(card) for _, card in outcome.turned_up] == turned, move
        assert line(game, int(move[0])) == source_line, move
        assert game.score == total
    assert total == 145
    assert foundations_line(game) == "foundations: C D H"
    assert line(game, 5) == "5:"


def test_a_face_down_card_cannot_be_moved_until_turned_up() -> None:
    game = Game.from_text(TURN_UP)
    with pytest.raises(IllegalMove) as refused:
        game.play("3:8H>6")
    assert refused.value.reason is Refusal.FACE_DOWN
    game.play("3:4S>4")
    game.play("7:7H>3")
    assert line(game, 3) == "3: 8H 7H 6H 5H 4H 3H"


def test_the_whole_turn_up_line_is_legal_move_by_move() -> None:
    game = Game.from_text(TURN_UP)
    for move, *_ in TURN_UP_SEQUENCE:
        assert move in [str(m) for m in game.legal_moves()]
        game.play(move)


def test_a_run_completed_on_the_receiving_column_is_removed_and_turns_up_the_card_below() -> None:
    game = Game.from_text(RUN_READY.format(rules="classic"))
    outcome = game.play("2:AS>1")
    assert outcome.points == 5 + 100 + 5
    assert outcome.runs_removed == ((0, Suit.SPADES),)
    assert [str(card) for _, card in outcome.turned_up] == ["4H"]
    assert line(game, 1) == "1: 4H"
    assert line(game, 2) == "2: 2H"
    assert foundations_line(game) == "foundations: C D S"
    assert game.score == 110
    assert not game.is_won


def test_relaxed_removes_only_single_suit_runs() -> None:
    game = Game.from_text(RUN_READY.format(rules="relaxed"))
    outcome = game.play("5:AH>1")  # AH on 2S: allowed in Relaxed, but K..A is not one suit
    assert outcome.points == 0
    assert outcome.runs_removed == ()
    assert line(game, 1) == "1: [4H] KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH"
    assert foundations_line(game) == "foundations: C D"
    assert not any(m.kind is MoveKind.FOUNDATION for m in game.legal_moves())


def test_a_run_covered_by_the_moved_block_stays() -> None:
    game = Game.from_text(RUN_COVERED)
    outcome = game.play("2:AS>1")
    assert outcome.points == 5
    assert outcome.runs_removed == ()
    assert line(game, 1) == "1: [4H] KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS 2H"
    assert foundations_line(game) == "foundations: C D"
    assert not any(m.kind is MoveKind.FOUNDATION for m in game.legal_moves())


def uncovered_run() -> Game:
    """RUN_COVERED after the covered run was uncovered by moving 2H away."""
    game = Game.from_text(RUN_COVERED)
    game.play("2:AS>1")
    game.play("1:2H>4")
    return game


def test_an_uncovered_run_is_not_removed_automatically() -> None:
    game = uncovered_run()
    assert game.score == 10
    assert game.last_outcome is not None
    assert game.last_outcome.runs_removed == ()
    assert line(game, 1) == "1: [4H] KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
    assert foundations_line(game) == "foundations: C D"


def test_an_uncovered_run_is_offered_as_a_foundation_move() -> None:
    moves = uncovered_run().legal_moves()
    foundation = [str(m) for m in moves if m.kind is MoveKind.FOUNDATION]
    assert foundation == ["1:KS>F"]


def test_sending_an_uncovered_run_to_a_foundation_scores_100_plus_the_turned_up_card() -> None:
    game = uncovered_run()
    outcome = game.play("1:KS>F")
    assert outcome.move.kind is MoveKind.FOUNDATION
    assert outcome.runs_removed == ((0, Suit.SPADES),)
    assert outcome.moved == ()
    assert outcome.points == 100 + 5
    assert game.score == 10 + 105
    assert line(game, 1) == "1: 4H"
    assert foundations_line(game) == "foundations: C D S"
    assert game.moves == ["2:AS>1", "1:2H>4", "1:KS>F"]


def test_moving_an_uncovered_run_into_an_empty_column_removes_it_there() -> None:
    game = uncovered_run()
    outcome = game.play("1:KS>2")
    assert outcome.runs_removed == ((1, Suit.SPADES),)
    assert outcome.points == 100 + 5
    assert line(game, 1) == "1: 4H"
    assert line(game, 2) == "2:"
    assert foundations_line(game) == "foundations: C D S"


@pytest.mark.parametrize("move", ["1:QS>F", "1:AS>F", "1:2S>F", "4:KH>F", "4:2H>F"])
def test_only_a_complete_run_by_its_king_goes_to_a_foundation(move: str) -> None:
    game = uncovered_run()
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    assert refused.value.reason is Refusal.NOT_A_RUN


def test_foundation_move_notation_round_trips() -> None:
    game = uncovered_run()
    move = game.check("1:ks>f")
    assert str(move) == "1:KS>F"
    assert move in game.legal_moves()
