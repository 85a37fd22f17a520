"""Alembic environment for the leaderboard server: migrates the connection it is given."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine, pool

from scorpion_qt.server import models

config = context.config
target_metadata = models.Base.metadata


def configure(connection: Connection) -> None:
    """Batch mode (SQLite cannot alter tables in place); one transaction for the lot."""
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
        transactional_ddl=True,
    )


def run_migrations_online() -> None:
    """Run on ``config.attributes["connection"]`` (the server's way), else on the URL
    (``alembic -x`` use by hand)."""
    connection = config.attributes.get("connection")
    if connection is not None:
        configure(connection)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(str(config.get_main_option("sqlalchemy.url")), poolclass=pool.NullPool)
    with engine.connect() as fresh:
        configure(fresh)
        with context.begin_transaction():
            context.run_migrations()


if context.is_offline_mode():
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=target_metadata,
        literal_binds=True,
    )
    with context.begin_transaction():
        context.run_migrations()
else:
    run_migrations_online()
