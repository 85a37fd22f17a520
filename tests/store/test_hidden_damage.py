"""Damage the quick check misses, and damage whose error text is not UTF-8: a real
401-game database with 16 bytes turned over past its first page (seeds 1, 2 and 4) is
found damaged at start (the full check) or at the first read that fails, set aside byte
for byte, and every game salvaged."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.store.failures import Reason
from scorpion_qt.store.full_check import full_check_due, read_record
from scorpion_qt.store.notices import Notice, NoticeKind, StoreStatus
from scorpion_qt.store.opening import Opened
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.saving_state import SavingState
from scorpion_qt.store.service import Store
from tests.damaged_history import (
    PLAYED,
    damaged_copy,
    last_leaf,
    populated_database,
    turn_over,
    turn_over_pages,
)
from tests.store.conftest import Clock, play

SEEDS = (1, 2, 4)


@pytest.fixture(scope="module")
def populated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return populated_database(tmp_path_factory.mktemp("populated"))


def quick_check(path: Path) -> list[object]:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        return [row[0] for row in db.execute("PRAGMA quick_check")]


def assert_salvaged(store: Store, notice: Notice | None, damaged: bytes) -> None:
    assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
    assert notice.count == PLAYED and f"{PLAYED} games" in notice.message
    assert notice.path is not None and notice.path.read_bytes() == damaged
    assert store.status is StoreStatus.SAVING
    page = store.history_page(limit=1000)
    assert page.total == PLAYED and len(page.rows) == PLAYED
    assert all(row.rules for row in page.rows)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_damaged_copy_is_salvaged_at_start(
    populated: Path, data_dir: Path, clock: Clock, seed: int
) -> None:
    damaged = damaged_copy(populated, data_dir, seed)
    if seed != 2:
        assert quick_check(data_dir / DB_FILENAME) == ["ok"]  # what the quick check misses
    with Store.open(data_dir, now=clock) as store:
        assert_salvaged(store, store.notice, damaged)
        resumed = store.resume()
        assert resumed is not None and resumed.game.move_count == 3
        store.record_move(resumed.id, play(resumed.game, 1), 40.0)
        assert store.saving
    assert quick_check(data_dir / DB_FILENAME) == ["ok"]


@pytest.mark.parametrize("seed", (4, 5))  # pages the reads reach (the file as at 0007)
def test_a_read_that_fails_later_finds_the_damage_and_salvages(
    populated: Path, data_dir: Path, clock: Clock, seed: int
) -> None:
    damaged = damaged_copy(populated, data_dir, seed)
    told: list[Notice] = []
    # no check at the start (a large file checked today): the damage is still unseen
    with Store.open(data_dir, now=clock, check=False) as store:
        store.notice_listener = told.append
        resumed = store.resume()
        assert resumed is not None and store.notice is None
        # every page of the History, then an export: one of them fails and is salvaged
        pages = [store.history_page(offset=start, limit=50) for start in range(0, PLAYED, 50)]
        exported = store.export_csv(data_dir / "games.csv")
        assert len(told) == 1
        assert_salvaged(store, told[0], damaged)
        assert exported == PLAYED
        assert all(
            len(page.rows) == min(50, PLAYED - page_start)
            for page, page_start in zip(pages, range(0, PLAYED, 50), strict=True)
            if told[0] is not None and page.total
        )
        # the game in progress goes on being saved in the salvaged file
        store.record_move(resumed.id, play(resumed.game, 1), 45.0)
        assert store.saving
    with Store.open(data_dir, now=clock) as store:
        again = store.resume()
        assert again is not None and again.game.move_count == 4
        assert store.notice is None


def test_the_full_check_runs_at_each_start_while_quick_then_daily(
    populated: Path, data_dir: Path, clock: Clock
) -> None:
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(populated, path)
    with Store.open(data_dir, now=clock):
        pass
    record = read_record(path)
    assert record is not None and record.checked_at == clock.current
    assert 0 < record.seconds < 1 and full_check_due(path, clock.current)
    # a file whose check took seconds: once a day
    (data_dir / "integrity-check.json").write_text(
        f'{{"checked_at": "{clock.current.isoformat()}", "seconds": 5.0, "size": {record.size}}}'
    )
    clock.advance(hours=23)
    assert not full_check_due(path, clock.current)
    clock.advance(hours=2)
    assert full_check_due(path, clock.current)


@pytest.mark.parametrize("seed", (None, 4))
def test_a_game_that_does_not_replay_has_the_file_checked_at_once(
    populated: Path, data_dir: Path, clock: Clock, seed: int | None
) -> None:
    data_dir.mkdir()
    shutil.copy(populated, data_dir / DB_FILENAME)
    if seed is not None:
        turn_over(data_dir / DB_FILENAME, seed)
    told: list[Notice] = []
    with Store.open(data_dir, now=clock, check=False) as store:
        store.notice_listener = told.append
        assert read_record(data_dir / DB_FILENAME) is None
        # the generated games' logs are made up: none of the finished ones replays
        assert store.load_game(1) is None
        record = read_record(data_dir / DB_FILENAME)
        if seed is None:  # checked in full, found sound: nothing else happens
            assert told == [] and record is not None and record.checked_at == clock.current
        else:
            assert [notice.count for notice in told] == [PLAYED]
        resumed = store.load_game(PLAYED)
        assert resumed is not None and resumed.move_count == 3


def test_a_write_that_finds_damage_makes_the_next_start_check_in_full(
    populated: Path, data_dir: Path, clock: Clock
) -> None:
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(populated, path)
    with Store.open(data_dir, now=clock):
        pass
    assert read_record(path) is not None
    turn_over(path, 4)
    with closing(sqlite3.connect(path)) as db, pytest.raises(sqlite3.DatabaseError) as raised:
        db.execute("PRAGMA integrity_check").fetchall()
    state = SavingState(Opened(None, StoreStatus.SAVING, None, path), clock, lambda _n: None)
    state.failed(raised.value, path)  # what a write that meets the damage does
    assert state.notice is not None and state.notice.reason is Reason.DAMAGED
    assert read_record(path) is None and full_check_due(path, clock.current)


def test_the_store_says_whether_a_salvage_kept_the_game_in_progress(
    populated: Path, data_dir: Path, clock: Clock, tmp_path: Path
) -> None:
    """Held with every action before; after the pages of its layout and log are damaged
    under the running store and a failed read salvages the file, no longer held (kept as
    damaged): the recorder then stores the board's game again."""
    damaged_copy(populated, data_dir, 4)
    path = data_dir / DB_FILENAME
    with Store.open(data_dir, now=clock, check=False) as store:
        resumed = store.resume()
        assert resumed is not None
        game = resumed.game
        assert store.holds(resumed.id, game)
        assert not store.holds(resumed.id, play(game.copy(), 1))  # an action it lacks
        turn_over_pages(path, [last_leaf(path, "layouts"), last_leaf(path, "logs")])
        store.export_csv(tmp_path / "games.csv")  # fails (seed 4): salvaged
        assert store.notice is not None
        assert store.notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        assert not store.holds(resumed.id, game)
        again = store.start_game(game)
        assert again is not None and again > resumed.id and store.holds(again, game)
