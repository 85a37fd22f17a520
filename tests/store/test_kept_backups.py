"""Upgrade backups do not pile up: each upgrade that never finished (killed, or failed)
leaves the database at its old revision, and the next start-up backs it up again; only
the two newest backups are kept."""

from __future__ import annotations

import shutil
from pathlib import Path

from scorpion_qt.store.files import backup_copy
from scorpion_qt.store.kept_backups import backup_order
from scorpion_qt.store.notices import StoreStatus
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock

FIXTURE = Path(__file__).parent / "fixtures" / "rev0001.sqlite3"


def backups(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".backup-" in p.name)


def test_upgrades_that_never_finished_leave_the_two_newest_backups(
    data_dir: Path, clock: Clock
) -> None:
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    made = []
    for _ in range(5):
        # what a killed upgrade leaves: the file at its old revision (Alembic's upgrade
        # is one transaction), so this start-up backs it up and upgrades again
        shutil.copy(FIXTURE, path)
        with Store.open(data_dir, now=clock) as store:
            assert store.status is StoreStatus.SAVING
            assert store.backup_path is not None
            made.append(store.backup_path.name)
        assert len(backups(data_dir)) <= 2
        clock.advance(minutes=3)
    assert len(set(made)) == 5
    assert backups(data_dir) == sorted(made[-2:])
    for name in made[-2:]:
        assert (data_dir / name).read_bytes()[:16] == b"SQLite format 3\x00"


def test_the_backup_just_made_is_kept_even_with_the_clock_set_back(
    data_dir: Path, clock: Clock
) -> None:
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(FIXTURE, path)
    first = backup_copy(path, clock())
    clock.advance(seconds=1)
    second = backup_copy(path, clock())
    clock.advance(days=-30)  # a clock set back: the new name sorts oldest
    third = backup_copy(path, clock())
    assert backups(data_dir) == sorted([second.name, third.name])
    assert not first.exists()


def test_only_complete_backups_of_this_database_are_counted(data_dir: Path, clock: Clock) -> None:
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(FIXTURE, path)
    others = [
        f"{DB_FILENAME}.corrupt-20200101-000000",  # a damaged file set aside: never deleted here
        "other.db.backup-20200101-000000",
        f"{DB_FILENAME}.backup-20200101-000000-notes.txt",
    ]
    for name in others:
        (data_dir / name).write_bytes(b"kept")
    same_second = [backup_copy(path, clock()) for _ in range(3)]  # -2, -3: one second
    assert [p.exists() for p in same_second] == [False, True, True]
    for name in others:
        assert (data_dir / name).read_bytes() == b"kept"


def test_the_order_is_read_from_the_name() -> None:
    database = Path("/data") / DB_FILENAME
    names = [
        f"{DB_FILENAME}.backup-20240101-000000-10",
        f"{DB_FILENAME}.backup-20240101-000000-2",
        f"{DB_FILENAME}.backup-20231231-235959",
        f"{DB_FILENAME}.backup-20240101-000000",
    ]
    ordered = sorted(names, key=lambda name: backup_order(database, name) or ("", "", 0))
    assert ordered == [names[2], names[3], names[1], names[0]]
    assert backup_order(database, f"{DB_FILENAME}.backup-20240101-000000.partial") is None
