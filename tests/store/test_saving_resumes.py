"""Saving resumes by itself when the cause goes away, and what was played meanwhile is saved:
on a real small disk that fills up and is freed again, and in a real process whose file
size limit is lowered and raised again."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store.failures import Reason
from scorpion_qt.store.notices import Notice, NoticeKind, StoreStatus
from scorpion_qt.store.saving_state import RETRY_SECONDS
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, SmallDisk, play

REPO = Path(__file__).resolve().parents[2]
#: Moves tried before the full disk must have stopped saving.
MOVES_TO_FILL = 400


def play_until_not_saving(store: Store, game_id: int, game: Game) -> int:
    """Record moves (and undos, to keep going) until a write fails; returns how many."""
    move = game.legal_moves()[0]
    for count in range(1, MOVES_TO_FILL + 1):
        if game.can_undo and count % 2 == 0:
            game.undo()
        else:
            game.play(move)
        store.record_move(game_id, game, float(count))
        if not store.saving:
            return count
    raise AssertionError("the full disk never stopped saving")


def test_a_full_disk_stops_saving_and_freeing_space_resumes_it(
    small_disk: Callable[[int], SmallDisk], clock: Clock
) -> None:
    disk = small_disk(1024)
    data_dir = disk.root / "data"
    heard: list[Notice] = []
    with Store.open(data_dir, now=clock) as store:
        store.notice_listener = heard.append
        first = Game.new(1)
        first_id = store.start_game(first)
        assert first_id is not None
        store.record_move(first_id, play(first, 1), 1.0)
        disk.fill()
        play_until_not_saving(store, first_id, first)
        notice = store.notice
        assert notice is not None and notice.reason is Reason.DISK_FULL
        assert "the disk is full" in notice.message
        assert "input/output" not in notice.message

        # the player plays on and starts another game: all of it is kept
        store.record_move(first_id, play(first, 1), 500.0)
        store.record_hint(first_id)
        second = Game.new(2)
        second_id = store.start_game(second)
        assert second_id is not None and second_id < 0  # provisional while not saving
        store.record_move(second_id, play(second, 3), 30.0)
        clock.advance(seconds=RETRY_SECONDS)
        store.record_move(second_id, play(second, 1), 40.0)  # tries again: still full
        assert store.status is StoreStatus.NOT_SAVING
        assert [n.kind for n in heard] == [NoticeKind.NOT_SAVING]  # told once

        disk.free()
        store.record_move(second_id, play(second, 1), 45.0)  # not due yet
        assert store.status is StoreStatus.NOT_SAVING
        clock.advance(seconds=RETRY_SECONDS)
        store.record_time(second_id, 50.0)
        assert store.saving
        assert [n.kind for n in heard] == [NoticeKind.NOT_SAVING, NoticeKind.SAVING_RESUMED]
        store.record_move(second_id, play(second, 1), 55.0)  # the provisional id goes on
        stored_first = store.load_game(first_id)

    assert stored_first is not None and stored_first.log == first.log
    with Store.open(data_dir, now=clock) as again:
        resumed = again.resume()
        assert resumed is not None and resumed.id > first_id
        assert resumed.game.log == second.log and resumed.elapsed_seconds == 55.0
        history = again.history_page().rows
        assert [(row.id, row.result.value) for row in history] == [
            (resumed.id, "in_progress"),
            (first_id, "lost"),
        ]
        assert history[1].hints == 1 and history[1].elapsed_seconds == 500.0


CHILD = textwrap.dedent(
    """
    import datetime, json, resource, signal, sys
    from scorpion_qt.engine import Game
    from scorpion_qt.store.service import Store
    from scorpion_qt.store.saving_state import RETRY_SECONDS

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails instead
    now = [datetime.datetime(2025, 6, 1, tzinfo=datetime.UTC)]
    store = Store.open(sys.argv[1], now=lambda: now[0])
    game = Game.new(7)
    game_id = store.start_game(game)
    move = game.legal_moves()[0]
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    wal = store.path.with_name(store.path.name + "-wal")
    resource.setrlimit(resource.RLIMIT_FSIZE, (wal.stat().st_size, hard))
    report = {"moves_to_fail": 0}
    for count in range(1, 401):
        if count % 2 == 0:
            game.undo()
        else:
            game.play(move)
        store.record_move(game_id, game, float(count))
        if not store.saving:
            report["moves_to_fail"] = count
            break
    report["failed"] = [str(store.status), str(store.notice.reason)]
    for count in range(3):
        game.play(game.legal_moves()[-1])
        store.record_move(game_id, game, 500.0 + count)
    report["still"] = str(store.status)
    resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
    now[0] += datetime.timedelta(seconds=RETRY_SECONDS)
    store.record_time(game_id, 600.0)
    report["after"] = [str(store.status), str(store.notice.kind)]
    report["id"], report["log"] = game_id, game.log
    store.close()
    print(json.dumps(report))
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="needs RLIMIT_FSIZE")
def test_a_file_size_limit_stops_saving_and_lifting_it_resumes_it(tmp_path: Path) -> None:
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path, "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.splitlines()[-1])
    assert report["moves_to_fail"] > 0
    assert report["failed"] == ["not_saving", "disk_error"]  # SQLite says: an I/O error
    assert report["still"] == "not_saving"
    assert report["after"] == ["saving", "saving_resumed"]
    with Store.open(tmp_path) as store:
        resumed = store.resume()
    assert resumed is not None and resumed.id == report["id"]
    assert resumed.game.log == report["log"] and resumed.elapsed_seconds == 600.0
