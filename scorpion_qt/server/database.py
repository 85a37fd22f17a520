"""The database engine: an SQLite file or PostgreSQL through psycopg 3, from one URL."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Connection, Engine, create_engine, event, make_url
from sqlalchemy.exc import ArgumentError

log = logging.getLogger(__name__)

#: Seconds an SQLite write waits for another process's lock before giving up.
SQLITE_BUSY_TIMEOUT = 10.0
#: PostgreSQL connections a process keeps unless told (--pool-size): one for each request
#: that can run at once, which is the threads anyio runs FastAPI's sync routes on (its
#: default limiter, 40), so that no request holding a thread waits for a connection
POOL_SIZE = 40
#: Seconds after which a pooled connection is replaced rather than reused (it is not
#: pinged at each checkout: that was a round trip per request; a connection found broken
#: answers 503 once and the pool drops it and those opened before it)
POOL_RECYCLE = 1800


class DatabaseUrlError(ValueError):
    """A ``--database`` value that is neither an SQLite nor a PostgreSQL URL."""


def database_url(text: str) -> URL:
    """The URL for ``text``: an SQLAlchemy URL (``sqlite:///path``,
    ``postgresql+psycopg://user:pass@host/db``; plain ``postgresql://`` means psycopg 3),
    or a bare file path for an SQLite file."""
    if "://" not in text:
        return URL.create("sqlite+pysqlite", database=str(Path(text).expanduser()))
    try:
        url = make_url(text)
    except ArgumentError as exc:
        raise DatabaseUrlError(f"not a database URL: {exc}") from None
    backend = url.get_backend_name()
    if backend == "postgresql":
        driver = url.get_driver_name()
        if driver not in ("psycopg", "psycopg2") or "+" not in url.drivername:
            url = url.set(drivername="postgresql+psycopg")
        return url
    if backend == "sqlite":
        if not url.database or url.database == ":memory:":
            raise DatabaseUrlError("an SQLite database must be a file (several processes share it)")
        return url
    raise DatabaseUrlError(f"unsupported database {backend!r}: use sqlite or postgresql")


def make_engine(url: URL, pool_timeout: float = 10.0, pool_size: int = POOL_SIZE) -> Engine:
    """An engine for the server. SQLite: WAL, foreign keys, and every transaction begins
    IMMEDIATE (each request writes a rate-limit counter, and a deferred transaction that
    later writes can fail at once with SQLITE_BUSY while another process writes).
    PostgreSQL: a pool per process of ``pool_size`` connections, recycled after
    :data:`POOL_RECYCLE` seconds."""
    if url.get_backend_name() == "sqlite":
        return _sqlite_engine(url)
    return create_engine(
        url,
        pool_size=pool_size,
        max_overflow=0,
        pool_timeout=pool_timeout,
        pool_recycle=POOL_RECYCLE,
    )


def _sqlite_engine(url: URL) -> Engine:
    assert url.database is not None
    Path(url.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(
        url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT, "check_same_thread": False}
    )

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # SQLAlchemy's "begin" below opens each one
        for pragma in ("journal_mode = WAL", "synchronous = NORMAL", "foreign_keys = ON"):
            dbapi_connection.execute(f"PRAGMA {pragma}")

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine
