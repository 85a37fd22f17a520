"""The stdlib-only peek at the game in progress agrees with ``Store.resume``."""

from __future__ import annotations

import datetime
import sqlite3
from contextlib import closing
from pathlib import Path

from scorpion_qt.store import DB_FILENAME, Store, peek_in_progress
from tests.store.conftest import Clock, play


def test_peek_sees_what_resume_sees(data_dir: Path, clock: Clock) -> None:
    day = datetime.date(2025, 6, 1)
    with Store.open(data_dir, now=clock) as store:
        game = store.daily_game(day, "relaxed")
        game_id = store.start_game(game, daily_date=day)
        play(game, 4)
        game.undo()
        store.record_move(game_id, game, 17.5)
        store.record_hint(game_id)
        store.set_grade(game_id, "M")
        resumed = store.resume()
    peeked = peek_in_progress(data_dir)
    assert resumed is not None and peeked is not None
    assert (
        peeked.id,
        peeked.elapsed_seconds,
        peeked.hints,
        peeked.daily_date,
        peeked.grade,
    ) == (resumed.id, resumed.elapsed_seconds, resumed.hints, resumed.daily_date, "M")
    assert resumed.grade == "M"
    assert peeked.game.to_text() == resumed.game.to_text()
    assert peeked.game.log == resumed.game.log and peeked.game.deal == resumed.game.deal


def test_peek_gives_up_quietly(data_dir: Path, clock: Clock) -> None:
    assert peek_in_progress(data_dir) is None  # no folder, no file
    Store.open(data_dir, now=clock).close()
    assert peek_in_progress(data_dir) is None  # no game in progress
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        db.execute("UPDATE alembic_version SET version_num = 'ffff_future'")
        db.commit()
    assert peek_in_progress(data_dir) is None  # a schema other than head
    (data_dir / DB_FILENAME).write_bytes(b"not a database" * 100)
    assert peek_in_progress(data_dir) is None
