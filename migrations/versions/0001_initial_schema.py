"""Initial schema: games, their layouts and action logs, daily deals.

Revision ID: 0001_initial
Revises:
Create Date: 2025-01-01 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001_initial"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "daily_deals",
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("deal", sa.Integer(), nullable=False),
        sa.Column("layout", sa.Text(), nullable=False),
        sa.Column("served_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("date", name=op.f("pk_daily_deals")),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("rules", sa.String(length=32), nullable=False),
        sa.Column("deal", sa.Integer(), nullable=True),
        sa.Column("daily_date", sa.Date(), nullable=True),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("ended_at", sa.DateTime(), nullable=True),
        sa.Column("elapsed_seconds", sa.Float(), nullable=False),
        sa.Column("outcome", sa.String(length=11), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("undos", sa.Integer(), nullable=False),
        sa.Column("hints", sa.Integer(), nullable=False),
        sa.Column("runs_completed", sa.Integer(), nullable=False),
        sa.Column("cards_turned_up", sa.Integer(), nullable=False),
        sa.Column("action_count", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "outcome IN ('in_progress', 'won', 'lost')", name=op.f("ck_games_outcome")
        ),
        sa.ForeignKeyConstraint(
            ["daily_date"],
            ["daily_deals.date"],
            name=op.f("fk_games_daily_date_daily_deals"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
        sqlite_autoincrement=True,
    )
    op.create_index("ix_games_outcome", "games", ["outcome"], unique=False)
    op.create_index("ix_games_started_at", "games", ["started_at"], unique=False)
    op.create_table(
        "layouts",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_layouts_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_layouts")),
    )
    op.create_table(
        "actions",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_actions_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("game_id", "seq", name=op.f("pk_actions")),
        sqlite_with_rowid=False,
    )


def downgrade() -> None:
    op.drop_table("actions")
    op.drop_table("layouts")
    op.drop_index("ix_games_started_at", table_name="games")
    op.drop_index("ix_games_outcome", table_name="games")
    op.drop_table("games")
    op.drop_table("daily_deals")
