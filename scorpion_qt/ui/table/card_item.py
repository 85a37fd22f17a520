"""A card on the board: a view of one card, drawn from the cached art, knowing no rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

# Qt, QTransform and QPen at call time: not needed before the first paint
from PySide6 import QtCore, QtGui
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from scorpion_qt.engine import CARDS
from scorpion_qt.ui.table import board_colours
from scorpion_qt.ui.table.board_colours import EDGE, qcolor, widths
from scorpion_qt.ui.table.card_art import BACK, CardArt, device_ratio

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

SELECTED = qcolor(board_colours.SELECTED)
TARGET = qcolor(board_colours.TARGET)


class CardItem(QGraphicsItem):
    """One card. ``card_id`` is its notation (``4H``); ``code`` the engine's card code."""

    def __init__(self, code: int, art: CardArt) -> None:
        super().__init__()
        self.code = code
        self.card_id = str(CARDS[code])
        self.face_up = False
        self._art = art
        self._width = 70.0
        self._height = 95.0
        self._render_size = (70, 95)
        self.mark: QColor | None = None  # selection / target outline
        self.focused = False  # the keyboard focus
        self.turning = False  # squeezed by a transform while it turns over
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def set_size(self, width: float, height: float, render: tuple[int, int]) -> None:
        if (width, height, render) != (self._width, self._height, self._render_size):
            self.prepareGeometryChange()
            self._width, self._height = width, height
            self._render_size = render

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_mark(self, color: QColor | None) -> None:
        if color != self.mark:
            self.mark = color
            self.update()

    def set_turn(self, squeeze: float | None) -> None:
        """Squeeze the card to ``squeeze`` of its width about its middle while it turns over;
        None: flat again. (The card knows, so that painting need not ask the painter for
        its transform: a QTransform per card, and the type's first use, at every paint.)"""
        self.turning = squeeze is not None
        transform = QtGui.QTransform()
        if squeeze is not None:
            transform.translate(self._width * (1 - squeeze) / 2, 0)
            transform.scale(max(squeeze, 0.02), 1)
        self.setTransform(transform)

    def set_focused(self, on: bool) -> None:
        """Whether the keyboard focus is on this card (the scene's FocusFrame shows it,
        above the cards that lie on this one)."""
        self.focused = on

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._width + 4, self._height + 4)

    def shape(self) -> QtGui.QPainterPath:
        path = QtGui.QPainterPath()  # its type loads with the first hit test, not at start
        path.addRect(QRectF(0, 0, self._width, self._height))
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        ratio = device_ratio(painter)
        name = self.card_id if self.face_up else BACK
        sheet, cell = self._art.source(name, *self._render_size, ratio)
        target = QRectF(0, 0, self._width, self._height)
        if self.turning or (self._width, self._height) != self._render_size:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(target, sheet, QRectF(cell))  # else a plain copy
        if self.mark is not None:
            # the bright band on a dark edge, on the card's edge: it shows on the card's
            # white and on the felt, and leaves the index free. Not wider for more contrast:
            # a wider mark would cover the index of this card or of the one above it.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
            band, edge = widths(max(1.5, self._width / 40), False, side=1.5)
            inset = edge / 2 - 2  # out to the item's bounds, 2 px round the card
            frame = target.adjusted(inset, inset, -inset, -inset)
            radius = self._width / 14
            painter.setPen(QtGui.QPen(qcolor(EDGE), edge))
            painter.drawRoundedRect(frame, radius, radius)
            painter.setPen(QtGui.QPen(self.mark, band))
            painter.drawRoundedRect(frame, radius, radius)
