"""The board's felt: a vertical gradient drawn from a one-pixel-wide column of its colours.

The column is as tall as the board and is stretched across it, so a repaint of any part of
the board draws exactly the rows of the whole (no seams) and every row is a plain copy.
A QLinearGradient brush would look the same, but PySide6 would build the QGradient type's
Python enums (``Preset`` alone has 169 members) before the first paint: about a millisecond
measured alone, though too little to tell apart in whole launches.
"""

from __future__ import annotations

import struct

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

#: top and bottom colours, light and dark
COLOURS = {False: ((24, 110, 60), (10, 70, 38)), True: ((14, 66, 38), (6, 38, 22))}


def felt_column(dark: bool, height: int) -> QImage:
    """``height`` rows shading from the top colour to the bottom one, as a linear gradient
    over ``height`` pixels fills them (each row takes the colour at its middle)."""
    height = max(height, 1)
    (r0, g0, b0), (r1, g1, b1) = COLOURS[dark]
    # in whole numbers: c0 + (c1 - c0) * (y + 1/2) / height, rounded
    n = 2 * height
    rows = struct.pack(  # Format_RGB32 keeps 0xffRRGGBB in the machine's byte order
        f"={height}I",
        *(
            0xFF000000
            | (r0 * n + (r1 - r0) * k + height) // n << 16
            | (g0 * n + (g1 - g0) * k + height) // n << 8
            | (b0 * n + (b1 - b0) * k + height) // n
            for k in range(1, n, 2)
        ),
    )
    return QImage(rows, 1, height, 4, QImage.Format.Format_RGB32).copy()


def draw_felt(painter: QPainter, column: QImage, rect: QRectF) -> None:
    """Paint the part ``rect`` (scene coordinates, the board from y = 0) of the felt; below
    the column's height the bottom colour goes on."""
    height = column.height()
    top, bottom = max(rect.top(), 0.0), min(rect.bottom(), float(height))
    if bottom > top:
        painter.drawImage(
            QRectF(rect.left(), top, rect.width(), bottom - top),
            column,
            QRectF(0, top, 1, bottom - top),
        )
    if rect.bottom() > height:
        start = max(rect.top(), float(height))
        below = QRectF(rect.left(), start, rect.width(), rect.bottom() - start)
        painter.drawImage(below, column, QRectF(0, height - 1, 1, 1))
