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
from scorpion_qt.solver.analysis import analyse
from scorpion_qt.solver.daily import winnable_daily_deal
from scorpion_qt.solver.grade import detours, grade_letter, grade_of
from scorpion_qt.solver.jobs import daily_choice, run
from scorpion_qt.solver.protocol import (
    JOB_TYPES,
    AnalyseJob,
    AnalysisAnswer,
    AnyJob,
    DailyAnswer,
    DailyJob,
    ParAnswer,
    ParJob,
    ProtocolError,
    SolveAnswer,
    SolveJob,
    WinnableAnswer,
    WinnableJob,
    cancel_line,
    reply_line,
    request_line,
)
from scorpion_qt.solver.solve import solve
from scorpion_qt.solver.worker import JobQueue, answer, serve
from tests import positions

ROOT = Path(__file__).resolve().parents[2]

NEARLY_WON = Game.from_text(positions.NEARLY_WON).to_text()
#: a deal the solver does not decide within a minute: its search runs to the time limit
HARD = Game.new(727, "relaxed").to_text()


def request(job_id: int, job: AnyJob) -> bytes:
    return request_line(job_id, job)


def raw(job_id: int, job: str, args: object) -> bytes:
    """A request line as another program might write it."""
    return json.dumps({"id": job_id, "job": job, "args": args}).encode() + b"\n"


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


def solving(position: str, seconds: float | None = 5.0) -> SolveJob:
    return SolveJob(position=position, seconds=seconds)


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
        solved = ask(worker, request(1, solving(NEARLY_WON)))
        assert solved == {
            "id": 1,
            "ok": True,
            "result": {
                "position_text": NEARLY_WON,
                "status": "won",
                "moves": ["2:AS>1"],
                "keys": [],
            },
        }
        # a line that is no JSON has no id to answer: logged, and the worker goes on
        unknown = ask(worker, b"this is not json\n" + raw(2, "fly", {}))
        assert unknown == {"id": 2, "ok": False, "error": "no solver job is called 'fly'"}
        bad = ask(worker, request(3, solving("not a position", 1.0)))
        assert bad["id"] == 3 and bad["ok"] is False
        assert str(bad["error"]).startswith("NotationError: ")
        shapeless = ask(worker, raw(4, "solve", "x"))
        assert shapeless["id"] == 4 and shapeless["ok"] is False
        missing = ask(worker, raw(6, "solve", {"position": NEARLY_WON}))  # no seconds
        assert missing == {
            "id": 6,
            "ok": False,
            "error": "the arguments of a solve job: no 'seconds'",
        }
        day = DailyJob(datetime.date(2024, 2, 29))
        daily = ask(worker, request(5, day))
        assert daily["id"] == 5 and daily["ok"] is True
        assert daily["result"] == daily_choice(day).to_json()
    finally:
        _, errors = worker.communicate(timeout=30)  # closes stdin: the end of input
    assert worker.returncode == 0
    assert b"not JSON" in errors
    assert b"NotationError" in errors  # the traceback, for whoever reads the app's log


def test_the_app_runs_the_worker_with_its_hidden_option() -> None:
    worker = start_worker("-m", "scorpion_qt", "--solver-worker")
    try:
        answer = ask(worker, request(7, WinnableJob("classic", 3, 1.0, 50)))
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
    requests = io.BytesIO(
        b"\n" + b'{"job": "solve"}\n' + b"[1, 2]\n" + raw(9, "daily", {"day": "x"})
    )
    answers = io.BytesIO()
    serve(requests, answers)
    lines = answers.getvalue().splitlines()
    assert len(lines) == 1
    assert json.loads(lines[0])["id"] == 9
    assert json.loads(lines[0])["ok"] is False


def test_jobs_and_answers_go_through_json_unchanged() -> None:
    assert set(JOB_TYPES) == {"solve", "winnable", "daily", "analyse", "par"}
    par = run(ParJob(NEARLY_WON))
    assert par == ParAnswer(1, True)  # one move from the win: proven
    assert ParAnswer.from_json(json.loads(json.dumps(par.to_json()))) == par
    assert ParJob(NEARLY_WON).read_answer({"moves": None, "proven": False}) == ParAnswer(
        None, False
    )
    result = run(solving(NEARLY_WON))
    assert result == SolveAnswer(NEARLY_WON, "won", ("2:AS>1",))
    assert SolveAnswer.from_json(json.loads(json.dumps(result.to_json()))) == result
    day = datetime.date(2025, 1, 1)
    daily = run(DailyJob(day))
    assert isinstance(daily, DailyAnswer)
    assert DailyAnswer.from_json(json.loads(json.dumps(daily.to_json()))) == daily
    assert daily == DailyAnswer(winnable_daily_deal(day), daily.grade, pinned=False, error=None)
    assert daily.grade in ("E", "M", "H")
    jobs: list[AnyJob] = [
        solving(NEARLY_WON, None),
        WinnableJob("wasp", 3, 0.5, 7, "E"),
        AnalyseJob(NEARLY_WON, ("2:AS>1",), 2.5),
        DailyJob(day, "relaxed", "/tables"),
        ParJob(NEARLY_WON),
    ]
    for job_id, job in enumerate(jobs):
        queue = JobQueue()
        queue.add_line(request(job_id, job))
        queued = queue.take()
        assert queued is not None and queued.item.job_id == job_id
        assert getattr(queued.item, "job", None) == job


def test_the_analysis_answers_with_the_analysis_s_own_json() -> None:
    game = Game.from_text(positions.NEARLY_WON)
    found = run(AnalyseJob(game.start_text(), (), 5.0))
    assert isinstance(found, AnalysisAnswer)
    expected = analyse(game, time_limit=5.0).to_json()
    assert list(found.to_json()) == list(expected)  # the store keeps it as it was
    assert {**found.to_json(), "seconds": 0} == {**expected, "seconds": 0}


def test_answers_that_are_not_one_are_refused() -> None:
    with pytest.raises(ProtocolError):
        SolveJob(NEARLY_WON, 1.0).read_answer({"position_text": NEARLY_WON, "status": "maybe"})
    with pytest.raises(ProtocolError):
        WinnableJob("classic", 1, 1.0).read_answer({"deal": True, "detours": 0, "grade": None})
    with pytest.raises(ProtocolError):
        DailyJob(datetime.date(2024, 1, 1)).read_answer([1])
    assert WinnableJob("classic", 1, 1.0).read_answer(None) is None  # no deal found


def test_a_cancelled_job_stops_and_the_next_one_runs_at_once() -> None:
    worker = start_worker()
    # the hard search is next in line when the first answer comes: it has started (or is
    # about to) when its cancel is read
    first = ask(worker, request(1, solving(NEARLY_WON)) + request(2, solving(HARD, 60.0)))
    assert first["id"] == 1 and first["ok"] is True
    assert worker.stdin is not None
    worker.stdin.write(request(3, solving(NEARLY_WON)) + cancel_line(2) + cancel(1) + cancel(9))
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
    jobs.add_line(request(1, solving(NEARLY_WON)))
    jobs.add_line(request(2, solving("not a position", 1.0)))  # would fail if it ran
    jobs.add_line(cancel(2))
    jobs.add_line(cancel(True))  # no id: ignored
    running = jobs.take()
    assert running is not None
    assert json.loads(reply_line(answer(running)))["ok"] is True
    jobs.done(1)
    waiting = jobs.take()
    assert waiting is not None
    assert json.loads(reply_line(answer(waiting))) == cancelled(2)


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
    found = run(WinnableJob("classic", 10, 1.0))
    assert isinstance(found, WinnableAnswer) and found.deal == 2464105097
    assert run(WinnableJob("classic", 10, 1.0), stop=lambda: True) is None


def test_a_request_nested_too_deeply_is_logged_and_the_worker_goes_on() -> None:
    # json's decoder recursed until a RecursionError ended the reading thread: the worker
    # ended too, and the requests after the line went unanswered. Such a line is read no
    # further: it has no id to answer (the window never writes one)
    deep = b"[" * 100_000 + b"]" * 100_000
    lines = [
        request(1, solving(NEARLY_WON)),
        b'{"id": 2, "job": "solve", "args": ' + deep + b"}\n",
        deep + b"\n",
        request(3, solving(NEARLY_WON)),
    ]
    worker = start_worker()
    try:
        answers = [ask(worker, b"".join(lines))]
        assert worker.stdout is not None
        answers.append(json.loads(worker.stdout.readline()))
    finally:
        _, errors = worker.communicate(timeout=30)
    assert [answer["id"] for answer in answers] == [1, 3]
    assert answers[0]["ok"] is True and answers[1]["ok"] is True
    assert worker.returncode == 0
    assert errors.count(b"the line is nested too deeply to read") == 2
    assert len(errors) < 2000  # the log quotes no more than 200 bytes of each line


def test_the_worker_solves_a_deal_of_every_rule_set() -> None:
    worker = start_worker()
    try:
        for job_id, rules in enumerate(RULES, start=20):
            text = Game.new(3, rules).to_text()
            answer = ask(worker, request(job_id, solving(text)))
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
    found = run(WinnableJob(rules, 10, 1.0, 40))
    assert isinstance(found, WinnableAnswer)
    game = Game.new(found.deal, rules)
    result = solve(game, time_limit=5)
    assert result.status == "won"
    assert found.grade == grade_letter(grade_of(game.start))
    assert found.detours == detours(result.nodes, len(result.moves))
    day = datetime.date(2026, 3, 1)
    daily = daily_choice(DailyJob(day, rules))
    assert daily.deal == winnable_daily_deal(day, rules)
    assert solve(Game.new(daily.deal, rules), time_limit=None, node_limit=200_000).status == "won"


def test_the_daily_job_without_rules_is_classics() -> None:
    day = datetime.date(2026, 3, 1)
    assert run(DailyJob(day)) == run(DailyJob(day, "classic"))
