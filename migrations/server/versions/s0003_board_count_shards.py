"""A board's count of results kept in several rows (shards), not one.

Every submission raised the one row of its board's count, and held that row's lock until
its transaction committed: concurrent submissions to a day's board queued on it, one at a
time (on two cores, removing the count took two server processes from about 230 to 300
submissions a second). The count is now kept in up to ``SHARDS`` rows a board, the result's
id choosing its row; ``total`` is their sum. The counts already kept move to shard 0.

Revision ID: s0003
Revises: s0002
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "s0003"
down_revision: str | None = "s0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    _rebuild(sharded=True, carried=sa.select(OLD.c.date, OLD.c.rules, sa.literal(0), OLD.c.results))


def downgrade() -> None:
    board = (OLD.c.date, OLD.c.rules)
    _rebuild(sharded=False, carried=sa.select(*board, sa.func.sum(OLD.c.results)).group_by(*board))


#: the old table, renamed while the new one is made
OLD = sa.table("board_counts_old", sa.column("date"), sa.column("rules"), sa.column("results"))


def _rebuild(sharded: bool, carried: sa.Select[Any]) -> None:
    """Make ``board_counts`` anew, with or without ``shard``, filled by ``carried`` (a
    SELECT over the old table, renamed :data:`OLD` meanwhile)."""
    op.rename_table("board_counts", OLD.name)
    # the old table's key keeps its name until the table is dropped: a new name each way
    key = "pk_board_count_shards" if sharded else "pk_board_counts"
    columns = ["date", "rules", "shard"] if sharded else ["date", "rules"]
    counts = op.create_table(
        "board_counts",
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("rules", sa.String(length=32), nullable=False),
        *([sa.Column("shard", sa.SmallInteger(), nullable=False)] if sharded else []),
        sa.Column("results", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint(*columns, name=key),
    )
    op.execute(counts.insert().from_select([*columns, "results"], carried))
    op.drop_table(OLD.name)
