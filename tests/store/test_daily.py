"""Daily deals: one stored deal and layout per date, kept even if the generator changes,
and the result of playing it."""

from __future__ import annotations

import datetime
import sqlite3
from contextlib import closing

import pytest

from scorpion_qt.engine import Game, daily_deal
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, Row, play, seed

DAY = datetime.date(2025, 3, 14)


def test_first_serving_stores_the_deal_and_layout(store: Store) -> None:
    deal = store.daily_deal_for(DAY)
    assert deal == daily_deal(DAY)
    with closing(sqlite3.connect(store.path)) as db:
        assert db.execute("SELECT date, deal, layout FROM daily_deals").fetchall() == [
            (DAY.isoformat(), deal, Game.new(deal).start_text())
        ]


def test_a_date_keeps_its_deal_when_the_generator_changes(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = store.daily_deal_for(DAY)
    layout = store.daily(DAY).layout
    store.daily_chooser = lambda _day, _rules: 12345  # a later version picks dates differently
    assert store.daily_deal_for(DAY) == first
    assert store.daily(DAY).layout == layout
    assert store.daily_deal_for(DAY + datetime.timedelta(days=1)) == 12345  # new dates change


def test_daily_game_is_dealt_from_the_stored_layout(store: Store) -> None:
    with closing(sqlite3.connect(store.path)) as db:
        db.execute(
            "INSERT INTO daily_deals (date, rules, deal, layout, served_at)"
            " VALUES (?, 'relaxed', ?, ?, ?)",
            (DAY.isoformat(), 77, Game.new(77).start_text(), "2025-03-14 00:00:00.000000"),
        )
        db.commit()
    game = store.daily_game(DAY, "relaxed")
    assert (game.deal, game.rules) == (77, "relaxed")
    assert game.position.columns == Game.new(77).position.columns


def test_start_game_refuses_a_deal_that_is_not_the_dates(store: Store) -> None:
    deal = store.daily_deal_for(DAY)
    with pytest.raises(ValueError, match="not the daily deal"):
        store.start_game(Game.new(deal % 1000 + 1), daily_date=DAY)
    assert store.start_game(store.daily_game(DAY), daily_date=DAY) is not None


def test_daily_result_follows_its_games(store: Store, clock: Clock) -> None:
    game = store.daily_game(DAY)
    game_id = store.start_game(game, daily_date=DAY)
    assert store.daily(DAY).result is None
    play(game, 4)
    store.record_move(game_id, game, 30.0)
    store.finish(game_id, game, 30.0)
    served = store.daily(DAY)
    assert (served.result, served.best_score) == (GameResult.LOST, game.score)
    resumed_daily = store.resume()
    assert resumed_daily is None


def test_starting_a_daily_without_serving_it_first_stores_it(store: Store) -> None:
    game = Game.new(daily_deal(DAY))
    game_id = store.start_game(game, daily_date=DAY)
    play(game, 1)
    store.record_move(game_id, game, 1.0)
    resumed = store.resume()
    assert resumed is not None and resumed.daily_date == DAY
    assert store.daily(DAY).deal == daily_deal(DAY)


def test_results_are_derived_from_the_dates_games(store: Store) -> None:
    seed(
        store.path,
        [
            Row("won", score=480, daily=DAY),
            Row("lost", "relaxed", score=520, daily=DAY),
            Row("in_progress", score=900, daily=DAY, actions=0),  # not played
        ],
    )
    assert store.reset_statistics("no-such-rules") == 0  # recomputes every date
    served = store.daily(DAY)  # Classic's row: only the Classic games of the date
    assert (served.result, served.best_score) == (GameResult.WON, 480)
    relaxed = store.daily(DAY, "relaxed")
    assert (relaxed.result, relaxed.best_score) == (GameResult.LOST, 520)
    store.reset_statistics("classic")
    served = store.daily(DAY)
    assert (served.result, served.best_score) == (None, None)
    relaxed = store.daily(DAY, "relaxed")
    assert (relaxed.result, relaxed.best_score) == (GameResult.LOST, 520)
