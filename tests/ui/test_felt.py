"""The felt: a gradient over the board's height, the same whether painted whole or in parts."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.table.felt import COLOURS, felt_brush


def rgb(image: QImage, x: int, y: int) -> tuple[int, int, int]:
    colour = image.pixelColor(x, y)
    return colour.red(), colour.green(), colour.blue()


def close(got: tuple[float, ...], want: tuple[float, ...]) -> bool:
    return all(abs(g - w) <= 2 for g, w in zip(got, want, strict=True))


def paint(dark: bool, rects: list[QRectF], width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(0)
    painter = QPainter(image)
    for rect in rects:
        painter.fillRect(rect, felt_brush(dark, height))
    painter.end()
    return image


def test_the_felt_shades_from_its_top_colour_to_its_bottom_one(qapp: QApplication) -> None:
    for dark in (False, True):
        top, bottom = COLOURS[dark]
        image = paint(dark, [QRectF(0, 0, 10, 400)], 10, 400)
        assert close(rgb(image, 5, 0), top) and close(rgb(image, 5, 399), bottom)
        middle = tuple((t + b) / 2 for t, b in zip(top, bottom, strict=True))
        assert close(rgb(image, 5, 200), middle)


def test_parts_painted_apart_match_the_whole(qapp: QApplication) -> None:
    whole = paint(False, [QRectF(0, 0, 50, 300)], 50, 300)
    parts = paint(
        False,
        [
            QRectF(0, 0, 50, 97),
            QRectF(0, 97, 20, 203),
            QRectF(20, 97, 30, 150),
            QRectF(20, 247, 30, 53),
        ],
        50,
        300,
    )
    assert parts == whole
    assert rgb(whole, 0, 0) != rgb(whole, 0, 299)  # a gradient, not one colour
    assert rgb(whole, 0, 150) == rgb(whole, 49, 150)  # rows are flat
