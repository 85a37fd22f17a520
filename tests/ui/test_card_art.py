"""Card art: SVG rendered per size and ratio, and the sheet kept on disk for the next start."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.card_art import BACK, NAMES, SLOT, CardArt
from scorpion_qt.ui.main_window import MainWindow


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


def test_four_colour_deck_paints_clubs_green_and_diamonds_blue(qapp: QApplication) -> None:
    art = CardArt()
    green, blue = (0, 4, 1), (0, 3, 6)  # #138a36 and #1565c0, coarsely
    assert green not in colours(art.pixmap("7C", 70, 95).toImage())
    art.set_style(four_colour=True, large_index=False)
    assert green in colours(art.pixmap("7C", 70, 95).toImage())
    assert blue in colours(art.pixmap("7D", 70, 95).toImage())
    assert green not in colours(art.pixmap("7S", 70, 95).toImage())  # spades stay black


def test_large_corners_change_the_card_top(qapp: QApplication) -> None:
    art = CardArt()
    plain = art.pixmap("9H", 70, 95).toImage()
    art.set_style(four_colour=False, large_index=True)
    large = art.pixmap("9H", 70, 95).toImage()
    assert plain != large
    assert plain.copy(0, 60, 70, 35) == large.copy(0, 60, 70, 35)  # only the top changes


def test_settings_menu_switches_the_deck_style(window: MainWindow) -> None:
    window.four_colour_action.trigger()
    assert window.settings.four_colour
    assert window.scene.art.four_colour
    window.large_index_action.trigger()
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
