"""The solver's worker process: answers off the GUI thread, and survives being killed."""

from __future__ import annotations

import datetime
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QProcessEnvironment

from scorpion_qt.engine import Game
from scorpion_qt.solver.daily import winnable_daily_deal
from scorpion_qt.ui import solver_client
from scorpion_qt.ui.solver_client import SolverClient
from tests.positions import NEARLY_WON

ROOT = Path(__file__).resolve().parents[2]
TEXT = Game.from_text(NEARLY_WON).to_text()


def test_answers_come_back_as_signals(qtbot) -> None:  # type: ignore[no-untyped-def]
    client = SolverClient()
    with qtbot.waitSignal(client.answered, timeout=30_000) as answer:
        client.request(TEXT, 5.0)
    assert answer.args[0].status == "won"
    assert answer.args[0].moves == ("2:AS>1",)
    assert answer.args[0].position_text == TEXT


def test_jobs_run_by_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    client = SolverClient()
    day = datetime.date(2024, 2, 29)
    with qtbot.waitSignal(client.finished, timeout=30_000) as done:
        client.run("the daily", "daily", day.isoformat())
    assert done.args == ["the daily", winnable_daily_deal(day)]
    with qtbot.waitSignal(client.finished, timeout=30_000) as done:
        client.run("no such job", "fly", 1)
    assert done.args == ["no such job", None]
    with qtbot.waitSignal(client.failed, timeout=30_000) as failed:
        client.request("not a position", 1.0)
    assert failed.args == ["not a position"]


def test_clients_share_the_worker_and_each_hears_its_own(qtbot) -> None:  # type: ignore[no-untyped-def]
    first, second = SolverClient(), SolverClient()
    heard: dict[str, list[str]] = {"first": [], "second": []}
    first.answered.connect(lambda answer: heard["first"].append(answer.status))
    second.answered.connect(lambda answer: heard["second"].append(answer.status))
    second.finished.connect(lambda tag, _result: heard["second"].append(tag))
    first.request(TEXT, 5.0)
    second.run("deal", "winnable", "classic", 3, 1.0, 5)
    second.request(TEXT, 5.0)
    qtbot.waitUntil(lambda: len(heard["second"]) == 2, timeout=30_000)
    assert heard == {"first": ["won"], "second": ["deal", "won"]}


def test_a_killed_worker_fails_its_job_and_is_replaced(qtbot) -> None:  # type: ignore[no-untyped-def]
    client = SolverClient()
    with qtbot.waitSignal(client.answered, timeout=30_000):
        client.request(TEXT, 5.0)
    pid = solver_client.worker_pid()
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # it cannot answer what follows before it dies
    with qtbot.waitSignal(client.failed, timeout=30_000) as failed:
        client.request(TEXT, 5.0)
        os.kill(pid, signal.SIGKILL)
    assert failed.args == [TEXT]
    with qtbot.waitSignal(client.answered, timeout=30_000) as answer:
        client.request(TEXT, 5.0)
    assert answer.args[0].status == "won"
    assert solver_client.worker_pid() not in (None, pid)


def test_a_worker_that_cannot_start_fails_the_job(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    solver_client.shutdown()
    missing = ("/nonexistent/python", [], QProcessEnvironment.systemEnvironment())
    monkeypatch.setattr(solver_client, "worker_command", lambda: missing)
    client = SolverClient()
    with qtbot.waitSignal(client.finished, timeout=30_000) as done:
        client.run("daily", "daily", "2024-01-01")
    assert done.args == ["daily", None]
    monkeypatch.undo()
    with qtbot.waitSignal(client.answered, timeout=30_000):
        client.request(TEXT, 5.0)


def test_shutdown_kills_the_worker(qtbot) -> None:  # type: ignore[no-untyped-def]
    client = SolverClient()
    with qtbot.waitSignal(client.answered, timeout=30_000):
        client.request(TEXT, 5.0)
    pid = solver_client.worker_pid()
    assert pid is not None
    solver_client.shutdown()
    assert solver_client.worker_pid() is None
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_the_worker_command(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PYTHONPATH", "elsewhere")
    program, arguments, environment = solver_client.worker_command()
    assert [program, *arguments] == [sys.executable, "-m", "scorpion_qt.solver.worker"]
    assert environment.value("PYTHONPATH") == os.pathsep.join([str(ROOT), "elsewhere"])
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    program, arguments, _ = solver_client.worker_command()
    assert [program, *arguments] == [sys.executable, "--solver-worker"]


# the window's process after an answer: no multiprocessing, no thread, no search loaded
FRESH = """
import json, sys, threading
from PySide6.QtCore import QCoreApplication, QTimer
from scorpion_qt.ui.solver_client import SolverClient

app = QCoreApplication([])
client = SolverClient()
answers = []
client.answered.connect(lambda answer: (answers.append(answer.status), app.quit()))
client.failed.connect(lambda text: app.quit())
client.request(sys.argv[1], 5.0)
QTimer.singleShot(30_000, app.quit)
app.exec()
watched = ["multiprocessing", "concurrent.futures", "pickle", "scorpion_qt.solver.search"]
print(json.dumps({
    "answers": answers,
    "loaded": [name for name in watched if name in sys.modules],
    "threads": threading.active_count(),
}))
"""


def test_the_window_process_loads_no_multiprocessing_and_runs_no_thread(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", FRESH, TEXT],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
        check=True,
    )
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report == {"answers": ["won"], "loaded": [], "threads": 1}
