"""Recording games: start, moves, undo/redo, hints, time, finish, resume and the policy
that a game counts as played from its first move."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from scorpion_qt.engine import Game
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.notices import Notice, NoticeKind, StoreStatus
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, play, winning_game


def rows(store: Store, sql: str) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(store.path)) as db:
        return db.execute(sql).fetchall()


def stored_log(store: Store, game_id: int | None = None) -> list[str]:
    """A game's stored actions (the only game's, if no id is given)."""
    where = "" if game_id is None else f" WHERE game_id = {game_id}"
    ((actions,),) = rows(store, f"SELECT actions FROM logs{where}")
    assert isinstance(actions, str)
    return actions.split()


def test_start_game_stores_layout_and_returns_an_id(store: Store) -> None:
    game = Game.new(5, "relaxed")
    game_id = store.start_game(game)
    assert isinstance(game_id, int)
    assert rows(store, "SELECT rules, deal, outcome, action_count FROM games") == [
        ("relaxed", 5, "in_progress", 0)
    ]
    assert rows(store, "SELECT text FROM layouts") == [(game.start_text(),)]


def test_record_move_commits_action_and_figures(store: Store) -> None:
    game = Game.new(1)
    game_id = store.start_game(game)
    for second in (3.0, 7.5):
        play(game, 1)
        store.record_move(game_id, game, second)
    assert stored_log(store) == game.log[:2]
    assert rows(store, "SELECT score, moves, elapsed_seconds, action_count FROM games") == [
        (game.score, 2, 7.5, 2)
    ]


def test_undo_and_redo_are_logged_and_replayed(store: Store) -> None:
    game = Game.new(2)
    game_id = store.start_game(game)
    play(game, 3)
    store.record_move(game_id, game, 1.0)
    game.undo()
    store.record_undo(game_id, game, 2.0)
    game.undo()
    store.record_undo(game_id, game, 3.0)
    game.redo()
    store.record_redo(game_id, game, 4.0)
    stored = stored_log(store)
    assert stored == game.log
    assert stored[-3:] == ["undo", "undo", "redo"]
    assert rows(store, "SELECT undos, moves, score FROM games") == [(2, 2, game.score)]
    resumed = store.resume()
    assert resumed is not None
    assert resumed.game.to_text() == game.to_text()
    assert resumed.game.can_redo and resumed.game.log == game.log


def test_hints_and_time_are_kept_for_resume(store: Store) -> None:
    game = play(Game.new(4), 2)
    game_id = store.start_game(game)
    store.record_hint(game_id)
    store.record_hint(game_id)
    store.record_time(game_id, 42.25)
    resumed = store.resume()
    assert resumed is not None
    assert (resumed.id, resumed.hints, resumed.elapsed_seconds) == (game_id, 2, 42.25)
    assert resumed.game.deal == 4 and resumed.game.move_count == 2


def test_resume_in_a_new_session_gives_the_same_game(
    store: Store, data_dir: Path, clock: Clock
) -> None:
    game = Game.new(9)
    game_id = store.start_game(game)
    play(game, 6)
    store.record_move(game_id, game, 61.5)
    store.close()
    with Store.open(data_dir, now=clock) as again:
        resumed = again.resume()
        assert resumed is not None
        assert resumed.id == game_id
        assert resumed.game.to_text() == game.to_text()
        assert resumed.game.score == game.score
        assert resumed.game.move_count == 6
        assert resumed.elapsed_seconds == 61.5
        play(resumed.game, 1)
        again.record_move(resumed.id, resumed.game, 70.0)
        assert rows(again, "SELECT action_count FROM games") == [(7,)]


def test_resume_is_none_without_a_game_in_progress(store: Store) -> None:
    assert store.resume() is None
    game = play(winning_game(), 0)
    game_id = store.start_game(game)
    game.play("2:AC>1")
    store.record_move(game_id, game, 5.0)
    assert store.resume() is None


def test_winning_move_marks_the_game_won_in_the_same_commit(store: Store) -> None:
    game = winning_game()
    game_id = store.start_game(game)
    game.play("2:AC>1")
    store.record_move(game_id, game, 12.0)
    assert rows(store, "SELECT outcome, percent_complete, runs_completed FROM games") == [
        ("won", 100.0, 4)
    ]
    store.finish(game_id, game, 13.5)
    assert rows(store, "SELECT outcome, elapsed_seconds FROM games") == [("won", 13.5)]


def test_finish_a_played_game_as_lost(store: Store, clock: Clock) -> None:
    game = Game.new(3)
    game_id = store.start_game(game)
    play(game, 2)
    store.record_move(game_id, game, 8.0)
    clock.advance(minutes=5)
    store.finish(game_id, game, 9.0)
    assert rows(store, "SELECT outcome, elapsed_seconds, ended_at IS NOT NULL FROM games") == [
        ("lost", 9.0, 1)
    ]
    assert store.resume() is None
    store.record_move(game_id, play(game, 1), 10.0)  # a finished game is not changed
    assert rows(store, "SELECT action_count, outcome FROM games") == [(2, "lost")]


def test_a_game_without_a_move_is_not_played(store: Store) -> None:
    first = store.start_game(Game.new(1))
    second = store.start_game(Game.new(2))  # the first is abandoned before any move
    assert rows(store, "SELECT id FROM games") == [(second,)]
    assert first != second
    store.finish(second, Game.new(2), 3.0)
    assert rows(store, "SELECT count(*) FROM games") == [(0,)]
    assert store.statistics().played == 0


def test_a_game_counts_from_its_first_move_even_if_undone(store: Store) -> None:
    game = Game.new(1)
    game_id = store.start_game(game)
    play(game, 1)
    store.record_move(game_id, game, 1.0)
    game.undo()
    store.record_undo(game_id, game, 2.0)
    assert store.statistics().played == 1
    store.start_game(Game.new(2))
    assert rows(store, f"SELECT outcome FROM games WHERE id = {game_id}") == [("lost",)]
    assert store.statistics().lost == 1


def test_new_game_marks_the_played_one_lost(store: Store, clock: Clock) -> None:
    game = Game.new(1)
    old = store.start_game(game)
    play(game, 3)
    store.record_move(old, game, 30.0)
    clock.advance(minutes=1)
    new = store.start_game(Game.new(2))
    assert rows(store, "SELECT id, outcome, elapsed_seconds FROM games ORDER BY id") == [
        (old, "lost", 30.0),
        (new, "in_progress", 0.0),
    ]
    resumed = store.resume()
    assert resumed is not None and resumed.id == new
    store.record_move(old, play(game, 1), 31.0)  # late calls for the old game are ignored
    assert rows(store, f"SELECT action_count FROM games WHERE id = {old}") == [(3,)]


def test_record_move_catches_up_missed_actions(store: Store) -> None:
    game = Game.new(6)
    game_id = store.start_game(game)
    play(game, 4)  # four moves, recorded in one call
    store.record_move(game_id, game, 4.0)
    assert stored_log(store) == game.log


def test_start_game_records_an_existing_log(store: Store) -> None:
    game = play(Game.new(8), 3)
    store.start_game(game)
    assert rows(store, "SELECT action_count, moves FROM games") == [(3, 3)]


def test_load_game_replays_any_stored_game(store: Store) -> None:
    game = Game.new(11)
    game_id = store.start_game(game)
    play(game, 5)
    store.record_move(game_id, game, 9.0)
    store.finish(game_id, game, 9.0)
    assert game_id is not None
    loaded = store.load_game(game_id)
    assert loaded is not None
    assert loaded.log == game.log and loaded.to_text() == game.to_text()
    assert loaded.start_text() == game.start_text()
    assert store.load_game(game_id + 100) is None


def test_a_log_that_no_longer_replays_is_kept_as_damaged(store: Store) -> None:
    game = Game.new(1)
    game_id = store.start_game(game)
    play(game, 2)
    store.record_move(game_id, game, 2.0)
    with closing(sqlite3.connect(store.path)) as db:
        db.execute("UPDATE logs SET actions = '1:KS>F ' || actions")
        db.commit()
    heard: list[Notice] = []
    store.notice_listener = heard.append
    assert store.resume() is None
    assert store.status is StoreStatus.SAVING
    assert [n.kind for n in heard] == [NoticeKind.GAME_DAMAGED]
    assert rows(store, "SELECT id, outcome FROM games") == [(game_id, "damaged")]
    page = store.history_page()
    assert [(r.id, r.result) for r in page.rows] == [(game_id, GameResult.DAMAGED)]
    stats = store.statistics()
    assert (stats.played, stats.won, stats.lost) == (0, 0, 0)
    fresh = store.start_game(Game.new(2))  # the app starts a fresh game; the damaged one stays
    assert rows(store, "SELECT id, outcome FROM games ORDER BY id") == [
        (game_id, "damaged"),
        (fresh, "in_progress"),
    ]


def test_recording_with_no_id_does_nothing(store: Store) -> None:
    game = play(Game.new(1), 1)
    store.record_move(None, game, 1.0)
    store.record_hint(None)
    store.record_time(None, 1.0)
    store.finish(None, game, 1.0)
    assert rows(store, "SELECT count(*) FROM games") == [(0,)]


def test_result_values_are_the_stored_strings() -> None:
    assert [r.value for r in GameResult] == ["in_progress", "won", "lost", "damaged"]
