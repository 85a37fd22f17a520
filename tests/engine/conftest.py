"""Shared fixtures for the engine tests: the rule book's example deal and a column reader."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorpion_qt.engine import Game

#: RULES.md §1: the rule book's example deal, with the face-down cards the tests use.
EXAMPLE_TEXT = """\
rules: classic
score: 0
reserve: 5S TS 2D
foundations: -
1: [QS 8S 2S] 3D JH TH 3S
2: [AH 5D JD] QH 3C 4H 7S
3: [AC 2C 6C] AS 7D 7H 3H
4: [TC KC 4S] KD 8H 7C 9S
5: 6H 8C JS 4C 9C 8D 5C
6: 6D QC KH 4D KS 9H JC
7: AD QD 9D 6S 2H TD 5H
"""


@pytest.fixture
def example_text() -> str:
    """The example deal of RULES.md §1 in position notation."""
    return EXAMPLE_TEXT


@pytest.fixture
def example_game() -> Game:
    """A game starting from the rule book's example deal."""
    return Game.from_text(EXAMPLE_TEXT)


def column_text(game: Game, number: int) -> str:
    """The notation of column ``number`` (1-based) of the game's current position."""
    for line in game.to_text().splitlines():
        key, _, value = line.partition(":")
        if key == str(number):
            return value.strip()
    raise KeyError(number)


@pytest.fixture
def column() -> Callable[[Game, int], str]:
    """``column(game, n)``: the notation of column n, for example ``[QS 8S 2S] 3D JH``."""
    return column_text
