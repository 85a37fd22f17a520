"""SIGTERM, SIGHUP and SIGINT (Ctrl+C in a terminal) close the window as Quit does, so the
game in progress, its clock and the settings are saved before the app ends.

Python runs a signal's handler only between its own instructions, and Qt's event loop runs
none while it waits: ``signal.set_wakeup_fd`` has the signal write a byte to a socket the
event loop watches, which wakes it, and the handler then runs.
"""

from __future__ import annotations

import logging
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

#: the signals that end the app cleanly (Windows has no SIGHUP)
SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name)
)


class QuitOnSignals(QObject):
    """Closes ``window`` when one of :data:`SIGNALS` arrives; :attr:`received` is its
    number then. Made once, in the main thread, while the window lives."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.received: int | None = None
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        signal.set_wakeup_fd(self._writer.fileno())
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        for number in SIGNALS:
            signal.signal(number, self._arrived)

    def _drain(self) -> None:
        """The event loop woke for a signal: its handler has run by now (Python runs it
        before this); the bytes only served to wake the loop."""
        try:
            while self._reader.recv(64):
                pass
        except BlockingIOError:
            pass

    def _arrived(self, number: int, _frame: FrameType | None) -> None:
        log.info("%s received: closing the window", signal.Signals(number).name)
        self.received = number
        # not from inside the handler, which may interrupt any code: from the event loop
        QTimer.singleShot(0, self._window.close)

    def exit_status(self, status: int) -> int:
        """The app's exit status: 128 + the signal's number after a signal (the shell's
        convention for "ended by signal N"), else ``status``."""
        return status if self.received is None else 128 + self.received
