"""Reading a games file into the database: all of it or nothing (see
:mod:`scorpion_qt.store.games_file` for the format).

The file is read a game at a time (:mod:`scorpion_qt.store.json_stream`); every game is
replayed, and games not already stored are written in one transaction, rolled back if any
game of the file is refused, the import is cancelled or a write fails. A game already
stored (the same rule set, start time, layout and log) is counted, not added again: a
file imported twice, or into the folder it came from, adds nothing. A daily game's date
gets its deal from the game when this database has none for it under the game's rules;
when it has another deal, the game is added as an ordinary game of its deal.
"""

from __future__ import annotations

import datetime
import hashlib
import logging
import os
import sqlite3
import stat
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from scorpion_qt.store.converters import figures, to_db_time
from scorpion_qt.store.daily import DailyRepository
from scorpion_qt.store.database import make_engine, sqlite_connection
from scorpion_qt.store.games_file import (
    MAX_FILE_BYTES,
    MAX_GAME_CHARS,
    FileGame,
    ImportCancelled,
    ImportRefused,
    ImportResult,
    Refusal,
    check_header,
    read_game,
)
from scorpion_qt.store.json_stream import JsonStream, StreamError, ValueTooLarge

log = logging.getLogger(__name__)

#: told the bytes read so far and the file's size; returns False to stop the import
ImportProgress = Callable[[int, int], bool]
#: a read that cannot block on what is not a regular file (a named pipe)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
_TIME = "%Y-%m-%d %H:%M:%S.%f"  # a stored time, as SQLAlchemy writes it


def import_games(
    database: Path, path: Path, progress: ImportProgress | None = None
) -> ImportResult:
    """Add the games of the file at ``path`` to the database file ``database``. Raises
    :class:`ImportRefused` (with the reason) or :class:`ImportCancelled` and then nothing
    was added."""
    descriptor = _open(path)
    size = os.fstat(descriptor).st_size
    with open(descriptor, encoding="utf-8", newline="") as handle:
        read = 0

        def told(count: int) -> None:
            nonlocal read
            read += count
            if progress is not None and not progress(min(read, size), size):
                raise ImportCancelled(f"stopped after {read} of {size} bytes")

        stream = JsonStream(handle, MAX_GAME_CHARS, told)
        try:
            return _import(database, stream)
        except ValueTooLarge as error:
            raise ImportRefused(Refusal.BAD_GAME, str(error)) from error
        except StreamError as error:
            kind = Refusal.TRUNCATED if error.truncated and size else Refusal.NOT_JSON
            raise ImportRefused(kind, str(error) if size else "the file is empty") from error
        except UnicodeDecodeError as error:
            raise ImportRefused(Refusal.NOT_JSON, "it is not UTF-8 text") from error
        except OSError as error:
            raise ImportRefused(Refusal.UNREADABLE, error.strerror or str(error)) from error


def _open(path: Path) -> int:
    """A descriptor on the plain file at ``path``, of an importable size."""
    try:
        descriptor = os.open(path, _FLAGS)
    except FileNotFoundError as error:
        raise ImportRefused(Refusal.NOT_FOUND, str(path)) from error
    except IsADirectoryError as error:
        raise ImportRefused(Refusal.NOT_A_FILE, "it is a folder") from error
    except OSError as error:
        raise ImportRefused(Refusal.UNREADABLE, error.strerror or str(error)) from error
    found = os.fstat(descriptor)
    if not stat.S_ISREG(found.st_mode) or found.st_size > MAX_FILE_BYTES:
        os.close(descriptor)
        if stat.S_ISREG(found.st_mode):
            raise ImportRefused(Refusal.TOO_LARGE, f"{found.st_size} bytes")
        raise ImportRefused(Refusal.NOT_A_FILE, "a folder, a pipe or a device")
    os.set_blocking(descriptor, True)
    return descriptor


def _import(database: Path, stream: JsonStream) -> ImportResult:
    engine = make_engine(database)
    try:
        with Session(engine) as session:
            try:
                result = _Importer(session).read(stream.members("games"))
            except BaseException:
                session.rollback()
                raise
            session.commit()
    except (SQLAlchemyError, sqlite3.Error) as error:
        log.warning("importing games into %s failed: %s", database, error, exc_info=True)
        raise ImportRefused(Refusal.NOT_WRITTEN, str(error)) from error
    finally:
        engine.dispose()
    log.info("imported games into %s: %s", database, result)
    return result


class _Importer:
    """Adds a file's games in the session's transaction; the caller commits."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.db = sqlite_connection(session)
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(games)")}
        self.has_par = "par" in columns
        self.stored: dict[tuple[str, str], list[int]] = {}
        for game_id, rules, started in self.db.execute("SELECT id, rules, started_at FROM games"):
            self.stored.setdefault((rules, started), []).append(game_id)
        self.seen: set[bytes] = set()  # the keys of the games added
        self.days: dict[tuple[str, str], int | None] = {}  # (date, rules) -> its deal here
        self.added = self.already = self.undated = 0

    def read(self, members: Iterable[tuple[str, Any]]) -> ImportResult:
        header: dict[str, Any] = {}
        version = 0
        for name, value in members:
            if name != "games":
                header[name] = value
                continue
            version = check_header(header)
            for number, game in enumerate(value, start=1):
                self.add(read_game(game, version, number))
        if not version:
            check_header(header)
            raise ImportRefused(Refusal.FOREIGN, "it holds no list of games")
        days = [datetime.date.fromisoformat(day) for day, _rules in self.days]
        DailyRepository(self.session).refresh_results(days)
        return ImportResult(self.added, self.already, self.undated)

    def add(self, game: FileGame) -> None:
        started = to_db_time(game.started_at).strftime(_TIME)
        key = _key(game.rules, started, game.layout, game.packed_log)
        if key in self.seen or self._stored(game.rules, started, key):
            self.already += 1
            return
        self.seen.add(key)
        daily = self._daily(game, started)
        if game.daily_date is not None and daily is None:
            self.undated += 1
        shown = figures(game.game)
        values: dict[str, object] = {
            "rules": game.rules,
            "deal": game.deal,
            "daily_date": daily,
            "started_at": started,
            "ended_at": to_db_time(game.ended_at).strftime(_TIME),
            "elapsed_seconds": game.elapsed_seconds,
            "outcome": game.outcome,
            "score": game.score,
            "moves": shown.moves,
            "undos": game.log.count("undo"),
            "hints": game.hints,
            "runs_completed": shown.runs_completed,
            "cards_turned_up": shown.cards_turned_up,
            "percent_complete": shown.percent_complete,
            "action_count": len(game.log),
            "grade": game.grade,
        }
        if self.has_par:
            values["par"] = game.par
        names = ", ".join(values)
        marks = ", ".join("?" * len(values))
        cursor = self.db.execute(
            f"INSERT INTO games ({names}) VALUES ({marks})", list(values.values())
        )
        game_id = cursor.lastrowid
        self.db.execute("INSERT INTO layouts (game_id, text) VALUES (?, ?)", (game_id, game.layout))
        self.db.execute(
            "INSERT INTO logs (game_id, actions) VALUES (?, ?)", (game_id, game.packed_log)
        )
        self.added += 1

    def _stored(self, rules: str, started: str, key: bytes) -> bool:
        """Whether a stored game has this key (games of the same rules and start time are
        few: their layouts and logs are read to compare)."""
        for game_id in self.stored.get((rules, started), ()):
            found = self.db.execute(
                "SELECT y.text, l.actions FROM layouts y JOIN logs l ON l.game_id = y.game_id"
                " WHERE y.game_id = ?",
                (game_id,),
            ).fetchone()
            if found is not None and _key(rules, started, str(found[0]), str(found[1])) == key:
                return True
        return False

    def _daily(self, game: FileGame, started: str) -> str | None:
        """The daily date to store the game under: its own, its deal written for the
        date if this database has none, None if the date has another deal here."""
        if game.daily_date is None:
            return None
        day = (game.daily_date.isoformat(), game.rules)
        if day not in self.days:
            found = self.db.execute(
                "SELECT deal FROM daily_deals WHERE date = ? AND rules = ?", day
            ).fetchone()
            if found is None:
                self.db.execute(
                    "INSERT INTO daily_deals (date, rules, deal, layout, served_at)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (*day, game.deal, game.layout, started),
                )
            self.days[day] = game.deal if found is None else found[0]
        return day[0] if self.days[day] == game.deal else None


def _key(rules: str, started: str, layout: str, actions: str) -> bytes:
    """What makes a game the same game: its rules, start time, layout and log."""
    digest = hashlib.sha256()
    for part in (rules, started, layout, actions):
        digest.update(part.encode("utf-8"))
        digest.update(b"\0")
    return digest.digest()
