"""The board layout: a pure function of (position, view size, largest card) giving every
card's place.

Every covered face-up card keeps at least :data:`STRIP` of its height in view, the top
strip where its face shows its rank and suit (see card_art), and every covered face-down
card at least its least step (:func:`least_steps`). A long column first tightens its own
fan down to those steps; only a column that cannot fit with them makes every card
smaller, never the strips thinner. The card size comes from the view's width and its
height together, leaving room for a column of :data:`ROOM_CARDS` cards, so that play
rarely needs a smaller card; the board scene passes the size it chose as the largest
allowed, so that during a game the cards never grow back (see BoardScene.sync).
"""

from __future__ import annotations

import math
from typing import NamedTuple

from scorpion_qt.engine import Position

ASPECT = 190 / 140  # card height / width, the shape of the bundled deck
GAP = 0.16  # the least space between columns, in card widths; also the board's margins
MAX_GAP = 1.25  # columns spread up to this far apart to use a wide view, in card widths
DOWN_STEP = 0.11  # vertical step over a face-down card when there is room, in card heights
UP_STEP = 0.26  # vertical step over a face-up card when there is room, in card heights
STRIP = 0.185  # the least step over a face-up card: its face's index strip, in card heights
DOWN_STRIP = 0.05  # the least step over a face-down card (its back only), in card heights
DOWN_PX = 7  # nor fewer pixels than this (a back's edge and a line of its pattern)
#: the card size always leaves room for a column this long at the least steps, all its
#: cards face-up, so that cards change size only for a column longer than that (play
#: often builds columns of 20 cards and more: a run on what its King was dealt upon)
ROOM_CARDS = 24
MIN_WIDTH = 24  # a card width the board never goes below, in pixels
MAX_WIDTH = 240  # nor above (the sheet of all cards grows with its square)
SQUEEZE_FLOOR = 0.045  # the step, in card heights, a column gets below the least card size
RESERVE_STEP = 0.04  # reserve cards fan slightly so their count shows


class Rect(NamedTuple):
    x: float
    y: float
    width: float
    height: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.width and self.y <= py <= self.y + self.height


class CardPlace(NamedTuple):
    """Where a card is drawn: top-left corner, stacking order, face."""

    x: float
    y: float
    z: int
    face_up: bool


class BoardLayout(NamedTuple):
    """Every pile's slot and every card's place. The top row holds the reserve (over the
    first column) or, in the Three Blind Mice family, the cells (over the first columns),
    and the foundations over the last four columns."""

    card_width: float
    card_height: float
    reserve: Rect
    foundations: tuple[Rect, ...]
    columns: tuple[Rect, ...]  # drop zones, from the column's top to the board's bottom
    cards: dict[int, CardPlace]  # by card code
    cells: tuple[Rect, ...] = ()  # one slot per cell, left to right


def least_steps(card_h: float) -> tuple[int, int]:
    """The least steps over a face-down and a face-up card, in whole pixels: a face-down
    one keeps :data:`DOWN_PX` unless its face-up neighbour's strip is thinner still."""
    up = math.ceil(STRIP * card_h)
    return max(math.ceil(DOWN_STRIP * card_h), min(DOWN_PX, up)), up


def _covered(column: tuple[int, ...], down: int) -> tuple[int, int]:
    """How many face-down and face-up cards of a column have a card on them."""
    if not column:
        return 0, 0
    covered_down = min(down, len(column) - 1)
    return covered_down, len(column) - 1 - covered_down


def _column_room(card_w: float, card_h: float, height: float) -> float:
    """The height a column's steps may take: the view less margins, the top row and the
    column's own last card."""
    return height - 3 * round(card_w * GAP) - 2 * card_h


def card_size(
    pos: Position, width: float, height: float, largest: float = MAX_WIDTH
) -> tuple[float, float]:
    """The largest card, in whole pixels (a card drawn at its pixmap's size on a pixel
    boundary is a plain copy) and no wider than ``largest``, such that the columns fit
    the width with at least :data:`GAP` between them, and the tallest column (at least
    :data:`ROOM_CARDS` long) fits the height with its least steps."""
    ncols = len(pos.columns)
    by_width = width / (ncols + (ncols + 1) * GAP)
    tallest_down, tallest_up = max(
        (_covered(column, down) for column, down in zip(pos.columns, pos.down, strict=True)),
        key=lambda counts: counts[0] * DOWN_STRIP + counts[1] * STRIP,
        default=(0, 0),
    )
    if tallest_down * DOWN_STRIP + tallest_up * STRIP < (ROOM_CARDS - 1) * STRIP:
        tallest_down, tallest_up = 0, ROOM_CARDS - 1
    steps = tallest_down * DOWN_STRIP + tallest_up * STRIP
    by_height = height / (2 + steps + 3 * GAP / ASPECT) / ASPECT
    card_w = max(MIN_WIDTH, int(min(MAX_WIDTH, largest, by_width, by_height)))
    # the steps are whole pixels, rounded up: make sure they still fit
    while card_w > MIN_WIDTH:
        card_h = round(card_w * ASPECT)
        down_px, up_px = least_steps(card_h)
        if tallest_down * down_px + tallest_up * up_px <= _column_room(card_w, card_h, height):
            break
        card_w -= 1
    return float(card_w), float(round(card_w * ASPECT))


def layout(pos: Position, width: float, height: float, largest: float = MAX_WIDTH) -> BoardLayout:
    """Place every card of ``pos`` in a view of ``width`` x ``height``, the cards no wider
    than ``largest`` (the size a game in play was given, which it keeps)."""
    ncols = len(pos.columns)
    card_w, card_h = card_size(pos, width, height, largest)
    margin = round(card_w * GAP)
    # a view wider than the cards need spreads the columns, up to MAX_GAP apart
    gap = min(max((width - ncols * card_w) / (ncols + 1), card_w * GAP), card_w * MAX_GAP)
    left = (width - (ncols * card_w + (ncols - 1) * gap)) / 2
    xs = [float(round(left + i * (card_w + gap))) for i in range(ncols)]
    top = float(margin)
    reserve = Rect(xs[0], top, card_w, card_h)
    foundations = tuple(Rect(xs[ncols - 4 + i], top, card_w, card_h) for i in range(4))
    cells = tuple(Rect(xs[i], top, card_w, card_h) for i in range(len(pos.cells)))
    col_top = top + card_h + margin
    bottom = max(height - margin, col_top + card_h)
    columns = tuple(Rect(x, col_top, card_w, bottom - col_top) for x in xs)
    cards: dict[int, CardPlace] = {}
    for i, code in enumerate(pos.reserve):
        cards[code] = CardPlace(float(round(reserve.x + i * card_w * RESERVE_STEP)), top, i, False)
    for cell, held in enumerate(pos.cells):
        if held is not None:
            cards[held] = CardPlace(cells[cell].x, top, 1, True)
    for slot, suit in enumerate(pos.foundations):
        rect = foundations[slot]
        # the pile shows the run's King on top
        for rank0 in range(13):
            cards[suit * 13 + rank0] = CardPlace(rect.x, rect.y, rank0, True)
    for col, cards_in_col in enumerate(pos.columns):
        _place_column(cards, cards_in_col, pos.down[col], columns[col], card_h)
    return BoardLayout(card_w, card_h, reserve, foundations, columns, cards, cells)


def column_steps(down: int, up: int, room: float, card_h: float) -> tuple[int, int]:
    """The steps, in whole pixels, over the ``down`` covered face-down and ``up`` covered
    face-up cards of a column whose steps have ``room`` pixels: the comfortable ones if
    they fit, else squeezed towards the least ones, the face-up steps reaching theirs
    first. Only a view too small for the least card size squeezes past them."""
    comfortable = (DOWN_STEP * card_h, UP_STEP * card_h)
    least = least_steps(card_h)
    if down * comfortable[0] + up * comfortable[1] <= room:
        return math.floor(comfortable[0]), math.floor(comfortable[1])
    if down * least[0] + up * least[1] > room:  # below the least card size
        scale = max(room / (down * least[0] + up * least[1]), 0.0)
        return (
            max(math.floor(least[0] * scale), math.ceil(SQUEEZE_FLOOR * card_h)),
            max(math.floor(least[1] * scale), math.ceil(SQUEEZE_FLOOR * card_h)),
        )
    # one scale for both steps, each kept at or above its least step
    counts = (down, up)
    at_least = [False, False]
    scale = 1.0
    for _ in range(2):
        fixed = sum(counts[i] * least[i] for i in range(2) if at_least[i])
        free = sum(counts[i] * comfortable[i] for i in range(2) if not at_least[i])
        scale = (room - fixed) / free if free else 1.0
        for i in range(2):
            if not at_least[i] and comfortable[i] * scale < least[i]:
                at_least[i] = True
    return (
        least[0] if at_least[0] else max(least[0], math.floor(comfortable[0] * scale)),
        least[1] if at_least[1] else max(least[1], math.floor(comfortable[1] * scale)),
    )


def _place_column(
    out: dict[int, CardPlace], column: tuple[int, ...], down: int, zone: Rect, card_h: float
) -> None:
    if not column:
        return
    covered_down, covered_up = _covered(column, down)
    down_px, up_px = column_steps(covered_down, covered_up, zone.height - card_h, card_h)
    y = zone.y
    for index, code in enumerate(column):
        face_up = index >= down
        out[code] = CardPlace(zone.x, y, 100 + index, face_up)
        y += up_px if face_up else down_px
