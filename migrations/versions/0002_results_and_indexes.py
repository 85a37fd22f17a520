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

#: Indexes for statistics and history sorts, by name: columns (frozen copy of the models').
INDEXES = {
    "ix_games_outcome_ended_at": ["outcome", "ended_at"],
    "ix_games_rules_outcome_ended_at": ["rules", "outcome", "ended_at"],
    "ix_games_by_started_at": ["started_at", "id", "rules", "outcome"],
    "ix_games_by_ended_at": ["ended_at", "id", "rules", "outcome", "started_at"],
    "ix_games_by_rules": ["rules", "id", "outcome", "started_at"],
    "ix_games_by_deal": ["deal", "id", "rules", "outcome", "started_at"],
    "ix_games_by_daily_date": ["daily_date", "id", "rules", "outcome", "started_at"],
    "ix_games_by_outcome": ["outcome", "id", "rules", "started_at"],
    "ix_games_by_score": ["score", "id", "rules", "outcome", "started_at"],
    "ix_games_by_moves": ["moves", "id", "rules", "outcome", "started_at"],
    "ix_games_by_undos": ["undos", "id", "rules", "outcome", "started_at"],
    "ix_games_by_hints": ["hints", "id", "rules", "outcome", "started_at"],
    "ix_games_by_elapsed_seconds": ["elapsed_seconds", "id", "rules", "outcome", "started_at"],
    "ix_games_by_runs_completed": ["runs_completed", "id", "rules", "outcome", "started_at"],
    "ix_games_by_cards_turned_up": ["cards_turned_up", "id", "rules", "outcome", "started_at"],
    "ix_games_by_percent_complete": ["percent_complete", "id", "rules", "outcome", "started_at"],
}
#: Revision 0001's indexes, replaced by covering ones above.
REPLACED = {"ix_games_outcome": ["outcome"], "ix_games_started_at": ["started_at"]}

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
    for name in REPLACED:
        op.drop_index(name, table_name="games")
    for name, columns in INDEXES.items():
        op.create_index(name, "games", columns, unique=False)


def downgrade() -> None:
    for name in INDEXES:
        op.drop_index(name, table_name="games")
    for name, columns in REPLACED.items():
        op.create_index(name, "games", columns, unique=False)
    with op.batch_alter_table("daily_deals") as batch:
        batch.drop_column("best_score")
        batch.drop_column("result")
    with op.batch_alter_table("games", table_kwargs={"sqlite_autoincrement": True}) as batch:
        batch.drop_column("percent_complete")
