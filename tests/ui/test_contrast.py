"""Every text and outline on the board stands out as WCAG 2.2 asks (4.5:1 for text, 3:1 for
outlines and the parts of a pile's outline), on every felt the Appearance settings offer and
on every deck's faces and every back. The colours are those the painting uses: the
constants and functions it reads, and pixels of the art it renders."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from scorpion_qt.engine import CARDS
from scorpion_qt.ui.table import board_colours, card_decks, card_item, felt
from scorpion_qt.ui.table.board_colours import EDGE, FOCUS, SELECTED, TARGET, Rgb, Rgba
from scorpion_qt.ui.table.card_art import BACK, BACKS, CardArt
from scorpion_qt.ui.table.card_item import CardItem
from scorpion_qt.ui.window.main_window import MainWindow

TEXT = 4.5  # WCAG 2.2, 1.4.3 (contrast, minimum)
OUTLINE = 3.0  # 1.4.11 (non-text contrast) and 2.4.13 (focus appearance)
TWO_COLOURS = 9.0  # technique C40: one of two such colours is 3:1 on any background
#: the art is sampled at this size (its own units: 140 x 190)
WIDTH, HEIGHT = 140, 190


def luminance(colour: Rgb) -> float:
    """WCAG 2.2's relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(one: Rgb, other: Rgb) -> float:
    """WCAG 2.2's contrast ratio, 1 to 21."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(colour: Rgba, under: Rgb) -> Rgb:
    """``colour`` painted over ``under`` with its alpha."""
    alpha = colour[3] / 255
    r, g, b = (round(c * alpha + u * (1 - alpha)) for c, u in zip(colour[:3], under, strict=True))
    return r, g, b


def rgb(colour: QColor) -> Rgb:
    return colour.red(), colour.green(), colour.blue()


def felts() -> Iterator[tuple[str, list[Rgb]]]:
    """Each felt (and the green one under a dark system scheme) as the colours of its
    gradient, top to bottom, from the function that paints it."""
    for dark in (False, True):
        for name in felt.FELTS:
            if dark and name != "green":
                continue  # only the green felt changes with the system's scheme
            gradient = felt.felt_brush(dark, 100, name).gradient()
            assert isinstance(gradient, QLinearGradient)
            (_, top), (_, bottom) = gradient.stops()
            (r0, g0, b0), (r1, g1, b1) = rgb(top), rgb(bottom)
            steps: list[Rgb] = [
                (
                    round(r0 + (r1 - r0) * i / 20),
                    round(g0 + (g1 - g0) * i / 20),
                    round(b0 + (b1 - b0) * i / 20),
                )
                for i in range(21)
            ]
            yield f"{name}{' (dark scheme)' if dark else ''}", steps


FELTS = dict(felts())


def art(deck: str = "standard", four_colour: bool = False, large_index: bool = False) -> CardArt:
    drawn = CardArt()
    drawn.set_deck(deck)
    drawn.set_style(four_colour, large_index)
    return drawn


def pixel(drawn: CardArt, name: str, x: int, y: int) -> Rgb:
    return rgb(drawn.pixmap(name, WIDTH, HEIGHT).toImage().pixelColor(x, y))


def card_edges() -> dict[str, Rgb]:
    """What a mark drawn inside a card's edge lies on: each deck's faces and each back,
    sampled just inside the mark (which lies on the card's edge) at the middle of each
    side, as the art renders."""
    seen: dict[str, Rgb] = {}
    for deck in card_decks.NAMES:
        drawn = art(deck)
        for card in CARDS:
            for x, y in ((6, HEIGHT // 2), (WIDTH - 7, HEIGHT // 2), (WIDTH // 2, 6)):
                seen[f"{deck} {card} ({x}, {y})"] = pixel(drawn, str(card), x, y)
    for back in BACKS:
        drawn = art()
        drawn.set_back(back)
        for x, y in ((6, HEIGHT // 2), (WIDTH // 2, 6), (WIDTH // 2, HEIGHT - 7)):
            seen[f"back {back} ({x}, {y})"] = pixel(drawn, BACK, x, y)
    return seen


@pytest.fixture(scope="module")
def cards(qapp: object) -> dict[str, Rgb]:
    return card_edges()


def two_colour_failures(band: Rgb, backgrounds: dict[str, Rgb]) -> list[str]:
    """The backgrounds on which neither the mark's bright band nor its dark edge has 3:1."""
    return [
        f"{where} {colour}: {max(ratio(band, colour), ratio(EDGE, colour)):.2f}"
        for where, colour in backgrounds.items()
        if max(ratio(band, colour), ratio(EDGE, colour)) < OUTLINE
    ]


def felt_colours() -> dict[str, Rgb]:
    return {
        f"{name} felt {i}": colour
        for name, steps in FELTS.items()
        for i, colour in enumerate(steps)
    }


@pytest.mark.parametrize(
    ("mark", "band"),
    [("focus", FOCUS), ("picked up", SELECTED), ("target and hint", TARGET)],
)
def test_every_mark_stands_out_on_every_felt_and_card(
    mark: str, band: Rgb, cards: dict[str, Rgb]
) -> None:
    """The focus frame (on a card, a slot, the reserve), the cards picked up and the places
    they may go (on a card or a pile): a bright band on a dark edge, one of them 3:1 on
    whatever lies next to it."""
    assert ratio(band, EDGE) >= TWO_COLOURS, mark
    assert two_colour_failures(band, felt_colours()) == [], mark
    assert two_colour_failures(band, cards) == [], mark


def test_a_target_pile_s_outline_stands_out_on_its_own_tint() -> None:
    """Inside a target pile the felt is tinted with the target's colour: the outline's
    band or edge still stands out 3:1 next to it."""
    tinted = {
        where: over((*TARGET, board_colours.TARGET_TINT_ALPHA), colour)
        for where, colour in felt_colours().items()
    }
    assert two_colour_failures(TARGET, tinted) == []


def test_an_empty_pile_s_outline_stands_out() -> None:
    """The dashed outline of an empty pile: 3:1 against its shadow inside and the felt
    outside."""
    failures = []
    for where, colour in felt_colours().items():
        shade = over(board_colours.SLOT_SHADE, colour)
        line = over(board_colours.SLOT_LINE, shade)
        for side, next_to in (("inside", shade), ("outside", colour)):
            if ratio(line, next_to) < OUTLINE:
                failures.append(f"{where} {side}: {ratio(line, next_to):.2f}")
    assert failures == []


@pytest.mark.parametrize("deck", card_decks.NAMES)
@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("large_index", [False, True])
def test_every_index_is_readable(
    qapp: object, deck: str, four_colour: bool, large_index: bool
) -> None:
    """Each card's rank and suit (the index in its strip, and the large-print face's big
    ones) on the white they are drawn on: 4.5:1, red suits and the four-colour deck's green
    and blue included. The white is the patch's colour, and the art's face where there is
    no patch, as rendered."""
    drawn = art(deck, four_colour, large_index)
    face = board_colours.FACE
    for card in CARDS:
        # under the index, left of its glyphs (the patch, or the blank large-print face)
        assert pixel(drawn, str(card), 6, 30) == face, (deck, card)
        if drawn.deck.large_print:  # beside the large rank in the middle
            assert pixel(drawn, str(card), 8, 80) == face, (deck, card)
        colour = rgb(drawn.suit_colour(card))
        assert ratio(colour, face) >= TEXT, (deck, str(card), colour, ratio(colour, face))


def test_no_text_lies_on_the_felt(window: MainWindow) -> None:
    """The board writes nothing on the felt itself (messages go to the status bar, and the
    empty piles carry outlines, not labels): nothing to read there on a felt of any
    colour."""
    texts = (QGraphicsSimpleTextItem, QGraphicsTextItem)
    assert not [item for item in window.scene.items() if isinstance(item, texts)]


def painted_row(window: MainWindow, rect: QRectF) -> list[Rgb]:
    """The colours the scene paints along the middle row of ``rect`` (scene coordinates),
    a few pixels either side of it."""
    area = rect.adjusted(-6, -6, 6, 6)
    image = QImage(round(area.width()), round(area.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    window.scene.render(painter, QRectF(image.rect()), area)
    painter.end()
    y = image.height() // 2
    return [rgb(image.pixelColor(x, y)) for x in range(image.width())]


def near(colours: list[Rgb], wanted: Rgb) -> bool:
    return any(max(abs(a - b) for a, b in zip(c, wanted, strict=True)) <= 8 for c in colours)


def test_the_marks_are_painted_in_those_colours(window: MainWindow) -> None:
    """A card picked up, a card and a pile marked as targets, and the keyboard's focus,
    as the scene paints them: their bright band and their dark edge are there."""
    scene = window.scene
    card = next(  # a column's last card: none lies on it
        item
        for item in scene.cards.values()
        if item.face_up
        and not any(
            isinstance(other, CardItem) and other.zValue() > item.zValue()
            for other in item.collidingItems()
        )
    )
    for mark, band in ((card_item.SELECTED, SELECTED), (card_item.TARGET, TARGET)):
        card.set_mark(mark)
        row = painted_row(window, card.sceneBoundingRect())
        assert near(row, band) and near(row, EDGE), mark.name()
    card.set_mark(None)
    pile = scene.foundations[0]
    pile.set_highlighted(True)
    row = painted_row(window, pile.zone)
    assert near(row, TARGET) and near(row, EDGE)
    pile.set_highlighted(False)
    pile.set_focused(True)
    row = painted_row(window, pile.zone)
    assert near(row, FOCUS) and near(row, EDGE)
