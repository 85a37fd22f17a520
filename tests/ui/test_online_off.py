"""Online leaderboards are off until the player turns them on: a daily game won with them
off sends nothing, queues nothing, shows no online line, and QtNetwork is never loaded
(checked in a process of its own, from the start to the end of the game); the Online view
of the leaderboard says how to turn them on."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.ui.online_helpers import ROOT

CHILD = r"""
import json, sqlite3, sys, time
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import create_window
from scorpion_qt.solver.solve import solve

summaries = []


def wait_for(condition, seconds=90.0):
    # runs the event loop until condition() holds; a modal box that opens meanwhile (the
    # win's summary) is read and closed
    loop, timer = QEventLoop(), QTimer()
    deadline = time.monotonic() + seconds

    def check():
        modal = QApplication.activeModalWidget()
        if modal is not None:
            label = getattr(modal, "online_label", None)
            summaries.append(None if label is None else [label.text(), label.isVisible()])
            modal.reject()
        if condition() or time.monotonic() > deadline:
            loop.quit()

    timer.timeout.connect(check)
    timer.start(10)
    loop.exec()
    timer.stop()
    assert condition()


window = create_window(["--daily", "--data-dir", sys.argv[1]])
window.show()
wait_for(lambda: window.store is not None)
window.scene.animations_enabled = False
game = window.controller.game
for move in solve(game, time_limit=30).moves:
    assert window.controller.play(move)
wait_for(lambda: bool(summaries))
statistics = window.statistics.show_statistics()
statistics.tabs.setCurrentWidget(statistics.leaderboard)
statistics.leaderboard.online_button.setChecked(True)
wait_for(lambda: bool(statistics.leaderboard.online.message_label.text()))
off = statistics.leaderboard.online.message_label.text()
wait_for(lambda: not window.store_thread.busy)
path = window.store.path
statistics.close()
window.close()
with sqlite3.connect(path) as db:
    queued = db.execute("SELECT count(*) FROM online_submissions").fetchone()[0]
print(json.dumps({
    "won": game.is_won,
    "daily": str(window.controller.daily),
    "summary": summaries[0],
    "queued": queued,
    "off": off,
    "qtnetwork": "PySide6.QtNetwork" in sys.modules,
}))
"""


def test_off_by_default_nothing_is_sent_and_qtnetwork_never_loads(tmp_path: Path) -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANGUAGE="en")
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "data")],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["won"] and found["daily"] != "None"
    assert found["summary"] == ["", False]  # no online line on the summary
    assert found["queued"] == 0
    assert found["off"].startswith("Online leaderboards are off")
    assert found["qtnetwork"] is False
