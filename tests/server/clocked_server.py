"""The leaderboard server as ``python -m scorpion_qt.server`` runs it, on a clock that
starts at a given moment and runs on from there: ``python -m tests.server.clocked_server
2026-12-01T12:00:00+00:00 --database … --port …``. For tests of a server in a process
of its own that play a fixed day (its deal the same whenever they run) while it is open,
or read its logs once it is over."""

from __future__ import annotations

import datetime
import sys
import time

from scorpion_qt.server.cli import parse, serve
from scorpion_qt.server.day_close import Clock


def running_from(start: datetime.datetime) -> Clock:
    """A clock at ``start`` now, running on as the real one does."""
    began = time.monotonic()

    def clock() -> datetime.datetime:
        return start + datetime.timedelta(seconds=time.monotonic() - began)

    return clock


def main() -> int:
    start = datetime.datetime.fromisoformat(sys.argv[1])
    return serve(parse(sys.argv[2:]), running_from(start))


if __name__ == "__main__":
    sys.exit(main())
