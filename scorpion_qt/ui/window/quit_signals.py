"""SIGTERM, SIGHUP and SIGINT (Ctrl+C in a terminal) close the window as Quit does, so the
game in progress, its clock and the settings are saved before the app ends.

Python runs a signal's handler only between its own instructions, and Qt's event loop runs
none while it waits: ``signal.set_wakeup_fd`` has the signal write a byte to a pipe (on
Windows, whose wake-up must be a socket, a socket pair) the event loop watches, which wakes
it, and the handler then runs.
"""

from __future__ import annotations

import logging
import os
import signal
import sys
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)
_kept: list[object] = []  # Windows' wake-up sockets, which close when collected

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
        reader, writer, self._read = wake_up_channel()
        signal.set_wakeup_fd(writer)
        self._notifier = QSocketNotifier(reader, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        for number in SIGNALS:
            signal.signal(number, self._arrived)

    def _drain(self) -> None:
        """The event loop woke for a signal: its handler has run by now (Python runs it
        before this); the bytes only served to wake the loop."""
        try:
            while self._read(64):
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


def wake_up_channel() -> tuple[int, int, Callable[[int], bytes]]:
    """A non-blocking channel for ``signal.set_wakeup_fd``: its reading and writing ends'
    descriptors, and what reads up to n bytes from it. It lasts as long as the process."""
    if sys.platform == "win32":  # the wake-up must be a socket there
        import socket

        reader, writer = socket.socketpair()
        _kept.extend((reader, writer))  # their descriptors live as long as the sockets
        for end in (reader, writer):
            end.setblocking(False)
        return reader.fileno(), writer.fileno(), reader.recv
    read_end, write_end = os.pipe()  # no socket module to load at every start
    os.set_blocking(read_end, False)
    os.set_blocking(write_end, False)
    return read_end, write_end, lambda size: os.read(read_end, size)
