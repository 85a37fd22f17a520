"""The solver's worker process: JSON requests a line on stdin, JSON answers a line out."""

from __future__ import annotations

import datetime
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorpion_qt.engine import RULES, Game
from scorpion_qt.solver import solve
from scorpion_qt.solver.daily import winnable_daily_deal
from scorpion_qt.solver.grade import detours, grade_letter, grade_of
from scorpion_qt.solver.jobs import JOBS, daily_choice, run_job
from scorpion_qt.solver.worker import JobQueue, answer_request, serve
from tests import positions

ROOT = Path(__file__).resolve().parents[2]

NEARLY_WON = Game.from_text(positions.NEARLY_WON).to_text()
#: a deal the solver does not decide within a minute: its search runs to the time limit
HARD = Game.new(727, "relaxed").to_text()


def request(job_id: int, job: str, *args: object) -> bytes:
    return json.dumps({"id": job_id, "job": job, "args": list(args)}).encode() + b"\n"


def start_worker(*command: str) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = command or ("-m", "scorpion_qt.solver.worker")
    return subprocess.Popen(
        [sys.executable, *command],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )


def cancel(job_id: object) -> bytes:
    return json.dumps({"cancel": job_id}).encode() + b"\n"


def cancelled(job_id: int) -> dict[str, object]:
    return {"id": job_id, "ok": False, "cancelled": True, "error": "cancelled"}


def ask(worker: subprocess.Popen[bytes], line: bytes) -> dict[str, object]:
    assert worker.stdin is not None and worker.stdout is not None
    worker.stdin.write(line)
    worker.stdin.flush()
    answer: dict[str, object] = json.loads(worker.stdout.readline())
    return answer


def test_the_worker_answers_each_request_on_its_line_and_ends_at_eof() -> None:
    worker = start_worker()
    try:
        solved = ask(worker, request(1, "solve", NEARLY_WON, 5.0))
        assert solved == {
            "id": 1,
            "ok": True,
            "result": {"position_text": NEARLY_WON, "status": "won", "moves": ["2:AS>1"]},
        }
        # a line that is no JSON has no id to answer: logged, and the worker goes on
        unknown = ask(worker, b"this is not json\n" + request(2, "fly", 1))
        assert unknown == {"id": 2, "ok": False, "error": "no solver job is called 'fly'"}
        bad = ask(worker, request(3, "solve", "not a position", 1.0))
        assert bad["id"] == 3 and bad["ok"] is False
        assert str(bad["error"]).startswith("NotationError: ")
        shapeless = ask(worker, b'{"id": 4, "job": "solve", "args": "x"}\n')
        assert shapeless["id"] == 4 and shapeless["ok"] is False
        daily = ask(worker, request(5, "daily", "2024-02-29"))
        assert daily["id"] == 5 and daily["ok"] is True
        assert daily["result"] == daily_choice(datetime.date(2024, 2, 29))
    finally:
        _, errors = worker.communicate(timeout=30)  # closes stdin: the end of input
    assert worker.returncode == 0
    assert b"not JSON" in errors
    assert b"NotationError" in errors  # the traceback, for whoever reads the app's log


def test_the_app_runs_the_worker_with_its_hidden_option() -> None:
    worker = start_worker("-m", "scorpion_qt", "--solver-worker")
    try:
        answer = ask(worker, request(7, "winnable", "classic", 3, 1.0, 50))
        assert answer["id"] == 7 and answer["ok"] is True
        found = answer["result"]
        assert isinstance(found, dict)
        deal = found["deal"]
        assert isinstance(deal, int)
        assert solve(Game.new(deal, "classic"), time_limit=10).status == "won"
    finally:
        worker.communicate(timeout=30)
    assert worker.returncode == 0
    usage = subprocess.run(
        [sys.executable, "-m", "scorpion_qt", "--help"],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        check=True,
    )
    assert "--smoke" in usage.stdout
    assert "--solver-worker" not in usage.stdout


def test_serve_skips_blank_lines_and_lines_without_id() -> None:
    requests = io.BytesIO(b"\n" + b'{"job": "solve"}\n' + b"[1, 2]\n" + request(9, "daily", "x"))
    answers = io.BytesIO()
    serve(requests, answers)
    lines = answers.getvalue().splitlines()
    assert len(lines) == 1
    assert json.loads(lines[0])["id"] == 9
    assert json.loads(lines[0])["ok"] is False


def test_jobs_take_and_give_json_values() -> None:
    assert set(JOBS) == {"solve", "winnable", "daily", "analyse"}
    result = run_job("solve", [NEARLY_WON, 5.0])
    assert json.loads(json.dumps(result)) == result
    assert result == {"position_text": NEARLY_WON, "status": "won", "moves": ["2:AS>1"]}
    day = datetime.date(2025, 1, 1)
    daily = run_job("daily", [day.isoformat()])
    assert isinstance(daily, dict)
    assert daily == json.loads(json.dumps(daily))
    assert daily == {
        "deal": winnable_daily_deal(day),
        "grade": daily["grade"],
        "pinned": False,
        "error": None,
    }
    assert daily["grade"] in ("E", "M", "H")


def test_a_cancelled_job_stops_and_the_next_one_runs_at_once() -> None:
    worker = start_worker()
    # the hard search is next in line when the first answer comes: it has started (or is
    # about to) when its cancel is read
    first = ask(worker, request(1, "solve", NEARLY_WON, 5.0) + request(2, "solve", HARD, 60.0))
    assert first["id"] == 1 and first["ok"] is True
    assert worker.stdin is not None
    worker.stdin.write(request(3, "solve", NEARLY_WON, 5.0) + cancel(2) + cancel(1) + cancel(9))
    try:  # without its search stopping the worker would be busy for a minute
        out, _ = worker.communicate(timeout=10)
    finally:
        worker.kill()
    assert worker.returncode == 0
    answers = [json.loads(line) for line in out.splitlines()]
    assert answers[0] == cancelled(2)
    assert answers[1]["id"] == 3 and answers[1]["ok"] is True
    assert len(answers) == 2  # cancels of jobs answered, or of none, are ignored


def test_a_job_cancelled_while_it_waits_never_starts() -> None:
    jobs = JobQueue()
    jobs.add_line(request(1, "solve", NEARLY_WON, 5.0))
    jobs.add_line(request(2, "solve", "not a position", 1.0))  # would fail if it ran
    jobs.add_line(cancel(2))
    jobs.add_line(cancel(True))  # no id: ignored
    running = jobs.take()
    assert running is not None
    assert json.loads(answer_request(*running))["ok"] is True
    jobs.done(1)
    waiting = jobs.take()
    assert waiting is not None
    assert json.loads(answer_request(*waiting)) == cancelled(2)


def test_jobs_stop_when_asked() -> None:
    asked: list[bool] = []

    def stop() -> bool:
        asked.append(True)
        return True

    result = solve(Game.from_text(HARD), time_limit=60.0, stop=stop)
    assert result.status == "unknown"
    assert asked == [True]  # at its first look, a few hundred positions in
    assert result.nodes < 1000
    # the search for a winnable deal stops between deals too: the first of 10's is winnable
    found = run_job("winnable", ["classic", 10, 1.0])
    assert isinstance(found, dict) and found["deal"] == 2464105097
    assert run_job("winnable", ["classic", 10, 1.0], stop=lambda: True) is None


def test_a_request_nested_too_deeply_is_answered_and_the_worker_goes_on() -> None:
    # json's decoder recursed until a RecursionError ended the reading thread: the worker
    # ended too, and the requests after the line went unanswered
    deep = b"[" * 100_000 + b"]" * 100_000
    lines = [
        request(1, "solve", NEARLY_WON, 5.0),
        b'{"id": 2, "job": "solve", "args": ' + deep + b"}\n",
        deep + b"\n",  # no id to answer: logged
        request(3, "solve", NEARLY_WON, 5.0),
    ]
    worker = start_worker()
    try:
        answers = [ask(worker, b"".join(lines))]
        assert worker.stdout is not None
        answers += [json.loads(worker.stdout.readline()) for _ in range(2)]
    finally:
        _, errors = worker.communicate(timeout=30)
    assert [answer["id"] for answer in answers] == [1, 2, 3]
    assert answers[0]["ok"] is True and answers[2]["ok"] is True
    assert answers[1] == {"id": 2, "ok": False, "error": "the request is nested too deeply to read"}
    assert worker.returncode == 0
    assert errors.count(b"the request is nested too deeply to read") == 2
    assert len(errors) < 2000  # the log quotes no more than 200 bytes of each line


def test_the_worker_solves_a_deal_of_every_rule_set() -> None:
    worker = start_worker()
    try:
        for job_id, rules in enumerate(RULES, start=20):
            text = Game.new(3, rules).to_text()
            answer = ask(worker, request(job_id, "solve", text, 5.0))
            assert answer["ok"] is True, answer
            result = answer["result"]
            assert isinstance(result, dict)
            assert result["status"] in ("won", "lost", "unknown")
            if result["status"] == "won":
                game = Game.from_text(text)
                for move in result["moves"]:
                    game.play(move)
                assert game.is_won, rules
    finally:
        assert worker.stdin is not None
        worker.stdin.close()
        worker.wait(timeout=30)


@pytest.mark.parametrize("rules", list(RULES))
def test_the_deal_searches_work_for_every_rule_set(rules: str) -> None:
    found = run_job("winnable", [rules, 10, 1.0, 40])
    assert isinstance(found, dict)
    result = solve(Game.new(found["deal"], rules), time_limit=5)
    assert result.status == "won"
    assert found["grade"] == grade_letter(grade_of(rules, detours(result.nodes, len(result.moves))))
    day = datetime.date(2026, 3, 1)
    daily = run_job("daily", [day.isoformat(), rules])
    assert isinstance(daily, dict)
    assert daily["deal"] == winnable_daily_deal(day, rules)
    deal = daily["deal"]
    assert isinstance(deal, int)
    assert solve(Game.new(deal, rules), time_limit=None, node_limit=200_000).status == "won"


def test_the_daily_job_without_rules_is_classics() -> None:
    day = datetime.date(2026, 3, 1)
    assert run_job("daily", [day.isoformat()]) == run_job("daily", [day.isoformat(), "classic"])
