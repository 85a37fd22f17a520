"""Alembic environment for the store: migrates a connection handed in by the running app."""

from __future__ import annotations

import logging

from alembic import context
from sqlalchemy import Connection, create_engine, pool

# Imported explicitly (not discovered) so that PyInstaller bundles the models.
from scorpion_qt.store import models

log = logging.getLogger(__name__)

config = context.config
target_metadata = models.Base.metadata


def configure(connection: Connection) -> None:
    """Batch mode (SQLite cannot alter tables in place) and one transaction for the lot."""
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
        transactional_ddl=True,
    )


def run_migrations_offline() -> None:
    """Emit SQL for a URL instead of running it (``alembic upgrade --sql``)."""
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=target_metadata,
        literal_binds=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    """Run on ``config.attributes["connection"]`` (the store's way), else on the URL."""
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
    run_migrations_offline()
else:
    run_migrations_online()
