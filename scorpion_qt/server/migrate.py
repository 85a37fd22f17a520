"""Bringing the server's database up to the newest schema with Alembic, at start-up.

The server's migrations live in ``migrations/server/`` (their own ``env.py`` and
``versions/``), beside the game's in ``migrations/versions/``, which never scan them; the
folder is found where :mod:`scorpion_qt.package_files` finds the package's shipped files.
Several processes starting together take turns: PostgreSQL under a transaction-level
advisory lock, SQLite in a ``BEGIN IMMEDIATE`` transaction (see :mod:`.database`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, func, select

from scorpion_qt import package_files

log = logging.getLogger(__name__)

#: the advisory lock the server's migrations take on PostgreSQL ("scorpion" in ASCII)
ADVISORY_LOCK = 0x73636F7270696F6E
#: the server's folder in the shipped migrations
SERVER = "server"


def locate_migrations(package_dir: Path | None = None) -> Path:
    """``migrations/server`` inside the package (an installed wheel force-includes the
    top-level ``migrations`` there), else beside it (a checkout); ``package_dir`` is the
    package's folder, by default this one's (see package_files.package_dir)."""
    package = package_files.package_dir() if package_dir is None else package_dir
    candidates = [
        folder / SERVER
        for folder in package_files.candidate_dirs(package_files.MIGRATIONS, package)
    ]
    for folder in candidates:
        if (folder / "env.py").is_file():
            return folder
    searched = ", ".join(str(folder) for folder in candidates)
    raise FileNotFoundError(f"no server migrations found (searched {searched})")


def alembic_config(folder: Path | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(folder or locate_migrations()))
    return config


def head_revision() -> str:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "the server's migrations have no head"
    return head


def upgrade(engine: Engine) -> None:
    """Upgrade the database to the head revision, one process at a time."""
    config = alembic_config()
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(select(func.pg_advisory_xact_lock(ADVISORY_LOCK)))
        before = MigrationContext.configure(connection).get_current_revision()
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        after = MigrationContext.configure(connection).get_current_revision()
    if before != after:
        log.info("database upgraded from %s to %s", before or "nothing", after)
