"""A one-line label: as much of its text as fits, ending in "…", and the rest in its tooltip."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent, QResizeEvent

#: the narrowest a label is squeezed to (besides its margins): a few letters and "…"
MIN_WIDTH = 48


class ElidedLabel(QLabel):
    """``text()`` is the whole text; :meth:`shown_text` is what fits the label's width. When
    the two differ the tooltip holds the whole text. The label asks for room for its whole
    text but can be squeezed to :data:`MIN_WIDTH`, so a long text never widens the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tooltip_is_text = False  # the tooltip is ours (the text), not one given to us

    def setText(self, text: str) -> None:  # QLabel's name
        super().setText(text)
        if self._fits():
            self._update_tooltip()
        else:
            # the label may be about to widen (its layout answers the new text on the next
            # turn of the event loop): whether it is cut is asked then
            QTimer.singleShot(0, self, self._update_tooltip)

    def _fits(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) <= self.contentsRect().width()

    def shown_text(self) -> str:
        """The text as painted: whole, or cut at the end with "…" to fit the width."""
        text = self.text()
        if not text:
            return text  # no font metrics needed (the first paint builds none)
        if self._fits():
            return text  # it fits: Qt's namespace of enums, built at its first use, waits
        from PySide6.QtCore import Qt

        width = self.contentsRect().width()
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)

    def minimumSizeHint(self) -> QSize:
        margins = self.contentsMargins()
        height = super().minimumSizeHint().height()
        return QSize(MIN_WIDTH + margins.left() + margins.right(), height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tooltip()

    def paintEvent(self, event: QPaintEvent) -> None:
        shown = self.shown_text()
        if shown == self.text():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            self.alignment(),
            self.palette(),
            self.isEnabled(),
            shown,
            self.foregroundRole(),
        )

    def _update_tooltip(self) -> None:
        cut = self.shown_text() != self.text()
        if cut:
            self.setToolTip(self.text())
            self._tooltip_is_text = True
        elif self._tooltip_is_text:
            self.setToolTip("")
            self._tooltip_is_text = False
