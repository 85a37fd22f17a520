"""A look at the data folder's lock file before ``QLockFile`` reads it: what is not a lock
that a running copy holds is stale and cleared, so that no file in the lock's place can stop
a start.

``QLockFile`` judges a lock by its text (a process id that is gone, or that now runs another
program, makes it stale) and reads it with a blocking open. It cannot judge the rest, and
waits for it: an empty file, garbage, a file it may not read, and anything that is not a
regular file (a folder, a symbolic link, a socket; a FIFO even hangs its read). This look
comes first, and never blocks: it reads nothing but through a non-blocking open of a regular
file, without following a symbolic link.

- Anything that is not a regular file is stale at once (``QLockFile`` makes regular files
  only): a folder is renamed aside (it may hold something), the rest is removed (a symbolic
  link's target is never touched).
- A regular file that cannot be opened for reading is stale at once.
- On a system with ``flock`` (Unix), a running copy holds a lock on its lock file for as long
  as it runs (``QLockFile`` takes one). A file that no process holds is stale once seen so
  twice, :data:`AGAIN_S` apart, unchanged: a copy that is creating its lock holds it within
  microseconds (and a file is probed only once :data:`YOUNG_S` old, so that a probe never
  meets that copy's own ``flock``). This covers a file naming a live process that is not
  Scorpion Qt. A file naming another computer stays ``QLockFile``'s to judge (a lock there
  is out of sight).
- Without ``flock``, a file that ``QLockFile`` cannot parse is stale once seen twice unchanged;
  one it can parse is left to it.

Clearing happens under a lock on the folder itself, and only if the file is the one that was
looked at: two launches never clear the lock that one of them has just made. The same goes
for what lies in the place of ``QLockFile``'s own ``<lock>.rmlock`` and is not a regular
file (it reads that one with a blocking open too).
"""

from __future__ import annotations

import contextlib
import enum
import logging
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QSysInfo

log = logging.getLogger(__name__)

#: how long apart two looks at an unheld lock file are, at least, before it is stale
AGAIN_S = 0.1
#: a lock file younger than this, in seconds, is not probed for a ``flock``: a copy that is
#: creating it takes its own a few microseconds after, and must not find it taken by a probe
#: (QLockFile would then go on without one, and its lock would look stale to the next look)
YOUNG_S = 0.5
#: the most of a lock file that is read (a real one holds five short lines)
READ_LIMIT = 4096


class Look(enum.Enum):
    """What :meth:`LockLook.look` found in the lock file's place."""

    FREE = "free"  # nothing there, or what was there is cleared: QLockFile may take it
    JUDGE = "judge"  # a regular file that may be a held lock: QLockFile judges it, and asks
    AGAIN = "again"  # a regular file that looks stale: QLockFile may try; look again later
    WAIT = "wait"  # changed while looked at, or another launch clears it: leave it, look again
    STUCK = "stuck"  # something stale that cannot be cleared, or a place that cannot be seen


#: a regular file as a look saw it (device, inode, size, modification time): the same
#: file, unchanged, gives the same
_Identity = tuple[int, int, int, int]


class LockLook:
    """Looks at the lock file at ``path`` and clears what is stale (see the module)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._unheld: _Identity | None = None  # the file last seen unheld, and when
        self._unheld_at = 0.0

    def look(self) -> Look:
        """What is in the lock's place now, after clearing what is stale. After FREE, JUDGE
        or AGAIN the place is empty or holds a regular file: reading it does not block."""
        removal_lock = self._clear_odd_removal_lock()
        if removal_lock is not Look.FREE:
            return removal_lock
        try:
            found = os.lstat(self.path)
        except FileNotFoundError:
            return Look.FREE
        except OSError as error:  # a name too long, a folder that cannot be searched
            log.info("cannot look at the lock file %s: %s", self.path, error)
            return Look.STUCK
        if not stat.S_ISREG(found.st_mode):
            return self._clear(found, f"not a regular file (mode {found.st_mode:o})")
        return self._look_at_file(found)

    def _look_at_file(self, found: os.stat_result) -> Look:
        try:
            descriptor = os.open(self.path, _READ_FLAGS)
        except PermissionError as error:
            return self._clear(found, f"it cannot be read ({error.strerror})")
        except OSError as error:  # replaced meanwhile by a link, or gone: look again
            log.info("cannot open the lock file %s: %s", self.path, error)
            return Look.WAIT
        try:
            opened = os.fstat(descriptor)
            if (opened.st_dev, opened.st_ino) != (found.st_dev, found.st_ino):
                return Look.WAIT
            text = os.read(descriptor, READ_LIMIT)
            if abs(time.time() - opened.st_mtime) < YOUNG_S:
                self._unheld = None
                return Look.AGAIN  # QLockFile may judge it; this look waits until it is older
            held = _held(descriptor)
        except OSError as error:
            return self._clear(found, f"it cannot be read ({error.strerror})")
        finally:
            os.close(descriptor)
        return self._judge(opened, text, held)

    def _judge(self, opened: os.stat_result, text: bytes, held: bool | None) -> Look:
        host = _host(text)
        if held or (host is not None and host not in ("", QSysInfo.machineHostName())):
            self._unheld = None  # a copy holds it, or one on another computer may
            return Look.JUDGE
        if held is None and host is not None:
            return Look.JUDGE  # no flock here: a lock QLockFile can read is its to judge
        seen = (opened.st_dev, opened.st_ino, opened.st_size, opened.st_mtime_ns)
        now = time.monotonic()
        if seen != self._unheld:
            self._unheld, self._unheld_at = seen, now
            return Look.AGAIN
        if now - self._unheld_at < AGAIN_S:
            return Look.AGAIN
        why = "no process holds it" if host is not None else "it is no lock (unparsable)"
        return self._clear(opened, why)

    def _clear(self, found: os.stat_result, why: str, path: Path | None = None) -> Look:
        """Clear the stale thing ``found`` at ``path`` (the lock's place unless named), if
        it is still the one there, under a lock on the folder; FREE once done, WAIT if
        another launch is clearing or it changed meanwhile, STUCK if it cannot be cleared."""
        path = self.path if path is None else path
        self._unheld = None
        with _folder_locked(path.parent) as locked:
            if not locked:
                return Look.WAIT
            try:
                now = os.lstat(path)
            except FileNotFoundError:
                return Look.FREE
            except OSError as error:
                log.info("cannot look at the lock file %s: %s", path, error)
                return Look.STUCK
            if (now.st_dev, now.st_ino) != (found.st_dev, found.st_ino):
                return Look.WAIT  # replaced meanwhile: what is there now is looked at anew
            try:
                aside = _remove(path, now)
            except OSError as error:
                log.warning("a stale lock %s (%s) cannot be cleared: %s", path, why, error)
                return Look.STUCK
        told = f", set aside as {aside.name}" if aside is not None else ", removed"
        log.warning("the lock file %s was stale: %s%s", path, why, told)
        return Look.FREE

    def _clear_odd_removal_lock(self) -> Look:
        """``QLockFile`` takes ``<lock>.rmlock`` while it removes a stale lock, and reads it
        with a blocking open: what is there and is not a regular file is cleared first."""
        path = self.path.with_name(f"{self.path.name}.rmlock")
        try:
            found = os.lstat(path)
        except OSError:  # none (as nearly always), or the lock's own look says why
            return Look.FREE
        if stat.S_ISREG(found.st_mode):
            return Look.FREE  # QLockFile judges it (stale after 30 s)
        return self._clear(found, f"not a regular file (mode {found.st_mode:o})", path)


def _remove(path: Path, found: os.stat_result) -> Path | None:
    """Remove the stale thing at ``path``, or rename it aside if it is a folder (it may
    hold something); where it went."""
    if stat.S_ISDIR(found.st_mode):
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
        aside = path.with_name(f"{path.name}.not-a-lock-{stamp}-{os.getpid()}")
        os.rename(path, aside)
        return aside
    os.unlink(path)  # a symbolic link goes, not what it names
    return None


_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)


def _host(text: bytes) -> str | None:
    """The computer a lock file's text names ("" for none), None if ``QLockFile`` could
    not parse it: lines of a process id above 0, the program and the computer."""
    lines = text.split(b"\n")
    try:
        pid = int(lines[0].decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return None
    if pid <= 0:
        return None
    return lines[2].decode("utf-8", "replace") if len(lines) > 2 else ""


def _held(descriptor: int) -> bool | None:
    """True if a process holds a ``flock`` on the open file, False if none does, None if
    this system or file system cannot tell."""
    if sys.platform == "win32":
        return None
    import fcntl  # noqa: PLC0415 (Unix only)

    try:
        fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:  # no flock on this file system
        return None
    fcntl.flock(descriptor, fcntl.LOCK_UN)
    return False


@contextlib.contextmanager
def _folder_locked(folder: Path) -> Iterator[bool]:
    """A ``flock`` on ``folder`` itself while clearing (True), so that two launches do not
    clear at once; False if another launch holds it. Where a folder cannot be locked, as on
    Windows, clearing goes on without it."""
    if sys.platform == "win32":
        yield True
        return
    import fcntl  # noqa: PLC0415 (Unix only)

    try:
        descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:
        yield True
        return
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        except OSError:
            pass  # this file system has no flock: clear without it
        yield True
    finally:
        os.close(descriptor)


def clear_stale_lock(path: Path, patience: float = 1.0) -> Look:
    """Clear what lies at ``path`` and is no lock a process holds, looking again (for up
    to ``patience`` seconds) as long as that takes: for the locks that Qt takes by itself,
    such as QSettings' ``settings.ini.lock`` at each save, for which Qt would wait (30 s
    for garbage, for ever for a FIFO). What the last look found."""
    looks = LockLook(path)
    deadline = time.monotonic() + patience
    while (looked := looks.look()) in (Look.AGAIN, Look.WAIT) and time.monotonic() < deadline:
        time.sleep(AGAIN_S)
    return looked
