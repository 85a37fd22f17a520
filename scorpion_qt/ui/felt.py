"""The board's felt: a vertical gradient over the whole board."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QLinearGradient

#: top and bottom colours, light and dark
COLOURS = {False: ((24, 110, 60), (10, 70, 38)), True: ((14, 66, 38), (6, 38, 22))}


def felt_brush(dark: bool, height: float) -> QBrush:
    """A gradient from the top colour at y = 0 to the bottom one at ``height``, in scene
    coordinates: a repaint of part of the board then matches the rest (a gradient over each
    repainted rect would start again in every one, leaving seams)."""
    top, bottom = COLOURS[dark]
    gradient = QLinearGradient(0, 0, 0, height)
    gradient.setColorAt(0, QColor(*top))
    gradient.setColorAt(1, QColor(*bottom))
    return QBrush(gradient)
