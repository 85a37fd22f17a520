"""Runs solver jobs in a worker process so the window never waits for them.

The worker (:mod:`scorpion_qt.solver.worker`) is one ``QProcess`` for the whole app,
started with the first job; requests and answers travel as JSON lines on its standard input
and output. The window's process thus loads neither the solver nor multiprocessing, and
runs no thread of its own for it.

A job is one of :mod:`scorpion_qt.solver.protocol`'s (``SolveJob`` and so on), and its
answer comes back in the job's own answer type (``SolveAnswer`` and so on). Each request
has its own callback, called once on the GUI thread, and a purpose: a client
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
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QTimer

from scorpion_qt.package_files import package_dir
from scorpion_qt.solver.protocol import (
    AnalyseJob,
    Answered,
    Cancelled,
    Failed,
    Job,
    ProtocolError,
    SolveJob,
    WinnableJob,
    cancel_line,
    read_reply,
    request_line,
)

if TYPE_CHECKING:
    from PySide6.QtCore import QProcess, QProcessEnvironment

log = logging.getLogger(__name__)
#: what the worker process writes on its stderr (its warnings and tracebacks) is logged here
worker_log = logging.getLogger("scorpion_qt.solver.worker")

AnswerT = TypeVar("AnswerT")

#: seconds a job may take beyond its own time limit before the worker counts as hung: for
#: the worker's start with the first job (Python, the solver's imports), a search's last
#: look at its clock, and a busy machine
MARGIN_SECONDS = 10.0
#: the jobs that stop soon once cancelled while they run (the daily choice runs to its end)
STOPPABLE = (SolveJob, WinnableJob, AnalyseJob)


def job_seconds(job: Job[object]) -> float | None:
    """How long the worker may take to answer ``job`` once it runs it: the job's own
    budget (a solve's and an analysis's time limit, a winnable-deal search's every try,
    the daily choice's node budgets in seconds) and :data:`MARGIN_SECONDS`; None when the
    job has no limit to go by."""
    budget = job.budget()
    return None if budget is None else budget + MARGIN_SECONDS


class SolverClient:
    """Sends jobs to the worker, at most one of each purpose at a time: the latest wins."""

    def __init__(self) -> None:
        self._latest: dict[str, SolverRequest[Any]] = {}

    def submit(
        self, purpose: str, job: Job[AnswerT], on_done: Callable[[AnswerT | None], None]
    ) -> SolverRequest[AnswerT]:
        """Run ``job`` in the worker, cancelling the job of the same ``purpose`` sent
        before; ``on_done(answer)`` follows (None if the job failed), unless this one is
        cancelled in turn."""
        self.cancel(purpose)
        request = _host.submit(job, on_done)
        self._latest[purpose] = request
        return request

    def cancel(self, purpose: str) -> bool:
        """Cancel the job of ``purpose`` if it is not answered yet; whether it was not."""
        request = self._latest.pop(purpose, None)
        if request is None or not request.pending:
            return False
        request.cancel()
        return True


class SolverRequest(Generic[AnswerT]):
    """One job sent to the worker: its callback runs once with the job's answer (None if
    the job failed), unless the request is cancelled first."""

    def __init__(
        self,
        job_id: int,
        job: Job[AnswerT],
        on_done: Callable[[AnswerT | None], None],
        worker: _Worker,
    ) -> None:
        self.job_id = job_id
        self.job = job
        self._on_done: Callable[[AnswerT | None], None] | None = on_done
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

    def _answered(self, result: object) -> None:
        """Call back with the answer the JSON ``result`` describes (None if it describes
        none)."""
        try:
            answer = self.job.read_answer(result)
        except ProtocolError as error:
            log.warning("the solver's answer to %s fits no answer: %s", _name(self.job), error)
            answer = None
        self._deliver(answer)

    def _deliver(self, answer: AnswerT | None) -> None:
        on_done, self._on_done = self._on_done, None
        if on_done is not None:
            on_done(answer)


def _name(job: Job[object]) -> str:
    """The job's kind, for the log: its type's name."""
    return type(job).__name__


# -- the worker process -------------------------------------------------------------------


class _Worker:
    """One worker process and the jobs sent to it that are not answered yet."""

    def __init__(self, host: _WorkerHost) -> None:
        self._host = host
        self.pending: dict[int, SolverRequest[Any]] = {}
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
        # the worker's log and tracebacks go into the window's log
        self.process.readyReadStandardError.connect(self._log_stderr)
        program, arguments, environment = worker_command()
        self.process.setProgram(program)
        self.process.setArguments(arguments)
        self.process.setProcessEnvironment(environment)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._error)
        self.process.start()

    def send(self, request: SolverRequest[Any], line: bytes, seconds: float | None) -> None:
        """Send the job ``line`` asks for, which may take ``seconds`` once it runs."""
        if self.ended:  # it could not start: fail the job as soon as the caller returns
            log.warning("solver job %s failed: the worker is not running", _name(request.job))
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
        del self._lines[job_id]
        self.cancelled.add(job_id)
        self.process.write(cancel_line(job_id))
        # its answer still comes, and soon: a waiting job never starts, a running one stops
        if job_id != self._timed:
            self.unanswered[job_id] = MARGIN_SECONDS
        elif (
            isinstance(request.job, STOPPABLE)
            and self._deadline.remainingTime() > MARGIN_SECONDS * 1000
        ):
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

    def _log_stderr(self) -> None:
        said = bytes(self.process.readAllStandardError().data()).decode("utf-8", "replace")
        if said.strip():
            worker_log.warning("%s", said.rstrip())

    def _read(self) -> None:
        data = self._partial + self.process.readAllStandardOutput().data()
        *lines, self._partial = data.split(b"\n")
        for line in lines:
            if line.strip():
                self._answer(line)

    def _answer(self, line: bytes) -> None:
        try:
            reply = read_reply(line)
            self.unanswered.pop(reply.job_id)
        except (ProtocolError, KeyError):
            log.warning("an answer from the solver's worker that fits no job: %.200r", line)
            return
        job_id = reply.job_id
        self._lines.pop(job_id, None)
        self._time_the_running_job()
        if job_id in self.cancelled:  # answered before or after the cancel was read
            self.cancelled.discard(job_id)
            return
        request = self.pending.pop(job_id, None)
        if request is None:  # every job unanswered is pending or cancelled
            return
        try:
            match reply:
                case Answered(result=result):
                    request._answered(result)
                case Failed(error=error):
                    log.warning("solver job %s failed: %s", _name(request.job), error)
                    request._deliver(None)
                case Cancelled():  # not by this window: it cancelled none it still waits for
                    log.warning("solver job %s failed: cancelled", _name(request.job))
                    request._deliver(None)
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
            _name(hung.job) if hung is not None else "cancelled",
            seconds,
            len(waiting),
        )
        self.stop()
        self._host.forget(self)  # the jobs waiting go to a new worker
        for request, line, limit in waiting:
            self._host.running().send(request, line, limit)
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
        self._host.forget(self)  # the next job starts a new worker
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


class _WorkerHost:
    """The app's one worker process (started with the first job, and again with the next
    job after it ended) and the ids given to the jobs, each once."""

    def __init__(self) -> None:
        self.worker: _Worker | None = None
        self._last_id = 0
        self._cleanup_registered = False

    def submit(
        self, job: Job[AnswerT], on_done: Callable[[AnswerT | None], None]
    ) -> SolverRequest[AnswerT]:
        """Send ``job`` to the worker; its request."""
        self._last_id += 1
        worker = self.running()
        request = SolverRequest(self._last_id, job, on_done, worker)
        worker.send(request, request_line(self._last_id, job), job_seconds(job))
        return request

    def running(self) -> _Worker:
        """The worker, started if there is none yet, or it could not start, or it ended."""
        if self.worker is None or self.worker.ended:
            self._register_cleanup()
            self.worker = _Worker(self)
        return self.worker

    def forget(self, worker: _Worker) -> None:
        """``worker`` ended or was killed: the next job starts a new one."""
        if self.worker is worker:
            self.worker = None
            _drop_later(worker)

    def shutdown(self) -> None:
        """Kill the worker, if one runs; jobs in flight get no answer."""
        worker, self.worker = self.worker, None
        if worker is not None:
            worker.stop()
            _drop_later(worker)

    def _register_cleanup(self) -> None:
        """Kill the worker when the app quits, and at the latest when Python exits."""
        if self._cleanup_registered:
            return
        self._cleanup_registered = True
        atexit.register(self.shutdown)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)


def worker_command() -> tuple[str, list[str], QProcessEnvironment]:
    """The program, arguments and environment that start a worker.

    A frozen bundle runs its own executable with ``--solver-worker``; otherwise this Python
    runs the worker module, finding the ``scorpion_qt`` this one is (say, a source checkout
    run from elsewhere) first on its path."""
    environment = QtCore.QProcessEnvironment.systemEnvironment()
    if getattr(sys, "frozen", False):
        return sys.executable, ["--solver-worker"], environment
    home = str(package_dir().resolve().parent)
    path = environment.value("PYTHONPATH")
    environment.insert("PYTHONPATH", os.pathsep.join([home, path]) if path else home)
    return sys.executable, ["-m", "scorpion_qt.solver.worker"], environment


def _drop_later(worker: _Worker) -> None:
    """Let ``worker`` go once the event loop runs again, not now: this may run in a handler
    of its QProcess's signals, and a QObject deleted while it emits crashes the app."""
    if QCoreApplication.instance() is not None:
        QTimer.singleShot(0, lambda: worker)  # holds it until the timer has fired


#: the app's worker, shared by every client
_host = _WorkerHost()


def shutdown() -> None:
    """Kill the worker, if one runs; jobs in flight get no answer. The next job starts a
    new one."""
    _host.shutdown()


def worker_pid() -> int | None:
    """The process id of the running worker, if one runs (for tests)."""
    worker = _host.worker
    if worker is None or worker.process.state() != QtCore.QProcess.ProcessState.Running:
        return None
    return int(worker.process.processId())
