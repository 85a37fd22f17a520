"""The board's felt: a vertical gradient over the whole board, in one of a few colours, or
one plain colour."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QLinearGradient

_Colours = tuple[tuple[int, int, int], tuple[int, int, int]]

#: the green felt's top and bottom colours, light and (under a dark system scheme) dark
COLOURS: dict[bool, _Colours] = {
    False: ((24, 110, 60), (10, 70, 38)),
    True: ((14, 66, 38), (6, 38, 22)),
}
#: the felts to choose from (Settings → Appearance), by the id the settings keep: green
#: first (the default); "dark" is a low-glare charcoal for dim rooms; "plain" is one flat
#: near-black, the high-contrast look's: nothing on it but the cards and their marks
FELTS: dict[str, _Colours] = {
    "green": COLOURS[False],
    "blue": ((28, 78, 128), (12, 44, 82)),
    "wine": ((112, 30, 44), (66, 14, 24)),
    "dark": ((44, 46, 50), (24, 25, 28)),
    "plain": ((12, 12, 12), (12, 12, 12)),
}


def felt_brush(dark: bool, height: float, felt: str = "green") -> QBrush:
    """A gradient from the top colour at y = 0 to the bottom one at ``height``, in scene
    coordinates: a repaint of part of the board then matches the rest (a gradient over each
    repainted rect would start again in every one, leaving seams). The green felt is darker
    under a dark system scheme (``dark``); the others are as chosen."""
    top, bottom = COLOURS[dark] if felt == "green" else FELTS.get(felt, COLOURS[dark])
    gradient = QLinearGradient(0, 0, 0, height)
    gradient.setColorAt(0, QColor(*top))
    gradient.setColorAt(1, QColor(*bottom))
    return QBrush(gradient)
