"""The queue of daily results for online leaderboards: queued once per game and server,
due at once, postponed after a failure until its time, answered or refused for good; it
survives a reset of the statistics, a restart and a salvage of a damaged file."""

from __future__ import annotations

import datetime
import sqlite3
from contextlib import closing
from pathlib import Path

from scorpion_qt.engine import Game
from scorpion_qt.store.notices import NoticeKind
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.service import Store
from scorpion_qt.store.submissions import SubmissionState
from tests.store.conftest import Clock, winning_game
from tests.store.test_damage import damage_page, page_of

SERVER = "http://127.0.0.1:8765"
PAYLOAD = '{"date": "2025-06-01", "rules": "classic", "deal": 7, "actions": [], "seconds": 60}'


def won_game(store: Store) -> int:
    game = winning_game()
    game_id = store.start_game(game)
    assert game_id is not None
    game.play("2:AC>1")
    store.record_move(game_id, game, 90.0)
    store.finish(game_id, game, 90.0)
    return game_id


def test_a_queued_result_is_due_at_once_and_kept_with_its_answer(
    store: Store, data_dir: Path, clock: Clock
) -> None:
    game_id = won_game(store)
    queued = store.online.queue(game_id, SERVER, PAYLOAD)
    assert queued is not None
    assert (queued.game_id, queued.server, queued.payload) == (game_id, SERVER, PAYLOAD)
    assert (queued.state, queued.attempts, queued.next_try_at) == (
        SubmissionState.PENDING,
        0,
        None,
    )
    assert store.online.due(SERVER) == [queued]
    assert store.online.due("http://elsewhere.example") == []
    assert store.online.pending_count(SERVER) == 1
    clock.advance(seconds=2)
    done = store.online.answered(queued.id, 3, 17)
    assert done is not None and (done.state, done.rank, done.total) == (
        SubmissionState.DONE,
        3,
        17,
    )
    assert done.updated_at == clock.current
    assert store.online.due(SERVER) == []
    store.close()
    with Store.open(data_dir, now=clock) as again:
        assert again.online.get(queued.id) == done


def test_the_same_result_of_the_same_game_is_queued_once_per_server(store: Store) -> None:
    game_id = won_game(store)
    first = store.online.queue(game_id, SERVER, PAYLOAD)
    assert first is not None
    assert store.online.queue(game_id, SERVER, PAYLOAD) == first
    other = store.online.queue(game_id, "https://scores.example.org", PAYLOAD)
    assert other is not None and other.id != first.id
    later = store.online.queue(game_id, SERVER, PAYLOAD.replace("60", "61"))
    assert later is not None and later.id not in (first.id, other.id)


def test_a_failed_try_waits_for_its_time(store: Store, clock: Clock) -> None:
    queued = store.online.queue(won_game(store), SERVER, PAYLOAD)
    assert queued is not None
    retry = clock.current + datetime.timedelta(minutes=5)
    waiting = store.online.postponed(queued.id, "The server could not be reached", retry)
    assert waiting is not None
    assert (waiting.state, waiting.attempts, waiting.next_try_at, waiting.last_error) == (
        SubmissionState.PENDING,
        1,
        retry,
        "The server could not be reached",
    )
    assert store.online.due(SERVER) == []
    assert store.online.due(SERVER, waiting=True) == [waiting]  # a start tries it again
    assert store.online.next_try(SERVER) == retry
    clock.advance(minutes=5)
    assert [s.id for s in store.online.due(SERVER)] == [queued.id]
    # a bad token: it waits, uncounted, until the player registers again
    held = store.online.postponed(queued.id, "401", None, counted=False)
    assert held is not None and (held.attempts, held.next_try_at) == (1, None)


def test_a_refused_result_is_kept_with_its_reason_and_never_due(store: Store) -> None:
    queued = store.online.queue(won_game(store), SERVER, PAYLOAD)
    assert queued is not None
    refused = store.online.refused(queued.id, "deal 7 is not the daily deal of 2025-06-01")
    assert refused is not None
    assert (refused.state, refused.last_error) == (
        SubmissionState.REFUSED,
        "deal 7 is not the daily deal of 2025-06-01",
    )
    assert store.online.due(SERVER) == [] and store.online.pending_count(SERVER) == 0
    assert store.online.get(queued.id) == refused


def test_a_result_outlives_a_reset_of_the_statistics(store: Store) -> None:
    queued = store.online.queue(won_game(store), SERVER, PAYLOAD)
    assert queued is not None
    assert store.reset_statistics() == 1
    kept = store.online.get(queued.id)
    assert kept is not None and kept.game_id is None and kept.payload == PAYLOAD
    assert store.online.due(SERVER) == [kept]


def test_a_game_that_is_not_stored_is_not_named(store: Store) -> None:
    queued = store.online.queue(12345, SERVER, PAYLOAD)
    assert queued is not None and queued.game_id is None


def test_a_salvage_keeps_the_results_waiting(data_dir: Path, clock: Clock) -> None:
    with Store.open(data_dir, now=clock) as store:
        game_id = won_game(store)
        waiting = store.online.queue(game_id, SERVER, PAYLOAD)
        sent = store.online.queue(game_id, SERVER, PAYLOAD.replace("60", "70"))
        assert waiting is not None and sent is not None
        store.online.answered(sent.id, 1, 1)
        for deal in range(2, 40):  # a few more games, so the games table has pages
            other = Game.new(deal)
            other_id = store.start_game(other)
            other.play(other.legal_moves()[0])
            store.record_move(other_id, other, 5.0)
            store.finish(other_id, other, 5.0)
    path = data_dir / DB_FILENAME
    damage_page(path, page_of(path, "SELECT rootpage FROM sqlite_master WHERE name = 'games'"))
    with Store.open(data_dir, now=clock) as store:
        notice = store.notice
        assert notice is not None and notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED
        kept = store.online.get(waiting.id)
        assert kept is not None and (kept.payload, kept.state) == (
            PAYLOAD,
            SubmissionState.PENDING,
        )
        answered = store.online.get(sent.id)
        assert answered is not None and (answered.state, answered.rank) == (
            SubmissionState.DONE,
            1,
        )
        assert [s.id for s in store.online.due(SERVER)] == [waiting.id]
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
