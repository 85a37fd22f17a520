"""The board layout is a pure function of (position, view size)."""

from __future__ import annotations

import itertools
import math

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.ui.table.layout import (
    DOWN_PX,
    DOWN_STRIP,
    GAP,
    MAX_GAP,
    MAX_WIDTH,
    MIN_WIDTH,
    ROOM_CARDS,
    STRIP,
    UP_STEP,
    BoardLayout,
    layout,
    least_steps,
)
from tests.positions import NEARLY_WON
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.long_columns import LONG_COLUMN, OVER_ROOM_COLUMN, ROOM_COLUMN, long_positions

#: the view sizes of the issue: the smallest window tried, the default one, a full HD screen
SIZES = [(800, 600), (1000, 760), (1920, 1080)]


def steps(board: BoardLayout, column: tuple[int, ...]) -> list[float]:
    ys = [board.cards[code].y for code in column]
    return [b - a for a, b in itertools.pairwise(ys)]


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


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("name", list(long_positions()))
def test_every_covered_card_keeps_its_whole_strip(name: str, width: int, height: int) -> None:
    """The issue's test: in long positions (21-card columns and more) every covered
    face-up card keeps its index strip in view, every face-down one a sliver of its back,
    and every column's last card is wholly in the view."""
    position = long_positions()[name]
    board = layout(position, width, height)
    least_up = math.ceil(STRIP * board.card_height)
    least_down = max(DOWN_STRIP * board.card_height, min(DOWN_PX, least_up))
    for column, down in zip(position.columns, position.down, strict=True):
        for index, step in enumerate(steps(board, column)):
            assert step >= (least_up if index >= down else least_down), (name, index)
        if column:
            assert board.cards[column[-1]].y + board.card_height <= height


@pytest.mark.parametrize(("width", "height"), [*SIZES, (1366, 669), (1366, 688)])
def test_a_long_column_tightens_its_own_fan_and_keeps_the_card_size(
    width: int, height: int
) -> None:
    """Columns of up to ROOM_CARDS cards (21 and 22 of the long positions, 24 face-up)
    keep the deal's card size: their fans tighten, every card keeps its strip."""
    deal = layout(Game.from_text(RULE_BOOK_DEAL).position, width, height)
    positions = {**long_positions(), "24 face-up": Game.from_text(ROOM_COLUMN).position}
    assert max(len(column) for column in positions["24 face-up"].columns) == ROOM_CARDS
    for name, position in positions.items():
        board = layout(position, width, height)
        assert board.card_width == deal.card_width, name
        long = max(position.columns, key=len)
        assert max(steps(board, long)) < math.floor(UP_STEP * board.card_height), name


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_longer_column_makes_every_card_smaller_not_its_strips_thinner(
    width: int, height: int
) -> None:
    deal = layout(Game.from_text(RULE_BOOK_DEAL).position, width, height)
    position = Game.from_text(OVER_ROOM_COLUMN).position
    board = layout(position, width, height)
    assert board.card_width < deal.card_width
    # one size for every card, so the columns stay aligned
    assert len({round(rect.width) for rect in board.columns}) == 1
    assert len({rect.y for rect in board.columns}) == 1
    least_down, least_up = least_steps(board.card_height)
    assert least_down >= min(DOWN_PX, least_up)
    long_steps = steps(board, position.columns[0])
    assert min(long_steps[:3]) >= least_down and min(long_steps[3:]) >= least_up
    assert board.cards[position.columns[0][-1]].y + board.card_height <= height


def test_the_card_size_is_no_larger_than_the_largest_given() -> None:
    """The scene passes the size a game was dealt with: a shorter column later does not
    grow the cards back; a smaller size given is kept, a larger one is not reached."""
    position = Game.from_text(RULE_BOOK_DEAL).position
    fits = layout(position, 1366, 669).card_width
    assert layout(position, 1366, 669, largest=fits - 9).card_width == fits - 9
    assert layout(position, 1366, 669, largest=fits + 9).card_width == fits
    longer = Game.from_text(OVER_ROOM_COLUMN).position
    assert layout(longer, 1366, 669, largest=fits).card_width < fits


def test_a_short_column_keeps_the_comfortable_spacing() -> None:
    position = Game.from_text(OVER_ROOM_COLUMN).position
    board = layout(position, 1000, 690)
    long_steps = steps(board, position.columns[0])
    assert max(long_steps[3:]) <= math.ceil(STRIP * board.card_height)  # squeezed to its strip
    short = steps(board, position.columns[4])  # four face-up cards
    assert short[0] == math.floor(UP_STEP * board.card_height) > max(long_steps[3:])


def test_the_card_size_holds_while_no_column_is_longer_than_a_run() -> None:
    # cards change size in play only for a column longer than ROOM_CARDS cards
    sizes = {
        layout(Game.from_text(text).position, 1000, 690).card_width
        for text in (RULE_BOOK_DEAL, NEARLY_WON)
    }
    sizes.add(layout(Game.new(5).position, 1000, 690).card_width)
    assert len(sizes) == 1


@pytest.mark.parametrize(("width", "height"), [(1920, 1010), (1366, 698), (1000, 690)])
def test_a_wide_view_spreads_the_columns(width: int, height: int) -> None:
    """Sized from the width and the height together: a view that the height limits
    spreads its columns over the width, up to MAX_GAP apart; one the width limits packs
    them at GAP apart."""
    board = layout(Game.from_text(RULE_BOOK_DEAL).position, width, height)
    xs = [rect.x for rect in board.columns]
    gaps = {round(b - a - board.card_width) for a, b in itertools.pairwise(xs)}
    assert max(gaps) - min(gaps) <= 1  # evenly
    gap = min(gaps)
    assert GAP * board.card_width - 1 <= gap <= MAX_GAP * board.card_width + 1
    left, right = xs[0], width - (xs[-1] + board.card_width)
    assert abs(left - right) <= 1
    # either the columns fill the width (margins no wider than a gap) or they are as far
    # apart as they may be
    assert left <= gap + 1 or gap >= MAX_GAP * board.card_width - 1
    # and the cards are the largest whose column of ROOM_CARDS fits the height
    assert board.card_height * (2 + (ROOM_CARDS - 1) * STRIP) < height
    assert (board.card_height + 4) * (2 + (ROOM_CARDS - 1) * STRIP + 0.4) > height


def test_bigger_cards_on_a_bigger_screen() -> None:
    position = Game.from_text(RULE_BOOK_DEAL).position
    widths = [layout(position, w, h).card_width for w, h in SIZES]
    assert widths == sorted(widths) and widths[0] < widths[-1]
    board = layout(position, 1920, 1010)
    block = board.columns[-1].x + board.card_width - board.columns[0].x
    assert block >= 0.8 * 1920  # no narrow block with wide empty margins


def test_card_size_stays_within_bounds() -> None:
    position = Game.new(3).position
    assert layout(position, 8000, 6000).card_width == MAX_WIDTH
    assert layout(position, 100, 80).card_width == MIN_WIDTH


def test_a_view_too_small_for_the_least_card_still_shows_every_card() -> None:
    position = Game.from_text(LONG_COLUMN).position
    board = layout(position, 200, 200)
    assert board.card_width == MIN_WIDTH
    assert min(steps(board, position.columns[0])) >= 1


def test_columns_do_not_overlap_and_fit_the_width() -> None:
    board = layout(Game.new(3).position, 900, 700)
    rights = [c.x + c.width for c in board.columns]
    lefts = [c.x for c in board.columns]
    assert all(r < left for r, left in zip(rights, lefts[1:], strict=False))
    assert lefts[0] >= 0 and rights[-1] <= 900
