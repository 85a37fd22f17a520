"""Engine values (cards, moves, rules, positions, outcomes) are frozen and equal by value."""

from __future__ import annotations

import dataclasses

import pytest

from scorpion_qt.engine import CARDS, CLASSIC, DEAL, Card, Game, Move, MoveKind, Suit


def test_match_statements_see_a_moves_fields_in_order() -> None:
    match Move(MoveKind.BUILD, 1, CARDS[3], 4):
        case Move(MoveKind.BUILD, source, card, target):
            assert (source, card, target) == (1, CARDS[3], 4)
        case _:
            pytest.fail("a build move did not match")


def test_cards_and_moves_are_equal_and_hash_alike_by_value() -> None:
    assert Card(4, Suit.HEARTS) == Card.parse("4H") and Card.parse("4H") is CARDS[29]
    assert hash(Card(4, Suit.HEARTS)) == hash(CARDS[29])
    assert repr(Card(4, Suit.HEARTS)) == "Card(rank=4, suit=<Suit.HEARTS: 2>)"
    assert Move(MoveKind.DEAL) == DEAL and hash(Move(MoveKind.DEAL)) == hash(DEAL)
    assert Move.parse("2:4H>7") == Move(MoveKind.BUILD, 1, CARDS[29], 6)
    assert len({Move.parse("2:4H>7"), Move.parse("2:4♥>7"), DEAL}) == 2
    not_a_card: object = (4, Suit.HEARTS)
    assert Card(4, Suit.HEARTS) != not_a_card


def test_a_positions_score_is_compared_and_its_derived_index_is_not() -> None:
    position = Game.new(7).position
    assert dataclasses.replace(position, score=5) != position
    unindexed = dataclasses.replace(position, loc=(0,) * 52)
    assert unindexed == position and hash(unindexed) == hash(position)
    assert "loc=" not in repr(position)


def test_engine_values_cannot_be_changed() -> None:
    game = Game.new(7)
    outcome = game.play(game.legal_moves()[0])
    for item, name in (
        (CARDS[0], "rank"),
        (DEAL, "source"),
        (CLASSIC, "name"),
        (game.position, "score"),
        (outcome, "points"),
    ):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(item, name, 1)
        assert not hasattr(item, "__dict__")  # slotted
