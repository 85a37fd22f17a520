"""Value classes behave as frozen, slotted dataclasses do: the same class made both ways
must agree on construction, equality, hashing, repr, immutability, copying and matching."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import subprocess
import sys

import pytest

from scorpion_qt.engine import CARDS, DEAL, Card, Game, Move, MoveKind, Suit
from scorpion_qt.engine.values import FrozenInstanceError, field, replace, value


@value
class Spot:
    name: str
    size: int
    cells: tuple[int, ...] = ()
    note: str | None = None
    derived: int = field(default=0, compare=False, repr=False)


@dataclasses.dataclass(frozen=True, slots=True)
class DataSpot:
    name: str
    size: int
    cells: tuple[int, ...] = ()
    note: str | None = None
    derived: int = dataclasses.field(default=0, compare=False, repr=False)


CASES = [
    (("a", 1), {}),
    (("a", 1, (1, 2)), {}),
    (("b",), {"size": 2, "note": "x"}),
    ((), {"name": "c", "size": 3, "cells": (4,), "note": None, "derived": 9}),
]


@pytest.mark.parametrize(("args", "kwargs"), CASES)
def test_construction_repr_and_hash_match_a_dataclass(args, kwargs) -> None:  # type: ignore[no-untyped-def]
    ours, theirs = Spot(*args, **kwargs), DataSpot(*args, **kwargs)
    assert repr(ours) == repr(theirs).replace("DataSpot", "Spot")
    assert hash(ours) == hash(theirs)
    assert ours.__match_args__ == theirs.__match_args__
    for name in ("name", "size", "cells", "note", "derived"):
        assert getattr(ours, name) == getattr(theirs, name)


def test_equality_ignores_uncompared_fields_and_other_types() -> None:
    assert Spot("a", 1, derived=1) == Spot("a", 1, derived=2)
    assert hash(Spot("a", 1, derived=1)) == hash(Spot("a", 1, derived=2))
    assert Spot("a", 1) != Spot("a", 2)
    assert Spot("a", 1) != DataSpot("a", 1)  # another class, even with the same fields
    assert Spot("a", 1) != ("a", 1, (), None)
    assert len({Spot("a", 1), Spot("a", 1), Spot("b", 1)}) == 2


def test_fields_cannot_be_set_deleted_or_added() -> None:
    spot = Spot("a", 1)
    with pytest.raises(FrozenInstanceError):
        spot.size = 2  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del spot.name  # type: ignore[misc]
    with pytest.raises(AttributeError):
        spot.extra = 1  # type: ignore[attr-defined]
    assert not hasattr(spot, "__dict__")
    assert spot == Spot("a", 1)


def test_missing_and_unknown_arguments_are_refused() -> None:
    with pytest.raises(TypeError):
        Spot("a")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Spot("a", 1, colour="red")  # type: ignore[call-arg]


def test_a_field_without_default_after_one_with_is_refused() -> None:
    class Bad:
        first: int = 0
        second: int

    with pytest.raises(TypeError, match="second"):
        value(Bad)


def test_replace_copies_with_changes_and_refuses_unknown_fields() -> None:
    spot = Spot("a", 1, (2,), derived=5)
    changed = replace(spot, size=7)
    assert changed == Spot("a", 7, (2,)) and changed.derived == 5 and spot.size == 1
    with pytest.raises(TypeError, match="colour"):
        replace(spot, colour="red")


def test_copies_and_pickles_are_equal_values() -> None:
    spot = Spot("a", 1, (2, 3), "n", derived=4)
    for twin in (copy.copy(spot), copy.deepcopy(spot), pickle.loads(pickle.dumps(spot))):
        assert twin == spot and twin.derived == 4
    assert pickle.loads(pickle.dumps(CARDS[5])) == CARDS[5]


def test_match_statements_see_the_fields_in_order() -> None:
    match Move(MoveKind.BUILD, 1, CARDS[3], 4):
        case Move(MoveKind.BUILD, source, card, target):
            assert (source, card, target) == (1, CARDS[3], 4)
        case _:
            pytest.fail("a build move did not match")


def test_engine_values_keep_their_meaning() -> None:
    assert Card(4, Suit.HEARTS) == Card.parse("4H") and Card.parse("4H") is CARDS[29]
    assert repr(Card(4, Suit.HEARTS)) == "Card(rank=4, suit=<Suit.HEARTS: 2>)"
    assert Move(MoveKind.DEAL) == DEAL and hash(Move(MoveKind.DEAL)) == hash(DEAL)
    position = Game.new(7).position
    assert position.with_score(5) != position  # the score is compared...
    assert replace(position, loc=(0,) * 52) == position  # ...the derived index is not
    assert "loc=" not in repr(position)


def test_the_engine_loads_without_the_dataclasses_module() -> None:
    code = "import sys, scorpion_qt.engine; print('dataclasses' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"
