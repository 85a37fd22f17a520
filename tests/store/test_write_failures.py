"""No write fails silently: a write that matches no row of a game this store records, or
that the database refuses (a value it cannot hold), stops saving with a reason the player
is told. Two copies of the app are two ``Store`` objects on one real file."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store.failures import Reason
from scorpion_qt.store.notices import Notice, NoticeKind, StoreStatus
from scorpion_qt.store.saving_state import RETRY_SECONDS
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, play, winning_game

#: A recording call for game ``game_id`` (playing on from ``game``).
Call = Callable[[Store, int, Game], None]


def undone(game: Game) -> Game:
    assert game.undo()
    return game


CALLS: dict[str, Call] = {
    "move": lambda store, game_id, game: store.record_move(game_id, play(game, 1), 50.0),
    "undo": lambda store, game_id, game: store.record_undo(game_id, undone(game), 50.0),
    "time": lambda store, game_id, _game: store.record_time(game_id, 50.0),
    "hint": lambda store, game_id, _game: store.record_hint(game_id),
    "finish": lambda store, game_id, game: store.finish(game_id, game, 50.0),
}


def rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(path)) as db:
        return db.execute(sql).fetchall()


@pytest.fixture
def copy_a(data_dir: Path, clock: Clock) -> Iterator[Store]:
    store = Store.open(data_dir, now=clock)
    yield store
    store.close()


@pytest.fixture
def copy_b(copy_a: Store, data_dir: Path, clock: Clock) -> Iterator[Store]:
    store = Store.open(data_dir, now=clock)
    yield store
    store.close()


@pytest.mark.parametrize("call", CALLS)
def test_a_game_another_copy_took_over_stops_saving_for_good(
    copy_a: Store, copy_b: Store, clock: Clock, call: str
) -> None:
    heard: list[Notice] = []
    copy_a.notice_listener = heard.append
    game = Game.new(1)
    game_id = copy_a.start_game(game)
    assert game_id is not None
    copy_a.record_move(game_id, play(game, 2), 10.0)
    other = copy_b.start_game(Game.new(2))  # marks A's game lost, as a new game does
    assert rows(copy_a.path, f"SELECT outcome FROM games WHERE id = {game_id}") == [("lost",)]

    CALLS[call](copy_a, game_id, game)

    assert copy_a.status is StoreStatus.NOT_SAVING
    notice = copy_a.notice
    assert notice is not None and notice.kind is NoticeKind.NOT_SAVING
    assert notice.reason is Reason.CHANGED_ELSEWHERE
    assert "changed by another copy of Scorpion Qt" in notice.message
    assert heard == [notice]
    # the cause does not go away: no later call tries again, nothing is written
    clock.advance(seconds=10 * RETRY_SECONDS)
    copy_a.record_move(game_id, play(game, 1), 60.0)
    assert copy_a.status is StoreStatus.NOT_SAVING and heard == [notice]
    assert copy_a.start_game(Game.new(3)) is None  # would mark B's game lost
    assert rows(copy_a.path, "SELECT id, outcome, action_count FROM games ORDER BY id") == [
        (game_id, "lost", 2),
        (other, "in_progress", 0),
    ]
    assert copy_b.saving


def test_moves_another_copy_recorded_in_the_same_game_are_not_overwritten(
    copy_a: Store, copy_b: Store
) -> None:
    game = Game.new(1)
    game_id = copy_a.start_game(game)
    copy_a.record_move(game_id, play(game, 1), 1.0)
    resumed = copy_b.resume()  # B carries on the same game...
    assert resumed is not None and resumed.id == game_id
    copy_b.record_move(game_id, play(resumed.game, 3), 9.0)
    copy_a.record_move(game_id, play(game, 1), 2.0)  # ...and A does too
    assert copy_a.status is StoreStatus.NOT_SAVING
    assert copy_a.notice is not None and copy_a.notice.reason is Reason.CHANGED_ELSEWHERE
    ((actions,),) = rows(copy_a.path, "SELECT actions FROM logs")
    assert actions == " ".join(resumed.game.log)  # B's four actions, as B stored them
    assert copy_b.saving


def test_a_score_the_database_cannot_hold_stops_saving_until_it_can(
    store: Store, clock: Clock
) -> None:
    heard: list[Notice] = []
    store.notice_listener = heard.append
    game = winning_game()
    game_id = store.start_game(game)
    game.play("2:AC>1")
    store.record_move(game_id, game, 10.0)
    store.finish(game_id, game, 11.0, score=2**70)  # SQLite integers end at 2**63 - 1
    assert store.status is StoreStatus.NOT_SAVING
    assert store.notice is not None and store.notice.reason is Reason.BAD_VALUE
    assert [n.kind for n in heard] == [NoticeKind.NOT_SAVING]
    clock.advance(seconds=RETRY_SECONDS)
    store.finish(game_id, game, 12.0, score=1450)  # the same end, with a score that fits
    assert store.saving and [n.kind for n in heard][-1] is NoticeKind.SAVING_RESUMED
    assert rows(store.path, "SELECT outcome, score, elapsed_seconds FROM games") == [
        ("won", 1450, 12.0)
    ]


def test_late_calls_for_a_game_this_copy_ended_change_nothing_and_stop_nothing(
    store: Store,
) -> None:
    game = Game.new(1)
    game_id = store.start_game(game)
    assert game_id is not None
    store.record_move(game_id, play(game, 2), 5.0)
    store.finish(game_id, game, 6.0)
    for call in CALLS.values():
        call(store, game_id, game)
    assert store.saving
    assert rows(store.path, "SELECT outcome, action_count, elapsed_seconds, hints FROM games") == [
        ("lost", 2, 6.0, 0)
    ]
