"""The solver's worker process: answers off the GUI thread, and survives being killed."""

from __future__ import annotations

import datetime
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QProcessEnvironment
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.solver.daily import winnable_daily_deal
from scorpion_qt.solver.protocol import (
    AnalyseJob,
    DailyAnswer,
    DailyJob,
    SolveAnswer,
    SolveJob,
    WinnableAnswer,
    WinnableJob,
)
from scorpion_qt.ui.services import solver_client
from scorpion_qt.ui.services.solver_client import SolverClient
from tests.positions import NEARLY_WON

ROOT = Path(__file__).resolve().parents[2]
TEXT = Game.from_text(NEARLY_WON).to_text()
#: a deal the solver does not decide within a minute: its search runs to the time limit
HARD = Game.new(727, "relaxed").to_text()
#: the search for a winnable Relaxed deal from this seed on starts with a deal as hard
SLOW_SEED = 234


def test_a_request_calls_back_once_with_its_answer(qtbot: QtBot) -> None:
    client = SolverClient()
    answers: list[SolveAnswer | None] = []
    request = client.submit("check", SolveJob(TEXT, 5.0), answers.append)
    assert request.pending
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    assert answers == [SolveAnswer(TEXT, "won", ("2:AS>1",))]
    assert not request.pending
    assert not client.cancel("check")  # answered: nothing to cancel


class Fly:
    """A job the worker does not know, as a newer window might send one."""

    def to_json(self) -> dict[str, object]:
        return {"job": "fly", "args": {}}

    def budget(self) -> float | None:
        return 0.0

    def read_answer(self, data: object) -> object:
        return data


def test_jobs_are_answered_in_their_own_types(qtbot: QtBot) -> None:
    client = SolverClient()
    day = datetime.date(2024, 2, 29)
    daily: list[DailyAnswer | None] = []
    failed: dict[str, list[object]] = {"fly": [], "bad": []}
    client.submit("daily", DailyJob(day), daily.append)
    client.submit("fly", Fly(), failed["fly"].append)
    client.submit("bad", SolveJob("not a position", 1.0), failed["bad"].append)
    qtbot.waitUntil(lambda: bool(daily) and all(failed.values()), timeout=30_000)
    assert len(daily) == 1 and isinstance(daily[0], DailyAnswer)
    assert (daily[0].deal, daily[0].pinned) == (winnable_daily_deal(day), False)
    assert (failed["fly"], failed["bad"]) == ([None], [None])


class DailyReadAsSolve:
    """A daily choice whose answer is read as a solve's: it fits none."""

    def to_json(self) -> dict[str, object]:
        return DailyJob(datetime.date(2024, 2, 29)).to_json()

    def budget(self) -> float | None:
        return None

    def read_answer(self, data: object) -> SolveAnswer:
        return SolveAnswer.from_json(data)


def test_an_answer_that_fits_no_answer_of_the_job_is_a_failure(qtbot: QtBot) -> None:
    answers: list[SolveAnswer | None] = []
    request = SolverClient().submit("misread", DailyReadAsSolve(), answers.append)
    qtbot.waitUntil(lambda: not request.pending, timeout=30_000)
    assert answers == [None]


def deals(answers: list[WinnableAnswer | None]) -> list[int | None]:
    """The deal numbers in a winnable search's answers (None for a failed one)."""
    return [None if answer is None else answer.deal for answer in answers]


def test_clients_and_purposes_each_hear_only_their_own(qtbot: QtBot) -> None:
    first, second = SolverClient(), SolverClient()
    heard: dict[str, list[object]] = {"first": [], "second": []}
    found: list[WinnableAnswer | None] = []
    # the same purpose in two clients: neither cancels the other
    first.submit("check", SolveJob(TEXT, 5.0), lambda answer: heard["first"].append(answer))
    second.submit("deal", WinnableJob("classic", 10, 1.0, 5), found.append)
    second.submit("check", SolveJob(TEXT, 5.0), lambda answer: heard["second"].append(answer))
    qtbot.waitUntil(lambda: all(heard.values()) and bool(found), timeout=30_000)
    won = SolveAnswer(TEXT, "won", ("2:AS>1",))
    assert heard["first"] == heard["second"] == [won]
    assert deals(found) == [2464105097]


def test_a_newer_job_of_a_purpose_cancels_the_older_and_its_search(qtbot: QtBot) -> None:
    client = SolverClient()
    old: list[object] = []
    new: list[object] = []
    hard = client.submit("check", SolveJob(HARD, 60.0), old.append)
    client.submit("check", SolveJob(TEXT, 5.0), new.append)
    assert not hard.pending
    # the worker is not busy with the hard search for the next minute
    qtbot.waitUntil(lambda: bool(new), timeout=10_000)
    assert new == [SolveAnswer(TEXT, "won", ("2:AS>1",))]
    assert old == []


def test_a_second_winnable_search_cancels_the_first(qtbot: QtBot) -> None:
    client = SolverClient()
    first: list[WinnableAnswer | None] = []
    second: list[WinnableAnswer | None] = []
    search = client.submit("deal", WinnableJob("relaxed", SLOW_SEED, 60.0), first.append)
    client.submit("deal", WinnableJob("classic", 10, 1.0), second.append)
    assert not search.pending
    qtbot.waitUntil(lambda: bool(second), timeout=10_000)
    assert deals(second) == [2464105097]  # the first deal from 10 on is winnable
    # and the worker has nothing else to do: a quick job is answered at once
    quick: list[object] = []
    SolverClient().submit("check", SolveJob(TEXT, 5.0), quick.append)
    qtbot.waitUntil(lambda: bool(quick), timeout=10_000)
    assert first == []


def test_a_request_cancelled_by_hand_never_calls_back(qtbot: QtBot) -> None:
    client = SolverClient()
    dropped: list[object] = []
    kept: list[object] = []
    request = client.submit("check", SolveJob(TEXT, 5.0), dropped.append)
    request.cancel()
    request.cancel()  # twice is harmless
    client.submit("other", SolveJob(TEXT, 5.0), kept.append)
    assert client.cancel("other")
    assert not client.cancel("other")
    client.submit("last", SolveJob(TEXT, 5.0), kept.append)
    qtbot.waitUntil(lambda: bool(kept), timeout=30_000)
    assert len(kept) == 1
    assert dropped == []


def test_a_killed_worker_fails_its_job_and_is_replaced(qtbot: QtBot) -> None:
    client = SolverClient()
    answers: list[SolveAnswer | None] = []
    client.submit("check", SolveJob(TEXT, 5.0), answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    pid = solver_client.worker_pid()
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # it cannot answer what follows before it dies
    client.submit("check", SolveJob(TEXT, 5.0), answers.append)
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=30_000)
    assert answers[1] is None
    client.submit("check", SolveJob(TEXT, 5.0), answers.append)
    qtbot.waitUntil(lambda: len(answers) == 3, timeout=30_000)
    assert answers[2] is not None and answers[2].status == "won"
    assert solver_client.worker_pid() not in (None, pid)


def test_a_worker_that_stops_answering_is_replaced_and_the_jobs_waiting_go_on(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver_client, "MARGIN_SECONDS", 1.0)
    client = SolverClient()
    warm: list[SolveAnswer | None] = []
    client.submit("check", SolveJob(TEXT, 5.0), warm.append)
    qtbot.waitUntil(lambda: bool(warm), timeout=30_000)
    pid = solver_client.worker_pid()
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # as a hung worker: it reads nothing and answers nothing
    hung: list[SolveAnswer | None] = []
    waiting: list[WinnableAnswer | None] = []
    client.submit("check", SolveJob(TEXT, 0.5), hung.append)  # 0.5 s and the margin: 1.5 s
    client.submit("deal", WinnableJob("classic", 10, 1.0), waiting.append)
    started = time.monotonic()
    qtbot.waitUntil(lambda: bool(hung) and bool(waiting), timeout=20_000)
    assert hung == [None]  # the job the worker ran when it hung fails: it may be the cause
    # the one behind it never started: a new worker ran it
    assert deals(waiting) == [2464105097]
    assert 1.4 <= time.monotonic() - started < 10  # Qt may fire a timer 5 % early
    assert solver_client.worker_pid() not in (None, pid)
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # killed, not left stopped


def test_a_hung_job_cancelled_is_given_only_the_margin(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver_client, "MARGIN_SECONDS", 1.0)
    client = SolverClient()
    warm: list[SolveAnswer | None] = []
    client.submit("check", SolveJob(TEXT, 5.0), warm.append)
    qtbot.waitUntil(lambda: bool(warm), timeout=30_000)
    pid = solver_client.worker_pid()
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)
    search: list[object] = []
    after: list[SolveAnswer | None] = []
    client.submit("deal", WinnableJob("relaxed", SLOW_SEED, 60.0), search.append)  # 7 hours
    client.submit("check", SolveJob(TEXT, 5.0), after.append)
    # a running job stops soon once cancelled: its answer is due within the margin
    assert client.cancel("deal")
    qtbot.waitUntil(lambda: bool(after), timeout=10_000)
    assert after == [SolveAnswer(TEXT, "won", ("2:AS>1",))]
    assert search == []
    assert solver_client.worker_pid() not in (None, pid)


def test_a_job_is_timed_from_when_the_worker_runs_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver_client, "MARGIN_SECONDS", 1.0)
    client = SolverClient()
    answers: dict[str, list[SolveAnswer | None]] = {"hard": [], "quick": []}
    client.submit("hard", SolveJob(TEXT, 5.0), answers["hard"].append)
    qtbot.waitUntil(lambda: bool(answers["hard"]), timeout=30_000)  # the worker runs
    pid = solver_client.worker_pid()
    answers["hard"].clear()
    client.submit("hard", SolveJob(HARD, 2.5), answers["hard"].append)  # runs to its time limit
    client.submit(
        "quick", SolveJob(TEXT, 0.1), answers["quick"].append
    )  # 1.1 s, but 2.5 s after it
    qtbot.waitUntil(lambda: all(answers.values()), timeout=20_000)
    hard = answers["hard"][0]
    assert hard is not None and hard.status == "unknown"
    assert answers["quick"] == [SolveAnswer(TEXT, "won", ("2:AS>1",))]
    assert solver_client.worker_pid() == pid  # not taken for hung


def test_each_job_may_take_its_own_time_limit_and_a_margin() -> None:
    margin = solver_client.MARGIN_SECONDS
    assert margin == 10
    assert solver_client.job_seconds(SolveJob(TEXT, 5.0)) == 5 + margin
    # the winnable-deal search: up to all of its tries (400 unless it says)
    winnable = WinnableJob("classic", 1, 1.0)
    assert solver_client.job_seconds(winnable) == pytest.approx(440 + margin)
    assert solver_client.job_seconds(WinnableJob("classic", 1, 2, 5)) == pytest.approx(11 + margin)
    assert solver_client.job_seconds(DailyJob(datetime.date(2024, 2, 29))) == 120 + margin
    assert solver_client.job_seconds(AnalyseJob(TEXT, (), 20.0)) == 20 + margin
    assert solver_client.job_seconds(Fly()) == margin  # answered at once: no such job
    assert solver_client.job_seconds(SolveJob(TEXT, None)) is None  # no time limit
    assert solver_client.job_seconds(SolveJob(TEXT, float("nan"))) is None


def test_a_worker_that_cannot_start_fails_the_job(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    solver_client.shutdown()
    environment = QProcessEnvironment.systemEnvironment()
    missing: tuple[str, list[str], QProcessEnvironment] = ("/nonexistent/python", [], environment)
    monkeypatch.setattr(solver_client, "worker_command", lambda: missing)
    client = SolverClient()
    results: list[object] = []
    client.submit("daily", DailyJob(datetime.date(2024, 1, 1)), results.append)
    qtbot.waitUntil(lambda: bool(results), timeout=30_000)
    assert results == [None]
    monkeypatch.undo()
    client.submit("check", SolveJob(TEXT, 5.0), results.append)
    qtbot.waitUntil(lambda: len(results) == 2, timeout=30_000)
    assert results[1] is not None


def test_shutdown_kills_the_worker(qtbot: QtBot) -> None:
    client = SolverClient()
    answers: list[SolveAnswer | None] = []
    client.submit("check", SolveJob(TEXT, 5.0), answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    pid = solver_client.worker_pid()
    assert pid is not None
    solver_client.shutdown()
    assert solver_client.worker_pid() is None
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_the_worker_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", "elsewhere")
    program, arguments, environment = solver_client.worker_command()
    assert [program, *arguments] == [sys.executable, "-m", "scorpion_qt.solver.worker"]
    assert environment.value("PYTHONPATH") == os.pathsep.join([str(ROOT), "elsewhere"])
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    program, arguments, _ = solver_client.worker_command()
    assert [program, *arguments] == [sys.executable, "--solver-worker"]


# the window's process after an answer: no multiprocessing, no thread, no solver loaded (the
# jobs and answers are read and written without it)
FRESH = """
import json, sys, threading
from PySide6.QtCore import QCoreApplication, QTimer
from scorpion_qt.solver.protocol import SolveJob
from scorpion_qt.ui.services.solver_client import SolverClient

app = QCoreApplication([])
answers = []

def done(answer):
    answers.append(answer.status if answer is not None else "failed")
    app.quit()

SolverClient().submit("check", SolveJob(sys.argv[1], 5.0), done)
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
