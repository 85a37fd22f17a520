"""The copy made before an upgrade: on a disk that fills up it is never left half-written
under a backup's name, and the database stays as it was."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from scorpion_qt.store.notices import StoreStatus
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, SmallDisk

FIXTURE = Path(__file__).parent / "fixtures" / "rev0001.sqlite3"


def revision(path: Path) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        return db.execute("SELECT version_num FROM alembic_version").fetchall()


def test_a_disk_full_during_the_backup_leaves_no_backup_and_the_file_as_it_was(
    small_disk: Callable[[int], SmallDisk], clock: Clock
) -> None:
    disk = small_disk(512)
    data_dir = disk.root / "data"
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(FIXTURE, path)
    before = path.read_bytes()
    disk.fill(leave=8192)  # the copy needs 44 KiB

    store = Store.open(data_dir, now=clock)
    store.close()
    assert store.status is StoreStatus.NOT_SAVING
    assert store.notice is not None and "the disk is full" in store.notice.message
    # the database alone, beside the record of its full check (which found it sound)
    assert sorted(p.name for p in data_dir.iterdir()) == ["integrity-check.json", DB_FILENAME]
    assert path.read_bytes() == before

    disk.free()  # the cause goes away: the next start-up backs up and upgrades
    with Store.open(data_dir, now=clock) as again:
        assert again.status is StoreStatus.SAVING
        backup = again.backup_path
    assert backup is not None and backup.read_bytes()[:16] == b"SQLite format 3\x00"
    assert revision(backup) == [("0001_initial",)]
    assert [p.name for p in data_dir.iterdir() if "backup" in p.name] == [backup.name]


def test_a_partial_backup_left_by_a_killed_start_up_is_deleted(
    data_dir: Path, clock: Clock
) -> None:
    data_dir.mkdir()
    shutil.copy(FIXTURE, data_dir / DB_FILENAME)
    leftover = data_dir / f"{DB_FILENAME}.backup-20240101-000000.partial"
    leftover.write_bytes(b"SQLite format 3\x00" + bytes(100))
    with Store.open(data_dir, now=clock) as store:
        backup = store.backup_path
    assert not leftover.exists()
    assert backup is not None and revision(backup) == [("0001_initial",)]
    assert sorted(p.name for p in data_dir.iterdir() if "backup" in p.name) == [backup.name]
