"""The colours and outline widths the board paints its marks, empty slots and card indices
with, in one place (the felts' are in felt.py): the painting reads them from here, and so
does the test that checks their contrast (WCAG 2.2: 4.5:1 for text, 3:1 for outlines).

Every mark is drawn in two colours, a bright one on a near-black edge (WCAG technique C40):
the two differ by more than 9:1, so one of them stands out 3:1 on a white card, on a card
back and on every felt alike."""

from __future__ import annotations

from PySide6.QtGui import QColor

Rgb = tuple[int, int, int]
Rgba = tuple[int, int, int, int]

#: the white a face's index lies on (the patch over the art's own index)
FACE: Rgb = (255, 255, 255)
#: the index's colours in two colours; four colours add card_decks.FOUR_COLOUR_*
RED_SUIT: Rgb = (204, 0, 0)
BLACK_SUIT: Rgb = (0, 0, 0)
#: the edge under every mark
EDGE: Rgb = (20, 20, 20)
#: the keyboard's focus (on a card, a slot or the reserve)
FOCUS: Rgb = (255, 255, 255)
#: cards picked up, and where they (or a hint's) may go
SELECTED: Rgb = (255, 200, 40)
TARGET: Rgb = (90, 200, 255)
#: the tint inside a pile marked as a target, under its outline
TARGET_TINT_ALPHA = 50
#: an empty pile's dashed outline, on its shadow
SLOT_LINE: Rgba = (255, 255, 255, 210)
SLOT_SHADE: Rgba = (0, 0, 0, 40)
#: how much wider every outline is when the player needs more contrast (the system asks
#: for it, or the large-print deck is in use)
STRONG = 1.75


def qcolor(colour: Rgb | Rgba) -> QColor:
    return QColor(*colour)


def widths(base: float, strong: bool, side: float = 2.0) -> tuple[float, float]:
    """An outline's bright band for a ``base`` width, and its dark edge, drawn under it
    ``side`` pixels wider each side (wide enough to show whole, not blurred into what lies
    next to it)."""
    band = base * STRONG if strong else base
    return band, band + 2 * side
