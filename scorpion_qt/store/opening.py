"""Opening the database at start-up: migrate, recover from bad files, or degrade safely."""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine, text

from scorpion_qt.store.database import make_engine
from scorpion_qt.store.files import backup_copy, move_aside
from scorpion_qt.store.inspection import FileState, inspect_database
from scorpion_qt.store.locator import locate_migrations
from scorpion_qt.store.migrate import upgrade_database
from scorpion_qt.store.notices import (
    Notice,
    StoreStatus,
    failure_notice,
    moved_notice,
    newer_notice,
)
from scorpion_qt.store.paths import database_path
from scorpion_qt.store.revisions import read_revisions

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Opened:
    """The result of opening: an engine (None when nothing can be read) and the status."""

    engine: Engine | None
    status: StoreStatus
    notice: Notice | None
    path: Path
    backup: Path | None = None


def open_database(data_dir: Path, now: datetime.datetime) -> Opened:
    """Open (creating or upgrading) the database in ``data_dir``; never raises.

    - no file: the schema is created;
    - an older schema: the file is backed up (timestamped copy beside it), then upgraded;
    - a damaged or foreign file: moved aside as ``<name>.corrupt-YYYYmmdd-HHMMSS`` and a
      fresh database started, with a notice naming where the old file went;
    - a newer schema: opened read-only (status ``READ_ONLY``), nothing is written;
    - anything that stops writing (unwritable folder, full disk, locked file): status
      ``NOT_SAVING`` with a notice; the game stays playable.
    """
    path = database_path(data_dir)
    try:
        return _open(path, now)
    except Exception as error:
        log.exception("cannot open the database %s", path)
        notice = failure_notice(error, path)
        return Opened(None, StoreStatus.NOT_SAVING, notice, path)


def _open(path: Path, now: datetime.datetime) -> Opened:
    path.parent.mkdir(parents=True, exist_ok=True)
    migrations = locate_migrations()
    found = inspect_database(path, read_revisions(migrations))
    notice: Notice | None = None
    backup: Path | None = None
    if found.state is FileState.UNREADABLE:
        log.warning("database %s unreadable: %s", path, found.reason)
        notice = moved_notice(move_aside(path, "corrupt", now))
    elif found.state is FileState.NEWER:
        log.warning("database %s is at unknown revision %s", path, found.revision)
        engine = make_engine(path, read_only=True)
        return Opened(engine, StoreStatus.READ_ONLY, newer_notice(path), path)
    elif found.state is FileState.BEHIND:
        log.info("database %s is at revision %s: upgrading", path, found.revision)
        backup = backup_copy(path, now)
    if found.state is not FileState.CURRENT:
        upgrade_database(path, migrations)
    engine = make_engine(path)
    try:
        with engine.connect() as connection:  # fail now, not at the first move
            connection.exec_driver_sql("BEGIN IMMEDIATE")
            connection.execute(text("SELECT version_num FROM alembic_version")).all()
            connection.rollback()
    except Exception:
        engine.dispose()
        raise
    return Opened(engine, StoreStatus.SAVING, notice, path, backup)
