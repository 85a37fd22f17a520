"""What is at the database path: nothing, a current or older or newer schema, damage, or
junk. Read through a read-only connection, so a file found damaged is set aside exactly
as it was. A file marked as at head (:mod:`~scorpion_qt.store.head_mark`) is current
without asking Alembic; for any other, Alembic says which revisions there are."""

from __future__ import annotations

import enum
import logging
import sqlite3
from collections.abc import Mapping
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from scorpion_qt.store.head_mark import marked_revision
from scorpion_qt.store.migrate import read_revisions

log = logging.getLogger(__name__)

SQLITE_MAGIC = b"SQLite format 3\x00"
VERSION_TABLE = "alembic_version"
#: The problems a check lists at most (the first is enough to know).
CHECK_LIMIT = 5
#: What SQLite raises for a file's content: its errors, and a ``UnicodeDecodeError`` when
#: its error text holds the damaged bytes themselves (a damaged schema's name, say).
CONTENT_ERRORS = (sqlite3.DatabaseError, UnicodeDecodeError)
#: Tables and the columns each must have: what the app at head reads and writes.
Schema = Mapping[str, frozenset[str]]


class FileState(enum.Enum):
    """The database file's state, as far as start-up needs to know."""

    MISSING = "missing"  # no file, or an empty database: create the schema
    CURRENT = "current"  # at the head revision: nothing to do
    BEHIND = "behind"  # an older revision: back up, then upgrade
    NEWER = "newer"  # a revision this app does not know: open read-only
    DAMAGED = "damaged"  # an SQLite file that fails its check, or a schema the app cannot
    # use: set it aside and salvage what can be read
    UNREADABLE = "unreadable"  # not SQLite, or not ours: move aside


@dataclass(frozen=True, slots=True)
class Inspection:
    state: FileState
    revision: str | None = None
    reason: str = ""
    marked: bool = False  # current, and marked so


def inspect_database(
    path: Path,
    migrations: Path,
    schema: Schema | None = None,
    *,
    check: bool = True,
    full: bool = False,
) -> Inspection:
    """Classify the file with a few plain queries: its tables and revision (Alembic reads
    ``migrations`` only if the file is not marked as at their head); with ``check``,
    SQLite's ``PRAGMA quick_check`` (with ``full``, its ``integrity_check``, which also
    finds index entries that do not match their rows) of a file at a revision this app
    knows, and at head that ``schema``'s tables and columns are all there. Any error SQLite
    raises for the file's content, whatever its text's bytes, is damage.

    Raises ``sqlite3.OperationalError`` (or ``OSError``) when the file cannot be opened or
    read for reasons other than its content: a locked, unreadable or unwritable file.
    """
    if not path.exists() or path.stat().st_size == 0:
        return Inspection(FileState.MISSING)
    with path.open("rb") as handle:
        if handle.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
            return Inspection(FileState.UNREADABLE, reason="not an SQLite database")
    try:
        with closing(_connect(path)) as connection:
            found = _classify(connection, migrations)
            if check and found.state in (FileState.CURRENT, FileState.BEHIND):
                problem = integrity_problem(connection, full=full)
                if problem is None and found.state is FileState.CURRENT and schema:
                    problem = _missing(connection, schema)
                if problem is not None:
                    return Inspection(FileState.DAMAGED, found.revision, problem)
            return found
    except sqlite3.OperationalError as error:
        if not is_damage(error):
            raise
        return Inspection(FileState.DAMAGED, reason=str(error))
    except CONTENT_ERRORS as error:
        log.warning("reading %s: %r", path, error)
        return Inspection(FileState.DAMAGED, reason=repr(error))


def is_damage(error: BaseException) -> bool:
    """Whether an error SQLite raised tells of the file's content (not of a locked,
    unreadable or unwritable file, which may go away)."""
    if isinstance(error, sqlite3.OperationalError):
        return "malformed" in str(error) or "no such" in str(error)
    return isinstance(error, CONTENT_ERRORS)


def _connect(path: Path) -> sqlite3.Connection:
    """A read-only connection (it never writes the file, nor checkpoints its WAL into it);
    a read-write one if SQLite must write to read (a hot rollback journal)."""
    connection = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
    try:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchall()
    except UnicodeDecodeError:
        connection.close()
        raise
    except sqlite3.OperationalError as error:
        connection.close()
        if "readonly" not in str(error) and "unable to open" not in str(error):
            raise
        log.info("reading %s needs a writable connection (%s)", path, error)
        return sqlite3.connect(path)
    return connection


_TABLES = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"


def _classify(connection: sqlite3.Connection, migrations: Path) -> Inspection:
    tables = {row[0] for row in connection.execute(_TABLES)}
    if VERSION_TABLE not in tables:
        versions: set[str] = set()
    else:
        query = f"SELECT version_num FROM {VERSION_TABLE}"
        versions = {row[0] for row in connection.execute(query)}
    if not versions:
        if tables - {VERSION_TABLE}:
            return Inspection(FileState.UNREADABLE, reason="not a Scorpion Qt database")
        return Inspection(FileState.MISSING)
    marked = marked_revision(connection, migrations)
    if marked is not None:
        return Inspection(FileState.CURRENT, revision=marked, marked=True)
    revisions = read_revisions(migrations)
    unknown = versions - revisions.known
    if unknown:
        return Inspection(FileState.NEWER, revision=", ".join(sorted(unknown)))
    revision = ", ".join(sorted(versions))
    if versions == {revisions.head}:
        return Inspection(FileState.CURRENT, revision=revision)
    return Inspection(FileState.BEHIND, revision=revision)


def integrity_problem(connection: sqlite3.Connection, *, full: bool = False) -> str | None:
    """What ``PRAGMA quick_check`` finds wrong (every page's structure, each row against
    its table's declared shape), or with ``full`` ``PRAGMA integrity_check`` (that too, and
    every index entry against its row), or None. Raises what SQLite raises."""
    pragma = "integrity_check" if full else "quick_check"
    problems = [row[0] for row in connection.execute(f"PRAGMA {pragma}({CHECK_LIMIT})")]
    if problems == ["ok"]:
        return None
    log.warning("the integrity check found: %s", problems)
    return "; ".join(str(problem) for problem in problems)


def _missing(connection: sqlite3.Connection, schema: Schema) -> str | None:
    """The first table or column of ``schema`` the file lacks, or None."""
    for table, columns in schema.items():
        present = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
        if not present:
            return f"the table {table} is missing"
        lacking = sorted(columns - present)
        if lacking:
            return f"the table {table} lacks {', '.join(lacking)}"
    return None
