"""The solver's worker process: one JSON request a line on stdin, one answer a line out.

A request is ``{"id": 1, "job": "solve", "args": [...]}`` (a job of
:data:`scorpion_qt.solver.jobs.JOBS`; each id used once); its answer is
``{"id": 1, "ok": true, "result": ...}`` or ``{"id": 1, "ok": false, "error": "..."}``.
Jobs run one after another, in the order they came. ``{"cancel": 1}`` cancels job 1: a
waiting job never starts, a running one stops within a few hundred positions of its
search; either way its answer is ``{"id": 1, "ok": false, "cancelled": true, "error":
"cancelled"}``. A cancel naming no job waiting or running is ignored (its answer may be on
its way). A line that is no request is answered with an error, or only logged on stderr
when it has no id; so is one nested too deeply to read (its id is looked for at its start,
where the window writes it). The worker ends at the end of its input (the window closes
the pipe, or its process ended) once it has answered every request before it.

A thread reads the input while the main thread runs the jobs: so a cancel is read while
the job it names runs.

Run it as ``python -m scorpion_qt.solver.worker`` (a frozen bundle: ``scorpion-qt
--solver-worker``).
"""

from __future__ import annotations

import json
import logging
import queue
import re
import sys
import threading
from typing import BinaryIO

from scorpion_qt.solver.jobs import UnknownJobError, run_job

log = logging.getLogger("scorpion_qt.solver.worker")  # also when run as __main__

#: a request read and not answered yet: its id, the request (or why it cannot be run), and
#: the flag that cancels it
Job = tuple[int, dict[str, object] | str, threading.Event]
#: the id at the start of a request line, as the window writes them: {"id": 12, ...
_LEADING_ID = rb'\s*\{\s*"id"\s*:\s*(-?[0-9]{1,18})\s*[,}]'


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer every request line of ``requests`` on ``answers`` until the end of input,
    acting on cancel lines as soon as they are read."""
    jobs = JobQueue()
    reader = threading.Thread(target=jobs.read, args=(requests,), name="requests", daemon=True)
    reader.start()
    for job_id, request, stop in iter(jobs.take, None):
        answer = answer_request(job_id, request, stop)
        jobs.done(job_id)
        answers.write(answer + b"\n")
        answers.flush()
    reader.join()


class JobQueue:
    """The requests read and not answered yet, in the order they came, each with the flag
    that cancels it. One thread reads and cancels, another takes the jobs and runs them."""

    def __init__(self) -> None:
        self._waiting: queue.SimpleQueue[Job | None] = queue.SimpleQueue()  # None: the end
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
        """Queue the request ``line`` holds, or cancel the job it names."""
        try:
            message = _message(line)
        except RecursionError:  # json's decoder recurses once per level of nesting
            self._unreadable(line, "the request is nested too deeply to read")
            return
        if message is None:
            return
        if "cancel" in message:
            self.cancel(message["cancel"])
            return
        job_id = _job_id(message.get("id"))
        if job_id is None:
            log.error("a request without an id: %.200r", line)
            return
        self._queue(job_id, message)

    def _unreadable(self, line: bytes, why: str) -> None:
        """Answer the request ``line`` with ``why`` if its id can be found, else log it."""
        found = re.match(_LEADING_ID, line)
        log.error("%s: %.200r", why, line)
        if found is not None:
            self._queue(int(found.group(1)), why)

    def _queue(self, job_id: int, request: dict[str, object] | str) -> None:
        stop = threading.Event()
        with self._lock:
            self._stops[job_id] = stop
        self._waiting.put((job_id, request, stop))

    def cancel(self, value: object) -> None:
        """Cancel the job waiting or running with the id ``value``, if there is one."""
        job_id = _job_id(value)
        with self._lock:
            stop = self._stops.get(job_id) if job_id is not None else None
        if stop is not None:
            stop.set()

    def take(self) -> Job | None:
        """The next job, once there is one; None at the end of input."""
        return self._waiting.get()

    def done(self, job_id: int) -> None:
        """The job is answered: a cancel naming it from now on is ignored."""
        with self._lock:
            self._stops.pop(job_id, None)


def answer_request(job_id: int, request: dict[str, object] | str, stop: threading.Event) -> bytes:
    """The JSON answer to ``request``, which has the id ``job_id``: a cancelled one when
    ``stop`` is set before it starts or while it runs, a failure saying why when
    ``request`` is that reason (it could not be read)."""
    if stop.is_set():
        return _cancelled(job_id)
    if isinstance(request, str):
        return _failure(job_id, request)
    answer = _run(job_id, request, stop)
    # a job stopped part-way answers as if out of budget: that is no result to give
    return _cancelled(job_id) if stop.is_set() else answer


def _run(job_id: int, request: dict[str, object], stop: threading.Event) -> bytes:
    job, args = request.get("job"), request.get("args", [])
    if not isinstance(job, str) or not isinstance(args, list):
        return _failure(job_id, "a request needs a job name and a list of arguments")
    try:
        result = run_job(job, args, stop.is_set)
    except UnknownJobError as error:
        log.error("%s", error)
        return _failure(job_id, str(error))
    except Exception as error:
        log.exception("solver job %s (id %d) failed", job, job_id)
        return _failure(job_id, f"{type(error).__name__}: {error}")
    return json.dumps({"id": job_id, "ok": True, "result": result}).encode()


def _message(line: bytes) -> dict[str, object] | None:
    """The JSON object ``line`` holds; None (and a log entry) when it holds none."""
    try:
        message = json.loads(line)
    except ValueError as error:  # JSON and UTF-8 decoding errors
        log.error("a request that is not JSON (%s): %.200r", error, line)
        return None
    if not isinstance(message, dict):
        log.error("a request without an id: %.200r", line)
        return None
    return message


def _job_id(value: object) -> int | None:
    """``value`` if it is a job's id (an int, not a bool), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _failure(job_id: int, error: str) -> bytes:
    return json.dumps({"id": job_id, "ok": False, "error": error}).encode()


def _cancelled(job_id: int) -> bytes:
    return json.dumps({"id": job_id, "ok": False, "cancelled": True, "error": "cancelled"}).encode()


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
