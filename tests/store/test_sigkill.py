"""Killing the app right after a move loses nothing: a real child process is SIGKILLed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from scorpion_qt.store.service import Store

REPO = Path(__file__).resolve().parents[2]
TIMEOUT = 60.0


def read_lines(child: subprocess.Popen[str], count: int) -> list[str]:
    """The child's next output lines, failing instead of hanging if they never come."""
    assert child.stdout is not None
    stdout = child.stdout
    lines: list[str] = []

    def read() -> None:
        lines.extend(stdout.readline() for _ in range(count))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(TIMEOUT)
    assert len(lines) == count, "the child process did not report in time"
    return lines


CHILD = textwrap.dedent(
    """
    import json, sys, time
    from scorpion_qt.engine import Game
    from scorpion_qt.store.service import Store

    store = Store.open(sys.argv[1])
    game = Game.new(1)
    game_id = store.start_game(game)
    for n in range(1, 9):
        game.play(game.legal_moves()[0])
        store.record_move(game_id, game, 1.25 * n)
    game.undo()
    store.record_undo(game_id, game, 11.5)
    store.record_hint(game_id)
    game.play(game.legal_moves()[-1])
    store.record_move(game_id, game, 12.75)
    state = {
        "id": game_id, "text": game.to_text(), "score": game.score,
        "moves": game.move_count, "log": game.log, "status": str(store.status),
    }
    print(json.dumps(state), flush=True)
    print("ready", flush=True)
    time.sleep(120)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_after_a_move_resumes_the_same_game(tmp_path: Path) -> None:
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        state_line, ready = read_lines(child, 2)
        assert ready.strip() == "ready"
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    expected = json.loads(state_line)
    assert expected["status"] == "saving"
    assert (tmp_path / "scorpion.db-wal").exists()  # killed before any checkpoint on close

    with Store.open(tmp_path) as store:
        resumed = store.resume()
        assert resumed is not None
        assert resumed.id == expected["id"]
        assert resumed.game.to_text() == expected["text"]
        assert resumed.game.score == expected["score"]
        assert resumed.game.move_count == expected["moves"]
        assert resumed.game.log == expected["log"]
        assert resumed.elapsed_seconds == 12.75
        assert resumed.hints == 1
