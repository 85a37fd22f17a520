"""A move the board has shown is in the database: the real app, in a child process, is
SIGKILLed right after it has painted a move (at delays from 0 ms), again and again on the
same data folder; each start resumes the game with every move it had shown.

The child plays by real key events on the board and the window (a move, then undo and redo
in turn, each an action of the game's log) and prints the log the board holds each time the
board's viewport has painted after a change, from a zero timer queued by the paint: the
paint is over when the line is written.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.rule_book import RULE_BOOK_DEAL

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60.0

#: the app's window; once its store is open it plays, one after the other, an action per
#: paint of the one before: the rule book's first move by keyboard when the game has none,
#: else redo (Ctrl+Y) when there is one to redo, else undo (Ctrl+Z). After each paint that
#: shows a change it prints ``shown <the game's log as JSON>``. ``wait`` (if not null) is
#: the longest the board waits for a move to be saved (0: it does not wait).
CHILD = r"""
import json, os, signal, sys, time
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import create_window
from tests.ui.event_wait import wait_until

ARGS = json.loads(sys.argv[1])
app = QApplication(sys.argv[:1])
window = create_window(ARGS["argv"])
if ARGS["wait"] is not None:
    window.daily.online.recorder.shown_wait = ARGS["wait"]
window.resize(1000, 760)
window.show()
view, controller = window.board_view, window.controller
QTest.qWaitForWindowExposed(window)
window.activateWindow()
assert QTest.qWaitForWindowActive(window)
wait_until(lambda: view.painted and window.store is not None)
print("resumed " + json.dumps(controller.game.log), flush=True)
state = {"printed": list(controller.game.log), "acting": False}


def act():
    game = controller.game
    if not game.log:
        for key in [Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Return]:
            QTest.keyClick(view, key)
        for _ in range(5):
            QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Space)
    elif game.can_redo:
        QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    else:
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def painted():
    log = list(controller.game.log)
    if log != state["printed"]:
        state["printed"] = log
        print("shown " + json.dumps(log), flush=True)
        state["shown"] = state.get("shown", 0) + 1
        if state["shown"] == ARGS["kill_after"]:  # killed by itself: no pipe in between
            end = time.perf_counter() + ARGS["delay"]
            while time.perf_counter() < end:
                pass
            os.kill(os.getpid(), signal.SIGKILL)
        QTimer.singleShot(0, act)


class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, painted)  # runs once this paint is over
        return False


paints = Paints()
view.viewport().installEventFilter(paints)
QTimer.singleShot(0, act)
app.exec()
"""


def launch(
    data_dir: Path, position: Path | None, wait: float | None, kill_after: int, delay: float
) -> subprocess.Popen[str]:
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path, "QT_QPA_PLATFORM": "offscreen"}
    argv = ["--data-dir", str(data_dir)]
    if position is not None:  # else the game in progress is resumed
        argv += ["--position", str(position)]
    return subprocess.Popen(
        [
            sys.executable,
            "-c",
            CHILD,
            json.dumps({"argv": argv, "wait": wait, "kill_after": kill_after, "delay": delay}),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )


def next_line(child: subprocess.Popen[str]) -> str:
    """The child's next line, failing instead of hanging if it never comes."""
    assert child.stdout is not None
    stdout = child.stdout
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(stdout.readline()), daemon=True)
    reader.start()
    reader.join(TIMEOUT)
    assert got and got[0], "the child process did not report in time"
    return got[0]


def kill_after_shown(
    data_dir: Path,
    position: Path | None,
    shown: int,
    delay: float,
    *,
    inside: bool = False,
    wait: float | None = None,
) -> tuple[list[str], list[str]]:
    """Start the app (on ``position``, else resuming), let it show ``shown`` changes, and
    SIGKILL it ``delay`` seconds after the last one was painted: from this process once it
    has read the line, or (``inside``) the app itself, in the zero timer that writes the
    line. The log it resumed with and the last log it said it had shown (it may have shown
    more before it died)."""
    child = launch(data_dir, position, wait, shown if inside else 0, delay)
    lines: list[str] = []
    try:
        first = next_line(child)
        assert first.startswith("resumed ")
        resumed = json.loads(first.removeprefix("resumed "))
        if not inside:
            lines = [next_line(child) for _ in range(shown)]
            # the delay between the paint and the kill is what this test varies, not a
            # wait for something to happen (a busy loop: a sleep is coarser than 1 ms)
            end = time.perf_counter() + delay
            while time.perf_counter() < end:
                pass
            os.kill(child.pid, signal.SIGKILL)
        rest, _ = child.communicate(timeout=TIMEOUT)
    finally:
        if child.poll() is None:
            os.kill(child.pid, signal.SIGKILL)
            child.wait(TIMEOUT)
    assert child.returncode == -signal.SIGKILL
    lines += rest.splitlines()
    assert len(lines) >= shown and all(line.startswith("shown ") for line in lines)
    last = json.loads(lines[-1].removeprefix("shown ")) if lines else resumed
    return resumed, last


@pytest.mark.long
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_every_move_shown_before_a_kill_is_resumed(tmp_path: Path) -> None:
    """20 kills on one data folder, each start resuming the game the kill before left: 12
    by the app itself 0 to 5.5 ms after a paint, 8 from outside 0 to 14 ms after it. With
    the board not waiting for the save (``shown_wait = 0``, as before issue 32), 12 kills
    by the app itself 0 to 3 ms after a paint lost a move shown twice."""
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    position = tmp_path / "rule-book.txt"
    position.write_text(RULE_BOOK_DEAL, encoding="utf-8")
    choose = random.Random(32)
    kills = [(True, n * 0.0005) for n in range(12)] + [(False, n * 0.002) for n in range(8)]
    choose.shuffle(kills)
    shown: list[str] = []
    first: Path | None = position
    for inside, delay in kills:
        resumed, shown_now = kill_after_shown(
            data_dir, first, choose.randint(1, 4), delay, inside=inside
        )
        first = None
        assert resumed[: len(shown)] == shown, f"a move shown was lost ({inside=}, {delay=})"
        assert shown_now[: len(resumed)] == resumed  # it went on from the game it resumed
        shown = shown_now
    resumed, _ = kill_after_shown(data_dir, None, 0, 0.0)
    assert resumed[: len(shown)] == shown
    assert len(shown) > len(kills)
