"""The keyboard focus on a card: a frame drawn above every card, so that the cards lying on
the focused one do not hide it."""

from __future__ import annotations

from typing import TYPE_CHECKING

# QtCore.Qt and QPen at call time: not needed before the first paint (BoardView)
from PySide6 import QtCore, QtGui
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

FOCUS = QColor(255, 255, 255)
FOCUS_OUTER = QColor(20, 20, 20)
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

    @property
    def pen_width(self) -> float:
        return max(3.0, self._card.width() / 20)

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
        width = self.pen_width
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        painter.setPen(QtGui.QPen(FOCUS_OUTER, width + 2))
        painter.drawRoundedRect(frame, radius, radius)
        painter.setPen(QtGui.QPen(FOCUS, width, QtCore.Qt.PenStyle.DashLine))
        painter.drawRoundedRect(frame, radius, radius)
