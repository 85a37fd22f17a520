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
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    CTE,
    BigInteger,
    Connection,
    Engine,
    Integer,
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


@dataclass(frozen=True, slots=True)
class Count:
    """A count to make: its key, its limit a minute (0: none), and what it counts (for
    the refusal's message)."""

    key: str
    limit: int
    what: str


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
        self, connection: Connection, first: Count, token_hash: str, limit: int, what: str
    ) -> tuple[int, str] | None:
        """Count ``first`` (the caller's address) as :meth:`hit` does, then find the
        player whose token has ``token_hash``: their id and name (None if there is none),
        their request counted under ``token:<id>`` against ``limit`` (saying ``what``).
        The address is refused first (a request it refuses is not counted against the
        token), and counted whether a player is found or not. On PostgreSQL one statement
        counts both and finds the player (a data-modifying ``WITH``); on SQLite, which has
        none, three do."""
        if connection.dialect.name != "postgresql":
            self.hit(connection, first.key, first.limit, first.what)
            found = connection.execute(_PLAYER_OF_TOKEN, {"token_hash": token_hash}).first()
            if found is not None:
                self.hit(connection, f"token:{found.id}", limit, what)
            return None if found is None else (found.id, found.name)
        now = self._clock()
        parameters = {
            "key": first.key,
            "first_limit": first.limit,
            "token_hash": token_hash,
            "token_limit": limit,
            "window": _window(now),
        }
        row = connection.execute(_PLAYER_COUNTED, parameters).one()
        if row.first_hits is not None:
            self._check(connection, row.first_hits, now, first.limit, first.what)
        if row.id is None:
            return None
        if row.hits is not None:
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
    """Both counts and the token's player (PostgreSQL), always one row: ``WITH first AS
    (INSERT … SELECT :key … WHERE :first_limit > 0 …), caller AS (SELECT … FROM players …),
    counted AS (INSERT … SELECT 'token:' || caller.id … WHERE :token_limit > 0 AND NOT
    EXISTS (… first.count > :first_limit) …)``: each count NULL where its limit is 0
    (none), the token's also where the address is refused (as on SQLite, whose refusal
    comes before the token's count), and the player's columns NULL where the token is no
    player's."""
    window = bindparam("window", type_=BigInteger)
    first = _counted(
        select(bindparam("key", type_=String), window, literal(1)).where(
            bindparam("first_limit", type_=Integer) > 0
        ),
        "first",
    )
    caller = _PLAYER_OF_TOKEN.cte("caller")
    refused = select(first.c.count).where(first.c.count > bindparam("first_limit")).exists()
    counted = _counted(
        select(literal("token:") + cast(caller.c.id, String), window, literal(1)).where(
            bindparam("token_limit", type_=Integer) > 0, ~refused
        ),
        "counted",
    )
    one = select(literal(1).label("one")).subquery("one")
    return select(
        first.c.count.label("first_hits"),
        caller.c.id,
        caller.c.name,
        counted.c.count.label("hits"),
    ).select_from(one.outerjoin(first, true()).outerjoin(caller, true()).outerjoin(counted, true()))


def _counted(rows: Select[str, int, int], name: str) -> CTE:
    """``INSERT INTO rate_counters … rows … ON CONFLICT DO UPDATE … RETURNING count`` as
    the ``WITH`` part ``name``."""
    counters = RATE_COUNTERS.c
    return (
        postgresql.insert(RATE_COUNTERS)
        .from_select([counters.key, counters.window_start, counters.count], rows)
        .on_conflict_do_update(
            index_elements=[counters.key, counters.window_start],
            set_={"count": counters.count + 1},
        )
        .returning(counters.count)
        .cte(name)
    )


_PLAYER_OF_TOKEN = select(PLAYERS.c.id, PLAYERS.c.name).where(
    PLAYERS.c.token_hash == bindparam("token_hash")
)
_PLAYER_COUNTED = _player_counted()
