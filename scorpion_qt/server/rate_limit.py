"""Rate limits counted in the database, per minute, so that every server process shares them.

A counter is a row (key, minute, count), upserted with ``INSERT … ON CONFLICT DO UPDATE …
RETURNING`` (the same statement in SQLite and PostgreSQL) in the request's transaction;
that transaction is committed when the request is refused too (see
:func:`scorpion_qt.server.dependencies.transaction`), so that a request refused later still
counts. Fixed one-minute windows: simple and shared; a burst across a minute's end may get
up to twice the limit through.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import (
    BigInteger,
    Connection,
    Engine,
    Select,
    String,
    bindparam,
    cast,
    delete,
    literal,
    select,
    true,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import DBAPIError

from scorpion_qt.server.models import PLAYERS, RATE_COUNTERS
from scorpion_qt.server.refused import Reason, Refused

log = logging.getLogger(__name__)

WINDOW = 60


class RateLimiter:
    """Counts requests under keys; :meth:`hit` refuses (429) past a limit."""

    def __init__(self, engine: Engine, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock
        insert = sqlite.insert if engine.dialect.name == "sqlite" else postgresql.insert
        counters = RATE_COUNTERS.c
        self._upsert = (
            insert(RATE_COUNTERS)
            .values(key=bindparam("key"), window_start=bindparam("window"), count=1)
            .on_conflict_do_update(
                index_elements=[counters.key, counters.window_start],
                set_={"count": counters.count + 1},
            )
            .returning(counters.count)
        )
        #: the window this process last cleared the past ones before: not state the limits
        #: depend on (each process clears once a minute, or at its first request)
        self._cleared = -1

    def hit(self, connection: Connection, key: str, limit: int, what: str) -> None:
        """Count one request under ``key`` in ``connection``'s transaction; past ``limit`` a
        minute (0: no limit), refuse it, saying ``what`` was counted and when to come back
        (``Retry-After``)."""
        if limit <= 0:
            return
        now = self._clock()
        window = _window(now)
        count = connection.execute(self._upsert, {"key": key, "window": window}).scalar_one()
        self._check(connection, count, now, limit, what)

    def hit_player(
        self, connection: Connection, token_hash: str, limit: int, what: str
    ) -> tuple[int, str] | None:
        """The id and name of the player whose token has ``token_hash`` (None if none
        has), their request counted under ``token:<id>`` as :meth:`hit` counts it. On
        PostgreSQL one statement finds the player and counts (a data-modifying ``WITH``),
        on SQLite, which has none, two do."""
        if limit <= 0 or connection.dialect.name != "postgresql":
            found = connection.execute(_PLAYER_OF_TOKEN, {"token_hash": token_hash}).first()
            if found is not None:
                self.hit(connection, f"token:{found.id}", limit, what)
            return None if found is None else (found.id, found.name)
        now = self._clock()
        parameters = {"token_hash": token_hash, "window": _window(now)}
        row = connection.execute(_PLAYER_COUNTED, parameters).first()
        if row is None:
            return None
        self._check(connection, row.hits, now, limit, what)
        return row.id, row.name

    def _check(self, connection: Connection, count: int, now: float, limit: int, what: str) -> None:
        """Refuse (429) a request that made ``count`` past ``limit``; at a window's first
        count, drop the past windows' counters."""
        window = _window(now)
        if count == 1 and window != self._cleared:
            # once a window, not at every new key's first request: each address and
            # token is a key, and each submission paid two DELETE transactions
            self._cleared = window
            self._forget_before(connection, window - WINDOW)
        if count > limit:
            wait = max(1, window + WINDOW - int(now))
            raise Refused(
                429,
                Reason.RATE_LIMITED,
                f"more than {limit} {what} a minute: try again in {wait} s",
                headers={"Retry-After": str(wait)},
            )

    def _forget_before(self, connection: Connection, window: int) -> None:
        """Drop the counters of past minutes (done when a minute's first request comes),
        under a savepoint of the request's transaction: a failure here undoes only this."""
        try:
            with connection.begin_nested():
                connection.execute(
                    delete(RATE_COUNTERS).where(RATE_COUNTERS.c.window_start < window)
                )
        except DBAPIError as exc:  # another process deleting the same rows: harmless
            log.debug("rate counters not cleared: %s", exc)


def _window(now: float) -> int:
    """The start of the minute ``now`` is in (seconds since the epoch)."""
    return int(now // WINDOW) * WINDOW


def _player_counted() -> Select[Any]:
    """The token's player, and their counter raised (PostgreSQL): ``WITH caller AS
    (SELECT …), counted AS (INSERT … SELECT 'token:' || caller.id … RETURNING count)``."""
    caller = _PLAYER_OF_TOKEN.cte("caller")
    counters = RATE_COUNTERS.c
    key = literal("token:") + cast(caller.c.id, String)
    counted = (
        postgresql.insert(RATE_COUNTERS)
        .from_select(
            [counters.key, counters.window_start, counters.count],
            select(key, bindparam("window", type_=BigInteger), literal(1)),
        )
        .on_conflict_do_update(
            index_elements=[counters.key, counters.window_start],
            set_={"count": counters.count + 1},
        )
        .returning(counters.count)
        .cte("counted")
    )
    return select(caller.c.id, caller.c.name, counted.c.count.label("hits")).select_from(
        caller.join(counted, true())
    )


_PLAYER_OF_TOKEN = select(PLAYERS.c.id, PLAYERS.c.name).where(
    PLAYERS.c.token_hash == bindparam("token_hash")
)
_PLAYER_COUNTED = _player_counted()
