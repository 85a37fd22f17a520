"""SQLAlchemy engines for the database file: WAL, foreign keys, and a read-only variant;
and the sqlite3 connection under a session."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.orm import Session
from sqlalchemy.pool import NullPool, QueuePool

log = logging.getLogger(__name__)

#: Seconds a write waits for another connection's lock before failing.
BUSY_TIMEOUT = 5.0
#: Page cache per connection, in KiB (negative means KiB to SQLite).
CACHE_KIB = 32_000


def connect(path: Path, *, read_only: bool = False) -> sqlite3.Connection:
    """A DB-API connection; read-only ones cannot create or change anything. The pool lends
    a connection to one thread at a time, but not always the thread that made it (the
    store's own, or the window's for a statistics page), as SQLAlchemy's own pool for a file
    does."""
    if read_only:
        uri = f"file:{quote(str(path))}?mode=ro"
        return sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT, check_same_thread=False)
    return sqlite3.connect(path, timeout=BUSY_TIMEOUT, check_same_thread=False)


def make_engine(path: Path, *, read_only: bool = False) -> Engine:
    """The app's engine: WAL journal, ``synchronous=NORMAL`` (a commit survives the app
    being killed; only a power cut may lose the last moves), foreign keys enforced."""
    engine = create_engine(
        "sqlite+pysqlite://",
        creator=lambda: connect(path, read_only=read_only),
        poolclass=QueuePool,
        pool_size=1,
    )

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection: Any, _record: Any) -> None:
        pragmas = [f"PRAGMA cache_size = -{CACHE_KIB}", "PRAGMA foreign_keys = ON"]
        if read_only:
            pragmas.append("PRAGMA query_only = ON")
        else:
            pragmas += ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL"]
        for pragma in pragmas:
            dbapi_connection.execute(pragma)

    return engine


def make_migration_engine(path: Path) -> Engine:
    """An engine for running migrations: one real transaction around all DDL (pysqlite
    would otherwise commit before each statement) and foreign keys off, so that batch
    table rebuilds do not cascade deletes."""
    engine = create_engine("sqlite+pysqlite://", creator=lambda: connect(path), poolclass=NullPool)

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA foreign_keys = OFF")
        dbapi_connection.execute("PRAGMA journal_mode = WAL")

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def sqlite_connection(session: Session) -> sqlite3.Connection:
    """The session's own sqlite3 connection (in its transaction), for the queries written
    for the sqlite3 module (:mod:`~scorpion_qt.store.in_progress`)."""
    connection = session.connection().connection.driver_connection
    assert isinstance(connection, sqlite3.Connection)
    return connection
