"""A daily deal per date and rule set: ``daily_deals`` is keyed by (date, rules).

Each rule set gets its own deal for a date, one winnable under its own rules. The rows
there were are Classic's (``rules`` = 'classic'). A date already played under another
rule set gets a row for it too, with the deal those games were dealt (the date's one deal
until now) and the layout the first of them started from, so that each daily game
references its date's row under its own rules (the games' foreign key becomes
(daily_date, rules); SQLite rebuilds both tables, the games' AUTOINCREMENT kept). Each
row's result and best score now come from the games of its date and rule set.

Revision ID: 0004_daily_rules
Revises: 0003_logs
Create Date: 2026-12-01 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004_daily_rules"
down_revision: str | None = "0003_logs"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Frozen copies of the app's definitions as of this revision.
CLASSIC = "classic"
OTHER_RULES_ROWS = """
INSERT INTO daily_deals (date, rules, deal, layout, served_at)
SELECT d.date, p.rules, d.deal,
  COALESCE((
    SELECT l.text FROM games AS g JOIN layouts AS l ON l.game_id = g.id
    WHERE g.daily_date = d.date AND g.rules = p.rules ORDER BY g.id LIMIT 1), d.layout),
  d.served_at
FROM daily_deals AS d
JOIN (SELECT DISTINCT daily_date, rules FROM games
      WHERE daily_date IS NOT NULL AND rules != 'classic') AS p ON p.daily_date = d.date
WHERE d.rules = 'classic'
"""
#: Downgrading: a date served only under other rule sets keeps one of its rows as its
#: date's row (its games keep their reference).
CLASSIC_ROWS = """
INSERT INTO daily_deals (date, rules, deal, layout, served_at)
SELECT date, 'classic', deal, layout, MIN(served_at) FROM daily_deals
WHERE date NOT IN (SELECT date FROM daily_deals WHERE rules = 'classic')
GROUP BY date
"""
RESULTS = """
UPDATE daily_deals SET
  result = (
    SELECT CASE WHEN SUM(g.outcome = 'won') > 0 THEN 'won'
                WHEN SUM(g.outcome = 'lost') > 0 THEN 'lost' END
    FROM games AS g WHERE {match} AND g.action_count > 0 AND g.outcome != 'damaged'),
  best_score = (
    SELECT MAX(g.score) FROM games AS g
    WHERE {match} AND g.action_count > 0 AND g.outcome != 'damaged')
"""
BY_DATE_AND_RULES = "g.daily_date = daily_deals.date AND g.rules = daily_deals.rules"
BY_DATE = "g.daily_date = daily_deals.date"
FOREIGN_KEY = "fk_games_daily_date_daily_deals"


def upgrade() -> None:
    op.add_column("daily_deals", sa.Column("rules", sa.String(length=32), nullable=True))
    op.execute(f"UPDATE daily_deals SET rules = '{CLASSIC}'")
    with op.batch_alter_table("daily_deals", recreate="always") as batch:
        batch.alter_column("rules", existing_type=sa.String(length=32), nullable=False)
        batch.drop_constraint(op.f("pk_daily_deals"), type_="primary")
        batch.create_primary_key(op.f("pk_daily_deals"), ["date", "rules"])
    op.execute(OTHER_RULES_ROWS)
    op.execute(RESULTS.format(match=BY_DATE_AND_RULES))
    _set_foreign_key(["daily_date", "rules"], ["date", "rules"])


def downgrade() -> None:
    op.execute(CLASSIC_ROWS)
    op.execute(f"DELETE FROM daily_deals WHERE rules != '{CLASSIC}'")
    with op.batch_alter_table("daily_deals", recreate="always") as batch:
        batch.drop_constraint(op.f("pk_daily_deals"), type_="primary")
        batch.drop_column("rules")
        batch.create_primary_key(op.f("pk_daily_deals"), ["date"])
    _set_foreign_key(["daily_date"], ["date"])
    op.execute(RESULTS.format(match=BY_DATE))


def _set_foreign_key(columns: list[str], referred: list[str]) -> None:
    """Rebuild ``games`` with its daily foreign key on ``columns``, keeping AUTOINCREMENT
    and the highest id it ever gave (ids are never reused)."""
    connection = op.get_bind()
    highest = connection.exec_driver_sql(
        "SELECT seq FROM sqlite_sequence WHERE name = 'games'"
    ).scalar()
    with op.batch_alter_table(
        "games", table_kwargs={"sqlite_autoincrement": True}, recreate="always"
    ) as batch:
        batch.drop_constraint(op.f(FOREIGN_KEY), type_="foreignkey")
        batch.create_foreign_key(op.f(FOREIGN_KEY), "daily_deals", columns, referred)
    if highest is not None:
        connection.exec_driver_sql(
            "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'games'", (highest,)
        )
