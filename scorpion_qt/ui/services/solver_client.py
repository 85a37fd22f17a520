"""Runs solver jobs in a worker process so the window never waits for them.

The worker (:mod:`scorpion_qt.solver.worker`) is one ``QProcess`` for the whole app,
started with the first job; requests and answers travel as JSON lines on its standard input
and output. The window's process thus loads neither the solver nor multiprocessing, and
runs no thread of its own for it.

Each request has its own callback, called once on the GUI thread, and a purpose: a client
keeps at most one job of each purpose, and a newer one cancels the one before it, waiting
or running, so that the worker never spends its time on an answer nobody wants.

A worker that stops answering (stopped, or hung in a job) is found out: the worker runs its
jobs in order, and the one it runs must be answered within its own time limit and a margin
(:func:`job_seconds`). Past that the worker is killed, that job fails (it may be what hangs
the worker), and the jobs waiting behind it go to a new worker.
"""

from __future__ import annotations

import atexit
import logging
import math
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QTimer

import scorpion_qt

if TYPE_CHECKING:
    from PySide6.QtCore import QProcess, QProcessEnvironment

    from scorpion_qt.ui.play.solve_answer import SolveAnswer

log = logging.getLogger(__name__)

#: called once with a job's JSON result, or with None if the job failed
Done = Callable[[object], None]

#: seconds a job may take beyond its own time limit before the worker counts as hung: for
#: the worker's start with the first job (Python, the solver's imports), a search's last
#: look at its clock, and a busy machine
MARGIN_SECONDS = 10.0
#: the daily choice has no time limit but a node budget per candidate, so that every
#: machine picks the same deal: usually done at once, in 1.5 s at worst over a year here
DAILY_SECONDS = 120.0
#: the tries of the winnable-deal search when a request gives none, as in
#: scorpion_qt.solver.jobs.find_winnable_deal (not imported: it would load the solver)
WINNABLE_TRIES = 400
#: the jobs that stop soon once cancelled while they run (the daily choice runs to its end)
STOPPABLE = frozenset({"solve", "winnable", "analyse"})


def job_seconds(job: str, args: list[object]) -> float | None:
    """How long the worker may take to answer ``job`` on ``args`` once it runs it; None
    when the job has no time limit to go by.

    A solve and a game's analysis get their time limit; the winnable-deal search, one
    solve per try, up to all its tries; the daily choice :data:`DAILY_SECONDS`; each
    :data:`MARGIN_SECONDS` more. A job of no known name is answered with an error at once."""
    if job == "solve":
        limit = _seconds(args, 1)
        return None if limit is None else limit + MARGIN_SECONDS
    if job == "winnable":
        each = _seconds(args, 2)
        tries = _seconds(args, 3) if len(args) > 3 else WINNABLE_TRIES
        if each is None or tries is None:
            return None
        return tries * each * 1.1 + MARGIN_SECONDS  # a tenth more: dealing, setting up
    if job == "daily":
        return DAILY_SECONDS + MARGIN_SECONDS
    if job == "analyse":  # (start_text, moves, time_limit): solver calls share the limit
        limit = _seconds(args, 2)
        return None if limit is None else limit + MARGIN_SECONDS
    return MARGIN_SECONDS


def _seconds(args: list[object], index: int) -> float | None:
    """``args[index]`` if it is a finite number >= 0 (not a bool), else None."""
    value = args[index] if index < len(args) else None
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) and value >= 0 else None


class SolverClient:
    """Sends jobs to the worker, at most one of each purpose at a time: the latest wins."""

    def __init__(self) -> None:
        self._latest: dict[str, SolverRequest] = {}

    def submit(self, purpose: str, job: str, args: list[object], on_done: Done) -> SolverRequest:
        """Run the worker's job named ``job`` (see ``scorpion_qt.solver.jobs.JOBS``) on
        JSON-friendly ``args``, cancelling the job of the same ``purpose`` sent before;
        ``on_done(result)`` follows (None if the job failed), unless this one is cancelled
        in turn."""
        self.cancel(purpose)
        request = _submit(job, args, on_done)
        self._latest[purpose] = request
        return request

    def solve(
        self,
        purpose: str,
        position_text: str,
        time_limit: float,
        on_done: Callable[[SolveAnswer | None], None],
    ) -> SolverRequest:
        """Solve a position, as :meth:`submit` does its job; ``on_done`` gets the
        SolveAnswer, or None if the solver failed."""

        def done(result: object) -> None:
            on_done(None if result is None else _solve_answer(result))

        return self.submit(purpose, "solve", [position_text, time_limit], done)

    def cancel(self, purpose: str) -> bool:
        """Cancel the job of ``purpose`` if it is not answered yet; whether it was not."""
        request = self._latest.pop(purpose, None)
        if request is None or not request.pending:
            return False
        request.cancel()
        return True


class SolverRequest:
    """One job sent to the worker: its callback runs once with the job's result (None if
    the job failed), unless the request is cancelled first."""

    def __init__(self, job_id: int, job: str, on_done: Done, worker: _Worker) -> None:
        self.job_id = job_id
        self.job = job
        self._on_done: Done | None = on_done
        self._worker = worker

    @property
    def pending(self) -> bool:
        """Neither answered nor cancelled yet."""
        return self._on_done is not None

    def cancel(self) -> None:
        """Never call back; the worker drops the job if it waits, or stops it if it runs."""
        if self._on_done is not None:
            self._on_done = None
            self._worker.cancel(self.job_id)

    def _deliver(self, result: object) -> None:
        on_done, self._on_done = self._on_done, None
        if on_done is not None:
            on_done(result)


def _solve_answer(result: object) -> SolveAnswer | None:
    """The SolveAnswer a "solve" job's result describes (None if it describes none). Its
    module loads with the first answer, not with the window."""
    from scorpion_qt.ui.play.solve_answer import SolveAnswer

    try:
        return SolveAnswer.from_json(result)
    except ValueError:
        log.warning("the solver's answer describes no position: %.200r", result)
        return None


# -- the worker process -------------------------------------------------------------------


class _Worker:
    """One worker process and the jobs sent to it that are not answered yet."""

    def __init__(self) -> None:
        self.pending: dict[int, SolverRequest] = {}
        self.cancelled: set[int] = set()  # jobs cancelled whose answer is still to come
        #: every job sent and not answered, cancelled ones too, in the order the worker
        #: runs them (the first one runs), with the seconds it may take (None: no limit)
        self.unanswered: dict[int, float | None] = {}
        self._lines: dict[int, bytes] = {}  # of pending jobs: sent again to a new worker
        self.ended = False
        self._partial = b""
        self._timed: int | None = None  # the job the deadline is for
        self._deadline = QTimer()
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._overdue)
        # QProcess is first made after the first paint: its type costs start-up a millisecond
        self.process = QtCore.QProcess()
        # the worker's log and tracebacks go where the window's own go
        self.process.setProcessChannelMode(QtCore.QProcess.ProcessChannelMode.ForwardedErrorChannel)
        program, arguments, environment = worker_command()
        self.process.setProgram(program)
        self.process.setArguments(arguments)
        self.process.setProcessEnvironment(environment)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._error)
        self.process.start()

    def send(self, request: SolverRequest, line: bytes, seconds: float | None) -> None:
        """Send the job ``line`` asks for, which may take ``seconds`` once it runs."""
        if self.ended:  # it could not start: fail the job as soon as the caller returns
            log.warning("solver job %s failed: the worker is not running", request.job)
            QTimer.singleShot(0, lambda: request._deliver(None))
            return
        request._worker = self
        self.pending[request.job_id] = request
        self.unanswered[request.job_id] = seconds
        self._lines[request.job_id] = line
        self.process.write(line)  # written once the process runs, if it does not yet
        self._time_the_running_job()

    def cancel(self, job_id: int) -> None:
        """Forget the job; tell the worker to drop it or stop it, unless it is answered."""
        request = self.pending.pop(job_id, None)
        if request is None:
            return
        import json

        del self._lines[job_id]
        self.cancelled.add(job_id)
        self.process.write(json.dumps({"cancel": job_id}).encode() + b"\n")
        # its answer still comes, and soon: a waiting job never starts, a running one stops
        if job_id != self._timed:
            self.unanswered[job_id] = MARGIN_SECONDS
        elif request.job in STOPPABLE and self._deadline.remainingTime() > MARGIN_SECONDS * 1000:
            self._deadline.start(round(MARGIN_SECONDS * 1000))

    def stop(self) -> None:
        """Kill the process; jobs in flight get no answer."""
        self.ended = True
        self.pending.clear()
        self.cancelled.clear()
        self.unanswered.clear()
        self._lines.clear()
        self._deadline.stop()
        self.process.blockSignals(True)  # its end is no failure to report
        if self.process.state() != QtCore.QProcess.ProcessState.NotRunning:
            self.process.kill()
            self.process.waitForFinished(2000)

    def _read(self) -> None:
        data = self._partial + self.process.readAllStandardOutput().data()
        *lines, self._partial = data.split(b"\n")
        for line in lines:
            if line.strip():
                self._answer(line)

    def _answer(self, line: bytes) -> None:
        import json

        try:
            answer = json.loads(line)
            job_id = answer["id"]
            self.unanswered.pop(job_id)
        except (ValueError, TypeError, KeyError, RecursionError):
            log.warning("an answer from the solver's worker that fits no job: %.200r", line)
            return
        self._lines.pop(job_id, None)
        self._time_the_running_job()
        if job_id in self.cancelled:  # answered before or after the cancel was read
            self.cancelled.discard(job_id)
            return
        request = self.pending.pop(job_id, None)
        if request is None:  # every job unanswered is pending or cancelled
            return
        ok = answer.get("ok") is True
        if not ok:
            log.warning("solver job %s failed: %s", request.job, answer.get("error"))
        try:
            request._deliver(answer.get("result") if ok else None)
        except Exception:  # one receiver's error must not lose the other answers
            log.exception("handling a solver answer failed")

    def _time_the_running_job(self) -> None:
        """Start the deadline of the job the worker runs now, the first one unanswered,
        unless it is running already."""
        running = next(iter(self.unanswered), None)
        if running == self._timed:
            return
        self._timed = running
        seconds = None if running is None else self.unanswered[running]
        if seconds is None:
            self._deadline.stop()
        else:
            self._deadline.start(min(round(seconds * 1000), 2**31 - 1))

    def _overdue(self) -> None:
        """The running job is not answered in time: kill the worker, fail that job, and
        send the jobs waiting behind it to a new worker."""
        job_id = self._timed
        if job_id is None:
            return
        seconds = self.unanswered.get(job_id) or 0.0
        hung = self.pending.pop(job_id, None)  # None: it was cancelled
        waiting = [
            (self.pending[i], self._lines[i], self.unanswered[i])
            for i in self.unanswered
            if i in self.pending
        ]
        log.warning(
            "the solver's worker gave job %d (%s) no answer within %.0f s: it is killed, the"
            " job fails and %d job(s) waiting go to a new worker",
            job_id,
            hung.job if hung is not None else "cancelled",
            seconds,
            len(waiting),
        )
        self.stop()
        global _worker  # noqa: PLW0603 - the jobs waiting go to a new worker
        if _worker is self:
            _worker = None
            _drop_later(self)
        for request, line, limit in waiting:
            _running_worker().send(request, line, limit)
        if hung is not None:
            try:
                hung._deliver(None)
            except Exception:
                log.exception("handling a solver failure failed")

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QtCore.QProcess.ProcessError.FailedToStart:  # no finished() follows
            self._ended(f"could not start: {self.process.errorString()}")

    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._read()  # answers written before it ended
        crashed = status == QtCore.QProcess.ExitStatus.CrashExit
        self._ended(f"{'crashed' if crashed else 'ended'} (exit code {code})")

    def _ended(self, why: str) -> None:
        global _worker  # noqa: PLW0603 - the next job starts a new worker
        if _worker is self:
            _worker = None
            _drop_later(self)
        if self.ended:
            return
        self.ended = True
        self.cancelled.clear()
        self.unanswered.clear()
        self._lines.clear()
        self._deadline.stop()
        failed, self.pending = self.pending, {}
        log.warning("the solver's worker process %s; %d job(s) failed", why, len(failed))
        for request in failed.values():
            try:
                request._deliver(None)
            except Exception:
                log.exception("handling a solver failure failed")


def worker_command() -> tuple[str, list[str], QProcessEnvironment]:
    """The program, arguments and environment that start a worker.

    A frozen bundle runs its own executable with ``--solver-worker``; otherwise this Python
    runs the worker module, finding the ``scorpion_qt`` this one is (say, a source checkout
    run from elsewhere) first on its path."""
    environment = QtCore.QProcessEnvironment.systemEnvironment()
    if getattr(sys, "frozen", False):
        return sys.executable, ["--solver-worker"], environment
    home = str(Path(scorpion_qt.__file__).resolve().parent.parent)
    path = environment.value("PYTHONPATH")
    environment.insert("PYTHONPATH", os.pathsep.join([home, path]) if path else home)
    return sys.executable, ["-m", "scorpion_qt.solver.worker"], environment


_worker: _Worker | None = None
_last_id = 0
_cleanup_registered = False


def _submit(job: str, args: list[object], on_done: Done) -> SolverRequest:
    global _last_id  # noqa: PLW0603
    _last_id += 1
    import json  # with the first job, after the board is shown

    line = json.dumps({"id": _last_id, "job": job, "args": args}).encode() + b"\n"
    worker = _running_worker()
    request = SolverRequest(_last_id, job, on_done, worker)
    worker.send(request, line, job_seconds(job, args))
    return request


def _running_worker() -> _Worker:
    """The worker, started if there is none yet, or it could not start, or it ended."""
    global _worker  # noqa: PLW0603 - one worker per process, started lazily
    if _worker is None or _worker.ended:
        _register_cleanup()
        _worker = _Worker()
    return _worker


def _register_cleanup() -> None:
    """Kill the worker when the app quits, and at the latest when Python exits."""
    global _cleanup_registered  # noqa: PLW0603
    if _cleanup_registered:
        return
    _cleanup_registered = True
    atexit.register(shutdown)
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(shutdown)


def shutdown() -> None:
    """Kill the worker, if one runs; jobs in flight get no answer. The next job starts a
    new one."""
    global _worker
    worker, _worker = _worker, None
    if worker is not None:
        worker.stop()
        _drop_later(worker)


def _drop_later(worker: _Worker) -> None:
    """Let ``worker`` go once the event loop runs again, not now: this may run in a handler
    of its QProcess's signals, and a QObject deleted while it emits crashes the app."""
    if QCoreApplication.instance() is not None:
        QTimer.singleShot(0, lambda: worker)  # holds it until the timer has fired


def worker_pid() -> int | None:
    """The process id of the running worker, if one runs (for tests)."""
    if _worker is None or _worker.process.state() != QtCore.QProcess.ProcessState.Running:
        return None
    return int(_worker.process.processId())
