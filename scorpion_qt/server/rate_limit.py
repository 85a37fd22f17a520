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

from sqlalchemy import Engine, bindparam, delete
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from scorpion_qt.server.models import RATE_COUNTERS, RateCounter
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

    def hit(self, session: Session, key: str, limit: int, what: str) -> None:
        """Count one request under ``key`` in ``session``'s transaction; past ``limit`` a
        minute (0: no limit), refuse it, saying ``what`` was counted and when to come back
        (``Retry-After``)."""
        if limit <= 0:
            return
        now = self._clock()
        window = int(now // WINDOW) * WINDOW
        parameters = {"key": key, "window": window}
        count = session.connection().execute(self._upsert, parameters).scalar_one()
        if count == 1 and window != self._cleared:
            # once a window, not at every new key's first request: each address and
            # token is a key, and each submission paid two DELETE transactions
            self._cleared = window
            self._forget_before(session, window - WINDOW)
        if count > limit:
            wait = max(1, window + WINDOW - int(now))
            raise Refused(
                429,
                Reason.RATE_LIMITED,
                f"more than {limit} {what} a minute: try again in {wait} s",
                headers={"Retry-After": str(wait)},
            )

    def _forget_before(self, session: Session, window: int) -> None:
        """Drop the counters of past minutes (done when a minute's first request comes),
        under a savepoint of the request's transaction: a failure here undoes only this."""
        try:
            with session.begin_nested():
                session.execute(delete(RateCounter).where(RateCounter.window_start < window))
        except DBAPIError as exc:  # another process deleting the same rows: harmless
            log.debug("rate counters not cleared: %s", exc)
