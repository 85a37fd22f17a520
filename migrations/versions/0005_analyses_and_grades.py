"""What the solver found along each game's line, and how hard each game's deal is.

A new table ``game_analyses`` holds one analysis per game (deleted with its game), and
``games`` gains ``grade``: "E", "M" or "H" (Easy, Medium, Hard), NULL while not known, as
every game played before this revision is. The grade is a filter of the history, so the
history's sort indexes, which hold every filter column, gain it too (they are made again),
and it has an index of its own, as the rules and the outcome do.
SQLite cannot add a constraint to a table: ``games`` is rebuilt with the grade's check,
its AUTOINCREMENT and the highest id it ever gave kept.

Revision ID: 0005_analyses
Revises: 0004_daily_rules
Create Date: 2027-01-01 00:00:00
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import sqlalchemy as sa
from alembic import op
from alembic.operations import BatchOperations

revision: str = "0005_analyses"
down_revision: str | None = "0004_daily_rules"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Frozen copies of the app's definitions as of this revision.
GRADE_CHECK = "grade IS NULL OR grade IN ('E', 'M', 'H')"
#: The history's sort indexes before this revision, by name: columns.
SORT_INDEXES_BEFORE = {
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
#: The same indexes from this revision on: each holds the grade too.
SORT_INDEXES_AFTER = {name: [*columns, "grade"] for name, columns in SORT_INDEXES_BEFORE.items()}
#: The grade filter's own index (for a grade few games have).
GRADE_INDEX = {"ix_games_grade": ["grade", "id", "rules", "outcome", "started_at"]}


def upgrade() -> None:
    _drop_indexes(SORT_INDEXES_BEFORE)
    with _rebuilt_games() as batch:
        batch.add_column(sa.Column("grade", sa.String(length=1), nullable=True))
        batch.create_check_constraint(op.f("ck_games_grade"), sa.text(GRADE_CHECK))
    _create_indexes(SORT_INDEXES_AFTER | GRADE_INDEX)
    op.create_table(
        "game_analyses",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("line_checksum", sa.String(length=16), nullable=False),
        sa.Column("winnable_at_start", sa.Boolean(), nullable=True),
        sa.Column("turning_point", sa.Integer(), nullable=True),
        sa.Column("complete", sa.Boolean(), nullable=False),
        sa.Column("analysed_at", sa.DateTime(), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["games.id"],
            name=op.f("fk_game_analyses_game_id_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_game_analyses")),
    )


def downgrade() -> None:
    op.drop_table("game_analyses")
    _drop_indexes(SORT_INDEXES_AFTER | GRADE_INDEX)
    with _rebuilt_games() as batch:
        batch.drop_constraint(op.f("ck_games_grade"), type_="check")
        batch.drop_column("grade")
    _create_indexes(SORT_INDEXES_BEFORE)


@contextmanager
def _rebuilt_games() -> Iterator[BatchOperations]:
    """``games`` altered in batch mode (SQLite rebuilds it), keeping AUTOINCREMENT and the
    highest id it ever gave (ids are never reused)."""
    connection = op.get_bind()
    highest = connection.exec_driver_sql(
        "SELECT seq FROM sqlite_sequence WHERE name = 'games'"
    ).scalar()
    with op.batch_alter_table(
        "games", table_kwargs={"sqlite_autoincrement": True}, recreate="always"
    ) as batch:
        yield batch
    if highest is not None:
        connection.exec_driver_sql(
            "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'games'", (highest,)
        )


def _drop_indexes(indexes: dict[str, list[str]]) -> None:
    for name in indexes:
        op.drop_index(name, table_name="games")


def _create_indexes(indexes: dict[str, list[str]]) -> None:
    for name, columns in indexes.items():
        op.create_index(name, "games", columns, unique=False)
