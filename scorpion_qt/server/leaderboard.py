"""A day's leaderboard: the results of a date and rule set in rank order, and a result's rank.

Ranks are 1-based positions in :data:`~scorpion_qt.server.models.BOARD_ORDER`: every
result has a rank of its own (no shared ranks), since the order ends in the submission
order; two results equal in clean, won, score, moves and seconds rank by who sent theirs
first. Every result without hints (clean) ranks above every result with hints, each part
in the same order.
"""

from __future__ import annotations

import datetime
import functools
import math
import operator
from collections.abc import Sequence
from typing import Any, TypeVar

from sqlalchemy import (
    ColumnElement,
    Connection,
    Float,
    FromClause,
    Integer,
    Label,
    Row,
    Select,
    Table,
    bindparam,
    func,
    literal,
    select,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.sql.dml import ReturningInsert

from scorpion_qt.server.models import (
    BOARD_COUNTS,
    BUCKET_SECONDS,
    COUNT_SHARDS,
    PLAYERS,
    RANK_BUCKETS,
    RESULTS,
)
from scorpion_qt.server.schemas import BoardLine


def standings(
    connection: Connection,
    day: datetime.date,
    rules: str,
    offset: int,
    limit: int,
    count: int | None = None,
) -> list[BoardLine]:
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
    return [BoardLine(rank=offset + i + 1, **row._mapping) for i, row in enumerate(rows)]


def _page(
    connection: Connection, day: datetime.date, rules: str, offset: int, limit: int, backwards: bool
) -> Sequence[Row[Any]]:
    """The page's lines in the board's order (walked backwards along the index if asked):
    a :class:`~scorpion_qt.server.schemas.BoardLine`'s columns but its rank."""
    parameters = {"date": day, "rules": rules, "offset": offset, "limit": limit}
    return connection.execute(_PAGES[backwards], parameters).all()


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
        select(*(c[field] for field in _LINE if field != "result"))
        .add_columns(c.clean, c.id, c.player_id)
        .where(c.date == bindparam("date"), c.rules == bindparam("rules"))
        .order_by(*order)
        .offset(bindparam("offset", type_=Integer, literal_execute=True))
        .limit(bindparam("limit", type_=Integer, literal_execute=True))
        .subquery()
    )
    columns = [page.c.clean, page.c.won, page.c.score, page.c.moves, page.c.seconds, page.c.id]
    name = select(PLAYERS.c.name).where(PLAYERS.c.id == page.c.player_id).scalar_subquery()
    return (
        select(name.label("name"), *(page.c[_COLUMN[field]].label(field) for field in _LINE))
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


_Insert = TypeVar("_Insert", postgresql.Insert, sqlite.Insert)


def _one_more(insert: _Insert, table: Table) -> _Insert:
    """``insert`` of a row of ``table`` (a count: its key and ``results``), or its
    ``results`` raised by one where the row is there already."""
    return insert.on_conflict_do_update(
        index_elements=list(table.primary_key), set_={"results": table.c.results + 1}
    )


def _count_one_more(insert: _Insert) -> _Insert:
    """The shard's count (parameters ``date``, ``rules``, ``shard``) raised by one."""
    shard: dict[str, Any] = {key: bindparam(key) for key in ("date", "rules", "shard")}
    return _one_more(insert.values({**shard, "results": 1}), BOARD_COUNTS)


_ONE_MORE = {
    "postgresql": _count_one_more(postgresql.insert(BOARD_COUNTS)),
    "sqlite": _count_one_more(sqlite.insert(BOARD_COUNTS)),
}
#: the board's order (:data:`~scorpion_qt.server.models.BOARD_ORDER`, as Core columns), whether
#: each of its columns is descending, and the order reversed
_DESCENDING = (True, True, True, False, False, False)
_FORWARDS = (
    RESULTS.c.clean.desc(),
    RESULTS.c.won.desc(),
    RESULTS.c.score.desc(),
    RESULTS.c.moves,
    RESULTS.c.seconds,
    RESULTS.c.id,
)
_BACKWARDS = (
    RESULTS.c.clean.asc(),
    RESULTS.c.won.asc(),
    RESULTS.c.score.asc(),
    RESULTS.c.moves.desc(),
    RESULTS.c.seconds.desc(),
    RESULTS.c.id.desc(),
)
#: a :class:`BoardLine`'s columns of a result (its rank is its place, its name its player's)
_LINE = [field for field in BoardLine.model_fields if field not in ("rank", "name")]
#: the result's column each of those fields is (``result`` is the result's id)
_COLUMN = {field: "id" if field == "result" else field for field in _LINE}
#: the page statements, forwards (False) and backwards (True) along the board
_PAGES = {False: _page_statement(_FORWARDS), True: _page_statement(_BACKWARDS)}


def insert_ranked(connection: Connection, values: dict[str, Any]) -> tuple[int, int] | None:
    """Store a result (``values``: every column but ``id``, ``log`` if kept; ``seconds`` not
    negative)
    unless its player has one for that date and rules, count it on its board
    (:func:`count_one_more`) and in its rank bucket
    (:class:`~scorpion_qt.server.models.RankBucket`): its id and its rank, or None. The
    statement that inserts it returns the count of the day's results ahead of the new one
    along with its id; on PostgreSQL both counts are raised in the same statement (a
    data-modifying ``WITH``), on SQLite, which has none, by two more.

    ``ON CONFLICT DO NOTHING`` rather than catching the unique violation, which would abort
    the request's transaction and the rate counts in it (a second result still counts
    against the token's limit); against a concurrent insert of the same key, PostgreSQL
    waits for the other transaction, then does nothing if it committed. The count's shard
    and the bucket stay locked until the commit: run this last, just before."""
    minute = math.floor(values["seconds"]) // BUCKET_SECONDS
    parameters = {"log": None} | values | {"minute": minute, "low": float(minute * BUCKET_SECONDS)}
    if connection.dialect.name == "postgresql":
        row = connection.execute(_INSERT_RANKED_COUNTED, parameters).first()
        return None if row is None else (row.id, row.ahead + 1)
    row = connection.execute(_INSERT_RANKED, parameters).first()
    if row is None:
        return None
    count_one_more(connection, values["date"], values["rules"], row.id)
    connection.execute(_BUCKET_ONE_MORE, parameters)
    return row.id, row.ahead + 1


def rank_of(connection: Connection, result: dict[str, Any]) -> int:
    """The rank of a stored result on its board (``result``: its columns, ``id`` among
    them), counted as a new result's is: the results in the buckets ahead of its own,
    then those of its own bucket that are quicker, or as quick and stored before it."""
    minute = math.floor(result["seconds"]) // BUCKET_SECONDS
    parameters = result | {"minute": minute, "low": float(minute * BUCKET_SECONDS)}
    ahead: int = connection.execute(_RANK, parameters).scalar_one()
    return ahead + 1


#: the new result's values as the statements' parameters (every column but ``id``)
_NEW: dict[str, ColumnElement[Any]] = {
    c.key: bindparam(c.key, type_=c.type) for c in RESULTS.c if c.key != "id"
}
#: its bucket's minute, and that minute's first second
_MINUTE = bindparam("minute", type_=Integer)
_LOW = bindparam("low", type_=Float)
#: a result's columns that choose its bucket, in the bucket's key order (then ``minute``)
_BUCKETED = ("date", "rules", "clean", "won", "score", "moves")
#: a player's one result a board (the unique key ``ON CONFLICT DO NOTHING`` names)
_ONE_RESULT = [RESULTS.c.player_id, RESULTS.c.date, RESULTS.c.rules]
#: the results ahead of a new one, walked for its rank
_AHEAD = RESULTS.alias("ahead")


def _ahead(new: dict[str, ColumnElement[Any]], before: ColumnElement[bool]) -> Label[int]:
    """The count of results ahead of the new one (``new``: its columns), labelled
    ``ahead``: a sum of ranges, each a prefix of an index. The buckets of clean results
    when the new one has hints, of better wins among those as clean, of equal wins with a
    higher score, of those with fewer moves, of those with the same moves and an earlier
    minute (summed from the buckets), then the results of the new one's own bucket that
    are quicker, or as quick and stored before it (``before``, a condition on
    :data:`_AHEAD`), walked along the board's index from the bucket's first second
    (``low``). Each range is a scalar subquery of its own, rather than one OR that
    no index serves. A bucket counts the results whose whole seconds divided by
    ``BUCKET_SECONDS`` give its ``minute``: exactly those of ``low <= seconds < low +
    BUCKET_SECONDS``."""
    buckets = RANK_BUCKETS.alias("b")
    same = [buckets.c.date == new["date"], buckets.c.rules == new["rules"]]
    ranges: list[ColumnElement[int]] = []
    ordered = (("clean", operator.gt), ("won", operator.gt), ("score", operator.gt))
    for column, better in (*ordered, ("moves", operator.lt)):
        ranges.append(_bucket_sum(buckets, *same, better(buckets.c[column], new[column])))
        same.append(buckets.c[column] == new[column])
    ranges.append(_bucket_sum(buckets, *same, buckets.c.minute < _MINUTE))
    bucket = [_AHEAD.c[column] == new[column] for column in _BUCKETED]
    seconds = _AHEAD.c.seconds
    for last in ((seconds >= _LOW, seconds < new["seconds"]), (seconds == new["seconds"], before)):
        walked = select(func.count()).select_from(_AHEAD).where(*bucket, *last)
        ranges.append(walked.scalar_subquery())
    return functools.reduce(operator.add, ranges).label("ahead")


def _bucket_sum(buckets: FromClause, *where: ColumnElement[bool]) -> ColumnElement[int]:
    """The results counted in the buckets ``where`` chooses."""
    return select(func.coalesce(func.sum(buckets.c.results), 0)).where(*where).scalar_subquery()


def _insert_ranked() -> ReturningInsert[Any]:
    """SQLite's ``INSERT … ON CONFLICT DO NOTHING RETURNING id, ahead``, the ranges of
    ``ahead`` over the statement's parameters: SQLAlchemy correlates no subquery in an
    INSERT's RETURNING to the table it inserts into, and writes SQLite's RETURNING without
    table names (each name in a range is then its own subquery's, the other side a
    parameter). The ranges see the new row (PostgreSQL's do not), the board's only result
    of its player: the results as quick and stored before it are those of other players."""
    return (
        sqlite.insert(RESULTS)
        .values(_NEW)
        .on_conflict_do_nothing(index_elements=_ONE_RESULT)
        .returning(RESULTS.c.id, _ahead(_NEW, _AHEAD.c.player_id != _NEW["player_id"]))
    )


def _insert_ranked_counted() -> Select[Any]:
    """PostgreSQL's one statement: ``WITH placed AS (INSERT … ON CONFLICT DO NOTHING
    RETURNING …), counted AS (INSERT INTO board_counts … FROM placed …), bucketed AS
    (INSERT INTO rank_buckets … FROM placed …) SELECT id, ahead FROM placed``, the ranges
    of ``ahead`` over the placed row's columns. All of it reads the statement's snapshot:
    not the new row, nor the counts it raises."""
    placed = (
        postgresql.insert(RESULTS)
        .values(_NEW)
        .on_conflict_do_nothing(index_elements=_ONE_RESULT)
        .returning(*(RESULTS.c[key] for key in ("id", *_BUCKETED, "seconds")))
        .cte("placed")
    )
    new: dict[str, ColumnElement[Any]] = {key: placed.c[key] for key in (*_BUCKETED, "seconds")}
    shard = select(placed.c.date, placed.c.rules, placed.c.id % COUNT_SHARDS, literal(1))
    counted = _one_more(
        postgresql.insert(BOARD_COUNTS).from_select(["date", "rules", "shard", "results"], shard),
        BOARD_COUNTS,
    )
    bucket = select(*(new[key] for key in _BUCKETED), _MINUTE, literal(1))
    bucketed = _one_more(
        postgresql.insert(RANK_BUCKETS).from_select([*_BUCKETED, "minute", "results"], bucket),
        RANK_BUCKETS,
    )
    return select(placed.c.id, _ahead(new, _AHEAD.c.id < placed.c.id)).add_cte(
        counted.cte("counted"), bucketed.cte("bucketed")
    )


_INSERT_RANKED = _insert_ranked()
#: the count of the results ahead of a stored one (parameters: its columns, ``id`` too)
_RANK = select(_ahead(_NEW, _AHEAD.c.id < bindparam("id", type_=Integer)))
_INSERT_RANKED_COUNTED = _insert_ranked_counted()
#: SQLite's raising of the new result's bucket by one
_BUCKET_ONE_MORE = _one_more(
    sqlite.insert(RANK_BUCKETS).values(
        {key: _NEW[key] for key in _BUCKETED} | {"minute": _MINUTE, "results": 1}
    ),
    RANK_BUCKETS,
)
