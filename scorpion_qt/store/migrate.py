"""Running the Alembic migrations from code, with the config built here (no alembic.ini),
and asking Alembic which revisions there are."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import text

from scorpion_qt.store.database import make_migration_engine
from scorpion_qt.store.head_mark import mark_sql

if TYPE_CHECKING:
    from alembic.config import Config

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Revisions:
    """The head revision id and every revision id of the migrations."""

    head: str
    known: frozenset[str]


# Alembic is imported in the functions below, not at the top: a file marked as at head
# (see head_mark) opens without it, sparing each start some 100 ms of the store's thread.


def alembic_config(migrations_dir: Path) -> Config:
    """An Alembic config pointing at ``migrations_dir``."""
    from alembic.config import Config  # noqa: PLC0415 (see above)

    config = Config()
    config.set_main_option("script_location", str(migrations_dir))
    return config


def read_revisions(migrations_dir: Path) -> Revisions:
    """The revisions in ``migrations_dir``, as Alembic's script directory reads them."""
    from alembic.script import ScriptDirectory  # noqa: PLC0415 (see above)

    scripts = ScriptDirectory(str(migrations_dir))
    head = scripts.get_current_head()
    if head is None:
        raise RuntimeError(f"no migration revisions in {migrations_dir}")
    return Revisions(head, frozenset(script.revision for script in scripts.walk_revisions()))


def upgrade_database(path: Path, migrations_dir: Path, revision: str = "head") -> None:
    """Upgrade the file to ``revision`` in one transaction; foreign keys are checked before
    it commits, so a failing migration leaves the file as it was. A file brought to the
    head is marked so (:mod:`~scorpion_qt.store.head_mark`) in the same transaction."""
    from alembic import command  # noqa: PLC0415 (see above)

    config = alembic_config(migrations_dir)
    engine = make_migration_engine(path)
    try:
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, revision)
            problems = connection.execute(text("PRAGMA foreign_key_check")).all()
            if problems:
                raise RuntimeError(f"migration left broken references: {problems[:5]}")
            if revision == "head":
                reached = connection.execute(text("SELECT version_num FROM alembic_version"))
                connection.exec_driver_sql(mark_sql(reached.scalar_one(), migrations_dir))
    finally:
        engine.dispose()
    log.info("database %s upgraded to %s", path, revision)
