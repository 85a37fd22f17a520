"""Opening the database at start-up: check, migrate, recover from bad files, or degrade."""

from __future__ import annotations

import dataclasses
import datetime
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine, text

from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.database import make_engine
from scorpion_qt.store.error_reasons import failure_notice, failure_reason
from scorpion_qt.store.failures import Reason
from scorpion_qt.store.files import backup_copy, move_aside, remove_with_side_files, replace
from scorpion_qt.store.full_check import full_check_due, remember_check
from scorpion_qt.store.head_mark import mark_sql
from scorpion_qt.store.inspection import FileState, Schema, inspect_database
from scorpion_qt.store.migrate import upgrade_database
from scorpion_qt.store.models import Base
from scorpion_qt.store.notices import (
    Notice,
    StoreStatus,
    moved_notice,
    newer_notice,
    salvaged_notice,
)
from scorpion_qt.store.paths import database_path
from scorpion_qt.store.salvage import salvage
from scorpion_qt.store.stray_log import keep_log_aside

log = logging.getLogger(__name__)

#: Reasons a failed upgrade does not come from the file's content (try again later).
SURROUNDINGS = frozenset({Reason.DISK_FULL, Reason.DISK_ERROR, Reason.IN_USE, Reason.CANNOT_WRITE})


@dataclass(frozen=True, slots=True)
class Opened:
    """The result of opening: an engine (None when nothing can be read) and the status."""

    engine: Engine | None
    status: StoreStatus
    notice: Notice | None
    path: Path
    backup: Path | None = None


def open_database(data_dir: Path, now: datetime.datetime, *, check: bool = True) -> Opened:
    """Open (creating or upgrading) the database in ``data_dir``; never raises.

    - no file: the schema is created;
    - a file at a revision this app knows is checked first (``PRAGMA quick_check``, and at
      head its tables and columns) unless ``check`` is false;
    - an older schema: the file is backed up (timestamped copy beside it), then upgraded;
    - a damaged file (the check fails, a schema the app cannot use, an upgrade that fails
      on the file's content): moved aside as ``<name>.corrupt-YYYYmmdd-HHMMSS`` exactly as
      it was, and a fresh database made of every game and daily deal that can still be
      read, with a notice saying how many games were recovered;
    - a file that is not SQLite or not ours: moved aside the same way, a fresh database;
    - a newer schema: opened read-only (status ``READ_ONLY``), nothing is written;
    - anything that stops writing (unwritable folder, full disk, locked file): status
      ``NOT_SAVING`` with a notice; the game stays playable.
    """
    path = database_path(data_dir)
    try:
        kept = keep_log_aside(path, now, migrations_dir(), expected_schema())  # see stray_log
        opened = _open(path, now, check)
        return opened if kept is None or opened.notice else dataclasses.replace(opened, notice=kept)
    except Exception as error:
        log.warning("cannot open the database %s: %s", path, error, exc_info=True)
        return Opened(None, StoreStatus.NOT_SAVING, failure_notice(error, path), path)


def expected_schema() -> Schema:
    """The tables and columns the app uses, from the models."""
    return {
        table.name: frozenset(column.name for column in table.columns)
        for table in Base.metadata.sorted_tables
    }


def _open(path: Path, now: datetime.datetime, check: bool) -> Opened:
    path.parent.mkdir(parents=True, exist_ok=True)
    migrations = migrations_dir()
    full = check and full_check_due(path, now)  # see full_check: at every start, or daily
    began = time.perf_counter()
    found = inspect_database(path, migrations, expected_schema(), check=check, full=full)
    if full and found.state in (FileState.CURRENT, FileState.BEHIND):
        remember_check(path, now, time.perf_counter() - began)
    notice: Notice | None = None
    backup: Path | None = None
    if found.state is FileState.DAMAGED:
        log.warning("database %s is damaged: %s", path, found.reason)
        return _salvaged(path, now, migrations)
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
        try:
            upgrade_database(path, migrations)
        except Exception as error:
            if found.state is not FileState.BEHIND or failure_reason(error) in SURROUNDINGS:
                raise
            log.warning("upgrading %s failed on what it holds: %s", path, error, exc_info=True)
            return _salvaged(path, now, migrations, backup)
    mark = None
    if found.state is FileState.CURRENT and not found.marked and found.revision is not None:
        mark = mark_sql(found.revision, migrations)  # the next start need not ask Alembic
    return Opened(_writable_engine(path, mark), StoreStatus.SAVING, notice, path, backup)


def salvage_open_file(path: Path, now: datetime.datetime) -> Opened:
    """Salvage the database at ``path`` found damaged while the app runs (its engine
    released first), as at start-up; raises if that fails (the file is back in place)."""
    return _salvaged(path, now, migrations_dir())


def _salvaged(
    path: Path, now: datetime.datetime, migrations: Path, backup: Path | None = None
) -> Opened:
    """Set the damaged file aside, and put in its place a fresh database holding what can
    be read of it. The fresh one is made under another name and renamed once complete; if
    that fails (a full disk), the damaged file goes back where it was, to be salvaged at
    the next try, and the error is raised."""
    moved = move_aside(path, "corrupt", now)
    fresh = path.with_name(f"{path.name}.salvaging")
    try:
        remove_with_side_files(fresh)
        upgrade_database(fresh, migrations)
        games = salvage(moved, fresh)
        replace(fresh, path)
    except BaseException:
        remove_with_side_files(fresh)
        replace(moved, path)
        raise
    notice = salvaged_notice(moved, games)
    return Opened(_writable_engine(path), StoreStatus.SAVING, notice, path, backup)


def _writable_engine(path: Path, mark: str | None = None) -> Engine:
    """The engine, once a write transaction could begin (running ``mark``, if given)."""
    engine = make_engine(path)
    try:
        with engine.connect() as connection:  # fail now, not at the first move
            connection.exec_driver_sql("BEGIN IMMEDIATE")
            connection.execute(text("SELECT version_num FROM alembic_version")).all()
            if mark is None:
                connection.rollback()
            else:
                connection.exec_driver_sql(mark)
                connection.commit()
    except Exception:
        engine.dispose()
        raise
    return engine
