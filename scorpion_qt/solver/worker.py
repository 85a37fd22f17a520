"""The solver's worker process: one JSON request a line on stdin, one answer a line out.

A request is ``{"id": 1, "job": "solve", "args": [...]}`` (a job of
:data:`scorpion_qt.solver.jobs.JOBS`); its answer is ``{"id": 1, "ok": true, "result": ...}``
or ``{"id": 1, "ok": false, "error": "..."}``. Jobs run one after another; a line that is
no request is answered with an error, or only logged on stderr when it has no id. The
worker ends at the end of its input (the window closes the pipe, or its process ended).

Run it as ``python -m scorpion_qt.solver.worker`` (a frozen bundle: ``scorpion-qt
--solver-worker``).
"""

from __future__ import annotations

import json
import logging
import sys
from typing import BinaryIO

from scorpion_qt.solver.jobs import UnknownJobError, run_job

log = logging.getLogger("scorpion_qt.solver.worker")  # also when run as __main__


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer every request line of ``requests`` on ``answers`` until the end of input."""
    for line in iter(requests.readline, b""):
        if not line.strip():
            continue
        answer = answer_line(line)
        if answer is not None:
            answers.write(answer + b"\n")
            answers.flush()


def answer_line(line: bytes) -> bytes | None:
    """The JSON answer to one request line; None (and a log entry) when it has no id."""
    try:
        request = json.loads(line)
    except ValueError as error:  # JSON and UTF-8 decoding errors
        log.error("a request that is not JSON (%s): %.200r", error, line)
        return None
    job_id = request.get("id") if isinstance(request, dict) else None
    if not isinstance(job_id, int) or isinstance(job_id, bool):
        log.error("a request without an id: %.200r", line)
        return None
    job, args = request.get("job"), request.get("args", [])
    if not isinstance(job, str) or not isinstance(args, list):
        return _failure(job_id, "a request needs a job name and a list of arguments")
    try:
        return json.dumps({"id": job_id, "ok": True, "result": run_job(job, args)}).encode()
    except UnknownJobError as error:
        log.error("%s", error)
        return _failure(job_id, str(error))
    except Exception as error:
        log.exception("solver job %s (id %d) failed", job, job_id)
        return _failure(job_id, f"{type(error).__name__}: {error}")


def _failure(job_id: int, error: str) -> bytes:
    return json.dumps({"id": job_id, "ok": False, "error": error}).encode()


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
