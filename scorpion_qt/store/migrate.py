"""Running the Alembic migrations from code, with the config built here (no alembic.ini)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import text

from scorpion_qt.store.database import make_migration_engine

if TYPE_CHECKING:
    from alembic.config import Config

log = logging.getLogger(__name__)


def alembic_config(migrations_dir: Path) -> Config:
    """An Alembic config pointing at ``migrations_dir``; Alembic is imported only here."""
    from alembic.config import Config  # noqa: PLC0415 (start-up must not load Alembic)

    config = Config()
    config.set_main_option("script_location", str(migrations_dir))
    return config


def upgrade_database(path: Path, migrations_dir: Path, revision: str = "head") -> None:
    """Upgrade the file to ``revision`` in one transaction; foreign keys are checked before
    it commits, so a failing migration leaves the file as it was."""
    from alembic import command  # noqa: PLC0415 (start-up must not load Alembic)

    config = alembic_config(migrations_dir)
    engine = make_migration_engine(path)
    try:
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, revision)
            problems = connection.execute(text("PRAGMA foreign_key_check")).all()
            if problems:
                raise RuntimeError(f"migration left broken references: {problems[:5]}")
    finally:
        engine.dispose()
    log.info("database %s upgraded to %s", path, revision)
