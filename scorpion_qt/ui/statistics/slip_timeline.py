"""The replay's timeline: a slider over the steps that can mark one of them (the turning
point) with a notch under its groove."""

from __future__ import annotations

from PySide6 import QtCore, QtGui
from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

from scorpion_qt.ui.statistics.slip_texts import PLAYED_COLOUR

#: the height of the notch under the groove
NOTCH = 9


class TimelineSlider(QSlider):
    """A horizontal slider; :meth:`set_mark` puts a notch under one value."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QtCore.Qt.Orientation.Horizontal, parent)
        self.mark: int | None = None

    def set_mark(self, value: int | None) -> None:
        if value != self.mark:
            self.mark = value
            self.updateGeometry()
            self.update()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), hint.height() + NOTCH + 2)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), hint.height() + NOTCH + 2)

    def mark_x(self) -> float | None:
        """Where the notch points, in the slider's coordinates (None: no mark)."""
        if self.mark is None:
            return None
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        control = QStyle.ComplexControl.CC_Slider
        groove = style.subControlRect(control, option, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(control, option, QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        offset = QStyle.sliderPositionFromValue(
            self.minimum(), self.maximum(), self.mark, span, option.upsideDown
        )
        return groove.left() + handle.width() / 2 + offset

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        x = self.mark_x()
        if x is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bottom = self.height() - 1.0
        top = bottom - NOTCH
        notch = QtGui.QPolygonF(
            [QPointF(x, top), QPointF(x + NOTCH * 0.7, bottom), QPointF(x - NOTCH * 0.7, bottom)]
        )
        painter.setPen(QtGui.QPen(QColor(40, 40, 40), 1))
        painter.setBrush(QColor(PLAYED_COLOUR))
        painter.drawPolygon(notch)
        painter.setPen(QtGui.QPen(QColor(PLAYED_COLOUR), 2))
        painter.drawLine(QPointF(x, 1), QPointF(x, top))
        painter.end()
