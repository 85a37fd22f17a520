"""One running app per data folder: a second launch on the folder brings the running copy's
window forward and ends, instead of playing the same games behind its back.

The running copy holds a ``QLockFile`` in the data folder and, once its board is painted,
listens on a ``QLocalServer`` named after the folder. A second launch finds the lock held,
connects, sends ``show`` and ends when the running copy answers ``shown``.

- A lock left by a killed copy is stale: ``QLockFile`` sees that its process is gone (on
  this computer) and the next launch takes it; that launch owns the folder, so the socket
  file left behind is stale as well, and listening replaces it.
- Whatever else lies in the lock's place and is no lock a running copy holds (empty,
  garbage, unreadable, a folder, a symbolic link, a FIFO, a live process that is not this
  app) is cleared first, without blocking: see stale_lock.
- A copy that holds the lock but is not listening yet (it is starting) is waited for, up to
  :data:`PATIENCE_S`; one that is connected to but does not answer within
  :data:`ANSWER_S` is hung: the second launch then says so and ends with status 1 rather
  than start on the same games. So does a launch on a folder locked from another computer.
- A folder that cannot hold the lock file (missing and not creatable, read-only, not a
  folder, a symbolic link loop) cannot save games either; the app still starts there
  ("not saving"), guarded by the server's name alone: a launch ends if a copy already
  listens on that name.
"""

from __future__ import annotations

import enum
import functools
import logging
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCryptographicHash, QLockFile, QObject, QSysInfo, QTimer, Signal

from scorpion_qt.ui.services.stale_lock import LockLook, Look
from scorpion_qt.ui.services.wayland import on_wayland

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtNetwork import QLocalServer, QLocalSocket
    from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

LOCK_FILE = "scorpion-qt.lock"
SHOW = b"show\n"  # what a second launch asks
SHOWN = b"shown\n"  # the running copy's answer, once its window is brought forward
#: how long a second launch waits for the running copy to listen, in seconds: it listens
#: once its board is painted, and a launch while it closes waits for its lock to go
PATIENCE_S = 10.0
#: how long a connected running copy has to answer before it is taken for hung, in seconds
ANSWER_S = 3.0
RETRY_S = 0.1
CONNECT_MS = 500
#: the longest message read from a connection (anything longer is not ours)
MESSAGE_LIMIT = 64


class Claim(enum.Enum):
    """What :meth:`SingleInstance.claim` found."""

    RUNS = "runs"  # this process has the folder, or no copy answers on an unusable one
    HANDED_OVER = "handed over"  # the running copy brought its window forward
    IN_USE = "in use"  # a copy that did not answer, or one on another computer, has it


class Asked(enum.Enum):
    """What a running copy did when asked to bring its window forward."""

    ANSWERED = "answered"
    NOT_LISTENING = "not listening"
    NO_ANSWER = "no answer"


def server_name(data_dir: Path) -> str:
    """The local server's name for a data folder: one name per user and folder however its
    path is spelled (relative, through a symbolic link), short enough for a Unix socket.
    (``os.path.realpath``, not ``Path.resolve``, which raises on a symbolic link loop.)"""
    user = os.environ.get("USERNAME", "") if sys.platform == "win32" else str(os.getuid())
    key = f"{user}\0{os.path.normcase(os.path.realpath(data_dir))}".encode()
    digest = QCryptographicHash.hash(key, QCryptographicHash.Algorithm.Sha256)
    return f"scorpion-qt-{bytes(digest.toHex().data())[:24].decode()}"


class FirstPaint(Protocol):
    """A window's board, which tells when it is first painted."""

    @property
    def painted(self) -> bool: ...

    @property
    def first_painted(self) -> SignalInstance: ...


class SingleInstance(QObject):
    """The claim of this process on a data folder: :meth:`claim` it before building the
    window, :meth:`serve` the window, :meth:`release` at exit. Emits
    :attr:`show_requested` when another launch on the folder asks for the window."""

    show_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.lock_path = data_dir / LOCK_FILE
        self.server_name = server_name(data_dir)
        self.message = ""  # what claim() found, for a terminal, when it is not RUNS
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None

    @property
    def locked(self) -> bool:
        """True while this process holds the folder's lock file."""
        return self._lock is not None

    @property
    def listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    def claim(self, *, hand_over: bool = True, patience: float = PATIENCE_S) -> Claim:
        """Take the folder for this process. If a running copy has it: ask it to bring its
        window forward (``hand_over``; else just say it is in use), waiting up to
        ``patience`` seconds for one that is starting or closing."""
        lock = self._lock_file()
        if lock is None:
            return self._claim_by_name(hand_over)
        deadline = time.monotonic() + patience
        looks = LockLook(self.lock_path)
        while True:
            looked = looks.look()  # what is no lock is cleared: QLockFile's reads never block
            if looked is Look.STUCK:
                log.info("no lock file in %s (what is in its place stays)", self.data_dir)
                return self._claim_by_name(hand_over)
            if looked is not Look.WAIT:
                if lock.tryLock(0):
                    self._lock = lock
                    return Claim.RUNS
                if lock.error() is not QLockFile.LockError.LockFailedError:
                    log.info("no lock file in %s (%s)", self.data_dir, lock.error().name)
                    return self._claim_by_name(hand_over)
            last = time.monotonic() >= deadline
            if looked is Look.JUDGE:  # a lock that may be held: its holder is asked
                found = self._ask_holder(lock, hand_over, last)
                if found is not None:
                    return found
            elif last:  # still changing, or another launch clearing it, all this time
                log.info("no lock taken in %s (%s for %s s)", self.data_dir, looked, patience)
                return self._claim_by_name(hand_over)
            time.sleep(RETRY_S)

    def _ask_holder(self, lock: QLockFile, hand_over: bool, last: bool) -> Claim | None:
        """What the copy holding the lock says; None to ask again (it is not listening yet,
        and this is not the ``last`` try)."""
        pid, host, _app = lock.getLockInfo()
        if host and host != QSysInfo.machineHostName():
            return self._in_use(f"by Scorpion Qt on {host} (process {pid})")
        if not hand_over:
            return self._in_use(f"by Scorpion Qt (process {pid})")
        asked = self._ask_to_show()
        if asked is Asked.ANSWERED:
            return self._handed_over()
        if asked is Asked.NO_ANSWER or last:
            return self._in_use(
                f"by Scorpion Qt (process {pid}), which did not answer",
                f" If it is not running, remove {self.lock_path}.",
            )
        return None

    def _lock_file(self) -> QLockFile | None:
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            log.info("no lock file in %s (%s)", self.data_dir, error)
            return None
        lock = QLockFile(str(self.lock_path))
        # held as long as the app runs: stale only when its process is gone, never by age
        lock.setStaleLockTime(0)
        return lock

    def _claim_by_name(self, hand_over: bool) -> Claim:
        if not hand_over:
            socket = self._connect()
            if socket is None:
                return Claim.RUNS
            socket.abort()
            return self._in_use("by Scorpion Qt")
        asked = self._ask_to_show()
        if asked is Asked.ANSWERED:
            return self._handed_over()
        if asked is Asked.NO_ANSWER:
            return self._in_use("by Scorpion Qt, which did not answer")
        return Claim.RUNS

    def _handed_over(self) -> Claim:
        self.message = (
            f"Scorpion Qt is already running on this data folder ({self.data_dir});"
            " its window was brought forward."
        )
        return Claim.HANDED_OVER

    def _in_use(self, by_whom: str, advice: str = "") -> Claim:
        self.message = (
            f"This data folder ({self.data_dir}) is in use {by_whom}; not starting"
            f" a second copy on the same games.{advice}"
        )
        return Claim.IN_USE

    def _connect(self) -> QLocalSocket | None:
        """A connection to the running copy's server, None if nothing listens."""
        # QtNetwork loads only when needed: the running copy's start-up goes without it
        from PySide6.QtNetwork import QLocalSocket  # noqa: PLC0415

        socket = QLocalSocket()
        socket.connectToServer(self.server_name)
        return socket if socket.waitForConnected(CONNECT_MS) else None

    def _ask_to_show(self) -> Asked:
        """Ask the running copy to bring its window forward, and wait for its answer."""
        socket = self._connect()
        if socket is None:
            return Asked.NOT_LISTENING
        socket.write(SHOW)
        deadline = time.monotonic() + ANSWER_S
        while not socket.canReadLine() and (left := deadline - time.monotonic()) > 0:
            if not socket.waitForReadyRead(int(left * 1000) + 1):
                break
        answered = socket.canReadLine() and bytes(socket.readLine().data()) == SHOWN
        socket.abort()
        return Asked.ANSWERED if answered else Asked.NO_ANSWER

    def serve(self, window: QWidget, closing: SignalInstance, board: FirstPaint) -> None:
        """Bring ``window`` forward when another launch asks: listen from its ``board``'s
        first paint (QtNetwork loads then, behind the board; a launch meanwhile waits for
        it) until it is ``closing`` (a launch then waits for the lock, and starts once this
        copy has ended)."""
        self.show_requested.connect(lambda: bring_forward(window))
        closing.connect(self.stop_listening)
        if board.painted:
            self.listen()
        else:
            # in a turn of the event loop of its own: the first paint's other work is done
            # by then, and input that came meanwhile has been answered
            board.first_painted.connect(lambda: QTimer.singleShot(0, self.listen))

    def listen(self) -> None:
        """Answer other launches on the folder (with the QApplication made)."""
        from PySide6.QtNetwork import QLocalServer  # noqa: PLC0415 (see _connect)

        if self._server is None:
            self._server = QLocalServer(self)
            # only this user may ask; and with an access option Qt makes the socket aside
            # and renames it into place, over a stale one that a killed copy left (this
            # process has the folder, or no copy answered on its name: none is in use)
            self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
            self._server.newConnection.connect(self._answer)
        if not self._server.isListening() and not self._server.listen(self.server_name):
            log.warning("cannot listen as %s: %s", self.server_name, self._server.errorString())

    def _answer(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(functools.partial(self._read, socket))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > MESSAGE_LIMIT:
                socket.abort()
            return
        if bytes(socket.readLine(MESSAGE_LIMIT).data()) == SHOW:
            log.info("another launch on %s asked for the window", self.data_dir)
            self.show_requested.emit()
            socket.write(SHOWN)
        socket.disconnectFromServer()  # once what was written is sent

    def stop_listening(self) -> None:
        """Answer no more: a launch from now on waits for the lock to be released."""
        if self._server is not None:
            self._server.close()  # and its socket file goes

    def release(self) -> None:
        """Stop listening and unlock the folder (at exit)."""
        self.stop_listening()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def bring_forward(window: QWidget) -> None:
    """Show ``window`` above the others, un-minimized (still maximized or full-screen if it
    was) and active. Some window managers only mark it as wanting attention instead; on
    Wayland, where a window cannot raise or activate itself, it asks for attention (the
    compositor decides: a taskbar entry lit, a notice)."""
    if window.isMinimized():
        if window.isFullScreen():
            window.showFullScreen()
        elif window.isMaximized():
            window.showMaximized()
        else:
            window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if on_wayland():
        from PySide6.QtWidgets import QApplication  # noqa: PLC0415 (at a hand-over only)

        QApplication.alert(window)
