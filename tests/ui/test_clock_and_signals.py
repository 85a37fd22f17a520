"""A crash keeps the clock within seconds, and SIGTERM, SIGHUP or SIGINT close the app as
Quit does: real child processes, a real database."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import pytest

from scorpion_qt.store.service import Store

ROOT = Path(__file__).resolve().parents[2]
#: the app, started as main() starts it, which plays one move once the store is open and
#: then prints its clock every half second
PLAYING = """
import sys
from PySide6.QtCore import QTimer
from scorpion_qt.app import create_window
from scorpion_qt.ui.startup import run

window = create_window(sys.argv[1:])

def play():
    controller = window.controller
    move = next(m for m in controller.game.legal_moves() if str(m) != "deal")
    controller.play(move)
    clock.start(500)

def report():
    running = window.controller.clock_running
    print(f"clock {window.controller.elapsed():.2f} {running}", flush=True)

clock = QTimer()
clock.timeout.connect(report)
window.store_ready.connect(lambda: (window.activateWindow(), QTimer.singleShot(300, play)))
sys.exit(run(window))
"""


def environment() -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))


@contextmanager
def child(args: list[str]) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        args,
        env=environment(),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
        assert process.stdout is not None
        process.stdout.close()


def test_a_crash_keeps_the_clock_within_five_seconds(tmp_path: Path) -> None:
    data = tmp_path / "data"
    script = [sys.executable, "-c", PLAYING, "--deal", "5", "--data-dir", str(data)]
    with child(script) as process:
        assert process.stdout is not None
        shown = 0.0
        for line in process.stdout:
            if line.startswith("clock "):
                _word, seconds, running = line.split()
                assert running == "True"  # the window is active: the clock runs
                shown = float(seconds)
                if shown >= 7.0:  # one move, then seven seconds without one
                    break
        os.killpg(process.pid, signal.SIGKILL)  # no chance to save anything more
    with Store.open(data) as store:
        resumed = store.resume()
    assert resumed is not None and len(resumed.game.moves) == 1
    assert shown - 5.0 <= resumed.elapsed_seconds <= shown


def game_recorded(data: Path) -> bool:
    try:
        with closing(sqlite3.connect(f"file:{data / 'scorpion.db'}?mode=ro", uri=True)) as db:
            return bool(db.execute("SELECT count(*) FROM games").fetchone()[0])
    except sqlite3.Error:
        return False


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signal_closes_the_window_as_quit_does(tmp_path: Path, number: int) -> None:
    data = tmp_path / "data"
    app = [sys.executable, "-m", "scorpion_qt", "--deal", "5", "--data-dir", str(data)]
    with child(app) as process:
        deadline = time.monotonic() + 30
        while not game_recorded(data):  # the store is open and has the new game
            assert process.poll() is None, process.communicate()[0]
            assert time.monotonic() < deadline, "the app never recorded its game"
            time.sleep(0.05)
        process.send_signal(number)
        status = process.wait(timeout=15)
        assert process.stdout is not None
        said = process.stdout.read()
    assert status == 128 + number, said
    # the window's close ran: it kept its geometry in the settings
    assert "geometry" in (data / "settings.ini").read_text(encoding="utf-8")
