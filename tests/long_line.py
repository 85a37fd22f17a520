"""A winning line as long as the solver once gave: Wasp deal 12's, 15,064 moves.

The solver's depth-first search answered the start of Wasp deal 12 with this line before
its lines were shortened (issue 31: the window, replaying it on its thread, stopped
answering for 8-10 s and took 1 GB). It is kept here, recorded, so that the window's
handling of a line that long stays tested whatever the search answers now:
``wasp_12_line.txt.gz`` holds its moves, one a line, as ``solve(Game.new(12, "wasp"))``
gave them at commit 989aab0.

Run as ``python -m tests.long_line``, this is a solver worker (the app's own serving loop
and jobs) that answers a solve of that start with the recorded line, keyed as the worker
keys every line, and any other job as the app's worker does; :func:`worker_command` starts
it in place of the app's (it is the app's, taken before a test puts this one in its place).
"""

from __future__ import annotations

import functools
import gzip
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from scorpion_qt.engine import Game
from scorpion_qt.solver.jobs import Stop, run, solved_answer
from scorpion_qt.solver.line_keys import line_keys, position_key
from scorpion_qt.solver.protocol import Answer, AnyJob, SolveJob
from scorpion_qt.solver.worker import serve
from scorpion_qt.ui.services.solver_client import worker_command as app_worker_command

if TYPE_CHECKING:
    from PySide6.QtCore import QProcessEnvironment

DEAL = 12
RULES = "wasp"
LENGTH = 15_064
RECORDED = Path(__file__).with_name("wasp_12_line.txt.gz")


@functools.cache
def long_line() -> tuple[str, ...]:
    """The recorded line's moves."""
    with gzip.open(RECORDED, "rt", encoding="ascii") as lines:
        return tuple(lines.read().split())


def start() -> Game:
    """The game the line wins: Wasp deal 12, before its first move."""
    return Game.new(DEAL, RULES)


@functools.cache
def passed() -> dict[str, int]:
    """The positions the recorded line passes through, by key: how many of its moves lead
    there (the start's 0; a later pass through a position does not count)."""
    keys = (position_key(start().to_text()), *line_keys(start().to_text(), long_line()))
    return {key: played for played, key in reversed(list(enumerate(keys)))}


def recorded_run(job: AnyJob, stop: Stop) -> Answer:
    """Answer ``job`` as the worker does, but a solve of a position the recorded line
    passes through with the rest of the line (and its keys, worked out as the worker works
    them out for any line)."""
    played = passed().get(position_key(job.position)) if isinstance(job, SolveJob) else None
    if isinstance(job, SolveJob) and played is not None:
        return solved_answer(job.position, "won", long_line()[played:], stop)
    return run(job, stop)


def worker_command() -> tuple[str, list[str], QProcessEnvironment]:
    """The app's worker command, running this module's worker instead of the app's."""
    program, _arguments, environment = app_worker_command()
    root = str(Path(__file__).resolve().parents[1])
    path = environment.value("PYTHONPATH")
    environment.insert("PYTHONPATH", f"{root}:{path}" if path else root)
    return program, ["-m", "tests.long_line"], environment


def main() -> int:
    answers = sys.stdout.buffer
    sys.stdout = sys.stderr
    serve(sys.stdin.buffer, answers, recorded_run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
