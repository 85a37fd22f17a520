"""Card art: SVG rendered per size and ratio, and the sheet kept on disk for the next start."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.card_art import BACK, NAMES, CardArt


def test_pixmaps_have_the_requested_size_and_ratio(qapp: QApplication) -> None:
    art = CardArt()
    pixmap = art.pixmap("4H", 70, 95, 2.0)
    assert (pixmap.width(), pixmap.height()) == (140, 190)
    assert pixmap.devicePixelRatio() == 2.0
    assert art.pixmap("4H", 70, 95, 2.0) is pixmap  # cached
    assert art.pixmap("4H", 80, 109, 2.0) is not pixmap  # another size renders again


def test_the_sheet_on_disk_gives_the_same_pixels(qapp: QApplication, tmp_path: Path) -> None:
    first = CardArt(tmp_path)
    rendered = {name: first.pixmap(name, 60, 81).toImage() for name in ("AS", "KD", BACK)}
    first.save_sheet()
    sheets = list(tmp_path.glob("cards-*.png"))
    assert len(sheets) == 1
    second = CardArt(tmp_path)
    second._renderer = None  # type: ignore[assignment,method-assign]  # must not render
    for name, image in rendered.items():
        assert second.pixmap(name, 60, 81).toImage() == image
    assert len(NAMES) == 53


def test_a_sheet_of_another_size_is_ignored(qapp: QApplication, tmp_path: Path) -> None:
    first = CardArt(tmp_path)
    first.pixmap("AS", 60, 81)
    first.save_sheet()
    other = CardArt(tmp_path)
    pixmap = other.pixmap("AS", 61, 83)
    assert (pixmap.width(), pixmap.height()) == (61, 83)
