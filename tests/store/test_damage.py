"""Damage inside the file: a page overwritten with garbage is found at start-up, the file is
set aside exactly as it was, and every game that can still be read is salvaged into a new
one; a schema the app cannot use and an upgrade that fails on the file's content are
damage too; values a row should not hold never reach the caller."""

from __future__ import annotations

import datetime
import json
import os
import shutil
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest
from alembic import command

from scorpion_qt.engine import Game
from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.database import make_migration_engine
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.migrate import alembic_config
from scorpion_qt.store.notices import NoticeKind, StoreStatus
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.records import HistoryRow, StoredAnalysis
from scorpion_qt.store.service import Store
from tests.benchmarks.store_history import generate_history
from tests.store.conftest import Clock, SmallDisk, play

FIXTURE = Path(__file__).parent / "fixtures" / "rev0001.sqlite3"
GAMES = 300  # finished games of the generated history
DAYS = "SELECT date, deal, layout FROM daily_deals ORDER BY date"


def query(path: Path, sql: str) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        return db.execute(sql).fetchall()


def damage_page(path: Path, page: int) -> bytes:
    """Overwrite one page with garbage; returns the file's new content."""
    ((size,),) = query(path, "PRAGMA page_size")
    assert isinstance(size, int)
    raw = bytearray(path.read_bytes())
    raw[size * (page - 1) : size * page] = os.urandom(size)
    path.write_bytes(bytes(raw))
    return bytes(raw)


def everything(store: Store) -> list[HistoryRow]:
    page = store.history_page(limit=10 * GAMES)
    assert page.total == len(page.rows)
    return list(page.rows)


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A generated history and, last, a game in progress with moves, played by the store."""
    data_dir = tmp_path_factory.mktemp("history")
    generate_history(data_dir, GAMES)
    with Store.open(data_dir) as store:
        game = Game.new(5)
        game_id = store.start_game(game)
        store.record_move(game_id, play(game, 4), 42.0)
    return data_dir / DB_FILENAME


@pytest.fixture
def original(history: Path, data_dir: Path, clock: Clock) -> list[HistoryRow]:
    """The history as the undamaged file lists it (the file is copied to ``data_dir``)."""
    data_dir.mkdir()
    shutil.copy(history, data_dir / DB_FILENAME)
    with closing(sqlite3.connect(history)) as db:
        db.execute("PRAGMA quick_check").fetchall()
    with Store.open(data_dir, now=clock, check=False) as store:
        return everything(store)


def page_of(path: Path, sql: str) -> int:
    ((page,),) = query(path, sql)
    assert isinstance(page, int)
    return page


PAGES: dict[str, str] = {
    "the games table's root": "SELECT rootpage FROM sqlite_master WHERE name = 'games'",
    "a leaf of the games table": (
        "SELECT min(pageno) FROM dbstat WHERE name = 'games' AND pagetype = 'leaf'"
    ),
    "an index's root": "SELECT rootpage FROM sqlite_master WHERE name = 'ix_games_by_score'",
    "the daily deals": "SELECT rootpage FROM sqlite_master WHERE name = 'daily_deals'",
    "the id counter": "SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_sequence'",
}


@pytest.mark.parametrize("where", PAGES)
def test_a_damaged_page_is_found_set_aside_and_every_game_salvaged(
    history: Path, original: list[HistoryRow], data_dir: Path, clock: Clock, where: str
) -> None:
    path = data_dir / DB_FILENAME
    damaged = damage_page(path, page_of(path, PAGES[where]))
    with Store.open(data_dir, now=clock) as store:
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        assert notice.path is not None and notice.path.name.startswith(f"{DB_FILENAME}.corrupt-")
        assert notice.path.read_bytes() == damaged
        assert notice.count == GAMES + 1 and f"{GAMES + 1} games" in notice.message
        assert store.status is StoreStatus.SAVING
        assert everything(store) == original
        resumed = store.resume()
        assert resumed is not None and resumed.game.move_count == 4
        play(resumed.game, 1)
        store.record_move(resumed.id, resumed.game, 50.0)  # saving goes on in the new file
        assert store.saving
    assert query(path, "PRAGMA quick_check") == [("ok",)]
    assert query(path, DAYS) == query(history, DAYS)  # a lost date is rebuilt from its game


def test_a_damaged_log_page_keeps_the_games_and_the_one_in_progress_as_damaged(
    original: list[HistoryRow], data_dir: Path, clock: Clock
) -> None:
    path = data_dir / DB_FILENAME
    damage_page(path, page_of(path, "SELECT rootpage FROM sqlite_master WHERE name = 'logs'"))
    with Store.open(data_dir, now=clock) as store:
        assert store.notice is not None and store.notice.count == GAMES + 1
        assert store.resume() is None  # its moves are lost: a new game starts
        salvaged = everything(store)
    assert [row.result for row in salvaged[:1]] == [GameResult.DAMAGED]
    assert salvaged[1:] == original[1:]


def test_a_schema_the_app_cannot_use_is_damage_too(data_dir: Path, clock: Clock) -> None:
    with Store.open(data_dir, now=clock) as store:
        game = Game.new(3)
        game_id = store.start_game(game)
        assert game_id is not None
        store.record_move(game_id, play(game, 2), 5.0)
        store.finish(game_id, game, 6.0)
    path = data_dir / DB_FILENAME
    with closing(sqlite3.connect(path)) as db:
        db.execute("DROP INDEX ix_games_by_hints")
        db.execute("ALTER TABLE games DROP COLUMN hints")
    before = path.read_bytes()
    with Store.open(data_dir, now=clock) as store:
        assert store.status is StoreStatus.SAVING
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        assert notice.count == 1 and notice.path is not None
        assert notice.path.read_bytes() == before
        assert [(r.id, r.result, r.moves) for r in store.history_page().rows] == [
            (game_id, GameResult.LOST, 2)
        ]
        assert store.load_game(game_id) is not None
        assert store.start_game(Game.new(4)) is not None and store.saving


def test_an_upgrade_that_fails_on_the_files_content_salvages_it(
    data_dir: Path, clock: Clock
) -> None:
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(FIXTURE, path)
    with closing(sqlite3.connect(path)) as db:  # foreign keys are off here
        db.execute("INSERT INTO layouts (game_id, text) VALUES (999, 'an orphan')")
        db.commit()
    with Store.open(data_dir, now=clock) as store:
        assert store.status is StoreStatus.SAVING
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        assert notice.count == 4
        assert "broken references" not in notice.message and "layouts" not in notice.message
        resumed = store.resume()
        assert resumed is not None and resumed.game.move_count == 11
        assert store.statistics().played == 4


def test_a_full_disk_while_salvaging_puts_the_damaged_file_back(
    small_disk: Callable[[int], SmallDisk], history: Path, clock: Clock
) -> None:
    disk = small_disk(3 * history.stat().st_size // 1024)
    data_dir = disk.root / "data"
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(history, path)
    damaged = damage_page(path, page_of(path, PAGES["an index's root"]))
    disk.fill(leave=64 * 1024)  # the new file cannot be made
    store = Store.open(data_dir, now=clock)
    store.close()
    assert store.status is StoreStatus.NOT_SAVING
    assert store.notice is not None and "the disk is full" in store.notice.message
    assert path.read_bytes() == damaged
    assert [p.name for p in data_dir.iterdir() if not p.name.endswith(("-wal", "-shm"))] == [
        DB_FILENAME
    ]
    disk.free()  # the next try salvages it
    with Store.open(data_dir, now=clock) as again:
        assert again.notice is not None and again.notice.count == GAMES + 1


def test_values_a_row_should_not_hold_never_reach_the_caller(store: Store) -> None:
    game = Game.new(2)
    game_id = store.start_game(game)
    store.record_move(game_id, play(game, 3), 12.0)
    store.finish(game_id, game, 13.0)
    other = store.start_game(Game.new(3))
    store.record_move(other, play(Game.new(3), 1), 2.0)
    assert game_id is not None and other is not None
    with closing(sqlite3.connect(store.path)) as db:
        db.execute(
            f"UPDATE games SET score = 'lots', moves = x'00', outcome = 'won' WHERE id = {game_id}"
        )
        db.execute(f"UPDATE games SET elapsed_seconds = 'long', hints = 'x' WHERE id = {other}")
        db.commit()
    resumed = store.resume()
    assert resumed is not None and (resumed.elapsed_seconds, resumed.hints) == (0.0, 0)
    rows = {row.id: row for row in store.history_page().rows}
    assert (rows[game_id].score, rows[game_id].moves) == (0, 0)
    stats = store.statistics()
    assert isinstance(stats.best_score, int) and stats.played == 2
    assert [entry.game.score for entry in store.leaderboard()] == [0]


def test_a_time_a_row_should_not_hold_leaves_the_history_empty_not_raising(
    store: Store,
) -> None:
    game = Game.new(2)
    game_id = store.start_game(game)
    store.record_move(game_id, play(game, 3), 12.0)
    store.finish(game_id, game, 13.0)
    with closing(sqlite3.connect(store.path)) as db:
        db.execute("UPDATE games SET started_at = 'last tuesday', outcome = 'won'")
        db.commit()
    assert store.history_page().rows == ()
    assert store.leaderboard() == []
    assert store.statistics().played == 1


def test_a_damaged_file_of_an_older_revision_is_salvaged_with_its_figures(
    data_dir: Path, clock: Clock
) -> None:
    data_dir.mkdir()
    path = data_dir / DB_FILENAME
    shutil.copy(FIXTURE, path)
    days = query(path, "SELECT date, deal, layout FROM daily_deals")
    damaged = damage_page(path, page_of(path, PAGES["the daily deals"]))
    with Store.open(data_dir, now=clock) as store:
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        assert notice.path is not None and notice.path.read_bytes() == damaged
        assert notice.count == 4 and store.backup_path is None  # the damaged file is kept
        resumed = store.resume()  # its actions came from revision 0001's actions table
        assert resumed is not None and resumed.game.move_count == 11
    # what revision 0002 computes for the fixture's games; the lost date comes back
    assert query(path, "SELECT percent_complete FROM games ORDER BY id") == [
        (100.0,),
        (0.0,),
        (0.0,),
        (100.0 / 64,),
    ]
    assert query(path, "SELECT date, deal, layout FROM daily_deals") == days


# -- grades and analyses -----------------------------------------------------------------

AT = datetime.datetime(2025, 7, 1, 9, 0, tzinfo=datetime.UTC)


def stored_analysis(game_id: int) -> StoredAnalysis:
    data = json.dumps({"game": game_id, "better_line": ["1:5C>2"] * 40})
    turning = None if game_id % 2 else game_id % 50
    return StoredAnalysis(f"{game_id:016x}", data, game_id % 5 != 0, turning, True, AT)


@pytest.fixture
def analysed(
    history: Path, data_dir: Path, clock: Clock
) -> tuple[list[HistoryRow], dict[int, StoredAnalysis]]:
    """The history with a grade for most games and an analysis for a third of them, as
    the undamaged file lists it (the file is copied to ``data_dir``)."""
    data_dir.mkdir()
    shutil.copy(history, data_dir / DB_FILENAME)
    analyses: dict[int, StoredAnalysis] = {}
    with Store.open(data_dir, now=clock, check=False) as store:
        for n, row in enumerate(everything(store)):
            store.set_grade(row.id, ("E", "M", "H", None)[n % 4])
            if n % 3 == 0:
                analyses[row.id] = stored_analysis(row.id)
                store.save_analysis(row.id, analyses[row.id])
        assert store.saving
        return everything(store), analyses


@pytest.mark.parametrize("where", ["the games table's root", "a leaf of the games table"])
def test_a_salvage_keeps_the_grades_and_the_analyses(
    analysed: tuple[list[HistoryRow], dict[int, StoredAnalysis]],
    data_dir: Path,
    clock: Clock,
    where: str,
) -> None:
    original, analyses = analysed
    assert {row.grade for row in original} == {"E", "M", "H", None}
    path = data_dir / DB_FILENAME
    damage_page(path, page_of(path, PAGES[where]))
    with Store.open(data_dir, now=clock) as store:
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        assert everything(store) == original  # grades (from the indexes) and analyses too
        assert {game_id: store.analysis(game_id) for game_id in analyses} == analyses
    assert query(path, "PRAGMA foreign_key_check") == []


def test_a_damaged_page_of_analyses_loses_only_analyses(
    analysed: tuple[list[HistoryRow], dict[int, StoredAnalysis]], data_dir: Path, clock: Clock
) -> None:
    original, analyses = analysed
    path = data_dir / DB_FILENAME
    leaf = "SELECT min(pageno) FROM dbstat WHERE name = 'game_analyses' AND pagetype = 'leaf'"
    damage_page(path, page_of(path, leaf))
    with Store.open(data_dir, now=clock) as store:
        assert store.notice is not None and store.notice.count == GAMES + 1
        salvaged = everything(store)
        kept = {game_id: store.analysis(game_id) for game_id in analyses}
    assert [(row.id, row.grade, row.result) for row in salvaged] == [
        (row.id, row.grade, row.result) for row in original
    ]
    lost = {game_id for game_id, found in kept.items() if found is None}
    assert lost and len(lost) < len(analyses)
    assert all(kept[game_id] == analyses[game_id] for game_id in analyses.keys() - lost)
    assert not any(row.analysed for row in salvaged if row.id in lost)


def test_games_rebuilt_from_an_older_revisions_indexes_lack_only_the_grade(
    original: list[HistoryRow], data_dir: Path, clock: Clock
) -> None:
    path = data_dir / DB_FILENAME
    config = alembic_config(migrations_dir())
    engine = make_migration_engine(path)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0004_daily_rules")  # its indexes hold no grade
    engine.dispose()
    damage_page(path, page_of(path, PAGES["a leaf of the games table"]))
    with Store.open(data_dir, now=clock) as store:
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        assert notice.count == GAMES + 1
        assert everything(store) == original
