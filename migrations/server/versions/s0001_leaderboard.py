"""The leaderboard: players, results, rate-limit counters.

Revision ID: s0001
Revises:
Create Date: 2026-01-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "s0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=24), nullable=False),
        sa.Column("name_key", sa.String(length=96), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
        sa.UniqueConstraint("name_key", name=op.f("uq_players_name_key")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_players_token_hash")),
    )
    op.create_table(
        "results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("rules", sa.String(length=32), nullable=False),
        sa.Column("deal", sa.BigInteger(), nullable=False),
        sa.Column("won", sa.Boolean(), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("runs", sa.Integer(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.Column("actions", sa.Integer(), nullable=False),
        sa.Column("submitted_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_results_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_results")),
        sa.UniqueConstraint("player_id", "date", "rules", name="uq_results_player_day"),
    )
    op.create_index(
        "ix_results_board",
        "results",
        [
            "date",
            "rules",
            sa.literal_column("won DESC"),
            sa.literal_column("score DESC"),
            "moves",
            "seconds",
            "id",
        ],
    )
    op.create_table(
        "rate_counters",
        sa.Column("key", sa.String(length=80), nullable=False),
        sa.Column("window_start", sa.BigInteger(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("key", "window_start", name=op.f("pk_rate_counters")),
    )
    op.create_index(op.f("ix_rate_counters_window_start"), "rate_counters", ["window_start"])


def downgrade() -> None:
    op.drop_index(op.f("ix_rate_counters_window_start"), table_name="rate_counters")
    op.drop_table("rate_counters")
    op.drop_index("ix_results_board", table_name="results")
    op.drop_table("results")
    op.drop_table("players")
