"""What is at the database path: nothing, a current or older or newer schema, or junk."""

from __future__ import annotations

import enum
import logging
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from scorpion_qt.store.revisions import Revisions

log = logging.getLogger(__name__)

SQLITE_MAGIC = b"SQLite format 3\x00"
VERSION_TABLE = "alembic_version"


class FileState(enum.Enum):
    """The database file's state, as far as start-up needs to know."""

    MISSING = "missing"  # no file, or an empty database: create the schema
    CURRENT = "current"  # at the head revision: nothing to do
    BEHIND = "behind"  # an older revision: back up, then upgrade
    NEWER = "newer"  # a revision this app does not know: open read-only
    UNREADABLE = "unreadable"  # not SQLite, damaged, or not ours: move aside


@dataclass(frozen=True, slots=True)
class Inspection:
    state: FileState
    revision: str | None = None
    reason: str = ""


def inspect_database(path: Path, revisions: Revisions) -> Inspection:
    """Classify the file with a couple of plain queries (no Alembic, no SQLAlchemy).

    Raises ``sqlite3.OperationalError`` (or ``OSError``) when the file cannot be opened or
    read for reasons other than its content: a locked, unreadable or unwritable file.
    """
    if not path.exists() or path.stat().st_size == 0:
        return Inspection(FileState.MISSING)
    with path.open("rb") as handle:
        if handle.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
            return Inspection(FileState.UNREADABLE, reason="not an SQLite database")
    try:
        with closing(sqlite3.connect(path)) as connection:
            tables = {row[0] for row in connection.execute(_TABLES)}
            versions = (
                {row[0] for row in connection.execute(f"SELECT version_num FROM {VERSION_TABLE}")}
                if VERSION_TABLE in tables
                else set()
            )
    except sqlite3.OperationalError:
        raise
    except sqlite3.DatabaseError as error:
        return Inspection(FileState.UNREADABLE, reason=str(error))
    return _classify(tables, versions, revisions)


_TABLES = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"


def _classify(tables: set[str], versions: set[str], revisions: Revisions) -> Inspection:
    if not versions:
        if tables - {VERSION_TABLE}:
            return Inspection(FileState.UNREADABLE, reason="not a Scorpion Qt database")
        return Inspection(FileState.MISSING)
    unknown = versions - revisions.known
    if unknown:
        return Inspection(FileState.NEWER, revision=", ".join(sorted(unknown)))
    revision = ", ".join(sorted(versions))
    if versions == {revisions.head}:
        return Inspection(FileState.CURRENT, revision=revision)
    return Inspection(FileState.BEHIND, revision=revision)
