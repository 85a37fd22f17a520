"""Timestamped copies and moves of the database file, never overwriting anything."""

from __future__ import annotations

import datetime
import logging
import os
import sqlite3
from contextlib import closing
from pathlib import Path

log = logging.getLogger(__name__)

#: SQLite keeps these beside the database file in WAL mode.
SIDE_FILES = ("-wal", "-shm")


def timestamped_sibling(path: Path, label: str, now: datetime.datetime) -> Path:
    """``<name>.<label>-YYYYmmdd-HHMMSS`` next to ``path`` (local time), made unique."""
    stamp = now.astimezone().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while any(Path(f"{candidate}{side}").exists() for side in ("", *SIDE_FILES)):
        counter += 1
        candidate = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
    return candidate


def move_aside(path: Path, label: str, now: datetime.datetime) -> Path:
    """Rename the file (and any WAL side files with it); returns the new name."""
    target = timestamped_sibling(path, label, now)
    os.replace(path, target)
    for side in SIDE_FILES:
        companion = Path(f"{path}{side}")
        if companion.exists():
            os.replace(companion, Path(f"{target}{side}"))
    log.warning("moved %s aside to %s", path, target)
    return target


def backup_copy(path: Path, now: datetime.datetime) -> Path:
    """A consistent copy of the database (WAL content included) via SQLite's backup API."""
    target = timestamped_sibling(path, "backup", now)
    with closing(sqlite3.connect(path)) as source, closing(sqlite3.connect(target)) as copy:
        source.backup(copy)
    log.info("backed up %s to %s", path, target)
    return target
