"""A day's leaderboard: the results of a date and rule set in rank order, and a result's rank.

Ranks are 1-based positions in :data:`~scorpion_qt.server.models.BOARD_ORDER`: every
result has a rank of its own (no shared ranks), since the order ends in the submission
order; two results equal in won, score, moves and seconds rank by who sent theirs first.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from sqlalchemy import ColumnElement, ScalarSelect, Select, bindparam, func, select
from sqlalchemy.orm import Session

from scorpion_qt.server.models import BOARD_ORDER, RESULTS, Player, Result


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of a board."""

    rank: int
    name: str
    won: bool
    score: int
    moves: int
    seconds: float


def standings(
    session: Session, day: datetime.date, rules: str, offset: int, limit: int
) -> list[Standing]:
    """The results ranked ``offset + 1`` to ``offset + limit``. The page is cut from the
    results alone, along the board's index, and only its rows are joined to their names
    (joined first, every row skipped by the offset cost a lookup of its player)."""
    page = (
        select(Result.id, Result.player_id)
        .where(Result.date == day, Result.rules == rules)
        .order_by(*BOARD_ORDER)
        .offset(offset)
        .limit(limit)
        .subquery()
    )
    rows = session.execute(
        select(Player.name, Result.won, Result.score, Result.moves, Result.seconds)
        .join(page, page.c.id == Result.id)
        .join(Player, Player.id == page.c.player_id)
        .order_by(*BOARD_ORDER)
    ).all()
    return [
        Standing(offset + i + 1, name, won, score, moves, seconds)
        for i, (name, won, score, moves, seconds) in enumerate(rows)
    ]


def total(session: Session, day: datetime.date, rules: str) -> int:
    return (
        session.scalar(
            select(func.count())
            .select_from(Result)
            .where(Result.date == day, Result.rules == rules)
        )
        or 0
    )


@dataclass(frozen=True, slots=True)
class Placing:
    """What places a stored result on its board: its id and the values of the order."""

    id: int
    date: datetime.date
    rules: str
    won: bool
    score: int
    moves: int
    seconds: float

    @classmethod
    def of(cls, result: Result) -> Placing:
        return cls(
            result.id,
            result.date,
            result.rules,
            result.won,
            result.score,
            result.moves,
            result.seconds,
        )


def rank_of(session: Session, result: Placing) -> int:
    """1 + the number of the day's results ahead of ``result``, in one statement."""
    parameters = {
        "date": result.date,
        "rules": result.rules,
        "score": result.score,
        "moves": result.moves,
        "seconds": result.seconds,
        "id": result.id,
    }
    counts: tuple[int, ...] = session.connection().execute(_RANK[result.won], parameters).one()
    return sum(counts) + 1


def _rank_statement(won: bool) -> Select[*tuple[int, ...]]:
    """The count of results ahead of a ``won`` one, as a sum of ranges along the board's
    index (better wins, then equal wins with a higher score, …), each a prefix of the
    index read from the index alone, rather than one OR that no index serves; a scalar
    subquery a range, so one round trip. Made once, run with the result's values."""
    c = RESULTS.c
    same: list[ColumnElement[bool]] = [
        c.date == bindparam("date"),
        c.rules == bindparam("rules"),
    ]
    ranges = [] if won else [_count(*same, c.won.is_(True))]
    same.append(c.won.is_(won))
    for column, ahead in (
        (c.score, c.score > bindparam("score")),
        (c.moves, c.moves < bindparam("moves")),
        (c.seconds, c.seconds < bindparam("seconds")),
        (c.id, c.id < bindparam("id")),
    ):
        ranges.append(_count(*same, ahead))
        same.append(column == bindparam(column.key))
    return select(*ranges)


def _count(*conditions: ColumnElement[bool]) -> ScalarSelect[int]:
    return select(func.count()).select_from(RESULTS).where(*conditions).scalar_subquery()


_RANK = {won: _rank_statement(won) for won in (True, False)}
