"""Past minutes' rate counters are cleared once a minute by each process, not at every new
key's first request (each address and token is a key: that was two DELETEs a submission)."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import event, select

from scorpion_qt.server import migrate
from scorpion_qt.server.database import database_url, make_engine
from scorpion_qt.server.models import RateCounter
from scorpion_qt.server.rate_limit import WINDOW, RateLimiter


def test_past_windows_are_cleared_once_a_window(tmp_path: Path) -> None:
    engine = make_engine(database_url(str(tmp_path / "board.sqlite3")))
    migrate.upgrade(engine)
    now = [10.0]
    limiter = RateLimiter(engine, clock=lambda: now[0])
    deletes: list[str] = []

    @event.listens_for(engine, "before_cursor_execute")
    def _seen(_conn: object, _cursor: object, statement: str, *_: object) -> None:
        if statement.startswith("DELETE"):
            deletes.append(statement)

    try:
        for key in ("address:a", "address:b", "token:1"):
            with engine.begin() as connection:
                limiter.hit(connection, key, 100, "requests")
        assert len(deletes) == 1  # the first request of the window, not every new key
        now[0] += 2 * WINDOW
        for key in ("address:c", "address:d"):
            with engine.begin() as connection:
                limiter.hit(connection, key, 100, "requests")
        assert len(deletes) == 2
        with engine.connect() as connection:
            kept = connection.execute(select(RateCounter.key)).scalars().all()
        assert sorted(kept) == ["address:c", "address:d"]  # the past minute's rows are gone
    finally:
        engine.dispose()
