"""The board layout: a pure function of (position, view size) giving every card's place."""

from __future__ import annotations

from typing import NamedTuple

from scorpion_qt.engine import Position

ASPECT = 190 / 140  # card height / width, the shape of the bundled deck
GAP = 0.16  # space between columns, in card widths
DOWN_STEP = 0.11  # vertical step over a face-down card, in card heights
UP_STEP = 0.26  # vertical step over a face-up card, in card heights
MIN_STEP = 0.045  # the tightest a long column may get, in card heights
RESERVE_STEP = 0.04  # reserve cards fan slightly so their count shows


class Rect(NamedTuple):
    x: float
    y: float
    width: float
    height: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.width and self.y <= py <= self.y + self.height

    @property
    def center_x(self) -> float:
        return self.x + self.width / 2


class CardPlace(NamedTuple):
    """Where a card is drawn: top-left corner, stacking order, face."""

    x: float
    y: float
    z: int
    face_up: bool


class BoardLayout(NamedTuple):
    card_width: float
    card_height: float
    reserve: Rect
    foundations: tuple[Rect, ...]
    columns: tuple[Rect, ...]  # drop zones, from the column's top to the board's bottom
    cards: dict[int, CardPlace]  # by card code


def card_size(columns: int, width: float, height: float) -> tuple[float, float]:
    """The card size that fits ``columns`` columns and a readable column in the view, in
    whole pixels: a card drawn at its pixmap's size on a pixel boundary is a plain copy."""
    by_width = width / (columns + (columns + 1) * GAP)
    # room for the top row plus a column of about 3.3 card heights
    by_height = height / ((1 + GAP) * 2 + 3.3) / ASPECT
    card_w = float(max(20, int(min(by_width, by_height))))
    return card_w, float(round(card_w * ASPECT))


def layout(pos: Position, width: float, height: float) -> BoardLayout:
    """Place every card of ``pos`` in a view of ``width`` x ``height``."""
    ncols = len(pos.columns)
    card_w, card_h = card_size(ncols, width, height)
    gap = card_w * GAP
    left = (width - (ncols * card_w + (ncols - 1) * gap)) / 2
    xs = [float(round(left + i * (card_w + gap))) for i in range(ncols)]
    top = float(round(gap))
    reserve = Rect(xs[0], top, card_w, card_h)
    foundations = tuple(Rect(xs[ncols - 4 + i], top, card_w, card_h) for i in range(4))
    col_top = float(round(top + card_h + gap))
    bottom = max(height - gap, col_top + card_h)
    columns = tuple(Rect(x, col_top, card_w, bottom - col_top) for x in xs)
    cards: dict[int, CardPlace] = {}
    for i, code in enumerate(pos.reserve):
        cards[code] = CardPlace(float(round(reserve.x + i * card_w * RESERVE_STEP)), top, i, False)
    for slot, suit in enumerate(pos.foundations):
        rect = foundations[slot]
        # the pile shows the run's King on top
        for rank0 in range(13):
            cards[suit * 13 + rank0] = CardPlace(rect.x, rect.y, rank0, True)
    for col, cards_in_col in enumerate(pos.columns):
        _place_column(cards, cards_in_col, pos.down[col], columns[col], card_h)
    return BoardLayout(card_w, card_h, reserve, foundations, columns, cards)


def _place_column(
    out: dict[int, CardPlace], column: tuple[int, ...], down: int, zone: Rect, card_h: float
) -> None:
    if not column:
        return
    up = len(column) - down
    wanted = down * DOWN_STEP + (up - 1) * UP_STEP
    room = (zone.height - card_h) / card_h
    scale = 1.0
    if wanted > room > 0:
        scale = max(room / wanted, MIN_STEP / UP_STEP)
    y = zone.y
    for index, code in enumerate(column):
        face_up = index >= down
        out[code] = CardPlace(zone.x, float(round(y)), 100 + index, face_up)
        y += card_h * scale * (UP_STEP if face_up else DOWN_STEP)
