"""What is announced, shown again as a notification on the status bar, for the screen
readers that do not listen for announcements.

Orca 43 (Debian 12) has no listener for AT-SPI's ``object:announcement`` (Qt's
``QAccessibleAnnouncementEvent``); it speaks a notification when one is shown, and within
a status bar without saying "notification" first. So when the accessibility registry
tells that a screen reader listens for objects shown but not for announcements
(:mod:`scorpion_qt.ui.access.atspi_listeners`), each announcement is also told by a
notification named with its words, shown under the window's status bar. A screen reader
that hears announcements (a newer Orca) is not told twice: nothing is shown then. Orca 43
speaks a notification at once, cutting off what it was saying: a polite announcement's
politeness is lost there (the moves rarely meet other speech: the focus stays put).
"""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QMainWindow, QWidget

log = logging.getLogger(__name__)


class NoticeNode(QAccessibleInterface):
    """The notification: named with the last words told, its parent the status bar."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self._widget = widget
        self.words = ""

    def _bar(self) -> QWidget:
        window = self._widget.window()
        if isinstance(window, QMainWindow) and window.statusBar() is not None:
            return window.statusBar()
        return self._widget

    def isValid(self) -> bool:
        return True

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._widget.window().windowHandle()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return QAccessible.queryAccessibleInterface(self._bar())

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def text(self, t: QAccessible.Text) -> str:
        return self.words if t == QAccessible.Text.Name else ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """The words are the announcer's: nothing to set."""

    def rect(self) -> QRect:
        return QRect()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Notification

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []


class StatusNotice(QObject):
    """Shows announcements as the status bar's notification where a screen reader needs it."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._node = NoticeNode(widget)
        self._address: str | None = None

    def needed(self) -> bool:
        """Whether a screen reader on the accessibility bus would miss an announcement
        (Linux only; False when the registry cannot be read)."""
        if not sys.platform.startswith("linux") or not QAccessible.isActive():
            return False
        # its D-Bus client loads only for a screen reader
        from scorpion_qt.ui.access import atspi_listeners

        try:
            if self._address is None:
                self._address = atspi_listeners.bus_address()
            if self._address is None:
                return False
            listeners = atspi_listeners.registered_events(self._address)
        except atspi_listeners.BUS_ERRORS as error:
            log.debug("the accessibility registry could not be read: %s", error)
            self._address = None
            return False
        return atspi_listeners.misses_announcements(listeners)

    def show(self, words: str) -> None:
        """Name the notification with ``words`` and show it."""
        node = self._node
        node.words = words
        QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.NameChanged))
        QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.ObjectShow))
