"""The board layout is a pure function of (position, view size)."""

from __future__ import annotations

import itertools

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.ui.layout import layout

LONG_COLUMN = """\
rules: classic
reserve: 5S TS 2D
foundations: -
1: [QS 8S 2S] 3D JH TH 3S KH QH JD TC 9H 8H 7H 6H 5H 4H 3H 2H AH KD QD
2: [5D] QC 3C
3: AC 2C 6C
4: KC 4S
5: 6D 8C JS 4C 9C 8D 5C
6: AD 9D 7D TD
7: AS 7S 6S 4D 9S 7C KS JC
"""


def test_same_input_same_layout() -> None:
    position = Game.new(11).position
    assert layout(position, 1000, 700) == layout(position, 1000, 700)


def test_cards_scale_with_the_window() -> None:
    position = Game.new(11).position
    small, large = layout(position, 800, 600), layout(position, 1600, 1200)
    assert large.card_width == pytest.approx(2 * small.card_width, abs=1)
    assert small.card_height / small.card_width == pytest.approx(190 / 140, rel=0.01)


def test_cards_lie_on_whole_pixels() -> None:
    # a card the size of its pixmap on a pixel boundary is drawn as a plain copy
    board = layout(Game.from_text(LONG_COLUMN).position, 1013.0, 707.0)
    assert board.card_width.is_integer() and board.card_height.is_integer()
    for place in board.cards.values():
        assert place.x.is_integer() and place.y.is_integer()


def test_face_down_cards_show_backs_and_all_cards_are_placed() -> None:
    position = Game.new(11).position
    board = layout(position, 1000, 700)
    assert len(board.cards) == 52
    for column, cards in enumerate(position.columns):
        for index, code in enumerate(cards):
            assert board.cards[code].face_up == (index >= position.down[column])
    assert not any(board.cards[code].face_up for code in position.reserve)


@pytest.mark.parametrize(("width", "height"), [(1000, 700), (700, 480), (1400, 600)])
def test_a_long_column_compresses_to_stay_visible(width: int, height: int) -> None:
    game = Game.from_text(LONG_COLUMN)
    board = layout(game.position, width, height)
    column = game.position.columns[0]
    ys = [board.cards[code].y for code in column]
    assert ys == sorted(ys)
    assert ys[-1] + board.card_height <= height  # the last card fits in the view
    steps = [b - a for a, b in itertools.pairwise(ys)]
    assert min(steps) >= 0.04 * board.card_height  # every card still shows its corner
    # a short column keeps the comfortable spacing
    short = [board.cards[code].y for code in game.position.columns[2]]
    assert short[1] - short[0] > max(steps[3:])


def test_columns_do_not_overlap_and_fit_the_width() -> None:
    board = layout(Game.new(3).position, 900, 700)
    rights = [c.x + c.width for c in board.columns]
    lefts = [c.x for c in board.columns]
    assert all(r < left for r, left in zip(rights, lefts[1:], strict=False))
    assert lefts[0] >= 0 and rights[-1] <= 900
