"""The database tables as typed SQLAlchemy models; rows never leave the store."""

from __future__ import annotations

import datetime

from sqlalchemy import (
    CheckConstraint,
    Float,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    MetaData,
    String,
    Text,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from scorpion_qt.store.grades import GRADES

#: Constraint and index names Alembic can rely on (batch mode on SQLite needs them).
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

IN_PROGRESS = "in_progress"
WON = "won"
LOST = "lost"
#: A game whose stored log no longer replays: kept in the history, counted neither won nor
#: lost (nor played, in the statistics).
DAMAGED = "damaged"
OUTCOMES = (IN_PROGRESS, WON, LOST, DAMAGED)


#: The history's sort indexes: name suffix → columns (see :mod:`scorpion_qt.store.history`).
SORT_INDEXES: dict[str, tuple[str, ...]] = {
    "started_at": ("started_at", "id", "rules", "outcome", "grade"),
    "ended_at": ("ended_at", "id", "rules", "outcome", "started_at", "grade"),
    "rules": ("rules", "id", "outcome", "started_at", "grade"),
    "deal": ("deal", "id", "rules", "outcome", "started_at", "grade"),
    "daily_date": ("daily_date", "id", "rules", "outcome", "started_at", "grade"),
    "outcome": ("outcome", "id", "rules", "started_at", "grade"),
    "score": ("score", "id", "rules", "outcome", "started_at", "grade"),
    "moves": ("moves", "id", "rules", "outcome", "started_at", "grade"),
    "undos": ("undos", "id", "rules", "outcome", "started_at", "grade"),
    "hints": ("hints", "id", "rules", "outcome", "started_at", "grade"),
    "elapsed_seconds": ("elapsed_seconds", "id", "rules", "outcome", "started_at", "grade"),
    "runs_completed": ("runs_completed", "id", "rules", "outcome", "started_at", "grade"),
    "cards_turned_up": ("cards_turned_up", "id", "rules", "outcome", "started_at", "grade"),
    "percent_complete": ("percent_complete", "id", "rules", "outcome", "started_at", "grade"),
}
#: The grade filter's index: the grade, then what the history's other filters test.
GRADE_INDEX = ("grade", "id", "rules", "outcome", "started_at")


class Base(DeclarativeBase):
    """The declarative base; its metadata carries the naming convention."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class DailyDealRow(Base):
    """One calendar date's deal under one rule set, written the first time the date is
    served under it (each rule set gets a deal winnable under its own rules)."""

    __tablename__ = "daily_deals"

    date: Mapped[datetime.date] = mapped_column(primary_key=True)
    rules: Mapped[str] = mapped_column(String(32), primary_key=True)
    deal: Mapped[int]
    layout: Mapped[str] = mapped_column(Text)
    served_at: Mapped[datetime.datetime]
    #: Derived from the games of that date and rule set: ``won`` if any was won, else
    #: ``lost`` once one was lost; NULL while none is finished.
    result: Mapped[str | None] = mapped_column(String(11))
    best_score: Mapped[int | None]


class GameRow(Base):
    """One game: what was dealt, how it went, and its figures (one narrow row per game)."""

    __tablename__ = "games"
    __table_args__ = (
        CheckConstraint(f"outcome IN ({', '.join(repr(o) for o in OUTCOMES)})", name="outcome"),
        CheckConstraint(
            f"grade IS NULL OR grade IN ({', '.join(repr(g) for g in GRADES)})", name="grade"
        ),
        # Streaks: the losses and wins in the order they ended, overall and per rules.
        # A daily game belongs to its date's deal under its own rule set.
        ForeignKeyConstraint(["daily_date", "rules"], ["daily_deals.date", "daily_deals.rules"]),
        Index("ix_games_outcome_ended_at", "outcome", "ended_at"),
        Index("ix_games_rules_outcome_ended_at", "rules", "outcome", "ended_at"),
        # History: one index per sortable column, ordered like a page (column, id) and
        # holding every filter column. See scorpion_qt.store.history.
        *(Index(f"ix_games_by_{name}", *columns) for name, columns in SORT_INDEXES.items()),
        # The grade filter's own index, for a grade few games have: they are picked
        # through it, and counted in it, rather than found by reading a whole index.
        Index("ix_games_grade", *GRADE_INDEX),
        # Ids are never reused: a late call for a deleted game must not reach a new one.
        {"sqlite_autoincrement": True},
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    rules: Mapped[str] = mapped_column(String(32))
    deal: Mapped[int | None]
    daily_date: Mapped[datetime.date | None]
    started_at: Mapped[datetime.datetime]
    ended_at: Mapped[datetime.datetime | None]
    elapsed_seconds: Mapped[float] = mapped_column(Float, default=0.0)
    outcome: Mapped[str] = mapped_column(String(11), default=IN_PROGRESS)
    score: Mapped[int] = mapped_column(default=0)
    moves: Mapped[int] = mapped_column(default=0)
    undos: Mapped[int] = mapped_column(default=0)
    hints: Mapped[int] = mapped_column(default=0)
    runs_completed: Mapped[int] = mapped_column(default=0)
    cards_turned_up: Mapped[int] = mapped_column(default=0)
    percent_complete: Mapped[float] = mapped_column(Float, default=0.0, server_default=text("0"))
    #: How many actions the log holds; a game counts as played once this is above 0.
    action_count: Mapped[int] = mapped_column(default=0)
    #: How hard its deal is (one of GRADES), NULL while not known.
    grade: Mapped[str | None] = mapped_column(String(1))
    #: The length of the shortest winning line the solver found for its deal within its
    #: fixed node budget (its par); NULL while not known.
    par: Mapped[int | None]


class LayoutRow(Base):
    """A game's initial layout in RULES.md §7 notation, apart so ``games`` stays narrow."""

    __tablename__ = "layouts"

    game_id: Mapped[int] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    text: Mapped[str] = mapped_column(Text)


class LogRow(Base):
    """A game's action log in one row: its moves in notation, ``undo`` and ``redo``, in
    order (see :mod:`scorpion_qt.store.log_text`); a move appends to it. One row per game
    rather than one per action keeps the file small and its start-up check fast."""

    __tablename__ = "logs"

    game_id: Mapped[int] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    actions: Mapped[str] = mapped_column(Text, default="")


class GameAnalysisRow(Base):
    """What the solver found along a game's line, one row per game (the latest analysis).

    ``data`` is the analysis as JSON text, opaque to the store; the columns beside it are
    what the history shows. ``data`` is the last column so that reading the others never
    reaches the pages a long text overflows into."""

    __tablename__ = "game_analyses"

    game_id: Mapped[int] = mapped_column(
        ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    #: A fingerprint of the move line that was analysed, given by the caller.
    line_checksum: Mapped[str] = mapped_column(String(16))
    winnable_at_start: Mapped[bool | None]
    turning_point: Mapped[int | None]
    complete: Mapped[bool]
    analysed_at: Mapped[datetime.datetime]
    data: Mapped[str] = mapped_column(Text)


#: An online submission's states: waiting to be sent (again), answered for good, refused.
PENDING = "pending"
DONE = "done"
REFUSED = "refused"
SUBMISSION_STATES = (PENDING, DONE, REFUSED)


class OnlineSubmissionRow(Base):
    """A finished daily game's result for an online leaderboard server, kept until the
    server has answered for good (and after, with its answer). ``payload`` is the JSON
    text sent, opaque to the store. A submission outlives its game (a reset of the
    statistics): its ``game_id`` becomes NULL, and what was played is still sent."""

    __tablename__ = "online_submissions"
    __table_args__ = (
        CheckConstraint(
            f"state IN ({', '.join(repr(s) for s in SUBMISSION_STATES)})", name="state"
        ),
        # the submissions due: pending ones by when they are to be tried
        Index("ix_online_submissions_state_next_try_at", "state", "next_try_at"),
        {"sqlite_autoincrement": True},
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int | None] = mapped_column(
        ForeignKey("games.id", ondelete="SET NULL"), index=True
    )
    #: The server's address as the player gave it.
    server: Mapped[str] = mapped_column(Text)
    payload: Mapped[str] = mapped_column(Text)
    state: Mapped[str] = mapped_column(String(7), default=PENDING)
    attempts: Mapped[int] = mapped_column(default=0)
    #: When to try again (naive UTC); NULL: as soon as it can be sent.
    next_try_at: Mapped[datetime.datetime | None]
    #: Why the last try failed, or the server's reason for refusing it.
    last_error: Mapped[str | None] = mapped_column(Text)
    rank: Mapped[int | None]
    total: Mapped[int | None]
    created_at: Mapped[datetime.datetime]
    updated_at: Mapped[datetime.datetime]
