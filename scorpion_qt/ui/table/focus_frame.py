"""The keyboard focus on a card: a frame drawn above every card, so that the cards lying on
the focused one do not hide it."""

from __future__ import annotations

from typing import TYPE_CHECKING

# QtCore.Qt and QPen at call time: not needed before the first paint (BoardView)
from PySide6 import QtCore, QtGui
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from scorpion_qt.ui.table.board_colours import EDGE, FOCUS, qcolor, widths

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

#: above every card, the lifted ones of a drag included
FOCUS_Z = 100_000


class FocusFrame(QGraphicsItem):
    """Hidden until :meth:`show_on` gives it a card's rectangle. (The board scene handles
    every mouse event itself, so the frame never stands in the way of a click.)"""

    def __init__(self) -> None:
        super().__init__()
        self._card = QRectF(0, 0, 70, 95)
        self.setZValue(FOCUS_Z)
        self.setVisible(False)
        self.strong = False  # wider, for more contrast (see board_colours.STRONG)

    @property
    def pen_width(self) -> float:
        """The bright band's width; its dark edge is a pixel wider each side."""
        return widths(max(3.0, self._card.width() / 20), self.strong)[0]

    def set_strong(self, on: bool) -> None:
        if on != self.strong:
            self.prepareGeometryChange()
            self.strong = on
            self.update()

    def show_on(self, card: QRectF | None) -> None:
        """Frame the card at ``card`` (scene coordinates); None hides the frame."""
        if card is None:
            self.setVisible(False)
            return
        if card.size() != self._card.size():
            self.prepareGeometryChange()
            self._card = QRectF(0, 0, card.width(), card.height())
        self.setPos(card.topLeft())
        self.setVisible(True)

    def boundingRect(self) -> QRectF:
        margin = self.pen_width + 3  # half the outer pen, the frame's offset and rounding
        return self._card.adjusted(-margin, -margin, margin, margin)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self._card.adjusted(-1, -1, 1, 1)
        radius = self._card.width() / 12
        band, edge = widths(max(3.0, self._card.width() / 20), self.strong)
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        painter.setPen(QtGui.QPen(qcolor(EDGE), edge))
        painter.drawRoundedRect(frame, radius, radius)
        painter.setPen(QtGui.QPen(qcolor(FOCUS), band, QtCore.Qt.PenStyle.DashLine))
        painter.drawRoundedRect(frame, radius, radius)
