"""Waiting in a test's child process, as pytest-qt's ``qtbot.wait`` waits in a test.

``QTest.qWait`` runs Qt's events while holding Python's lock, so the app's own Python
threads barely run meanwhile: the store's thread, which opens the database behind the
board, took about 3 s where it takes 0.4 s, and a script that waited for it waited that
long. A ``QEventLoop`` lets go of the lock while it waits for events.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer


def wait(ms: int) -> None:
    """Run Qt's events for ``ms`` milliseconds (and delete what asked to be, as qWait)."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def wait_until(condition: Callable[[], object], step_ms: int = 10) -> None:
    """Run Qt's events until ``condition()`` is true, looking every ``step_ms``."""
    while not condition():
        wait(step_ms)
