"""A move drawn on the replay's board: an outline round the cards it takes, one round where
they go, and an arrow between them, in one colour (the move played, dashed, or a better
one: orange and blue, which colour-blind eyes tell apart too)."""

from __future__ import annotations

import math

from PySide6 import QtCore, QtGui
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

#: above the cards, flying ones too (animator.LIFT), below the keyboard's focus frame
MARK_Z = 50_000
#: the dark edge under every stroke, so that a mark shows on the felt and on a card alike
EDGE = QColor(15, 15, 15, 200)


class MoveMark(QGraphicsItem):
    """One move's marks; :meth:`show_move` places them (in scene coordinates)."""

    def __init__(self, colour: QColor, played: bool = False) -> None:
        super().__init__()
        self.colour = colour
        #: the move played: dashed (told apart not by its colour alone), and outlined
        #: outside a better move's outline where both take the same cards
        self.played = played
        self.source: QRectF | None = None
        self.target: QRectF | None = None
        self._width = 3.0
        self._card = 0.0
        self._bounds = QRectF()
        self.setZValue(MARK_Z)
        self.setAcceptedMouseButtons(QtCore.Qt.MouseButton.NoButton)
        self.hide()

    def show_move(self, source: QRectF | None, target: QRectF | None, card_width: float) -> None:
        """Outline ``source`` (the cards moved) and ``target`` (where they go), with an
        arrow from the one to the other; nothing shows when both are None."""
        self.prepareGeometryChange()
        self._width = max(3.0, card_width / 18)
        self._card = card_width
        grow = self._width * 2.2 if self.played else 0.0  # not upwards: the card above shows
        source = None if source is None else source.adjusted(-grow, 0, grow, grow)
        target = None if target is None else target.adjusted(-grow, 0, grow, grow)
        self.source, self.target = source, target
        bounds = QRectF()
        for rect in (source, target):
            if rect is not None:
                bounds = bounds.united(rect)
        pad = self._width * 4
        self._bounds = bounds.adjusted(-pad, -pad, pad, pad)
        self.setVisible(source is not None or target is not None)
        self.update()

    def clear(self) -> None:
        self.show_move(None, None, 0.0)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        width = self._width
        for colour, pen_width in ((EDGE, width + 3), (self.colour, width)):
            pen = QtGui.QPen(colour, pen_width)
            pen.setJoinStyle(QtCore.Qt.PenJoinStyle.RoundJoin)
            if self.played and colour is self.colour:
                pen.setDashPattern([2.5, 1.5])
            painter.setPen(pen)
            for rect in (self.source, self.target):
                if rect is not None:
                    radius = width * 2
                    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        self._paint_arrow(painter)

    def _paint_arrow(self, painter: QPainter) -> None:
        if self.source is None or self.target is None:
            return
        # from the head card's index, the part of it that shows above the cards on it
        start = QPointF(self.source.center().x(), self.source.top() + self._card * 0.14)
        end = self.target.center()
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy)
        if length < self._width * 8:
            return
        ux, uy = dx / length, dy / length
        head = self._width * 4
        shaft_end = QPointF(end.x() - ux * head, end.y() - uy * head)
        wing = QPointF(-uy * head * 0.6, ux * head * 0.6)
        arrowhead = QtGui.QPolygonF([end, shaft_end + wing, shaft_end - wing])
        for colour, extra in ((EDGE, 3.0), (self.colour, 0.0)):
            pen = QtGui.QPen(colour, self._width + extra)
            pen.setCapStyle(QtCore.Qt.PenCapStyle.RoundCap)
            if self.played and extra == 0.0:
                pen.setDashPattern([2.5, 1.5])
            painter.setPen(pen)
            painter.drawLine(start, shaft_end)
            painter.setBrush(colour)
            painter.drawPolygon(arrowhead)
            painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
