"""A daily deal per date and rule set: each rule set's row keeps its own deal, and a file
from before (one row per date) upgrades to Classic rows, its other rule sets' daily games
getting rows of their own."""

from __future__ import annotations

import datetime
import sqlite3
from contextlib import closing
from pathlib import Path

from scorpion_qt.engine import Game
from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.migrate import upgrade_database
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, play

DAY = datetime.date(2025, 3, 14)


def test_two_rule_sets_get_two_rows_for_one_date(data_dir: Path, clock: Clock) -> None:
    with Store.open(data_dir, now=clock) as store:
        assert store.daily_deal_for(DAY, "classic", lambda _day: 111) == 111
        assert store.daily_deal_for(DAY, "three-blind-mice", lambda _day: 222) == 222
        game = store.daily_game(DAY, "three-blind-mice")
        assert (game.deal, game.rules) == (222, "three-blind-mice")
        assert game.to_text() == Game.new(222, "three-blind-mice").to_text()
        game_id = store.start_game(game, daily_date=DAY)
        play(game, 1)
        store.record_move(game_id, game, 3.0)
        store.finish(game_id, game, 3.0)
    with closing(sqlite3.connect(data_dir / "scorpion.db")) as db:
        rows = db.execute("SELECT date, rules, deal FROM daily_deals ORDER BY rules").fetchall()
    assert rows == [(DAY.isoformat(), "classic", 111), (DAY.isoformat(), "three-blind-mice", 222)]
    with Store.open(data_dir, now=clock) as store:  # the next serve: each keeps its deal
        store.daily_chooser = lambda _day, _rules: 999
        assert store.daily_deal_for(DAY, "classic") == 111
        assert store.daily_deal_for(DAY, "three-blind-mice") == 222
        assert store.daily(DAY, "three-blind-mice").result is GameResult.LOST
        assert store.daily(DAY, "classic").result is None
        assert store.daily_game(DAY).deal == 111


def test_a_daily_game_is_checked_against_its_own_rule_sets_deal(store: Store) -> None:
    store.daily_deal_for(DAY, "classic", lambda _day: 111)
    store.daily_deal_for(DAY, "wasp", lambda _day: 333)
    assert store.start_game(Game.new(333, "wasp"), daily_date=DAY) is not None
    try:
        store.start_game(Game.new(111, "wasp"), daily_date=DAY)
    except ValueError as error:
        assert "333" in str(error)
    else:
        raise AssertionError("Classic's deal was taken for the Wasp's")


def test_the_migration_turns_one_row_per_date_into_classic_rows(
    tmp_path: Path, clock: Clock
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    path = data_dir / "scorpion.db"
    upgrade_database(path, migrations_dir(), "0003_logs")  # one row per date
    other = DAY + datetime.timedelta(days=1)
    relaxed = Game.new(77, "relaxed").start_text()
    with closing(sqlite3.connect(path)) as db:
        db.executemany(
            "INSERT INTO daily_deals (date, deal, layout, served_at, result, best_score)"
            " VALUES (?, ?, ?, '2025-03-14 08:00:00.000000', ?, ?)",
            [
                (DAY.isoformat(), 77, Game.new(77).start_text(), "won", 600),
                (other.isoformat(), 88, Game.new(88).start_text(), None, None),
            ],
        )
        games = [  # id, rules, score, outcome: both played on DAY, Classic won
            (1, "classic", 400, "won"),
            (2, "relaxed", 600, "lost"),
        ]
        db.executemany(
            "INSERT INTO games (id, rules, deal, daily_date, started_at, ended_at,"
            " elapsed_seconds, outcome, score, moves, undos, hints, runs_completed,"
            " cards_turned_up, percent_complete, action_count)"
            " VALUES (?, ?, 77, ?, '2025-03-14 09:00:00.000000',"
            " '2025-03-14 09:10:00.000000', 600, ?, ?, 5, 0, 0, 0, 0, 10, 5)",
            [(i, rules, DAY.isoformat(), outcome, score) for i, rules, score, outcome in games],
        )
        db.execute("INSERT INTO layouts (game_id, text) VALUES (2, ?)", (relaxed,))
        db.executemany("INSERT INTO logs (game_id, actions) VALUES (?, '')", [(1,), (2,)])
        db.commit()

    with Store.open(data_dir, now=clock) as store:
        assert store.daily_deal_for(DAY) == 77
        assert store.daily_deal_for(other, "classic") == 88
        assert store.daily_deal_for(DAY, "relaxed") == 77  # what its game was dealt
        classic, other_rules = store.daily(DAY), store.daily(DAY, "relaxed")
    # each row's result now comes from its own rule set's games
    assert (classic.result, classic.best_score) == (GameResult.WON, 400)
    assert (other_rules.result, other_rules.best_score) == (GameResult.LOST, 600)
    assert other_rules.layout == relaxed
    with closing(sqlite3.connect(path)) as db:
        rows = db.execute("SELECT date, rules, deal FROM daily_deals ORDER BY 1, 2").fetchall()
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        table_sql = db.execute("SELECT sql FROM sqlite_master WHERE name = 'games'").fetchone()
    assert rows == [
        (DAY.isoformat(), "classic", 77),
        (DAY.isoformat(), "relaxed", 77),
        (other.isoformat(), "classic", 88),
    ]
    assert "AUTOINCREMENT" in table_sql[0]
