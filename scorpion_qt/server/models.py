"""The server's tables: players, results, clubs and rate-limit counters (SQLAlchemy 2
models)."""

from __future__ import annotations

import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    Date,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    SmallInteger,
    String,
    Table,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class Player(Base):
    """A registered name. ``name_key`` (the name casefolded) makes names unique ignoring
    case, ``name_skeleton`` and ``name_folded`` (its UTS #39 skeleton as written and
    casefolded, see :mod:`.names`) unique by how they look; ``token_hash`` is the SHA-256
    of the player's token in hex, the token itself is never stored.

    The skeletons are NULL only for a player registered before names were compared by
    them whose name looks like an earlier player's (migration s0006 keeps both players; a
    new name like theirs collides with the earlier one's). They are nullable for that, and
    because SQLite cannot make a filled column NOT NULL without rebuilding the table."""

    __tablename__ = "players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(24))
    name_key: Mapped[str] = mapped_column(String(96), unique=True)
    name_skeleton: Mapped[str | None] = mapped_column(Text)
    name_folded: Mapped[str | None] = mapped_column(Text)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created: Mapped[datetime.datetime] = mapped_column(DateTime(timezone=True))


#: unique indexes rather than constraints: SQLite adds an index to a table in place
Index("ix_players_name_skeleton", Player.name_skeleton, unique=True)
Index("ix_players_name_folded", Player.name_folded, unique=True)


class Result(Base):
    """A player's verified daily game: what the server's replay of the log gave (won,
    score, moves, runs), the client's ``seconds`` and ``hints`` (the hints the player was
    shown: the client's word, as its time is), and the number of actions in the log.
    ``clean`` is whether no hint was shown (``hints == 0``), the board's first key. One per
    player, date and rules: the first one counts."""

    __tablename__ = "results"
    __table_args__ = (UniqueConstraint("player_id", "date", "rules", name="uq_results_player_day"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"))
    date: Mapped[datetime.date] = mapped_column(Date)
    rules: Mapped[str] = mapped_column(String(32))
    deal: Mapped[int] = mapped_column(BigInteger)
    won: Mapped[bool] = mapped_column(Boolean)
    score: Mapped[int] = mapped_column(Integer)
    moves: Mapped[int] = mapped_column(Integer)
    runs: Mapped[int] = mapped_column(Integer)
    seconds: Mapped[float] = mapped_column(Float)
    actions: Mapped[int] = mapped_column(Integer)
    hints: Mapped[int] = mapped_column(Integer)
    clean: Mapped[bool] = mapped_column(Boolean)
    submitted_at: Mapped[datetime.datetime] = mapped_column(DateTime(timezone=True))
    #: the log as sent (its actions, space-separated: no action holds a space), served once
    #: the date is over everywhere; NULL for a result stored before logs were kept
    log: Mapped[str | None] = mapped_column(Text)


#: The leaderboard's order, its tie-breakers included: clean (no hint shown) before hinted,
#: then within each won, higher score, fewer moves, less time (the client's claim, so it
#: only breaks ties), then the earlier submission (the lower id). A day's board is read
#: along this index, and a new result's rank walks it within the result's
#: :class:`RankBucket`; on PostgreSQL it covers a page (player_id and hints included), so
#: they read no row of the table.
BOARD_ORDER = (
    Result.clean.desc(),
    Result.won.desc(),
    Result.score.desc(),
    Result.moves,
    Result.seconds,
    Result.id,
)
Index(
    "ix_results_board",
    Result.date,
    Result.rules,
    *BOARD_ORDER,
    postgresql_include=["player_id", "hints"],
)


#: Rows a board's count is kept in (see :class:`BoardCount`)
COUNT_SHARDS = 32


class BoardCount(Base):
    """How many results a board (a date and rules) holds, in up to :data:`COUNT_SHARDS`
    rows (``shard``) whose sum is the ``total`` of its pages: a few rows summed rather than
    the results counted (counting 100,000 results took some 13 ms, from the index alone no
    less). A shard is raised by one in the transaction that inserts a result, the result's
    id choosing which: with one row, concurrent submissions queued on its lock."""

    __tablename__ = "board_counts"
    __table_args__ = (PrimaryKeyConstraint("date", "rules", "shard", name="pk_board_count_shards"),)

    date: Mapped[datetime.date] = mapped_column(Date)
    rules: Mapped[str] = mapped_column(String(32))
    shard: Mapped[int] = mapped_column(SmallInteger, default=0)
    results: Mapped[int] = mapped_column(Integer)


#: Seconds of a result's time that one :class:`RankBucket` covers
BUCKET_SECONDS = 60


class RankBucket(Base):
    """How many results of a board share clean, won, score and moves and a minute of time
    (``minute``: whole seconds // :data:`BUCKET_SECONDS`), raised by one in the transaction
    that inserts each. A new result's rank is the sum of the buckets ahead of its own and
    the results of its own bucket ahead of it: a walk of a few rows, not of every result
    ahead (a day's players often share the best score and moves, and differ in time: with
    10,000 such results, ranking a new one walked 5,000 of them, 1.7 ms of PostgreSQL; at
    100,000, 16 ms)."""

    __tablename__ = "rank_buckets"
    __table_args__ = (
        PrimaryKeyConstraint(
            "date", "rules", "clean", "won", "score", "moves", "minute", name="pk_rank_buckets"
        ),
    )

    date: Mapped[datetime.date] = mapped_column(Date)
    rules: Mapped[str] = mapped_column(String(32))
    clean: Mapped[bool] = mapped_column(Boolean)
    won: Mapped[bool] = mapped_column(Boolean)
    score: Mapped[int] = mapped_column(Integer)
    moves: Mapped[int] = mapped_column(Integer)
    minute: Mapped[int] = mapped_column(Integer)
    results: Mapped[int] = mapped_column(Integer)


class Club(Base):
    """A group of players with a board of its own: its ``slug`` (random, unguessable: the
    club's name in URLs, its board public to whoever has the link), its ``name`` as its
    creator gave it, and its invite ``code`` (random; whoever has it may join; renewed, the
    old one stops working). ``creator_id`` is the member who may renew the code: the
    player who created the club, or after they left it the member who has been in it
    longest."""

    __tablename__ = "clubs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    slug: Mapped[str] = mapped_column(String(16), unique=True)
    name: Mapped[str] = mapped_column(String(40))
    code: Mapped[str] = mapped_column(String(16), unique=True)
    creator_id: Mapped[int | None] = mapped_column(
        ForeignKey("players.id", ondelete="SET NULL"), index=True
    )
    created: Mapped[datetime.datetime] = mapped_column(DateTime(timezone=True))


class ClubMember(Base):
    """A player in a club, since ``joined``. A club's board is its members' results,
    found through the index on (club, player) and each member's result of the day."""

    __tablename__ = "club_members"

    club_id: Mapped[int] = mapped_column(
        ForeignKey("clubs.id", ondelete="CASCADE"), primary_key=True
    )
    player_id: Mapped[int] = mapped_column(
        ForeignKey("players.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    joined: Mapped[datetime.datetime] = mapped_column(DateTime(timezone=True))


class RateCounter(Base):
    """Requests counted under ``key`` (``address:…``, ``register:…``, ``token:<player>``)
    in the minute starting at ``window_start`` (seconds since the epoch). Kept in the database,
    not in memory, so that every server process counts the same requests."""

    __tablename__ = "rate_counters"

    key: Mapped[str] = mapped_column(String(80), primary_key=True)
    window_start: Mapped[int] = mapped_column(BigInteger, primary_key=True, index=True)
    count: Mapped[int] = mapped_column(Integer)


#: The tables themselves, for the Core statements of the hot path (built once, run with
#: their parameters: no unit of work, no statement made and keyed for the cache each time)
PLAYERS: Table = Base.metadata.tables["players"]
RESULTS: Table = Base.metadata.tables["results"]
RATE_COUNTERS: Table = Base.metadata.tables["rate_counters"]
BOARD_COUNTS: Table = Base.metadata.tables["board_counts"]
RANK_BUCKETS: Table = Base.metadata.tables["rank_buckets"]
CLUBS: Table = Base.metadata.tables["clubs"]
CLUB_MEMBERS: Table = Base.metadata.tables["club_members"]
