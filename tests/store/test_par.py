"""Par: a game's deal's par is stored (during the game or after it ended), read back in
the history and the CSV, counted in the statistics (won games at or under par, of the won
games with a par), and revision 0007 adds and removes the column on a populated file."""

from __future__ import annotations

import csv
import datetime
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from alembic import command

from scorpion_qt.engine import Game
from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.database import make_migration_engine
from scorpion_qt.store.migrate import alembic_config, upgrade_database
from scorpion_qt.store.service import Store
from tests.damaged_history import PLAYED, damaged_copy, populated_database
from tests.store.conftest import Row, play, seed, winning_game

TODAY = datetime.date(2025, 6, 10)


def test_par_is_set_and_read_back_during_and_after_the_game(store: Store) -> None:
    game = Game.new(5, "classic")
    game_id = store.start_game(game)
    assert game_id is not None
    store.record_move(game_id, play(game, 2), 5.0)
    assert store.history_page().rows[0].par is None  # not known yet
    store.save_par(game_id, 61)
    assert store.history_page().rows[0].par == 61
    won = winning_game()
    won_id = store.start_game(won)  # the game before is lost (it had moves)
    assert won_id is not None
    won.play(won.legal_moves()[0])
    assert won.is_won
    store.finish(won_id, won, 30.0)
    store.save_par(won_id, 1)  # the worker answered after the game ended
    store.save_par(game_id, None)  # no par known after all
    pars = {row.id: row.par for row in store.history_page().rows}
    assert pars == {game_id: None, won_id: 1}
    store.save_par(999, 40)  # no such game: nothing is written, nothing fails
    assert store.saving


@pytest.mark.parametrize("bad", [0, -3, True, 2.5, "52"])
def test_a_par_is_a_positive_whole_number(store: Store, bad: object) -> None:
    game_id = store.start_game(Game.new(1, "classic"))
    assert game_id is not None
    with pytest.raises(ValueError, match="par"):
        store.save_par(game_id, bad)  # type: ignore[arg-type]


def test_statistics_count_won_games_at_or_under_par(data_dir: Path, store: Store) -> None:
    store.close()
    seed(
        store.path,
        [
            Row(outcome="won", moves=50, extra={"par": 52}),  # under par
            Row(outcome="won", moves=52, extra={"par": 52}),  # at par
            Row(outcome="won", moves=58, extra={"par": 52}),  # over par
            Row(outcome="won", moves=40),  # no par known: not counted
            Row(outcome="lost", moves=10, extra={"par": 60}),  # lost: not counted
            Row(outcome="won", moves=30, rules="relaxed", extra={"par": 31}),
        ],
    )
    with Store.open(data_dir) as reopened:
        every = reopened.statistics(today=TODAY)
        assert (every.won, every.won_with_par, every.won_at_or_under_par) == (5, 4, 3)
        classic = reopened.statistics("classic", today=TODAY)
        assert (classic.won_with_par, classic.won_at_or_under_par) == (3, 2)
        empty = reopened.statistics("three_blind_mice", today=TODAY)
        assert (empty.won_with_par, empty.won_at_or_under_par) == (0, 0)


def test_the_csv_has_a_par_column(data_dir: Path, store: Store, tmp_path: Path) -> None:
    store.close()
    seed(store.path, [Row(outcome="won", moves=50, extra={"par": 52}), Row(outcome="lost")])
    target = tmp_path / "history.csv"
    with Store.open(data_dir) as reopened:
        assert reopened.export_csv(target) == 2
    with target.open(encoding="utf-8", newline="") as handle:
        assert [line["par"] for line in csv.DictReader(handle)] == ["52", ""]


GAMES_0006 = (
    "id, rules, deal, daily_date, started_at, ended_at, elapsed_seconds, outcome, score,"
    " moves, undos, hints, runs_completed, cards_turned_up, action_count, percent_complete,"
    " grade"
)


def _rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(path)) as db:
        return db.execute(sql).fetchall()


def test_revision_0007_adds_par_to_a_populated_file_and_takes_it_away(tmp_path: Path) -> None:
    path = tmp_path / "six.db"
    migrations = migrations_dir()
    upgrade_database(path, migrations, "0006_online")
    games = [
        (1, "classic", 7, None, "2025-01-01 10:00:00.000000", "2025-01-01 10:20:00.000000",
         1200.0, "won", 900, 120, 4, 1, 4, 12, 130, 100.0, "E"),
        (2, "relaxed", 9, None, "2025-01-02 09:00:00.000000",
         "2025-01-02 09:30:00.000000", 1800.0, "lost", 200, 60, 0, 0, 1, 5, 61, 28.125, None),
        (4, "classic", 3, None, "2025-01-03 08:00:00.000000", None, 30.0, "in_progress", 10,
         2, 0, 0, 0, 1, 2, 1.5625, "H"),
    ]  # fmt: skip
    with closing(sqlite3.connect(path)) as db:
        db.executemany(f"INSERT INTO games ({GAMES_0006}) VALUES ({', '.join('?' * 17)})", games)
        db.executemany("INSERT INTO layouts (game_id, text) VALUES (?, '-')", [(1,), (2,), (4,)])
        db.executemany("INSERT INTO logs (game_id, actions) VALUES (?, 'deal')", [(1,), (2,), (4,)])
        db.execute(
            "INSERT INTO game_analyses (game_id, line_checksum, complete, analysed_at, data)"
            " VALUES (2, 'x', 1, '2025-01-05 00:00:00.000000', '{}')"
        )
        db.execute("UPDATE sqlite_sequence SET seq = 5 WHERE name = 'games'")  # 5 was deleted
        db.commit()

    upgrade_database(path, migrations)
    assert _rows(path, f"SELECT {GAMES_0006} FROM games ORDER BY id") == games
    assert _rows(path, "SELECT id, par FROM games ORDER BY id") == [(1, None), (2, None), (4, None)]
    with closing(sqlite3.connect(path)) as db:
        db.execute("UPDATE games SET par = 118 WHERE id = 1")
        db.commit()

    config = alembic_config(migrations)
    engine = make_migration_engine(path)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0006_online")
    engine.dispose()
    assert _rows(path, f"SELECT {GAMES_0006} FROM games ORDER BY id") == games
    assert "par" not in {row[1] for row in _rows(path, "PRAGMA table_info(games)")}
    assert _rows(path, "SELECT seq FROM sqlite_sequence WHERE name = 'games'") == [(5,)]
    assert "AUTOINCREMENT" in str(_rows(path, "SELECT sql FROM sqlite_master WHERE name = 'games'"))
    assert _rows(path, "SELECT game_id FROM game_analyses") == [(2,)]
    indexes = {name for (name,) in _rows(path, "SELECT name FROM sqlite_master")}
    assert {"ix_games_grade", "ix_games_by_score", "ix_games_outcome_ended_at"} <= indexes

    upgrade_database(path, migrations)  # and up again
    assert _rows(path, "SELECT id, par FROM games ORDER BY id") == [(1, None), (2, None), (4, None)]


def test_a_salvaged_file_keeps_the_games_pars(tmp_path: Path) -> None:
    populated = populated_database(tmp_path / "populated")
    with closing(sqlite3.connect(populated)) as db:
        db.execute("UPDATE games SET par = 40 + id % 7")
        db.commit()
    data_dir = tmp_path / "data"
    damaged_copy(populated, data_dir, 2)  # found at start, every game salvaged
    with Store.open(data_dir) as store:
        assert store.notice is not None and store.notice.count == PLAYED
        rows = store.history_page(limit=1000).rows
    assert len(rows) == PLAYED
    # a game rebuilt from the indexes alone (its row's page damaged) has no par: they
    # do not hold it; every other keeps its own
    kept = [row for row in rows if row.par is not None]
    assert PLAYED - 5 <= len(kept) < PLAYED
    assert all(row.par == 40 + row.id % 7 for row in kept)
