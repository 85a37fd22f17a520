"""A club's board: its members' results of a date and rule set, ranked 1..n among them in
the whole board's order (:data:`~scorpion_qt.server.models.BOARD_ORDER`).

A club has at most :data:`~scorpion_qt.server.clubs.MOST_MEMBERS` members, so its board is
read from its members, not from the day's results: the members along the key of
``club_members`` (club, player), each one's result of the day by the results' unique key
(player, date, rules), those few sorted. The count of the members' results comes with
each line of the page (a window count, taken before the page is cut), so that a read is
one statement; only a page past the last line counts them again.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Connection,
    FromClause,
    Integer,
    Select,
    and_,
    bindparam,
    func,
    select,
    true,
)
from sqlalchemy.sql.base import ReadOnlyColumnCollection

from scorpion_qt.server.models import CLUB_MEMBERS, CLUBS, PLAYERS, RESULTS
from scorpion_qt.server.refused import Reason, Refused
from scorpion_qt.server.schemas import BoardLine, ClubRef


@dataclass(frozen=True, slots=True)
class BoardClub:
    """A club whose board is read: its row's id, and how the board names it."""

    id: int
    ref: ClubRef


def board_club(connection: Connection, slug: str) -> BoardClub:
    """The club ``slug``; 404 ``unknown_club`` if there is none."""
    row = connection.execute(_CLUB, {"slug": slug}).first()
    if row is None:
        raise Refused(404, Reason.UNKNOWN_CLUB, "no club has this address")
    return BoardClub(row.id, ClubRef(club=row.slug, name=row.name))


def club_standings(
    connection: Connection, club: int, day: datetime.date, rules: str, offset: int, limit: int
) -> tuple[int, list[BoardLine]]:
    """The count of the club's (``club``: its id) results of ``day`` under ``rules``, and
    those ranked ``offset + 1`` to ``offset + limit``."""
    parameters = {"club": club, "date": day, "rules": rules, "offset": offset, "limit": limit}
    dialect = connection.dialect.name
    rows = connection.execute(_PAGE[dialect], parameters).all()
    if not rows:
        return connection.execute(_TOTAL[dialect], parameters).scalar_one(), []
    lines = [
        BoardLine(rank=offset + i + 1, **{field: row._mapping[field] for field in _FIELDS})
        for i, row in enumerate(rows)
    ]
    return rows[0].total, lines


_CLUB = select(CLUBS.c.id, CLUBS.c.slug, CLUBS.c.name).where(CLUBS.c.slug == bindparam("slug"))

#: a :class:`BoardLine`'s fields but its rank (its place), in the page's rows
_FIELDS = [field for field in BoardLine.model_fields if field != "rank"]
#: the result's column each of those is (``result``: the result's id), its name aside
_COLUMN = {field: "id" if field == "result" else field for field in _FIELDS if field != "name"}
#: a result's columns a line is made of, and sorted by
_COLUMNS = tuple(dict.fromkeys((*_COLUMN.values(), "clean", "id", "player_id")))


def _members_results(lateral: bool) -> tuple[FromClause, ReadOnlyColumnCollection[str, Any]]:
    """The club's members' results of the day (parameters ``club``, ``date``, ``rules``):
    the join, and the results' columns in it. On PostgreSQL each member's result is a
    ``LATERAL`` subquery (``LIMIT 1``, the unique key's one row), so that the plan goes
    from the members to their results, whatever the planner guesses: a plain join of a
    club of 1,000 members was planned along the whole day's board index instead, each of
    100,000 results looked up among the members (142 ms, not 8). SQLite has no LATERAL,
    and its plain join goes from the members."""
    c = RESULTS.c
    day = [c.date == bindparam("date"), c.rules == bindparam("rules")]
    if not lateral:
        joined = CLUB_MEMBERS.join(RESULTS, and_(c.player_id == CLUB_MEMBERS.c.player_id, *day))
        return joined, RESULTS.c
    each = (
        select(*(c[k] for k in _COLUMNS))
        .where(c.player_id == CLUB_MEMBERS.c.player_id, *day)
        .limit(1)
        .lateral("result")
    )
    return CLUB_MEMBERS.join(each, true()), each.c


def _total(lateral: bool) -> Select[Any]:
    """The count of the club's members' results of the day."""
    joined, _ = _members_results(lateral)
    return (
        select(func.count()).select_from(joined).where(CLUB_MEMBERS.c.club_id == bindparam("club"))
    )


def _page(lateral: bool) -> Select[Any]:
    """The page (parameters ``offset`` and ``limit`` too), each line with the count of
    all (``total``), then each line's name by a lookup of its own on the players' key
    (as the whole board's page, :mod:`.leaderboard`). LIMIT and OFFSET are written into
    the statement when it runs (as the whole board's: a prepared statement's generic
    plan would not know how few lines are asked for)."""
    joined, c = _members_results(lateral)
    page = (
        select(*(c[k] for k in _COLUMNS))
        .add_columns(func.count().over().label("total"))
        .select_from(joined)
        .where(CLUB_MEMBERS.c.club_id == bindparam("club"))
        .order_by(c.clean.desc(), c.won.desc(), c.score.desc(), c.moves, c.seconds, c.id)
        .offset(bindparam("offset", type_=Integer, literal_execute=True))
        .limit(bindparam("limit", type_=Integer, literal_execute=True))
        .subquery()
    )
    p = page.c
    name = select(PLAYERS.c.name).where(PLAYERS.c.id == p.player_id).scalar_subquery()
    return (
        select(name.label("name"), *(p[column].label(f) for f, column in _COLUMN.items()), p.total)
        .select_from(page)
        .order_by(p.clean.desc(), p.won.desc(), p.score.desc(), p.moves, p.seconds, p.id)
    )


#: the statements by dialect (PostgreSQL's with LATERAL)
_PAGE = {"postgresql": _page(lateral=True), "sqlite": _page(lateral=False)}
_TOTAL = {"postgresql": _total(lateral=True), "sqlite": _total(lateral=False)}
