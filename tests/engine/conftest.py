"""Shared fixtures for the engine tests: the rule book's example deal and a column reader."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scorpion_qt.engine import Game
from tests.rule_book import RULE_BOOK_DEAL

EXAMPLE_TEXT = RULE_BOOK_DEAL

# Clubs and diamonds are on the foundations; hearts and spades are spread out so that
# every build rule has an example. Tops: 4S, 3S, (empty), JH, 5H, KS, 8S.
BOARD = """\
rules: {rules}
score: 0
reserve: -
foundations: C D
1: [AH] 9S 8H 4S
2: [2H] 3S
3:
4: 3H KH QH JH
5: 5S TH 9H 7H 6H 5H
6: AS QS TS 2S KS
7: 4H 6S JS 7S 8S
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
