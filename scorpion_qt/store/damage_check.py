"""The full check after a read failed: damage found while the app runs is salvaged as at
start-up, on the store's thread, and the read is tried again in the salvaged file.

A read that fails (a History page, one whose rows do not match its count, an export, a
stored game that does not replay) may be the first sign of damage the quick check at
start-up cannot see (index entries that no longer match their rows). SQLite's full
``PRAGMA integrity_check`` runs at once; if it finds damage, the store lets go of the
file, the file is set aside exactly as it was and a fresh one made of every game and daily
deal that can be read (:func:`~scorpion_qt.store.opening.salvage_open_file`), the store
opens that, and the player is told how many games were recovered.
"""

from __future__ import annotations

import datetime
import logging
import sqlite3
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import TypeVar
from urllib.parse import quote

from sqlalchemy import Engine

from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.full_check import remember_check
from scorpion_qt.store.inspection import (
    CONTENT_ERRORS,
    FileState,
    inspect_database,
    integrity_problem,
    is_damage,
)
from scorpion_qt.store.notices import Notice
from scorpion_qt.store.opening import Opened, expected_schema, salvage_open_file

log = logging.getLogger(__name__)
T = TypeVar("T")


def find_damage(path: Path) -> str | None:
    """What SQLite's full check finds wrong with ``path`` (read-only), or None; an error
    SQLite raises for the file's content is damage too. Raises what does not tell of the
    content (a locked or unreadable file)."""
    try:
        with closing(sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)) as db:
            return integrity_problem(db, full=True)
    except CONTENT_ERRORS as error:
        if not is_damage(error):
            raise
        return repr(error)


def replayed(game_id: int, game: T | None) -> T:
    """``game``, the stored game ``game_id`` rebuilt; if it could not be (its layout or
    log unreadable, or not replaying), a read error: damage is looked for at once."""
    if game is None:
        raise sqlite3.DatabaseError(f"the stored game {game_id} does not replay")
    return game


class DamageCheck:
    """Checks the store's file after a failed read. ``path`` gives the file, ``engine``
    the engine on it (disposed before the salvage), ``adopt`` takes the salvaged file's
    opening, ``tell`` the player's notice; :attr:`now` is the store's clock."""

    def __init__(
        self,
        path: Callable[[], Path],
        engine: Callable[[], Engine | None],
        adopt: Callable[[Opened], None],
        tell: Callable[[Notice], None],
    ) -> None:
        self._path = path
        self._engine = engine
        self._adopt = adopt
        self._tell = tell
        self.now: Callable[[], datetime.datetime] = lambda: datetime.datetime.now(datetime.UTC)

    def after_failure(self, error: BaseException) -> bool:
        """A read failed with ``error``: check the file at once; True if damage was found
        and salvaged (the store reads the fresh file now: try again)."""
        path = self._path()
        log.warning("a read failed (%r): checking %s in full", error, path)
        began = time.perf_counter()
        try:
            # a file of a newer app, or not ours, is never salvaged here: only one at a
            # revision this app knows is checked
            found = inspect_database(path, migrations_dir(), expected_schema(), full=True)
        except (sqlite3.Error, OSError) as failure:
            log.warning("the full check of %s could not run: %s", path, failure)
            return False
        if found.state in (FileState.CURRENT, FileState.BEHIND):
            remember_check(path, self.now(), time.perf_counter() - began)
        if found.state is not FileState.DAMAGED:
            return False
        log.warning("the database %s is damaged: %s", path, found.reason)
        engine = self._engine()
        if engine is not None:
            engine.dispose()  # the pool's connections closed: the file can be set aside
        try:
            opened = salvage_open_file(path, self.now())
        except Exception:
            log.error("salvaging %s failed", path, exc_info=True)
            return False
        self._adopt(opened)
        if opened.notice is not None:
            self._tell(opened.notice)
        return True
