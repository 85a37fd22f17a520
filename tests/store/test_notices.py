"""What the player reads: each notice says its sentence once, a full disk is "the disk is
full", and no internal text reaches the box (the window's wording, store_notice.py)."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store.failures import Reason
from scorpion_qt.store.notices import Notice, NoticeKind, StoreStatus
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.service import Store
from scorpion_qt.ui.window.store_notice import store_notice_text
from tests.store.conftest import Clock, SmallDisk, play

FIXTURE = Path(__file__).parent / "fixtures" / "rev0001.sqlite3"


def test_the_not_saving_box_says_its_sentence_once(tmp_path: Path, clock: Clock) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    store = Store.open(blocker, now=clock)
    notice = store.notice
    assert notice is not None and notice.reason is Reason.CANNOT_WRITE
    text = store_notice_text(notice)
    assert text == (
        f"Games are not being saved (the data folder {blocker} cannot be written: its name is"
        " taken by something that is not a folder).\n"
        "You can keep playing."
    )
    assert text.count("not being saved") == 1 and text.count("keep playing") == 1


def test_opening_on_a_full_disk_says_the_disk_is_full_and_saves_once_it_is_freed(
    small_disk: Callable[[int], SmallDisk], clock: Clock
) -> None:
    disk = small_disk(1024)
    data_dir = disk.root / "data"
    with Store.open(data_dir, now=clock) as store:
        game = Game.new(1)
        store.record_move(store.start_game(game), play(game, 2), 3.0)
    disk.fill()  # SQLite cannot make the WAL's index: it says "disk I/O error"
    heard: list[Notice] = []
    store = Store.open(data_dir, now=clock)
    store.notice_listener = heard.append
    assert store.status is StoreStatus.NOT_SAVING
    notice = store.notice
    assert notice is not None and notice.reason is Reason.DISK_FULL
    text = store_notice_text(notice)
    assert "(the disk is full)" in text and "input/output" not in text
    disk.free()
    game = Game.new(2)
    game_id = store.start_game(game)  # opens the database now, and saves
    store.record_move(game_id, play(game, 1), 1.0)
    assert store.saving
    assert [n.kind for n in heard] == [NoticeKind.SAVING_RESUMED]
    assert store_notice_text(heard[0]) == (
        "Games are being saved again.\nWhat was played in the meantime has been saved too."
    )
    resumed = store.resume()
    store.close()
    assert resumed is not None and resumed.game.log == game.log


def test_a_failed_upgrade_tells_no_internal_text(data_dir: Path, clock: Clock) -> None:
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(FIXTURE, path)
    with closing(sqlite3.connect(path)) as db:
        db.execute("INSERT INTO layouts (game_id, text) VALUES (999, 'an orphan')")
        db.commit()
    with Store.open(data_dir, now=clock) as store:
        notice = store.notice
    assert notice is not None and notice.path is not None
    text = store_notice_text(notice)
    assert text == (
        "The game database was damaged, so a new one was started with what could still be"
        " read of it.\nGames recovered: 4\nThe damaged file was kept as:\n"
        f"{notice.path}"
    )
    for internal in ("broken references", "layouts", "migration", "sqlite", "Error"):
        assert internal not in text and internal not in notice.message


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_reads_as_one_plain_phrase(reason: Reason, tmp_path: Path) -> None:
    notice = Notice(NoticeKind.NOT_SAVING, "internal: should not show", tmp_path / "x.db", reason)
    text = store_notice_text(notice)
    prefix, suffix = "Games are not being saved (", ").\nYou can keep playing."
    assert text.startswith(prefix) and text.endswith(suffix)
    phrase = text[len(prefix) : -len(suffix)]
    assert phrase and phrase[0].islower() and "(" not in phrase.replace("(is ", "")
    assert "{" not in phrase and "internal" not in phrase
    assert reason is not Reason.CANNOT_WRITE or str(tmp_path) in phrase


def test_the_windows_own_notice_keeps_its_message() -> None:
    notice = Notice(NoticeKind.NOT_SAVING, "RuntimeError: a bug in the store")
    assert store_notice_text(notice) == (
        "Games are not being saved (RuntimeError: a bug in the store).\nYou can keep playing."
    )


def test_a_damaged_game_in_progress_is_told(store: Store) -> None:
    game = Game.new(1)
    game_id = store.start_game(game)
    store.record_move(game_id, play(game, 2), 2.0)
    with closing(sqlite3.connect(store.path)) as db:
        db.execute("UPDATE logs SET actions = 'nonsense'")
        db.commit()
    heard: list[Notice] = []
    store.notice_listener = heard.append
    assert store.resume() is None
    assert [store_notice_text(n) for n in heard] == [
        "The game in progress could not be restored: its saved moves are damaged.\n"
        "It is kept in the history as damaged, and a new game was started."
    ]
