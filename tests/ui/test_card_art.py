"""Card art: SVG rendered per size and ratio, and the sheet kept on disk for the next start."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import CARDS, Card
from scorpion_qt.ui.table import card_decks
from scorpion_qt.ui.table.card_art import BACK, FACE_DESIGN, NAMES, SLOT, CardArt, index_band
from scorpion_qt.ui.table.layout import STRIP, UP_STEP
from scorpion_qt.ui.window.main_window import MainWindow


def test_pixmaps_have_the_requested_size_and_ratio(qapp: QApplication) -> None:
    art = CardArt()
    pixmap = art.pixmap("4H", 70, 95, 2.0)
    assert (pixmap.width(), pixmap.height()) == (140, 190)
    assert pixmap.devicePixelRatio() == 2.0
    sheet, cell = art.source("4H", 70, 95, 2.0)
    assert (cell.width(), cell.height()) == (140, 190)
    assert sheet.copy(cell) == pixmap.toImage()
    again, same_cell = art.source("4H", 70, 95, 2.0)
    assert again is sheet and same_cell == cell  # drawn once per size
    other, other_cell = art.source("4H", 80, 109, 2.0)  # another size: another sheet
    assert other is not sheet and (other_cell.width(), other_cell.height()) == (160, 218)


def test_every_name_has_its_own_cell(qapp: QApplication) -> None:
    art = CardArt()
    cells = {art.source(name, 30, 41)[1].getRect() for name in NAMES}
    assert len(cells) == len(NAMES) == 54  # 52 faces, the back and the empty-pile slot
    faces = {name: art.pixmap(name, 30, 41).toImage() for name in ("AS", "KD", BACK, SLOT)}
    assert len({image.cacheKey() for image in faces.values()}) == 4
    assert faces["AS"] != faces["KD"] != faces[BACK] != faces[SLOT]


def test_the_sheet_on_disk_gives_the_same_pixels(qapp: QApplication, tmp_path: Path) -> None:
    first = CardArt(tmp_path)
    rendered = {name: first.pixmap(name, 60, 81).toImage() for name in ("AS", "KD", BACK, SLOT)}
    first.save_sheet()
    sheets = list(tmp_path.glob("cards-*.sheet"))
    assert len(sheets) == 1
    second = CardArt(tmp_path)
    second._renderer = None  # type: ignore[assignment,method-assign]  # must not render
    for name, image in rendered.items():
        assert second.pixmap(name, 60, 81).toImage() == image


@pytest.mark.parametrize("damage", ["truncate", "garbage", "empty"])
def test_a_damaged_sheet_is_drawn_again(qapp: QApplication, tmp_path: Path, damage: str) -> None:
    first = CardArt(tmp_path)
    expected = first.pixmap("QS", 60, 81).toImage()
    first.save_sheet()
    (sheet,) = tmp_path.glob("cards-*.sheet")
    data = sheet.read_bytes()
    sheet.write_bytes(
        {"truncate": data[: len(data) // 2], "garbage": b"x" * len(data), "empty": b""}[damage]
    )
    second = CardArt(tmp_path)
    assert second.pixmap("QS", 60, 81).toImage() == expected
    second.save_sheet()  # a good sheet replaces the damaged one
    third = CardArt(tmp_path)
    third._renderer = None  # type: ignore[assignment,method-assign]  # must not render
    assert third.pixmap("QS", 60, 81).toImage() == expected


def test_a_sheet_of_another_size_is_ignored(qapp: QApplication, tmp_path: Path) -> None:
    first = CardArt(tmp_path)
    first.pixmap("AS", 60, 81)
    first.save_sheet()
    other = CardArt(tmp_path)
    pixmap = other.pixmap("AS", 61, 83)
    assert (pixmap.width(), pixmap.height()) == (61, 83)


def colours(image: QImage) -> set[tuple[int, int, int]]:
    found: set[tuple[int, int, int]] = set()
    for x in range(0, image.width(), 2):
        for y in range(0, image.height() // 3, 2):
            c = image.pixelColor(x, y)
            found.add((c.red() // 32, c.green() // 32, c.blue() // 32))
    return found


@pytest.mark.parametrize("deck", card_decks.NAMES)
def test_four_colour_deck_paints_clubs_green_and_diamonds_blue(
    qapp: QApplication, deck: str
) -> None:
    art = CardArt()
    art.set_deck(deck)
    green, blue = (0, 4, 1), (0, 3, 6)  # #118234 and #1565c0, coarsely
    assert green not in colours(art.pixmap("7C", 70, 95).toImage())
    art.set_style(four_colour=True, large_index=False)
    assert green in colours(art.pixmap("7C", 70, 95).toImage())
    assert blue in colours(art.pixmap("7D", 70, 95).toImage())
    assert green not in colours(art.pixmap("7S", 70, 95).toImage())  # spades stay black


def test_large_corners_draw_a_larger_index(qapp: QApplication) -> None:
    art = CardArt()
    plain = art.pixmap("9H", 70, 95).toImage()
    art.set_style(four_colour=False, large_index=True)
    large = art.pixmap("9H", 70, 95).toImage()
    assert plain != large
    # only the index changes, in the top strip and (turned) at the bottom
    assert plain.copy(0, 20, 70, 55) == large.copy(0, 20, 70, 55)
    assert inked(large, 0, 20) > inked(plain, 0, 20)


def ink(image: QImage) -> list[list[bool]]:
    """Which pixels are far from white (the ink of an index or the art), by row."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data, line = bytes(image.constBits()), image.bytesPerLine()
    return [
        [
            data[y * line + 4 * x + 3] > 200
            and min(data[y * line + 4 * x : y * line + 4 * x + 3]) < 140
            for x in range(image.width())
        ]
        for y in range(image.height())
    ]


def inked(image: QImage, top: int, bottom: int) -> int:
    """How many pixels of rows ``top`` to ``bottom`` are inked."""
    return sum(sum(row) for row in ink(image)[top:bottom])


def ink_runs(image: QImage, rows: int) -> list[tuple[int, int]]:
    """The runs of columns (first, last) that hold ink in the top ``rows`` rows."""
    marks = ink(image)[:rows]
    runs: list[tuple[int, int]] = []
    for x in range(image.width()):
        if any(row[x] for row in marks):
            if runs and runs[-1][1] == x - 1:
                runs[-1] = (runs[-1][0], x)
            else:
                runs.append((x, x))
    return runs


@pytest.mark.parametrize("large", [False, True])
def test_the_index_lies_within_the_strip_the_layout_keeps(large: bool) -> None:
    top, size = index_band(large)
    assert top > 0 and top + size <= STRIP - 0.01  # and a margin to the next card's edge


def art_index_below_strip(
    deck: card_decks.Deck, card: Card, width: int, height: int
) -> tuple[int, int, int, int] | None:
    """Where the art's own index was, below the strip (x, y, width, height in pixels),
    clear of the card's edge; None when the art has none there."""
    x, y, w, h = card_decks.index_area(deck, card)
    scale_x, scale_y = width / card_decks.ART_WIDTH, height / card_decks.ART_HEIGHT
    left, top = max(math.ceil(x * scale_x), round(width * 0.06)), math.ceil(STRIP * height)
    right, bottom = math.floor((x + w) * scale_x) - 1, math.floor((y + h) * scale_y) - 1
    return (left, top, right - left, bottom - top) if right > left and bottom > top else None


@pytest.mark.parametrize("deck", card_decks.NAMES)
@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize(("width", "height"), [(60, 81), (110, 149)])
def test_every_face_shows_its_index_in_the_strip_and_no_art_index(
    qapp: QApplication, deck: str, large: bool, width: int, height: int
) -> None:
    art = CardArt()
    art.set_deck(deck)
    art.set_style(four_colour=False, large_index=large)
    strip = math.ceil(STRIP * height)
    for card in CARDS:
        face = art.pixmap(str(card), width, height).toImage()
        # the rank and the suit side by side: two runs of inked columns at least
        assert len(ink_runs(face, strip)) >= 2, card
        # the art's own index (rank, and the suit under it) is gone: white below the strip
        area = art_index_below_strip(art.deck, card, width, height)
        if area is not None:
            corner = face.copy(*area)
            assert inked(corner, 0, corner.height()) == 0, card


def test_the_art_index_of_the_decks_is_looked_at(qapp: QApplication) -> None:
    """The two decks with art of their own have an index area below the strip to check."""
    for deck in (card_decks.STANDARD, card_decks.CLASSIC):
        for card in (Card.parse("7C"), Card.parse("KS")):
            assert art_index_below_strip(deck, card, 110, 149) is not None


def test_the_strip_s_index_is_drawn_on_white_over_a_picture(qapp: QApplication) -> None:
    """On the classic deck's court cards the index lies over the picture's corner: the
    strip there holds only the index's two colours, white and the suit's."""
    art = CardArt()
    art.set_deck("classic")
    for name in ("KH", "KD", "KC", "KS"):  # the widest index: a king's
        card = Card.parse(name)
        face = art.pixmap(name, 110, 149).toImage()
        ink = art.suit_colour(card)
        strip = math.ceil(STRIP * 149) - 2
        for y in range(6, strip):  # below the frame's top line
            for x in range(8, 44):  # to near the index's end, beyond the art's index
                colour = face.pixelColor(x, y)
                assert blend_of_white_and(ink, colour), (name, x, y, colour.name())


def blend_of_white_and(ink: QColor, colour: QColor) -> bool:
    """``colour`` is white, ``ink``, or between the two (an antialiased edge)."""
    for step in range(21):
        a = step / 20
        mix = [a * i + (1 - a) * 255 for i in (ink.red(), ink.green(), ink.blue())]
        if (
            max(
                abs(m - c)
                for m, c in zip(mix, (colour.red(), colour.green(), colour.blue()), strict=True)
            )
            < 24
        ):
            return True
    return False


@pytest.mark.parametrize("four", [False, True])
def test_large_print_faces_show_the_rank_and_suit_large_in_the_middle(
    qapp: QApplication, four: bool
) -> None:
    art = CardArt()
    art.set_deck("large")
    art.set_style(four_colour=four, large_index=False)
    width, height = 110, 149
    for card in CARDS:
        face = art.pixmap(str(card), width, height).toImage()
        ink_colour = art.suit_colour(card)
        top, bottom = round(height * 0.2), round(height * 0.8)
        rows = [
            y
            for y in range(top, bottom)
            if any(
                blend_of_white_and(ink_colour, face.pixelColor(x, y))
                and face.pixelColor(x, y).lightness() < 200
                for x in range(8, width - 8)
            )
        ]
        # the rank over the suit, together more than half the card's height
        assert rows and rows[-1] - rows[0] > 0.5 * height, (card, rows[:1], rows[-1:])
        # a covered card shows its index and nothing of the large rank, however far apart
        # the column's cards are laid
        band_top, size = index_band(True)
        below_index = math.ceil((band_top + size) * height) + 1
        assert inked(face, below_index, math.ceil(UP_STEP * height)) == 0, card


@pytest.mark.parametrize("deck", card_decks.NAMES)
def test_strips_tell_same_coloured_cards_of_a_rank_apart(qapp: QApplication, deck: str) -> None:
    """A same-suit game needs the suit in the strip: 7H and 7D, 7C and 7S differ there."""
    art = CardArt()
    art.set_deck(deck)
    width, height = 70, 95
    strip = math.ceil(STRIP * height)
    for rank in "A23456789TJQK":
        for one, other in (("H", "D"), ("C", "S")):
            a = art.pixmap(rank + one, width, height).toImage().copy(0, 0, width, strip)
            b = art.pixmap(rank + other, width, height).toImage().copy(0, 0, width, strip)
            differ = sum(
                a.pixelColor(x, y) != b.pixelColor(x, y) for x in range(width) for y in range(strip)
            )
            assert differ > 25, (rank, one, other, differ)


def test_the_sheet_cache_is_named_after_the_face_design(qapp: QApplication, tmp_path: Path) -> None:
    art = CardArt(tmp_path)
    art.pixmap("AS", 60, 81)
    art.save_sheet()
    (sheet,) = tmp_path.glob("cards-*.sheet")
    assert f"-f{FACE_DESIGN}-" in sheet.name  # a sheet of an older design is not used


def test_the_sheet_on_disk_is_kept_per_deck(qapp: QApplication, tmp_path: Path) -> None:
    """A sheet saved with one deck is not used for another: each deck's faces show."""
    first = CardArt(tmp_path)
    standard = first.pixmap("KD", 60, 81).toImage()
    first.save_sheet()
    second = CardArt(tmp_path)
    second.set_deck("classic")
    classic = second.pixmap("KD", 60, 81).toImage()
    assert classic != standard
    second.save_sheet()
    third = CardArt(tmp_path)
    third.set_deck("classic")
    third._renderer = None  # type: ignore[assignment,method-assign]  # must not render
    assert third.pixmap("KD", 60, 81).toImage() == classic


def test_settings_menu_switches_the_deck_style(window: MainWindow) -> None:
    window.game_actions.four_colour_action.trigger()
    assert window.settings.four_colour
    assert window.scene.art.four_colour
    window.game_actions.large_index_action.trigger()
    assert window.settings.large_index and window.scene.art.large_index


def test_a_mapped_sheet_survives_another_start_saving_its_own(
    qapp: QApplication, tmp_path: Path
) -> None:
    first = CardArt(tmp_path)
    expected = first.pixmap("7C", 60, 81).toImage()
    first.save_sheet()
    mapped = CardArt(tmp_path)  # draws from the file, mapped
    assert mapped.pixmap("7C", 60, 81).toImage() == expected
    # another start (say, after the file was lost) draws and saves a sheet of the same size:
    # it replaces the file by renaming a new one over it, never writing the mapped one
    (sheet,) = tmp_path.glob("cards-*.sheet")
    sheet.unlink()
    other = CardArt(tmp_path)
    other.pixmap("7C", 60, 81)
    other.save_sheet()
    assert mapped.pixmap("7C", 60, 81).toImage() == expected
    assert mapped.pixmap("QH", 60, 81).toImage() == other.pixmap("QH", 60, 81).toImage()
