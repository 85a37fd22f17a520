"""A quick, read-only look at the database before SQLAlchemy is loaded, so that the window
can show the board at once and open the full store right after: the game in progress (read
by the store's own query, :func:`~scorpion_qt.store.in_progress.read_in_progress`) and a
date's daily deal.

Anything unexpected (no file, a damaged file, a file not marked as at the migrations' head,
a write-ahead log beside the file) gives None: the full opening that follows deals with it
and says so.
"""

from __future__ import annotations

import datetime
import logging
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import TypeVar

from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.head_mark import marked_revision
from scorpion_qt.store.in_progress import read_in_progress
from scorpion_qt.store.paths import database_path
from scorpion_qt.store.resumed_game import ResumedGame

log = logging.getLogger(__name__)
T = TypeVar("T")


def look_in_progress(data_dir: Path) -> ResumedGame | None:
    """The latest in-progress game of the database in ``data_dir``, or None."""
    return _look(data_dir, read_in_progress)


def look_daily_deal(data_dir: Path, day: datetime.date, rules: str = "classic") -> int | None:
    """The deal stored for the date ``day`` under ``rules`` (the first time it was served
    under them), or None."""

    def read(connection: sqlite3.Connection) -> int | None:
        row = connection.execute(
            "SELECT deal FROM daily_deals WHERE date = ? AND rules = ?", (day.isoformat(), rules)
        ).fetchone()
        return row[0] if row is not None and isinstance(row[0], int) else None

    return _look(data_dir, read)


def _look(data_dir: Path, read: Callable[[sqlite3.Connection], T | None]) -> T | None:
    """``read`` on a read-only connection to a file marked as at head; None for anything
    else."""
    path = database_path(data_dir)
    try:
        if not path.is_file() or _has_log(path):  # which raises for a name too long
            return None
        uri = f"{path.resolve().as_uri()}?mode=ro"
        with closing(sqlite3.connect(uri, uri=True)) as connection:
            if marked_revision(connection, migrations_dir()) is None:
                return None
            return read(connection)
    except (sqlite3.Error, OSError, ValueError) as error:
        log.info("quick look at %s failed (%s); the full opening will handle it", path, error)
        return None


def _has_log(path: Path) -> bool:
    """Whether a write-ahead log lies beside the file (left by a crash, or by another
    database): the full opening judges it before anything reads through it (stray_log)."""
    try:
        return path.with_name(f"{path.name}-wal").stat().st_size > 0
    except OSError:
        return False
