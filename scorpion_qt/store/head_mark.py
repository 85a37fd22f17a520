"""Whether a database file is at the migrations' head, asked of SQLite itself: once Alembic
has brought a file to its head, the app writes a mark in the file's ``PRAGMA user_version``,
so later starts know the file is current without loading Alembic. Standard library only:
the start-up's quick look before the first paint reads it too."""

from __future__ import annotations

import sqlite3
import zlib
from pathlib import Path

#: The largest mark: ``user_version`` is a signed 32-bit number.
LARGEST_MARK = 0x7FFF_FFFF


def head_mark(revision: str, migrations: Path) -> int:
    """The mark of a file at ``revision`` when Alembic found that to be the head of the
    migrations in ``migrations``: a checksum of the revision and the migration scripts'
    names, so a file at another revision, or an app with other migrations, does not match.
    Never 0, SQLite's ``user_version`` of a file nobody marked."""
    names = sorted(script.name for script in (migrations / "versions").glob("*.py"))
    checksum = zlib.crc32("\n".join([revision, *names]).encode("utf-8"))
    return checksum & LARGEST_MARK or 1


def marked_revision(connection: sqlite3.Connection, migrations: Path) -> str | None:
    """The file's revision if it carries the head mark of that revision under
    ``migrations``, else None (no mark, another revision or app, or no revision at all).
    Raises ``sqlite3.Error`` if the file cannot be read."""
    tables = connection.execute(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'alembic_version'"
    ).fetchone()
    if tables != (1,):
        return None
    versions = connection.execute("SELECT version_num FROM alembic_version").fetchall()
    (mark,) = connection.execute("PRAGMA user_version").fetchone()
    if len(versions) != 1 or not isinstance(revision := versions[0][0], str):
        return None
    return revision if mark == head_mark(revision, migrations) else None


def mark_sql(revision: str, migrations: Path) -> str:
    """The statement that marks a file at ``revision``, the head of ``migrations``; run in
    the transaction that brought the file there (SQLite writes it with the transaction)."""
    return f"PRAGMA user_version = {head_mark(revision, migrations)}"
