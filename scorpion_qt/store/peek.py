"""A quick, read-only look at the database before SQLAlchemy is loaded.

It reads the game in progress and a date's daily deal, so that the window can show the
board at once and open the full store right after.
Anything unexpected (no file, a damaged file, a schema other than head) returns None: the
full opening that follows deals with it and says so.
"""

from __future__ import annotations

import datetime
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple, TypeVar

from scorpion_qt.engine import Game
from scorpion_qt.store.locator import locate_migrations
from scorpion_qt.store.log_text import unpack_log
from scorpion_qt.store.paths import database_path
from scorpion_qt.store.records import GRADES
from scorpion_qt.store.revisions import read_revisions

log = logging.getLogger(__name__)
T = TypeVar("T")


class PeekedGame(NamedTuple):
    """The in-progress game as stored: the same values :meth:`Store.resume` returns."""

    id: int
    game: Game
    elapsed_seconds: float
    hints: int
    daily_date: datetime.date | None
    grade: str | None = None


def peek_in_progress(data_dir: Path) -> PeekedGame | None:
    """The latest in-progress game of the database in ``data_dir``, or None."""
    return _peek(data_dir, _read_in_progress)


def peek_daily_deal(data_dir: Path, day: datetime.date, rules: str = "classic") -> int | None:
    """The deal stored for the date ``day`` under ``rules`` (the first time it was served
    under them), or None."""

    def read(connection: sqlite3.Connection) -> int | None:
        row = connection.execute(
            "SELECT deal FROM daily_deals WHERE date = ? AND rules = ?", (day.isoformat(), rules)
        ).fetchone()
        return None if row is None else int(row[0])

    return _peek(data_dir, read)


def _peek(data_dir: Path, read: Callable[[sqlite3.Connection], T | None]) -> T | None:
    """``read`` on a read-only connection to a database at head; None for anything else."""
    path = database_path(data_dir)
    if not path.is_file():
        return None
    try:
        head = read_revisions(locate_migrations()).head
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            version = connection.execute("SELECT version_num FROM alembic_version").fetchall()
            return read(connection) if version == [(head,)] else None
        finally:
            connection.close()
    except (sqlite3.Error, OSError, ValueError) as error:
        log.info("quick look at %s failed (%s); the full opening will handle it", path, error)
        return None


def _read_in_progress(connection: sqlite3.Connection) -> PeekedGame | None:
    row = connection.execute(
        "SELECT g.id, g.deal, g.daily_date, g.elapsed_seconds, g.hints, g.grade, l.text,"
        " a.actions"
        " FROM games g JOIN layouts l ON l.game_id = g.id JOIN logs a ON a.game_id = g.id"
        " WHERE g.outcome = 'in_progress' ORDER BY g.id DESC LIMIT 1"
    ).fetchone()
    if row is None:
        return None
    game_id, deal, daily, elapsed, hints, grade, layout, actions = row
    if not (isinstance(elapsed, float | int) and isinstance(hints, int)):
        raise ValueError(f"game {game_id} holds a time or hints that are not numbers")
    game = Game.replay(unpack_log(actions), deal=deal, start_text=layout)
    day = datetime.date.fromisoformat(daily) if daily else None
    known = grade if grade in GRADES else None
    return PeekedGame(game_id, game, float(elapsed), int(hints), day, known)
