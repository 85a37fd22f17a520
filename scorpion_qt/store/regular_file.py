"""Reading a small file of the data folder without blocking: a FIFO, a device or a folder in
its place is refused at once (a plain open of a FIFO waits for a writer for ever)."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

#: the flags of a read that cannot block on what is not a regular file
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


def read_regular_text(path: Path, limit: int = 1 << 20) -> str:
    """The text (UTF-8) of the regular file at ``path``, at most ``limit`` bytes of it.
    Raises ``FileNotFoundError`` if there is none, and ``OSError`` (EINVAL) if what is
    there is not a regular file."""
    descriptor = os.open(path, _FLAGS)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        with os.fdopen(descriptor, "rb", closefd=False) as opened:
            data = opened.read(limit)
    finally:
        os.close(descriptor)
    return data.decode("utf-8")
