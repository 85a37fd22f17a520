"""The reserve deal (RULES.md §2): columns 1-3, any build, once only, a move, run check."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import DEAL, Game, IllegalMove, MoveKind, Refusal, Suit

# The deal puts 9H on TS, 2S on 3H and 4H into the empty column 3: none of them a build.
RESERVE = """\
rules: {rules}
reserve: 9H 2S 4H
foundations: C D
1: KS QS JS TS
2: 3H
3:
4: KH QH JH TH 8H 7H 6H 5H 3S
5: 9S 8S 7S 6S 5S 4S
6: AS AH 2H
7:
"""

# The first reserve card AS completes KS..2S in column 1 over the face-down 4H.
RESERVE_COMPLETES_RUN = """\
rules: classic
reserve: AS 5H 6H
foundations: C D
1: [4H] KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
2: KH QH JH TH 9H 8H 7H
3: 3H 2H AH
4:
5:
6:
7:
"""


def lines(game: Game) -> list[str]:
    """The text's lines but the cards that earned their bonus (not what is looked at here)."""
    return [line for line in game.to_text().splitlines() if not line.startswith("bonus:")]


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
def test_deal_puts_one_card_on_each_of_columns_1_2_3_in_order(rules: str) -> None:
    game = Game.from_text(RESERVE.format(rules=rules))
    outcome = game.play("deal")
    text = lines(game)
    assert text[2] == "reserve: -"
    assert text[4] == "1: KS QS JS TS 9H"
    assert text[5] == "2: 3H 2S"
    assert text[6] == "3: 4H"
    assert text[7:] == lines(Game.from_text(RESERVE.format(rules=rules)))[7:]
    assert [(column, str(card)) for column, card in outcome.dealt] == [
        (0, "9H"),
        (1, "2S"),
        (2, "4H"),
    ]
    assert outcome.move.kind is MoveKind.DEAL
    assert outcome.points == 0
    assert game.score == 0


def test_dealt_cards_are_face_up_and_playable() -> None:
    game = Game.from_text(RESERVE.format(rules="classic"))
    with pytest.raises(IllegalMove):
        game.play("2:2S>4")  # 2S is still in the reserve
    game.play("deal")
    outcome = game.play("2:2S>4")
    assert outcome.points == 5
    assert lines(game)[5] == "2: 3H"
    assert lines(game)[7] == "4: KH QH JH TH 8H 7H 6H 5H 3S 2S"


def test_deal_counts_as_a_move_and_can_be_undone() -> None:
    game = Game.from_text(RESERVE.format(rules="classic"))
    before = game.to_text()
    game.play(DEAL)
    assert game.move_count == 1
    assert game.moves == ["deal"]
    assert game.log == ["deal"]
    assert game.can_undo
    assert game.undo()
    assert game.to_text() == before
    assert game.redo()
    assert lines(game)[2] == "reserve: -"


def test_the_reserve_is_dealt_only_once() -> None:
    game = Game.from_text(RESERVE.format(rules="classic"))
    assert "deal" in [str(m) for m in game.legal_moves()]
    game.play("deal")
    assert "deal" not in [str(m) for m in game.legal_moves()]
    with pytest.raises(IllegalMove) as refused:
        game.play("deal")
    assert refused.value.reason is Refusal.RESERVE_DEALT
    assert str(refused.value) == "The reserve has already been dealt"
    assert game.move_count == 1


def test_the_reserve_may_be_dealt_after_other_moves() -> None:
    game = Game.from_text(RESERVE.format(rules="classic"))
    game.play("5:9S>1")
    game.play("deal")
    assert lines(game)[4] == "1: KS QS JS TS 9S 8S 7S 6S 5S 4S 9H"
    assert game.moves == ["5:9S>1", "deal"]


def test_a_deal_that_completes_a_run_removes_it() -> None:
    game = Game.from_text(RESERVE_COMPLETES_RUN)
    outcome = game.play("deal")
    text = lines(game)
    assert outcome.runs_removed == ((0, Suit.SPADES),)
    assert [str(card) for _, card in outcome.turned_up] == ["4H"]
    assert outcome.points == 100 + 5
    assert game.score == 105
    assert text[2] == "reserve: -"
    assert text[3] == "foundations: C D S"
    assert text[4] == "1: 4H"
    assert text[5] == "2: KH QH JH TH 9H 8H 7H 5H"
    assert text[6] == "3: 3H 2H AH 6H"


def test_dealing_same_suit_cards_one_rank_lower_still_scores_nothing() -> None:
    text = (
        RESERVE.format(rules="classic")
        .replace("reserve: 9H 2S 4H", "reserve: 9S 2H 4H")
        .replace("5: 9S 8S", "5: 9H 8S")
        .replace("6: AS AH 2H", "6: AS AH 2S")
    )
    game = Game.from_text(text)
    outcome = game.play("deal")
    assert lines(game)[4] == "1: KS QS JS TS 9S"
    assert lines(game)[5] == "2: 3H 2H"
    assert outcome.points == 0
    assert game.score == 0
