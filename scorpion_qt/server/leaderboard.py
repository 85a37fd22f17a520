"""A day's leaderboard: the results of a date and rule set in rank order, and a result's rank.

Ranks are 1-based positions in :data:`~scorpion_qt.server.models.BOARD_ORDER`: every
result has a rank of its own (no shared ranks), since the order ends in the submission
order; two results equal in won, score, moves and seconds rank by who sent theirs first.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    Float,
    Integer,
    Select,
    TextualSelect,
    bindparam,
    func,
    select,
    text,
)
from sqlalchemy.dialects import postgresql, sqlite

from scorpion_qt.server.models import (
    BOARD_COUNTS,
    BUCKET_SECONDS,
    COUNT_SHARDS,
    PLAYERS,
    RANK_BUCKETS,
    RESULTS,
)


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
    connection: Connection,
    day: datetime.date,
    rules: str,
    offset: int,
    limit: int,
    count: int | None = None,
) -> list[Standing]:
    """The results ranked ``offset + 1`` to ``offset + limit``. The page is cut from the
    board's index alone (on PostgreSQL it holds every column a line shows but the name),
    and only its rows are joined to their players' names. An offset is a walk along the
    index: past the board's middle the page is read from its far end, walking backwards
    (offset 99,950 of 100,000: 23 ms forwards, under 1 ms backwards), so that no page
    walks past more than half the board. A result committed between the count and the
    page may shift such a page by one place, as it may shift any page between requests.
    ``count`` is the board's :func:`total` when the caller has it."""
    if count is None:
        count = total(connection, day, rules)
    if offset >= count:
        return []
    if offset > count - offset - limit:  # fewer results after the page than before it
        skipped = max(0, count - offset - limit)  # from the end
        rows = _page(connection, day, rules, skipped, min(limit, count - offset), True)
    else:
        rows = _page(connection, day, rules, offset, limit, False)
    return [
        Standing(offset + i + 1, name, won, score, moves, seconds)
        for i, (name, won, score, moves, seconds) in enumerate(rows)
    ]


def _page(
    connection: Connection, day: datetime.date, rules: str, offset: int, limit: int, backwards: bool
) -> list[tuple[str, bool, int, int, float]]:
    """The page's lines in the board's order (walked backwards along the index if asked)."""
    parameters = {"date": day, "rules": rules, "offset": offset, "limit": limit}
    rows = connection.execute(_PAGES[backwards], parameters).all()
    return [tuple(row) for row in rows]


def _page_statement(order: tuple[ColumnElement[Any], ...]) -> Select[Any]:
    """A page's statement, made once, not at each read (building it and its cache key
    was a third of a read's server CPU: 4.0 ms a read, 2.7 with it made once): the page
    cut along ``order`` from the index alone, then each line's name by a lookup of its
    own on the players' key, not a join, whose plan follows the page's estimated size (a
    join hashed all 100,000 players for 50 lines under a generic plan: 16.6 ms, not
    0.2). LIMIT and OFFSET are written into the statement when it runs, not sent as
    parameters: psycopg prepares a statement run five times, and PostgreSQL's generic
    plan for it guesses that an unknown LIMIT takes a tenth of the board (10,000 lines,
    not 50), sorting the whole day's results instead of walking the board's index (28
    ms, not 2). The statement stays cached as SQL (the values are put in at each run)."""
    c = RESULTS.c
    page = (
        select(c.won, c.score, c.moves, c.seconds, c.id, c.player_id)
        .where(c.date == bindparam("date"), c.rules == bindparam("rules"))
        .order_by(*order)
        .offset(bindparam("offset", type_=Integer, literal_execute=True))
        .limit(bindparam("limit", type_=Integer, literal_execute=True))
        .subquery()
    )
    columns = [page.c.won, page.c.score, page.c.moves, page.c.seconds, page.c.id]
    name = select(PLAYERS.c.name).where(PLAYERS.c.id == page.c.player_id).scalar_subquery()
    return (
        select(name, page.c.won, page.c.score, page.c.moves, page.c.seconds)
        .select_from(page)
        .order_by(*(c.desc() if d else c for c, d in zip(columns, _DESCENDING, strict=True)))
    )


def total(connection: Connection, day: datetime.date, rules: str) -> int:
    """The board's count of results: the sum of its shards (see
    :class:`~scorpion_qt.server.models.BoardCount`)."""
    found: int | None = connection.execute(_TOTAL, {"date": day, "rules": rules}).scalar_one()
    return found or 0


_TOTAL = select(func.sum(BOARD_COUNTS.c.results)).where(
    BOARD_COUNTS.c.date == bindparam("date"), BOARD_COUNTS.c.rules == bindparam("rules")
)


def count_one_more(connection: Connection, day: datetime.date, rules: str, result: int) -> None:
    """Raise the board's count by one, in the transaction that inserted ``result`` (its
    id), in the shard the id chooses. The shard's row stays locked until the commit: run
    it last, just before."""
    parameters = {"date": day, "rules": rules, "shard": result % COUNT_SHARDS}
    connection.execute(_ONE_MORE[connection.dialect.name], parameters)


def _one_more(insert: Callable[..., Any]) -> Any:
    c = BOARD_COUNTS.c
    return (
        insert(BOARD_COUNTS)
        .values(
            date=bindparam("date"), rules=bindparam("rules"), shard=bindparam("shard"), results=1
        )
        .on_conflict_do_update(
            index_elements=[c.date, c.rules, c.shard], set_={"results": c.results + 1}
        )
    )


_ONE_MORE = {"postgresql": _one_more(postgresql.insert), "sqlite": _one_more(sqlite.insert)}
#: the board's order (:data:`~scorpion_qt.server.models.BOARD_ORDER`, as Core columns), whether
#: each of its columns is descending, and the order reversed
_DESCENDING = (True, True, False, False, False)
_FORWARDS = (
    RESULTS.c.won.desc(),
    RESULTS.c.score.desc(),
    RESULTS.c.moves,
    RESULTS.c.seconds,
    RESULTS.c.id,
)
_BACKWARDS = (
    RESULTS.c.won.asc(),
    RESULTS.c.score.asc(),
    RESULTS.c.moves.desc(),
    RESULTS.c.seconds.desc(),
    RESULTS.c.id.desc(),
)
#: the page statements, forwards (False) and backwards (True) along the board
_PAGES = {False: _page_statement(_FORWARDS), True: _page_statement(_BACKWARDS)}


def insert_ranked(connection: Connection, values: dict[str, Any]) -> tuple[int, int] | None:
    """Store a result (``values``: every column but ``id``; ``seconds`` not negative)
    unless its player has one for that date and rules, count it on its board
    (:func:`count_one_more`) and in its rank bucket
    (:class:`~scorpion_qt.server.models.RankBucket`): its id and its rank, or None. The
    INSERT returns the count of the day's results ahead of the new one along with its id;
    on PostgreSQL both counts are raised in the same statement (a data-modifying
    ``WITH``), on SQLite, which has none, by two more.

    ``ON CONFLICT DO NOTHING`` rather than catching the unique violation, which would abort
    the request's transaction and the rate counts in it (a second result still counts
    against the token's limit); against a concurrent insert of the same key, PostgreSQL
    waits for the other transaction, then does nothing if it committed. The count's shard
    and the bucket stay locked until the commit: run this last, just before."""
    minute = math.floor(values["seconds"]) // BUCKET_SECONDS
    parameters = values | {"minute": minute, "low": float(minute * BUCKET_SECONDS)}
    if connection.dialect.name == "postgresql":
        row = connection.execute(_INSERT_RANKED_COUNTED, parameters).first()
        return None if row is None else (row.id, row.ahead + 1)
    row = connection.execute(_INSERT_RANKED, parameters).first()
    if row is None:
        return None
    count_one_more(connection, values["date"], values["rules"], row.id)
    connection.execute(_BUCKET_ONE_MORE, parameters)
    return row.id, row.ahead + 1


def _insert_ranked(counted: bool) -> TextualSelect:
    """The INSERT … RETURNING id, ahead (``counted``: in a ``WITH`` whose other INSERTs
    raise the board's count and the result's bucket, PostgreSQL's SQL). The count of
    results ahead is a sum of ranges, each a prefix of an index: the buckets of better
    wins, of equal wins with a higher score, of those with fewer moves, of those with the
    same moves and an earlier minute (summed from the buckets), then the results of the
    new one's own bucket that are quicker, or as quick and stored before it (``ahead.id <
    results.id``: PostgreSQL's subqueries do not see the new row, SQLite's do), walked
    along the board's index from the bucket's first second (``:low``). Each range is a
    subquery over the new row's own values (``results.…`` in RETURNING), rather than one
    OR that no index serves. A bucket counts the results whose whole seconds divided by
    ``BUCKET_SECONDS`` give its ``minute``: exactly those of ``:low <= seconds < :low +
    BUCKET_SECONDS``. Written as SQL: SQLAlchemy's constructs cannot correlate a subquery
    in RETURNING to the table being inserted into."""
    board = ["date", "rules"]
    ranges = []
    same = [f"b.{column} = results.{column}" for column in board]
    for column, ahead in (("won", ">"), ("score", ">"), ("moves", "<")):
        where = " AND ".join([*same, f"b.{column} {ahead} results.{column}"])
        ranges.append(f"(SELECT coalesce(sum(b.results), 0) FROM rank_buckets AS b WHERE {where})")
        same.append(f"b.{column} = results.{column}")
    where = " AND ".join([*same, "b.minute < :minute"])
    ranges.append(f"(SELECT coalesce(sum(b.results), 0) FROM rank_buckets AS b WHERE {where})")
    bucket = [f"ahead.{column} = results.{column}" for column in (*board, "won", "score", "moves")]
    for last in (
        "ahead.seconds >= :low AND ahead.seconds < results.seconds",
        "ahead.seconds = results.seconds AND ahead.id < results.id",
    ):
        where = " AND ".join([*bucket, last])
        ranges.append(f"(SELECT count(*) FROM results AS ahead WHERE {where})")
    columns = [c for c in RESULTS.c if c.key != "id"]
    statement = (
        f"INSERT INTO results ({', '.join(c.key for c in columns)}) "
        f"VALUES ({', '.join(':' + c.key for c in columns)}) "
        "ON CONFLICT (player_id, date, rules) DO NOTHING "
        f"RETURNING id, {' + '.join(ranges)} AS ahead"
    )
    if counted:
        bucketed = _BUCKET_UPSERT.format(
            rows="SELECT date, rules, won, score, moves, :minute, 1 FROM placed"
        )
        statement = (
            f"WITH placed AS ({statement}, date, rules, won, score, moves), "
            "counted AS (INSERT INTO board_counts (date, rules, shard, results) "
            f"SELECT date, rules, id % {COUNT_SHARDS}, 1 FROM placed "
            "ON CONFLICT (date, rules, shard) "
            "DO UPDATE SET results = board_counts.results + 1), "
            f"bucketed AS ({bucketed}) "
            "SELECT id, ahead FROM placed"
        )
    return (
        text(statement)
        .bindparams(
            *(bindparam(c.key, type_=c.type) for c in columns),
            bindparam("minute", type_=Integer),
            bindparam("low", type_=Float),
        )
        .columns(id=Integer, ahead=Integer)
    )


#: raising a bucket's count by one (``rows``: the SELECT or VALUES of its key and 1)
_BUCKET_UPSERT = (
    "INSERT INTO rank_buckets (date, rules, won, score, moves, minute, results) {rows} "
    "ON CONFLICT (date, rules, won, score, moves, minute) "
    "DO UPDATE SET results = rank_buckets.results + 1"
)
_BUCKET_ONE_MORE = text(
    _BUCKET_UPSERT.format(rows="VALUES (:date, :rules, :won, :score, :moves, :minute, 1)")
).bindparams(*(bindparam(c.key, type_=c.type) for c in RANK_BUCKETS.c if c.key != "results"))
_INSERT_RANKED = _insert_ranked(counted=False)
_INSERT_RANKED_COUNTED = _insert_ranked(counted=True)
