"""Each game's par: the length of the shortest winning line the solver found for its deal
within its fixed node budget.

``games`` gains ``par``, NULL while no par is known (every game played before this
revision, a deal the solver did not win within the budget, or one it has not answered for
yet). SQLite adds a nullable column in place: the upgrade rewrites nothing. Going down,
``games`` is rebuilt without it, its AUTOINCREMENT and the highest id it ever gave kept.

Revision ID: 0007_par
Revises: 0006_online
Create Date: 2027-03-01 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_par"
down_revision: str | None = "0006_online"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("games", sa.Column("par", sa.Integer(), nullable=True))


def downgrade() -> None:
    connection = op.get_bind()
    highest = connection.exec_driver_sql(
        "SELECT seq FROM sqlite_sequence WHERE name = 'games'"
    ).scalar()
    with op.batch_alter_table(
        "games", table_kwargs={"sqlite_autoincrement": True}, recreate="always"
    ) as batch:
        batch.drop_column("par")
    if highest is not None:
        connection.exec_driver_sql(
            "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'games'", (highest,)
        )
