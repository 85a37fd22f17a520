"""The size a window had before full screen, given back when it leaves full screen on
Wayland.

A compositor that leaves the size of a window back from full screen to the app (Weston: a
configure of 0 x 0) gets Qt's remembered size short of the title bar and borders Qt draws
itself (client-side decorations): the window shrinks by them (6 x 33 px) at each return, as
Qt 6.11 does. The size Qt settles on there is set right once, after Qt's own resize.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

from scorpion_qt.ui.services.wayland import on_wayland

#: how long after leaving full screen the compositor's resize is waited for, in seconds:
#: a resize later than that is the player's, and stays
RETURN_S = 1.0


class FullScreenReturn(QObject):
    """Follows ``window``'s full-screen state (:meth:`state_changed`, from its
    WindowStateChange) and, on Wayland, gives the window back its size when it leaves full
    screen. A child of the window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._full = window.isFullScreen()
        self._normal: QSize | None = None  # the size before full screen, if it was normal
        self._until = 0.0  # while a return's resize is waited for (time.monotonic)

    def state_changed(self) -> None:
        window, was_full = self._window, self._full
        self._full = window.isFullScreen()
        if self._full and not was_full:
            # Qt tells the state before it resizes: the size is still the window's own
            self._normal = None if window.isMaximized() else window.size()
            return
        back = was_full and not self._full and not window.isMaximized()
        if back and self._normal is not None and on_wayland():
            self._until = time.monotonic() + RETURN_S
            window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and isinstance(event, QResizeEvent):
            self._window.removeEventFilter(self)
            normal = self._normal
            if normal is not None and event.size() != normal and time.monotonic() < self._until:
                QTimer.singleShot(0, lambda: self._resize(normal))
        return False

    def _resize(self, size: QSize) -> None:
        if not (self._window.isFullScreen() or self._window.isMaximized()):
            self._window.resize(size)
