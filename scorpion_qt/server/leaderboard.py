"""A day's leaderboard: the results of a date and rule set in rank order, and a result's rank.

Ranks are 1-based positions in :data:`~scorpion_qt.server.models.BOARD_ORDER`: every
result has a rank of its own (no shared ranks), since the order ends in the submission
order; two results equal in won, score, moves and seconds rank by who sent theirs first.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from sqlalchemy import ColumnElement, ScalarSelect, func, select
from sqlalchemy.orm import Session

from scorpion_qt.server.models import BOARD_ORDER, Player, Result


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
    """1 + the number of the day's results ahead of ``result``. Counted as a sum of
    ranges along the board's index (better wins, then equal wins with a higher score, …),
    each a prefix of the index, rather than one OR that no index serves."""
    day = (Result.date == result.date, Result.rules == result.rules)
    ranges = []
    if not result.won:
        ranges.append(_count(*day, Result.won.is_(True)))
    same: list[ColumnElement[bool]] = [*day, Result.won.is_(result.won)]
    ranges.append(_count(*same, Result.score > result.score))
    same.append(Result.score == result.score)
    ranges.append(_count(*same, Result.moves < result.moves))
    same.append(Result.moves == result.moves)
    ranges.append(_count(*same, Result.seconds < result.seconds))
    same.append(Result.seconds == result.seconds)
    ranges.append(_count(*same, Result.id < result.id))
    # one statement (one round trip) of a scalar subquery per range
    counts = session.execute(select(*ranges)).one()
    return sum(counts) + 1


def _count(*conditions: ColumnElement[bool]) -> ScalarSelect[int]:
    return select(func.count()).select_from(Result).where(*conditions).scalar_subquery()
