"""Hints: a result's count of hints shown, and boards that rank results without hints first.

``results`` gains ``hints`` (the count the client sends) and ``clean`` (no hint shown),
the board's first key: the board's index and the rank buckets lead with it. The results
already stored were sent by clients that did not count hints: they are taken as clean (0
hints), and their buckets are counted anew under it.

Revision ID: s0005
Revises: s0004
Create Date: 2026-12-04
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "s0005"
down_revision: str | None = "s0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: as ``scorpion_qt.server.models.BUCKET_SECONDS`` was when this revision was written
BUCKET_SECONDS = 60
#: the board's index before this revision and after it (after ``date`` and ``rules``)
BEFORE = [sa.literal_column("won DESC"), sa.literal_column("score DESC"), "moves", "seconds", "id"]
AFTER = [sa.literal_column("clean DESC"), *BEFORE]


def upgrade() -> None:
    op.add_column("results", sa.Column("hints", sa.Integer(), nullable=False, server_default="0"))
    op.add_column(
        "results", sa.Column("clean", sa.Boolean(), nullable=False, server_default=sa.true())
    )
    _board_index(AFTER, ["player_id", "hints"])
    _buckets(clean=True)


def downgrade() -> None:
    _buckets(clean=False)
    _board_index(BEFORE, ["player_id"])
    with op.batch_alter_table("results") as batch:
        batch.drop_column("clean")
        batch.drop_column("hints")


def _board_index(columns: list[Any], include: list[str]) -> None:
    """The board's index anew over ``date``, ``rules`` and ``columns``; on PostgreSQL
    covering ``include`` too (SQLite has no INCLUDE)."""
    op.drop_index("ix_results_board", table_name="results")
    if op.get_bind().dialect.name == "postgresql":
        op.create_index(
            "ix_results_board", "results", ["date", "rules", *columns], postgresql_include=include
        )
    else:
        op.create_index("ix_results_board", "results", ["date", "rules", *columns])


def _buckets(clean: bool) -> None:
    """``rank_buckets`` made anew, with ``clean`` in its key or without, and counted from
    the results stored."""
    op.drop_table("rank_buckets")
    keys = ["date", "rules", *(["clean"] if clean else []), "won", "score", "moves"]
    types: dict[str, Any] = {"date": sa.Date(), "rules": sa.String(length=32)}
    types |= {"clean": sa.Boolean(), "won": sa.Boolean()}
    buckets = op.create_table(
        "rank_buckets",
        *(sa.Column(key, types.get(key, sa.Integer()), nullable=False) for key in keys),
        sa.Column("minute", sa.Integer(), nullable=False),
        sa.Column("results", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint(*keys, "minute", name=op.f("pk_rank_buckets")),
    )
    results = sa.table("results", *(sa.column(key) for key in keys), sa.column("seconds"))
    # whole seconds, then whole buckets (as s0004 counted them)
    seconds: sa.ColumnElement[Any] = results.c.seconds
    if op.get_bind().dialect.name != "sqlite":
        seconds = sa.func.floor(seconds)
    minute = sa.cast(seconds, sa.Integer) // BUCKET_SECONDS
    bucket = (*(results.c[key] for key in keys), minute)
    counted = sa.select(*bucket, sa.func.count()).group_by(*bucket)
    op.execute(buckets.insert().from_select([*keys, "minute", "results"], counted))
