"""A pile's place on the board: an empty-slot outline that can be highlighted as a target."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

# QtCore.Qt and QPen at call time: not needed before the first paint (BoardView)
from PySide6 import QtCore, QtGui
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from scorpion_qt.ui.table.board_colours import (
    EDGE,
    FOCUS,
    TARGET,
    TARGET_TINT_ALPHA,
    qcolor,
    widths,
)
from scorpion_qt.ui.table.card_art import SLOT, CardArt, device_ratio

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget


#: the slots lie under the cards; the reserve's marks above its cards (its cards lie on the
#: whole slot: a frame under them would show one or two pixels), under any other card
SLOT_Z = -10
RESERVE_Z = 50


class PileKind(enum.Enum):
    COLUMN = "column"
    RESERVE = "reserve"
    FOUNDATION = "foundation"
    CELL = "cell"  # the Three Blind Mice family's cells


class PileItem(QGraphicsItem):
    """The slot of a column, the reserve, a foundation or a cell. ``index`` is 0-based."""

    def __init__(self, kind: PileKind, art: CardArt, index: int = 0) -> None:
        super().__init__()
        self._art = art
        self.kind = kind
        self.index = index
        self.highlighted = False
        self.focused = False
        self.covered = False  # cards lie on the slot: its outline would not show
        self.strong = False  # wider marks, for more contrast (see board_colours.STRONG)
        self._slot = QRectF(0, 0, 70, 95)  # the card-sized outline
        self._zone = QRectF(0, 0, 70, 95)  # the whole drop zone
        self.above_cards = kind is PileKind.RESERVE
        self.setZValue(RESERVE_Z if self.above_cards else SLOT_Z)

    @property
    def zone(self) -> QRectF:
        """The drop zone in scene coordinates."""
        return self._zone.translated(self.pos())

    def set_geometry(self, slot: QRectF, zone: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(slot.topLeft())
        self._slot = QRectF(0, 0, slot.width(), slot.height())
        self._zone = QRectF(0, 0, zone.width(), zone.height())

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self._changed()

    def set_covered(self, on: bool) -> None:
        if on != self.covered:
            self.covered = on
            self._changed()

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self._changed()

    def set_strong(self, on: bool) -> None:
        if on != self.strong:
            self.prepareGeometryChange()
            self.strong = on
            self._changed()

    def _changed(self) -> None:
        # Only update(): Qt repaints where the slot was drawn and where it is now. (Telling
        # Qt that a covered slot has no contents left its last frame on the felt when the
        # slot also moved or changed size in the same turn: Qt skips an item without
        # contents, and with it the repaint of the area it had painted.)
        self.update()

    @property
    def blank(self) -> bool:
        """A slot under cards without a mark draws nothing."""
        return self.covered and not (self.highlighted or self.focused)

    def boundingRect(self) -> QRectF:
        # the focus frame's edge: 2 px out, half its width, and antialiasing's pixel
        margin = 3 + widths(3, self.strong)[1] / 2
        return self._zone.adjusted(-margin, -margin, margin, margin)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self.blank:
            return
        radius = self._slot.width() / 14
        # above the cards (the reserve's), a mark frames them without tinting them
        over_cards = self.above_cards and self.covered
        if self.highlighted:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            band, edge = widths(3, self.strong)
            if over_cards:
                painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
            else:
                painter.setBrush(QColor(*TARGET, TARGET_TINT_ALPHA))
            painter.setPen(QtGui.QPen(qcolor(EDGE), edge))
            painter.drawRoundedRect(self._zone, radius, radius)
            painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
            painter.setPen(QtGui.QPen(qcolor(TARGET), band))
            painter.drawRoundedRect(self._zone, radius, radius)
        if not self.covered:
            # the outline is art drawn with the cards, at their size (a slot is card-sized)
            ratio = device_ratio(painter)
            size = round(self._slot.width()), round(self._slot.height())
            sheet, cell = self._art.source(SLOT, *size, ratio)
            painter.drawImage(QRectF(0, 0, *size), sheet, QRectF(cell))
        if self.focused:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
            framed = (self._zone if over_cards else self._slot).adjusted(-2, -2, 2, 2)
            band, edge = widths(3, self.strong)
            painter.setPen(QtGui.QPen(qcolor(EDGE), edge))
            painter.drawRoundedRect(framed, radius, radius)
            painter.setPen(QtGui.QPen(qcolor(FOCUS), band))
            painter.drawRoundedRect(framed, radius, radius)
