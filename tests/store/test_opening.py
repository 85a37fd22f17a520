"""Opening the database when things are wrong: damaged or foreign files, a newer schema,
an unwritable folder, a full disk. The app never crashes and never loses data."""

from __future__ import annotations

import datetime
import os
import shutil
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store import database
from scorpion_qt.store.error_reasons import describe_failure
from scorpion_qt.store.failures import Reason
from scorpion_qt.store.notices import Notice, NoticeKind, StoreStatus
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.saving_state import RETRY_SECONDS
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, play

FIXTURE = Path(__file__).parent / "fixtures" / "rev0001.sqlite3"


def table_rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(path)) as db:
        return db.execute(sql).fetchall()


def played_store(data_dir: Path, clock: Clock) -> int:
    """A store with one played game in progress; returns its id."""
    with Store.open(data_dir, now=clock) as store:
        game = Game.new(1)
        game_id = store.start_game(game)
        store.record_move(game_id, play(game, 3), 9.0)
    assert game_id is not None
    return game_id


@pytest.mark.parametrize(
    "content",
    [os.urandom(8192), b"Dear diary, today I played Scorpion.\n" * 50],
    ids=["random-bytes", "text-file"],
)
def test_unreadable_file_is_moved_aside(data_dir: Path, clock: Clock, content: bytes) -> None:
    data_dir.mkdir()
    (data_dir / DB_FILENAME).write_bytes(content)
    with Store.open(data_dir, now=clock) as store:
        assert store.status is StoreStatus.SAVING
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_MOVED
        local = clock().astimezone().strftime("%Y%m%d-%H%M%S")
        assert notice.path == data_dir / f"{DB_FILENAME}.corrupt-{local}"
        assert str(notice.path) in notice.message
        assert notice.path.read_bytes() == content
        game_id = store.start_game(Game.new(1))  # the fresh database works
        assert game_id is not None
    assert table_rows(data_dir / DB_FILENAME, "SELECT count(*) FROM games") == [(1,)]


def test_damaged_sqlite_file_is_moved_aside(data_dir: Path, clock: Clock) -> None:
    played_store(data_dir, clock)
    path = data_dir / DB_FILENAME
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = bytearray(path.read_bytes())
    raw[100:4096] = os.urandom(3996)  # the header survives, the schema page does not
    path.write_bytes(bytes(raw))
    with Store.open(data_dir, now=clock) as store:
        assert store.notice is not None
        assert store.notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        assert store.notice.count == 0  # its schema is gone: nothing can be read
        assert store.notice.path is not None and store.notice.path.read_bytes() == bytes(raw)
        assert store.resume() is None


def test_a_foreign_sqlite_database_is_not_overwritten(data_dir: Path, clock: Clock) -> None:
    data_dir.mkdir()
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        db.execute("CREATE TABLE recipes (name TEXT)")
        db.execute("INSERT INTO recipes VALUES ('soup')")
        db.commit()
    with Store.open(data_dir, now=clock) as store:
        assert store.notice is not None and store.notice.path is not None
        assert table_rows(store.notice.path, "SELECT name FROM recipes") == [("soup",)]
        assert store.status is StoreStatus.SAVING


def test_two_damaged_files_in_one_second_keep_both(data_dir: Path, clock: Clock) -> None:
    data_dir.mkdir()
    moved = []
    for content in (b"first", b"second"):
        (data_dir / DB_FILENAME).write_bytes(content * 100)
        with Store.open(data_dir, now=clock) as store:
            assert store.notice is not None and store.notice.path is not None
            moved.append(store.notice.path)
        (data_dir / DB_FILENAME).unlink()
    assert moved[0] != moved[1]
    assert [p.read_bytes()[:6] for p in moved] == [b"firstf", b"second"]


def test_newer_schema_opens_read_only(data_dir: Path, clock: Clock) -> None:
    game_id = played_store(data_dir, clock)
    path = data_dir / DB_FILENAME
    with closing(sqlite3.connect(path)) as db:
        db.execute("UPDATE alembic_version SET version_num = 'ffff_from_the_future'")
        db.commit()
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    before = path.read_bytes()
    files_before = sorted(p.name for p in data_dir.iterdir())

    with Store.open(data_dir, now=clock) as store:
        assert store.status is StoreStatus.READ_ONLY
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.NEWER_DATABASE
        assert "newer version" in notice.message and str(path) in notice.message
        resumed = store.resume()  # reading still works
        assert resumed is not None and resumed.id == game_id
        assert store.statistics().played == 1
        # nothing is written, nothing raises
        assert store.start_game(Game.new(2)) is None
        store.record_move(game_id, play(resumed.game, 1), 99.0)
        store.record_hint(game_id)
        store.finish(game_id, resumed.game, 99.0)
        assert store.reset_statistics() == 0
        store.daily_deal_for(datetime.date(2025, 1, 1))
        assert store.status is StoreStatus.READ_ONLY

    assert path.read_bytes() == before
    assert sorted(p.name for p in data_dir.iterdir() if "backup" in p.name) == []
    assert [n for n in files_before if n == DB_FILENAME] == [DB_FILENAME]
    assert table_rows(path, "SELECT version_num FROM alembic_version") == [
        ("ffff_from_the_future",)
    ]


def test_data_folder_that_is_a_file_means_not_saving(tmp_path: Path, clock: Clock) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    store = Store.open(blocker, now=clock)
    assert store.status is StoreStatus.NOT_SAVING
    notice = store.notice
    assert notice is not None and notice.kind is NoticeKind.NOT_SAVING
    assert "not being saved" in notice.message and str(blocker) in notice.message
    game = Game.new(1)
    game_id = store.start_game(game)  # kept, in case the folder can be used later
    assert game_id is not None and game_id < 0
    store.record_move(game_id, play(game, 1), 1.0)
    assert store.status is StoreStatus.NOT_SAVING
    assert store.resume() is None
    assert store.statistics().played == 0
    assert store.history_page().total == 0
    assert store.daily_deal_for(datetime.date(2025, 1, 1)) > 0
    store.close()
    assert blocker.read_text() == "not a folder"


def test_database_that_cannot_be_opened_means_not_saving(
    data_dir: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*_args: object, **_kwargs: object) -> sqlite3.Connection:
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(sqlite3, "connect", refuse)
    store = Store.open(data_dir, now=clock)
    assert store.status is StoreStatus.NOT_SAVING
    assert store.notice is not None and "cannot be written" in store.notice.message
    assert store.notice.reason is Reason.CANNOT_WRITE
    game_id = store.start_game(Game.new(1))
    assert game_id is not None and game_id < 0
    assert store.status is StoreStatus.NOT_SAVING


def test_full_disk_while_playing_stops_saving_then_resumes(
    store: Store, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.new(1)
    game_id = store.start_game(game)
    store.record_move(game_id, play(game, 1), 1.0)
    heard: list[Notice] = []
    store.notice_listener = heard.append

    class FullDisk(sqlite3.Connection):
        def commit(self) -> None:
            raise sqlite3.OperationalError("database or disk is full")

    def connect_full(path: Path, *, read_only: bool = False) -> sqlite3.Connection:
        return sqlite3.connect(path, factory=FullDisk)

    monkeypatch.setattr(database, "connect", connect_full)
    assert store._engine is not None
    store._engine.dispose()  # new connections come from the full disk
    store.record_move(game_id, play(game, 1), 2.0)  # does not raise
    assert store.status is StoreStatus.NOT_SAVING
    assert store.notice is not None and "the disk is full" in store.notice.message
    assert heard == [store.notice]
    monkeypatch.undo()
    store._engine.dispose()
    store.record_move(game_id, play(game, 1), 3.0)  # kept; no new try before RETRY_SECONDS
    store.record_hint(game_id)
    resumed = store.resume()  # what was saved before the failure is still there
    assert resumed is not None and resumed.game.move_count == 1
    assert store.status is StoreStatus.NOT_SAVING and heard == [store.notice]
    clock.advance(seconds=RETRY_SECONDS)
    store.record_time(game_id, 4.0)  # tries again: it works, and all that was kept is saved
    assert store.saving
    assert store.notice is not None and store.notice.kind is NoticeKind.SAVING_RESUMED
    assert [n.kind for n in heard] == [NoticeKind.NOT_SAVING, NoticeKind.SAVING_RESUMED]
    resumed = store.resume()
    assert resumed is not None and resumed.game.log == game.log
    assert (resumed.elapsed_seconds, resumed.hints) == (4.0, 1)


def test_real_sqlite_full_error_stops_saving(store: Store) -> None:
    game = Game.new(1)
    game_id = store.start_game(game)
    assert store._engine is not None
    with store._engine.connect() as connection:
        pages = connection.exec_driver_sql("PRAGMA page_count").scalar()
        connection.exec_driver_sql(f"PRAGMA max_page_count = {pages}")
    move = game.legal_moves()[0]
    for _ in range(2000):  # each action lengthens the log; soon a new page is refused
        game.play(move)
        store.record_move(game_id, game, 1.0)
        game.undo()
        store.record_undo(game_id, game, 1.0)
        if store.status is not StoreStatus.SAVING:
            break
    assert store.status is StoreStatus.NOT_SAVING
    assert store.notice is not None and "the disk is full" in store.notice.message


def test_older_database_is_backed_up_before_upgrade(data_dir: Path, clock: Clock) -> None:
    data_dir.mkdir()
    shutil.copy(FIXTURE, data_dir / DB_FILENAME)
    with Store.open(data_dir, now=clock) as store:
        local = clock().astimezone().strftime("%Y%m%d-%H%M%S")
        assert store.backup_path == data_dir / f"{DB_FILENAME}.backup-{local}"
    with Store.open(data_dir, now=clock) as store:  # at head now: no second backup
        assert store.backup_path is None
    assert len(list(data_dir.glob("*.backup-*"))) == 1


def test_opening_a_current_database_does_not_load_alembic(data_dir: Path, clock: Clock) -> None:
    Store.open(data_dir, now=clock).close()  # created (and migrated) here
    repo = Path(__file__).resolve().parents[2]
    script = (
        "import sys\n"
        "from scorpion_qt.store.service import Store\n"
        "store = Store.open(sys.argv[1])\n"
        "print(store.status, 'alembic' in sys.modules)\n"
    )
    path = os.pathsep.join(filter(None, [str(repo), os.environ.get("PYTHONPATH")]))
    out = subprocess.run(
        [sys.executable, "-c", script, str(data_dir)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": path},
    )
    assert out.stdout.split() == ["saving", "False"]


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ("database or disk is full", "the disk is full"),
        ("disk I/O error", "the disk reported an input/output error"),
        ("database is locked", "in use by another program"),
        ("attempt to write a readonly database", "cannot be written"),
        ("database disk image is malformed", "damaged"),
    ],
)
def test_failures_are_described_plainly(message: str, reason: str, tmp_path: Path) -> None:
    assert reason in describe_failure(sqlite3.OperationalError(message), tmp_path)


def test_os_errors_are_described_with_the_folder(tmp_path: Path) -> None:
    text = describe_failure(PermissionError(13, "Permission denied"), tmp_path)
    assert text == f"the data folder {tmp_path} cannot be written (Permission denied)"
