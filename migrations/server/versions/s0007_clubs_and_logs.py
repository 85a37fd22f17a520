"""Clubs and kept logs: boards of a club's members, and each result's log, served once
its date is over everywhere.

``clubs`` (a public slug, a name, an invite code, the member who may renew it) and
``club_members`` (who is in which club, since when) are new. ``results`` gains ``log``,
the actions as sent; the results stored before this revision kept no log (NULL): their
replay pages say so.

Revision ID: s0007
Revises: s0006
Create Date: 2026-12-05
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "s0007"
down_revision: str | None = "s0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("results", sa.Column("log", sa.Text(), nullable=True))
    op.create_table(
        "clubs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("slug", sa.String(length=16), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("creator_id", sa.Integer(), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["creator_id"],
            ["players.id"],
            name=op.f("fk_clubs_creator_id_players"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_clubs")),
        sa.UniqueConstraint("code", name=op.f("uq_clubs_code")),
        sa.UniqueConstraint("slug", name=op.f("uq_clubs_slug")),
    )
    op.create_index(op.f("ix_clubs_creator_id"), "clubs", ["creator_id"])
    op.create_table(
        "club_members",
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("joined", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["club_id"],
            ["clubs.id"],
            name=op.f("fk_club_members_club_id_clubs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_club_members_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("club_id", "player_id", name=op.f("pk_club_members")),
    )
    op.create_index(op.f("ix_club_members_player_id"), "club_members", ["player_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_club_members_player_id"), table_name="club_members")
    op.drop_table("club_members")
    op.drop_index(op.f("ix_clubs_creator_id"), table_name="clubs")
    op.drop_table("clubs")
    with op.batch_alter_table("results") as batch:
        batch.drop_column("log")
