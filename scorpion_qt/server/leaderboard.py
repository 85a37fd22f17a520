"""A day's leaderboard: the results of a date and rule set in rank order, and a result's rank.

Ranks are 1-based positions in :data:`~scorpion_qt.server.models.BOARD_ORDER`: every
result has a rank of its own (no shared ranks), since the order ends in the submission
order; two results equal in won, score, moves and seconds rank by who sent theirs first.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from sqlalchemy import ColumnElement, func, select
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
    """The results ranked ``offset + 1`` to ``offset + limit``."""
    rows = session.execute(
        select(Player.name, Result.won, Result.score, Result.moves, Result.seconds)
        .join(Player, Player.id == Result.player_id)
        .where(Result.date == day, Result.rules == rules)
        .order_by(*BOARD_ORDER)
        .offset(offset)
        .limit(limit)
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


def rank_of(session: Session, result: Result) -> int:
    """1 + the number of the day's results ahead of ``result``. Counted as a sum of
    ranges along the board's index (better wins, then equal wins with a higher score, …),
    each a prefix of the index, rather than one OR that no index serves."""
    day = (Result.date == result.date, Result.rules == result.rules)
    ahead = 0
    if not result.won:
        ahead += _count(session, *day, Result.won.is_(True))
    same: list[ColumnElement[bool]] = [*day, Result.won.is_(result.won)]
    ahead += _count(session, *same, Result.score > result.score)
    same.append(Result.score == result.score)
    ahead += _count(session, *same, Result.moves < result.moves)
    same.append(Result.moves == result.moves)
    ahead += _count(session, *same, Result.seconds < result.seconds)
    same.append(Result.seconds == result.seconds)
    ahead += _count(session, *same, Result.id < result.id)
    return ahead + 1


def _count(session: Session, *conditions: ColumnElement[bool]) -> int:
    return session.scalar(select(func.count()).select_from(Result).where(*conditions)) or 0
