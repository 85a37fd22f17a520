"""Reading a damaged database file: a read-only connection that writes nothing beside it,
the tables it still declares, and scans that go on past a damaged page (a table in key
order, an index forwards and then backwards), so only the rows on that page are lost."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path
from urllib.parse import quote

from scorpion_qt.store.models import GameRow

log = logging.getLogger(__name__)

#: The largest key the skipping scan looks for (SQLite's rowids stop at 2**63 - 1).
LARGEST_KEY = 2**62


def open_read_only(path: Path) -> sqlite3.Connection:
    """Reads the WAL beside the file, if there is one, without writing either."""
    db = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
    try:
        db.execute("SELECT count(*) FROM sqlite_master").fetchall()
    except sqlite3.OperationalError as error:
        if "malformed" not in str(error):
            # cannot make the WAL's index beside it: read the file alone, as it is
            db.close()
            db = sqlite3.connect(f"file:{quote(str(path))}?mode=ro&immutable=1", uri=True)
    except (sqlite3.DatabaseError, UnicodeDecodeError):
        pass  # a damaged schema: below
    db.execute("PRAGMA cell_size_check = ON")  # find damage in a cell before using it
    try:
        db.execute("SELECT count(*) FROM sqlite_master").fetchall()
    except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
        # a damaged schema (its error text may hold the damaged bytes): read what it still
        # declares, its damaged entries left out
        log.warning("the schema is damaged (%r): reading past it", error)
        db.execute("PRAGMA writable_schema = ON")
        db.text_factory = _lenient_text
    return db


def _lenient_text(raw: bytes) -> str:
    """Text whose damaged bytes are shown as U+FFFD (a name that then matches nothing)."""
    return raw.decode("utf-8", "replace")


def declared_tables(db: sqlite3.Connection) -> dict[str, set[str]]:
    """The tables the damaged file still declares, with their columns (a name whose
    bytes are damaged is none of the app's)."""
    query = "SELECT CAST(name AS BLOB) FROM sqlite_master WHERE type = 'table'"
    names = []
    for (raw,) in db.execute(query):
        try:
            names.append(bytes(raw).decode())
        except (UnicodeDecodeError, TypeError):
            log.warning("a table whose name is damaged: %r", raw)
    return {name: {row[1] for row in db.execute(f"PRAGMA table_info({name})")} for name in names}


def games_sequence(db: sqlite3.Connection) -> int:
    try:
        value = db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'games'").fetchone()
    except sqlite3.DatabaseError:
        return 0
    return value[0] if value and isinstance(value[0], int) else 0


def index_columns(db: sqlite3.Connection, index: str) -> tuple[str, ...]:
    """The games columns ``index`` holds, in its order (none if it cannot be read)."""
    known = {column.name for column in GameRow.__table__.columns}
    try:
        declared = [row[2] for row in db.execute(f"PRAGMA index_info({index})")]
    except sqlite3.DatabaseError:
        return ()
    if not declared or not set(declared) <= known:
        return ()
    return tuple(declared)


def index_entries(
    db: sqlite3.Connection, index: str, order: Sequence[str], columns: Sequence[str]
) -> Iterator[tuple[object, ...]]:
    """The entries of a games index that can be read: forwards up to a damaged page, then
    backwards from the end up to it."""
    select = f"SELECT {', '.join(columns)} FROM games INDEXED BY {index} ORDER BY"
    seen: set[tuple[object, ...]] = set()
    for direction in ("", " DESC"):
        query = f"{select} {', '.join(c + direction for c in order)}"
        try:
            for row in db.execute(query):
                entry = tuple(row)
                if entry in seen:
                    return  # the backward scan met the forward one: all was read
                seen.add(entry)
                yield entry
        except sqlite3.DatabaseError:
            log.warning("%s: a damaged page", index)
        else:
            return


def rows_by_key(
    db: sqlite3.Connection, table: str, columns: Sequence[str], key: str = "rowid"
) -> Iterator[tuple[object, ...]]:
    """Every readable row of ``table`` in ``key`` order (an integer key: the rowid, or an
    INTEGER PRIMARY KEY); past a damaged page, the scan goes on at the next key it can
    read."""
    select = f"SELECT {key}, {', '.join(columns)} FROM {table} WHERE {key} > ? ORDER BY {key}"
    after = -1
    while True:
        try:
            for row in db.execute(select, (after,)):
                after = row[0]
                yield tuple(row[1:])
            return
        except sqlite3.DatabaseError:
            log.warning("%s: a damaged page after key %s", table, after)
            skipped = _readable_after(db, select, after)
            if skipped is None:
                return
            after = skipped


def _readable_after(db: sqlite3.Connection, select: str, after: int) -> int | None:
    """The smallest ``k`` > ``after`` such that the first row past ``k`` can be read
    (``select`` takes the key to start after), found by doubling steps and then halving
    them; None if there is none."""

    def reachable(start: int) -> bool:
        try:
            db.execute(f"{select} LIMIT 1", (start,)).fetchall()
        except sqlite3.DatabaseError:
            return False
        return True

    low, step = after, 1
    while not reachable(low + step):
        low += step
        step *= 2
        if low > LARGEST_KEY:
            return None
    high = low + step
    while high - low > 1:
        middle = (low + high) // 2
        if reachable(middle):
            high = middle
        else:
            low = middle
    return high
