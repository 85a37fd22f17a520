"""The quick look at the database before SQLAlchemy loads reads the game in progress with
the store's own query, and gives up quietly on anything unexpected."""

from __future__ import annotations

import datetime
import sqlite3
from contextlib import closing
from pathlib import Path

from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.quick_look import look_daily_deal, look_in_progress
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, play


def test_the_quick_look_sees_what_resume_sees(data_dir: Path, clock: Clock) -> None:
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
        served = store.daily_deal_for(day, "relaxed")
    looked = look_in_progress(data_dir)
    assert resumed is not None and looked is not None
    assert (looked.id, looked.elapsed_seconds, looked.hints, looked.daily_date, looked.grade) == (
        game_id,
        17.5,
        1,
        day,
        "M",
    )
    assert looked.game.to_text() == resumed.game.to_text()
    assert looked.game.log == resumed.game.log and looked.game.deal == resumed.game.deal
    assert look_daily_deal(data_dir, day, "relaxed") == served
    assert look_daily_deal(data_dir, day + datetime.timedelta(days=1), "relaxed") is None


def test_the_quick_look_gives_up_quietly(data_dir: Path, clock: Clock) -> None:
    assert look_in_progress(data_dir) is None  # no folder, no file
    Store.open(data_dir, now=clock).close()
    assert look_in_progress(data_dir) is None  # no game in progress
    with Store.open(data_dir, now=clock) as store:
        game_id = store.start_game(store.daily_game(datetime.date(2025, 6, 1)))
    assert look_in_progress(data_dir) is not None
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        db.execute("DELETE FROM logs WHERE game_id = ?", (game_id,))
        db.commit()
    assert look_in_progress(data_dir) is None  # it does not replay
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        db.execute("UPDATE alembic_version SET version_num = 'ffff_future'")
        db.commit()
    assert look_in_progress(data_dir) is None  # a schema other than head
    (data_dir / DB_FILENAME).write_bytes(b"not a database" * 100)
    assert look_in_progress(data_dir) is None
