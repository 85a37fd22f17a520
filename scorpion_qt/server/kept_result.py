"""A stored result read back by its id: its board line, its rank and its kept log."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from sqlalchemy import Connection, bindparam, select

from scorpion_qt.server.leaderboard import rank_of
from scorpion_qt.server.models import PLAYERS, RESULTS
from scorpion_qt.server.refused import Reason, Refused


@dataclass(frozen=True, slots=True)
class KeptResult:
    """A result of a day's board: ``moves`` as the game counts them, ``actions`` its log
    (None: stored before logs were kept)."""

    id: int
    name: str
    rank: int
    won: bool
    score: int
    moves: int
    seconds: float
    hints: int
    deal: int
    actions: tuple[str, ...] | None


def kept_result(connection: Connection, result: int, day: datetime.date, rules: str) -> KeptResult:
    """The result ``result`` (its id) of ``day``'s board under ``rules``; 404 when there
    is none, or it is another board's (an id is only found under its own date and rules)."""
    row = connection.execute(_RESULT, {"id": result, "date": day, "rules": rules}).first()
    if row is None:
        raise Refused(
            404, Reason.NOT_FOUND, f"no result {result} on the board of {day} under {rules}"
        )
    found = row._asdict()
    log: str | None = found["log"]
    return KeptResult(
        id=row.id,
        name=row.name,
        rank=rank_of(connection, found),
        won=row.won,
        score=row.score,
        moves=row.moves,
        seconds=row.seconds,
        hints=row.hints,
        deal=row.deal,
        # joined by single spaces, no action holding one (the schema's Action)
        actions=None if log is None else tuple(log.split(" ")) if log else (),
    )


_RESULT = (
    select(RESULTS, PLAYERS.c.name)
    .join(PLAYERS, PLAYERS.c.id == RESULTS.c.player_id)
    .where(
        RESULTS.c.id == bindparam("id"),
        RESULTS.c.date == bindparam("date"),
        RESULTS.c.rules == bindparam("rules"),
    )
)
