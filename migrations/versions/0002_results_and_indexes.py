"""Daily-deal results, a stored percent complete per game, and indexes for history sorts.

Revision ID: 0002_results
Revises: 0001_initial
Create Date: 2025-01-02 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_results"
down_revision: str | None = "0001_initial"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: Indexes for history sorts and statistics scans, by name: columns.
INDEXES = {
    "ix_games_rules_ended_at": ["rules", "ended_at"],
    "ix_games_ended_at": ["ended_at"],
    "ix_games_score": ["score"],
    "ix_games_moves": ["moves"],
    "ix_games_elapsed_seconds": ["elapsed_seconds"],
    "ix_games_percent_complete": ["percent_complete"],
    "ix_games_deal": ["deal"],
    "ix_games_daily_date": ["daily_date"],
}

# Frozen copies of the app's definitions as of this revision (both rule sets then had
# 12 face-down cards: 52 cards to remove plus 12 to uncover).
BACKFILL_PERCENT = """
UPDATE games SET percent_complete = CASE WHEN outcome = 'won' THEN 100.0
  ELSE (runs_completed * 13 + cards_turned_up) * 100.0 / 64 END
"""
BACKFILL_DAILY = """
UPDATE daily_deals SET
  result = (
    SELECT CASE WHEN SUM(g.outcome = 'won') > 0 THEN 'won'
                WHEN SUM(g.outcome = 'lost') > 0 THEN 'lost' END
    FROM games AS g WHERE g.daily_date = daily_deals.date AND g.action_count > 0),
  best_score = (
    SELECT MAX(g.score) FROM games AS g
    WHERE g.daily_date = daily_deals.date AND g.action_count > 0)
"""


def upgrade() -> None:
    # Plain ADD COLUMN: a batch rebuild of "games" would drop its AUTOINCREMENT (any later
    # rebuild must pass table_kwargs={"sqlite_autoincrement": True}).
    op.add_column(
        "games",
        sa.Column("percent_complete", sa.Float(), server_default=sa.text("0"), nullable=False),
    )
    op.add_column("daily_deals", sa.Column("result", sa.String(length=11), nullable=True))
    op.add_column("daily_deals", sa.Column("best_score", sa.Integer(), nullable=True))
    op.execute(BACKFILL_PERCENT)
    op.execute(BACKFILL_DAILY)
    for name, columns in INDEXES.items():
        op.create_index(name, "games", columns, unique=False)


def downgrade() -> None:
    for name in INDEXES:
        op.drop_index(name, table_name="games")
    with op.batch_alter_table("daily_deals") as batch:
        batch.drop_column("best_score")
        batch.drop_column("result")
    with op.batch_alter_table("games", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.drop_column("percent_complete")
