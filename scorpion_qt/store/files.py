"""Timestamped copies and moves of the database file, never overwriting anything."""

from __future__ import annotations

import datetime
import logging
import os
import sqlite3
from contextlib import closing
from pathlib import Path

from scorpion_qt.store.kept_backups import prune_backups

log = logging.getLogger(__name__)

#: SQLite keeps these beside the database file in WAL mode.
SIDE_FILES = ("-wal", "-shm")
#: A backup is written under its name plus this, and renamed only once it is complete.
PARTIAL = ".partial"
#: What SQLite leaves beside a copy it is writing (its rollback journal).
JOURNAL = "-journal"


def timestamped_sibling(path: Path, label: str, now: datetime.datetime) -> Path:
    """``<name>.<label>-YYYYmmdd-HHMMSS`` next to ``path`` (local time), made unique."""
    stamp = now.astimezone().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while any(Path(f"{candidate}{side}").exists() for side in ("", *SIDE_FILES, PARTIAL)):
        counter += 1
        candidate = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
    return candidate


def move_aside(path: Path, label: str, now: datetime.datetime) -> Path:
    """Rename the file (and any WAL side files with it); returns the new name."""
    target = timestamped_sibling(path, label, now)
    replace(path, target)
    log.warning("moved %s aside to %s", path, target)
    return target


def replace(path: Path, target: Path) -> None:
    """Rename a database file and its WAL side files (theirs first: the file without its
    WAL would lose what the WAL holds); side files of ``target`` that ``path`` lacks go."""
    for side in SIDE_FILES:
        companion, replaced = Path(f"{path}{side}"), Path(f"{target}{side}")
        if companion.exists():
            os.replace(companion, replaced)
        else:
            replaced.unlink(missing_ok=True)
    os.replace(path, target)


def remove_with_side_files(path: Path) -> None:
    for name in (path, *(Path(f"{path}{side}") for side in SIDE_FILES)):
        name.unlink(missing_ok=True)


def backup_copy(path: Path, now: datetime.datetime) -> Path:
    """A consistent copy of the database (WAL content included) via SQLite's backup API.

    The copy is written as ``<backup>.partial`` and renamed only once SQLite has written
    it whole, so a disk that fills up, or an app killed, in the middle never leaves a file
    that looks like a backup; a failed copy is deleted and the error raised. Partial
    copies an earlier start-up left behind (it was killed) are deleted first; once the
    copy is complete, backups older than the newest two (this one among them) go.
    """
    remove_partial_backups(path)
    target = timestamped_sibling(path, "backup", now)
    partial = Path(f"{target}{PARTIAL}")
    try:
        with closing(sqlite3.connect(path)) as source, closing(sqlite3.connect(partial)) as copy:
            source.backup(copy)
        os.replace(partial, target)
    except BaseException:
        _remove(partial)
        raise
    _sync_folder(path.parent)
    log.info("backed up %s to %s", path, target)
    prune_backups(path, target)
    return target


def remove_partial_backups(path: Path) -> None:
    """Delete what an interrupted :func:`backup_copy` of ``path`` left behind."""
    for leftover in path.parent.glob(f"{path.name}.backup-*{PARTIAL}"):
        log.warning("deleting the incomplete backup %s", leftover)
        _remove(leftover)


def _remove(partial: Path) -> None:
    for name in (partial, Path(f"{partial}{JOURNAL}")):
        try:
            name.unlink(missing_ok=True)
        except OSError:
            log.warning("cannot delete %s", name, exc_info=True)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the platform can open a folder)."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        log.debug("cannot sync the folder %s", folder, exc_info=True)
    finally:
        os.close(handle)
