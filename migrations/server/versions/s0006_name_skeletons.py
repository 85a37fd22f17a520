"""Name skeletons: players are unique by how their names look, not only ignoring case.

``players`` gains ``name_skeleton`` and ``name_folded``, the name's Unicode security
skeleton (UTS #39, default-ignorable code points removed) as written and case-folded,
each under a unique index. Each player stored is given both, in the order they
registered; a player whose name looks like an earlier one's (``Alice`` and ``Alicе`` with
a Cyrillic е, both taken before this revision) keeps the name, the token and the results,
with NULL in the skeleton that collides (a unique index holds any number of NULLs), and
is named in the log: a new name like theirs collides with the earlier player's. The
columns stay nullable: SQLite cannot make a filled column NOT NULL without rebuilding the
table, and rebuilding ``players`` with foreign keys on would delete every result.

The skeletons are computed by the server's :mod:`scorpion_qt.server.names` as it is when
the upgrade runs (ICU's confusables data), as they are for a name registered after it.

Revision ID: s0006
Revises: s0005
Create Date: 2026-12-04
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from scorpion_qt.server.names import folded_skeleton, name_skeleton

revision: str = "s0006"
down_revision: str | None = "s0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

log = logging.getLogger("scorpion_qt.server.migrate")

COLUMNS = ("name_skeleton", "name_folded")


def upgrade() -> None:
    for column in COLUMNS:
        op.add_column("players", sa.Column(column, sa.Text(), nullable=True))
    players = sa.table("players", sa.column("id"), sa.column("name"), *map(sa.column, COLUMNS))
    bind = op.get_bind()
    seen: dict[str, dict[str, int]] = {column: {} for column in COLUMNS}
    rows = bind.execute(sa.select(players.c.id, players.c.name).order_by(players.c.id))
    for player, name in rows.all():
        values: dict[str, str | None] = {
            "name_skeleton": name_skeleton(name),
            "name_folded": folded_skeleton(name),
        }
        for column, value in list(values.items()):
            assert value is not None
            earlier = seen[column].setdefault(value, player)
            if earlier != player:
                log.warning(
                    "player %d's name looks like player %d's (%s): both kept, player %d "
                    "without a %s",
                    player,
                    earlier,
                    column,
                    player,
                    column,
                )
                values[column] = None
        bind.execute(players.update().where(players.c.id == player).values(values))
    for column in COLUMNS:
        op.create_index(f"ix_players_{column}", "players", [column], unique=True)


def downgrade() -> None:
    for column in COLUMNS:
        op.drop_index(f"ix_players_{column}", table_name="players")
        # not in a batch: SQLite drops a column in place (3.35 and later), where a batch
        # would rebuild the table and, with foreign keys on, delete every result
        op.drop_column("players", column)
