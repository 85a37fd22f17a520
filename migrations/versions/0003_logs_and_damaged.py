"""One log row per game instead of one row per action, and a "damaged" outcome.

The per-action rows made up most of the file (and of the start-up integrity check's time):
each game's actions now sit in one text, in order, separated by spaces. Games whose log no
longer replays are kept as "damaged", so the outcome's check allows that value (SQLite
cannot alter a constraint: the games table is rebuilt, its AUTOINCREMENT kept).

Revision ID: 0003_logs
Revises: 0002_results
Create Date: 2025-01-03 00:00:00
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from operator import itemgetter

import sqlalchemy as sa
from alembic import op

revision: str = "0003_logs"
down_revision: str | None = "0002_results"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Frozen copies of the app's definitions as of this revision.
SEPARATOR = " "
OUTCOMES_BEFORE = "outcome IN ('in_progress', 'won', 'lost')"
OUTCOMES_AFTER = "outcome IN ('in_progress', 'won', 'lost', 'damaged')"
#: Rows moved from one table to the other at a time.
CHUNK = 10_000


def upgrade() -> None:
    op.create_table(
        "logs",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("actions", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_logs_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", name=op.f("pk_logs")),
    )
    connection = op.get_bind()
    packed = _packed_logs(connection)
    _insert(connection, "INSERT INTO logs (game_id, actions) VALUES (?, ?)", packed)
    op.execute(
        "INSERT INTO logs (game_id, actions)"
        " SELECT id, '' FROM games WHERE id NOT IN (SELECT game_id FROM logs)"
    )
    op.drop_table("actions")
    _set_outcomes(OUTCOMES_AFTER)


def downgrade() -> None:
    op.execute("UPDATE games SET outcome = 'lost' WHERE outcome = 'damaged'")
    _set_outcomes(OUTCOMES_BEFORE)
    op.create_table(
        "actions",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_actions_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", "seq", name=op.f("pk_actions")),
        sqlite_with_rowid=False,
    )
    connection = op.get_bind()
    logs = connection.exec_driver_sql("SELECT game_id, actions FROM logs ORDER BY game_id")
    rows = (
        (game_id, seq, action)
        for game_id, actions in logs
        for seq, action in enumerate(actions.split(), start=1)
    )
    _insert(connection, "INSERT INTO actions (game_id, seq, action) VALUES (?, ?, ?)", rows)
    op.drop_table("logs")


def _packed_logs(connection: sa.Connection) -> Iterator[tuple[int, str]]:
    """Each game's actions in order, joined (only games that exist: the foreign key)."""
    rows = connection.exec_driver_sql(
        "SELECT a.game_id, a.action FROM actions AS a JOIN games AS g ON g.id = a.game_id"
        " ORDER BY a.game_id, a.seq"
    )
    for game_id, actions in itertools.groupby(rows, key=itemgetter(0)):
        yield game_id, SEPARATOR.join(action for _game, action in actions)


def _insert(connection: sa.Connection, sql: str, rows: Iterator[tuple[object, ...]]) -> None:
    """Insert rows read from another table, a chunk at a time (memory stays bounded)."""
    while chunk := list(itertools.islice(rows, CHUNK)):
        connection.exec_driver_sql(sql, chunk)


def _set_outcomes(check: str) -> None:
    """Rebuild ``games`` with ``check`` on its outcome, keeping AUTOINCREMENT and the
    highest id it ever gave (ids are never reused)."""
    connection = op.get_bind()
    highest = connection.exec_driver_sql(
        "SELECT seq FROM sqlite_sequence WHERE name = 'games'"
    ).scalar()
    with op.batch_alter_table(
        "games", table_kwargs={"sqlite_autoincrement": True}, recreate="always"
    ) as batch:
        batch.drop_constraint(op.f("ck_games_outcome"), type_="check")
        batch.create_check_constraint(op.f("ck_games_outcome"), sa.text(check))
    if highest is not None:
        connection.exec_driver_sql(
            "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'games'", (highest,)
        )
