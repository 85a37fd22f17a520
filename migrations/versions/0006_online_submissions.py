"""Finished daily games' results waiting for, or answered by, an online leaderboard server.

A new table ``online_submissions``: one row per result to send, with the server it is for,
the JSON sent, its state (pending, done, refused), the tries made and when to try next,
the last error or the server's reason, and the rank the server gave. A row outlives its
game (``game_id`` becomes NULL when the game is deleted): what was played is still sent.

Revision ID: 0006_online
Revises: 0005_analyses
Create Date: 2027-02-01 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_online"
down_revision: str | None = "0005_analyses"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Frozen copy of the app's definition as of this revision.
STATE_CHECK = "state IN ('pending', 'done', 'refused')"


def upgrade() -> None:
    op.create_table(
        "online_submissions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.Column("server", sa.Text(), nullable=False),
        sa.Column("payload", sa.Text(), nullable=False),
        sa.Column("state", sa.String(length=7), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_try_at", sa.DateTime(), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("rank", sa.Integer(), nullable=True),
        sa.Column("total", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(STATE_CHECK, name=op.f("ck_online_submissions_state")),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_online_submissions_game_id_games"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_online_submissions")),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_online_submissions_game_id"), "online_submissions", ["game_id"], unique=False
    )
    op.create_index(
        "ix_online_submissions_state_next_try_at",
        "online_submissions",
        ["state", "next_try_at"],
        unique=False,
    )


def downgrade() -> None:
    op.drop_index("ix_online_submissions_state_next_try_at", table_name="online_submissions")
    op.drop_index(op.f("ix_online_submissions_game_id"), table_name="online_submissions")
    op.drop_table("online_submissions")
