"""Moves card items from where they are to where the layout puts them, over a short time."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6 import QtCore
from PySide6.QtCore import QObject, QPointF, Signal

from scorpion_qt.ui.table.card_item import CardItem

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation

LIFT = 1000.0  # moving cards fly above the others


class _Flight(NamedTuple):
    item: CardItem
    start: QPointF
    end: QPointF
    z: float
    flip_to: bool | None  # the face to show at the end, when it turns over


class Animator(QObject):
    """One animation at a time moving many items; ``finish()`` jumps to the end."""

    finished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._flights: list[_Flight] = []
        # made with the first move: its Qt types would cost start-up a millisecond
        self._animation: QVariantAnimation | None = None

    @property
    def running(self) -> bool:
        return bool(self._flights)

    def add(self, item: CardItem, end: QPointF, z: float, face_up: bool) -> None:
        flip = face_up if face_up != item.face_up else None
        if item.pos() == end and flip is None:
            item.setZValue(z)
            return
        item.setZValue(LIFT + z)
        self._flights.append(_Flight(item, item.pos(), end, z, flip))

    def start(self, duration_ms: int) -> None:
        if not self._flights:
            self.finished.emit()
            return
        if self._animation is None:
            self._animation = QtCore.QVariantAnimation(self)
            self._animation.setStartValue(0.0)
            self._animation.setEndValue(1.0)
            self._animation.setEasingCurve(QtCore.QEasingCurve.Type.OutCubic)
            self._animation.valueChanged.connect(self._step)
            self._animation.finished.connect(self._done)
        self._animation.stop()
        self._animation.setDuration(duration_ms)
        self._animation.start()

    def finish(self) -> None:
        """Jump every moving item to its end."""
        if self._flights:
            if self._animation is not None:
                self._animation.stop()
            self._done()

    def _step(self, value: float) -> None:
        t = float(value)
        for flight in self._flights:
            flight.item.setPos(flight.start + (flight.end - flight.start) * t)
            if flight.flip_to is not None:
                # turn over: shrink to the middle, swap the face, grow back
                if t >= 0.5:
                    flight.item.set_face_up(flight.flip_to)
                flight.item.set_turn(abs(1 - 2 * t))

    def _done(self) -> None:
        flights, self._flights = self._flights, []
        for flight in flights:
            flight.item.setPos(flight.end)
            flight.item.setZValue(flight.z)
            if flight.flip_to is not None:
                flight.item.set_face_up(flight.flip_to)
                flight.item.set_turn(None)
        self.finished.emit()
