"""Writing every finished game with its moves to a games file (see
:mod:`scorpion_qt.store.games_file` for the format).

Like the CSV export (:mod:`scorpion_qt.store.export`) the file is written whole or not at
all, through a temporary file beside it; a link is followed, a target that is not a plain
file refused. Games are read a batch at a time and written one per line, so memory stays
small however long the history. The reads use plain sqlite3 on a read-only connection: a
column a later schema adds (``par``) is written when the database has it.
"""

from __future__ import annotations

import datetime
import json
import logging
import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

from scorpion_qt import __version__
from scorpion_qt.store.database import connect
from scorpion_qt.store.export import (
    ExportCancelled,
    Progress,
    destination,
    export_error,
    open_partial,
)
from scorpion_qt.store.games_file import FORMAT, VERSION
from scorpion_qt.store.log_text import unpack_log
from scorpion_qt.store.models import LOST, WON

log = logging.getLogger(__name__)

#: games written between two reports of progress
PROGRESS_EVERY = 250
_BATCH = 500
_COLUMNS = (
    "g.rules, g.deal, g.daily_date, y.text, l.actions, g.outcome, g.started_at, g.ended_at,"
    " g.elapsed_seconds, g.score, g.moves, g.undos, g.hints, g.grade"
)
_FINISHED = f"g.outcome IN ('{WON}', '{LOST}') AND g.action_count > 0"


def export_games(
    database: Path,
    path: Path,
    progress: Progress | None = None,
    now: datetime.datetime | None = None,
) -> int:
    """Write the finished games of the database file ``database`` to ``path``, oldest
    first; returns how many. ``progress`` is told the count every PROGRESS_EVERY games and
    stops the export by returning False (:class:`ExportCancelled`, nothing written).
    Raises :class:`~scorpion_qt.store.export.ExportError` when the file cannot be written
    or the games read (``path`` is left as it was)."""
    try:
        return _export(database, path, progress, now or datetime.datetime.now(datetime.UTC))
    except (OSError, sqlite3.Error, ValueError) as error:
        log.warning("export of the games to %s failed: %s", path, error, exc_info=True)
        raise export_error(path, error) from error


def _export(database: Path, path: Path, progress: Progress | None, now: datetime.datetime) -> int:
    target = destination(path)
    with closing(connect(database, read_only=True)) as db:
        db.execute("BEGIN")  # one snapshot: the count and the games agree
        total = db.execute(f"SELECT count(*) FROM games g WHERE {_FINISHED}").fetchone()[0]
        header = {
            "format": FORMAT,
            "version": VERSION,
            "exported_at": now.isoformat(),
            "app_version": __version__,
            "game_count": total,
        }
        partial, handle = open_partial(target)
        count = 0
        try:
            with handle:
                handle.write(json.dumps(header, ensure_ascii=False)[:-1] + ',\n"games": [')
                for game in _games(db):
                    handle.write(",\n" if count else "\n")
                    handle.write(json.dumps(game, ensure_ascii=False, separators=(",", ":")))
                    count += 1
                    if progress and count % PROGRESS_EVERY == 0 and not progress(count):
                        raise ExportCancelled(f"stopped after {count} games")
                handle.write("\n]}\n")
            os.replace(partial, target)
        finally:
            partial.unlink(missing_ok=True)
    log.info("exported %d games with their moves to %s", count, target)
    return count


def _games(db: sqlite3.Connection) -> Iterator[dict[str, Any]]:
    has_par = any(row[1] == "par" for row in db.execute("PRAGMA table_info(games)"))
    cursor = db.execute(
        f"SELECT {_COLUMNS}, {'g.par' if has_par else 'NULL'} FROM games g"
        " JOIN layouts y ON y.game_id = g.id JOIN logs l ON l.game_id = g.id"
        f" WHERE {_FINISHED} ORDER BY g.started_at, g.id"
    )
    while rows := cursor.fetchmany(_BATCH):
        for row in rows:
            yield _game(row)


def _game(row: tuple[Any, ...]) -> dict[str, Any]:
    (rules, deal, daily, layout, actions, outcome, started, ended, elapsed) = row[:9]
    score, moves, undos, hints, grade, par = row[9:]
    return {
        "rules": rules,
        "deal": deal,
        "daily_date": daily,
        "layout": layout,
        "log": unpack_log(actions),
        "outcome": outcome,
        "started_at": _moment(started),
        "ended_at": _moment(ended if ended is not None else started),
        "elapsed_seconds": elapsed,
        "score": score,
        "moves": moves,
        "undos": undos,
        "hints": hints,
        "grade": grade,
        "par": par,
    }


def _moment(stored: str) -> str:
    """A stored time (naive UTC text) in ISO 8601 with its UTC offset."""
    return datetime.datetime.fromisoformat(stored).replace(tzinfo=datetime.UTC).isoformat()
