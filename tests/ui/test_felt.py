"""The felt: its column of colours and drawing any part of it."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.felt import COLOURS, draw_felt, felt_column


def rgb(image: QImage, x: int, y: int) -> tuple[int, int, int]:
    colour = image.pixelColor(x, y)
    return colour.red(), colour.green(), colour.blue()


def test_the_column_shades_linearly_from_top_to_bottom(qapp: QApplication) -> None:
    for dark in (False, True):
        top, bottom = COLOURS[dark]
        column = felt_column(dark, 400)
        assert column.width() == 1 and column.height() == 400
        for y in (0, 100, 199, 399):
            at = (y + 0.5) / 400
            expected = tuple(round(t + (b - t) * at) for t, b in zip(top, bottom, strict=True))
            got = rgb(column, 0, y)
            assert all(abs(g - e) <= 1 for g, e in zip(got, expected, strict=True)), (y, got)
        assert rgb(column, 0, 0) == top and rgb(column, 0, 399) == bottom


def paint(column: QImage, rects: list[QRectF], width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(0)
    painter = QPainter(image)
    for rect in rects:
        draw_felt(painter, column, rect)
    painter.end()
    return image


def test_parts_drawn_apart_match_the_whole(qapp: QApplication) -> None:
    column = felt_column(False, 300)
    whole = paint(column, [QRectF(0, 0, 50, 300)], 50, 300)
    parts = paint(
        column,
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
    assert rgb(whole, 0, 150) == rgb(whole, 49, 150) == rgb(column, 0, 150)  # rows are flat


def test_below_the_column_the_bottom_colour_goes_on(qapp: QApplication) -> None:
    column = felt_column(True, 100)
    image = paint(column, [QRectF(0, 60, 10, 80)], 10, 140)
    assert rgb(image, 5, 99) == COLOURS[True][1]
    assert rgb(image, 5, 139) == COLOURS[True][1]
    assert rgb(image, 5, 59) == (0, 0, 0)  # above the rect: not painted
