"""A damaged file's schema mended from the app's own: when the statements that declare its
tables and indexes no longer parse (a byte of ``CREATE TABLE games`` turned over), SQLite
will not read the file at all. A copy is made in which each such statement whose object
the app knows (by its name) is replaced by the app's statement for it, its pages left as
they are; the salvage reads the copy. The damaged file itself is never written."""

from __future__ import annotations

import logging
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from urllib.parse import quote

from scorpion_qt.store.files import remove_with_side_files

log = logging.getLogger(__name__)


def schema_statements(path: Path) -> dict[str, str]:
    """The statements of a sound database's tables and indexes, by name."""
    with closing(sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)) as db:
        query = "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL"
        return {name: sql for name, sql in db.execute(query)}


def _schema_parses(path: Path) -> bool:
    try:
        with closing(sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)) as db:
            db.execute("SELECT count(*) FROM sqlite_master").fetchall()
    except (sqlite3.DatabaseError, UnicodeDecodeError):
        return False
    return True


@contextmanager
def mended(damaged: Path, known: dict[str, str]) -> Iterator[Path]:
    """``damaged`` itself if its schema parses (or cannot be mended); else a copy (beside
    it, removed after) with the unparsable statements of objects named in ``known``
    replaced."""
    if _schema_parses(damaged):
        yield damaged
        return
    copy = damaged.with_name(f"{damaged.name}.mending")
    try:
        try:
            shutil.copyfile(damaged, copy)
            _mend(copy, known)
        except (sqlite3.DatabaseError, UnicodeDecodeError, OSError) as error:
            log.warning("the damaged schema cannot be mended: %r", error)
            yield damaged
        else:
            yield copy
    finally:
        remove_with_side_files(copy)


def _mend(copy: Path, known: dict[str, str]) -> None:
    """Each statement is tried in an empty database (tables first, then what refers to
    them); one that fails, of an object the app knows, is replaced by the app's."""
    with closing(sqlite3.connect(copy)) as db, closing(sqlite3.connect(":memory:")) as scratch:
        db.text_factory = bytes
        db.execute("PRAGMA writable_schema = ON")
        rows = db.execute("SELECT rowid, type, name, sql FROM sqlite_master").fetchall()
        rows.sort(key=lambda row: bytes(row[1]) != b"table")
        mended = 0
        for rowid, _type, raw_name, raw_sql in rows:
            name = bytes(raw_name).decode("utf-8", "replace")
            if name not in known or raw_sql is None:
                continue
            try:
                scratch.execute(bytes(raw_sql).decode())
            except (sqlite3.Error, UnicodeDecodeError):
                db.execute("UPDATE sqlite_master SET sql = ? WHERE rowid = ?", (known[name], rowid))
                mended += 1
                try:
                    scratch.execute(known[name])
                except sqlite3.Error:
                    log.warning("%s: the app's statement does not fit either", name)
        db.commit()
        log.warning("the damaged schema: %d statements mended from the app's", mended)
