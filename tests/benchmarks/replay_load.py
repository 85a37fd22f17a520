"""Kept logs for the leaderboard benchmark's replay pages: logs put straight into the
database on results of the day, and the reads of their replay pages at random steps."""

from __future__ import annotations

import datetime
import random
from collections.abc import Sequence

from sqlalchemy import bindparam, create_engine, select, text, update

from scorpion_qt.server.models import RESULTS

#: results of the day given a log (each one a different one), and replay page reads a run
LOGGED = 10_000
REPLAY_READS = 1_000
#: replays stepped through from start to end, one connection
STEPPED = 10


def bulk_logs(database: str, day: datetime.date, logs: Sequence[list[str]]) -> list[int]:
    """The first ``len(logs)`` results of ``day`` (by id) given ``logs``, one each, as the
    server keeps them (the actions joined by spaces); the results' ids."""
    engine = create_engine(database)
    try:
        with engine.begin() as connection:
            connection.execute(text("SET LOCAL synchronous_commit = on"))
            ids = list(
                connection.execute(
                    select(RESULTS.c.id)
                    .where(RESULTS.c.date == day)
                    .order_by(RESULTS.c.id)
                    .limit(len(logs))
                ).scalars()
            )
            connection.execute(
                update(RESULTS)
                .where(RESULTS.c.id == bindparam("result"))
                .values(log=bindparam("kept")),
                [{"result": i, "kept": " ".join(log)} for i, log in zip(ids, logs, strict=False)],
            )
    finally:
        engine.dispose()
    return ids


def replay_paths(
    ids: Sequence[int], steps: Sequence[int], day: datetime.date, first: int, count: int
) -> list[str]:
    """Replay page reads of the logged results ``first`` to ``first + count`` (``ids``;
    ``steps`` the length of each one's log), each once, at a random step of its log, in a
    random order: results no server process has read yet (a closed day's result is kept
    once read)."""
    rng = random.Random(37 + first)
    picked = list(range(first, first + count))
    rng.shuffle(picked)
    return [
        f"/daily/{day}/classic/results/{ids[n]}?move={rng.randrange(steps[n] + 1)}" for n in picked
    ]


def stepping_paths(
    ids: Sequence[int], steps: Sequence[int], day: datetime.date, first: int, results: int
) -> list[str]:
    """A player stepping through ``results`` replays (from the logged result ``first``):
    each one's every step from the deal to the end, in order."""
    return [
        f"/daily/{day}/classic/results/{ids[n]}?move={step}"
        for n in range(first, first + results)
        for step in range(steps[n] + 1)
    ]
