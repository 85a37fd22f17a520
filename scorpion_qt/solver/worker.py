"""The solver's worker process: one JSON request a line on stdin, one answer a line out.

The lines are those of :mod:`scorpion_qt.solver.protocol`: a request names its job and
its id (each id used once), and is answered with that id. Jobs run one after another, in
the order they came. A cancel line cancels a job: a waiting job never starts, a running
one stops within a few hundred positions of its search; either way its answer says it was
cancelled. A cancel naming no job waiting or running is ignored (its answer may be on its
way). A request that cannot be run (no such job, arguments that do not fit it) is answered
with the reason; a line without an id (not JSON, nested too deeply to read, no id) is only
logged on stderr. The worker ends at the end of its input (the window closes the pipe, or
its process ended) once it has answered every request before it.

A thread reads the input while the main thread runs the jobs: so a cancel is read while
the job it names runs.

Run it as ``python -m scorpion_qt.solver.worker`` (a frozen bundle: ``scorpion-qt
--solver-worker``).
"""

from __future__ import annotations

import logging
import queue
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import BinaryIO

from scorpion_qt.solver.jobs import Stop, run
from scorpion_qt.solver.protocol import (
    Answer,
    Answered,
    AnyJob,
    BadRequest,
    Cancel,
    Cancelled,
    Failed,
    Reply,
    Request,
    answer_json,
    read_request,
    reply_line,
)

log = logging.getLogger("scorpion_qt.solver.worker")  # also when run as __main__


#: what runs a job: :func:`scorpion_qt.solver.jobs.run`, or a stand-in that answers as
#: the solver once did (the benchmarks' worker of recorded long lines)
Runner = Callable[[AnyJob, Stop], Answer]


def serve(requests: BinaryIO, answers: BinaryIO, runner: Runner = run) -> None:
    """Answer every request line of ``requests`` on ``answers`` until the end of input,
    acting on cancel lines as soon as they are read; ``runner`` runs the jobs."""
    jobs = JobQueue()
    reader = threading.Thread(target=jobs.read, args=(requests,), name="requests", daemon=True)
    reader.start()
    for queued in iter(jobs.take, None):
        reply = answer(queued, runner)
        jobs.done(reply.job_id)
        answers.write(reply_line(reply))
        answers.flush()
    reader.join()


@dataclass(frozen=True, slots=True)
class Queued:
    """A request read and not answered yet: the request to run, or the failure to answer
    it with (it cannot be run); and the flag that cancels it."""

    item: Request | Failed
    stop: threading.Event

    @property
    def job_id(self) -> int:
        return self.item.job_id


class JobQueue:
    """The requests read and not answered yet, in the order they came, each with the flag
    that cancels it. One thread reads and cancels, another takes the jobs and runs them."""

    def __init__(self) -> None:
        self._waiting: queue.SimpleQueue[Queued | None] = queue.SimpleQueue()  # None: the end
        self._lock = threading.Lock()
        self._stops: dict[int, threading.Event] = {}  # waiting or running, by id

    def read(self, requests: BinaryIO) -> None:
        """Add every line of ``requests`` until the end of input; then :meth:`take` ends."""
        try:
            for line in iter(requests.readline, b""):
                if not line.strip():
                    continue
                try:
                    self.add_line(line)
                except Exception:  # ending the reading would lose every request after it
                    log.exception("a request line could not be read: %.200r", line)
        finally:
            self._waiting.put(None)

    def add_line(self, line: bytes) -> None:
        """Queue the request ``line`` holds, or cancel the job it names; a request that
        cannot be run is answered with the reason, a line without an id only logged."""
        try:
            message = read_request(line)
        except BadRequest as error:
            log.error("%s: %.200r", error, line)
            if error.job_id is not None:
                self._queue(Failed(error.job_id, str(error)))
            return
        match message:
            case Cancel(job_id):
                self.cancel(job_id)
            case Request():
                self._queue(message)

    def _queue(self, item: Request | Failed) -> None:
        stop = threading.Event()
        with self._lock:
            self._stops[item.job_id] = stop
        self._waiting.put(Queued(item, stop))

    def cancel(self, job_id: int) -> None:
        """Cancel the job waiting or running with the id ``job_id``, if there is one."""
        with self._lock:
            stop = self._stops.get(job_id)
        if stop is not None:
            stop.set()

    def take(self) -> Queued | None:
        """The next job, once there is one; None at the end of input."""
        return self._waiting.get()

    def done(self, job_id: int) -> None:
        """The job is answered: a cancel naming it from now on is ignored."""
        with self._lock:
            self._stops.pop(job_id, None)


def answer(queued: Queued, runner: Runner = run) -> Reply:
    """The answer to ``queued`` (run by ``runner``): a cancelled one when its flag is set
    before it starts or while it runs, its failure when it cannot be run."""
    if queued.stop.is_set():
        return Cancelled(queued.job_id)
    if isinstance(queued.item, Failed):
        return queued.item
    reply = _run(queued.item, queued.stop, runner)
    # a job stopped part-way answers as if out of budget: that is no result to give
    return Cancelled(queued.job_id) if queued.stop.is_set() else reply


def _run(request: Request, stop: threading.Event, runner: Runner) -> Reply:
    try:
        result = runner(request.job, stop.is_set)
    except Exception as error:
        log.exception("solver job %s (id %d) failed", request.job.NAME, request.job_id)
        return Failed(request.job_id, f"{type(error).__name__}: {error}")
    return Answered(request.job_id, answer_json(result))


def main() -> int:
    """Serve stdin until it ends; the exit status."""
    logging.basicConfig(format="scorpion-qt solver worker: %(levelname)s: %(message)s")
    if sys.stdin is None or sys.stdout is None:
        log.error("the worker needs standard input and output")
        return 2
    answers = sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print() must not get in between the answers
    try:
        serve(sys.stdin.buffer, answers)
    except KeyboardInterrupt:  # Ctrl+C in the terminal that started the app
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
