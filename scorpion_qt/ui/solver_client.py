"""Runs the solver in a worker process so the window never waits for it."""

from __future__ import annotations

import logging
import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor

from PySide6.QtCore import QObject, Signal

from scorpion_qt.ui.solve_job import SolveAnswer, solve_position

log = logging.getLogger(__name__)

_executor: ProcessPoolExecutor | None = None


def _pool() -> ProcessPoolExecutor:
    """One worker process for the whole app, started on first use ("spawn": no Qt state)."""
    global _executor  # noqa: PLW0603 - one pool per process, made lazily
    if _executor is None:
        _executor = ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn")
        )
    return _executor


def shutdown() -> None:
    global _executor  # noqa: PLW0603
    if _executor is not None:
        _executor.shutdown(wait=False, cancel_futures=True)
        _executor = None


class SolverClient(QObject):
    """Sends positions to the worker; ``answered`` comes back on the GUI thread."""

    answered = Signal(object)  # SolveAnswer
    failed = Signal(str)  # the position text whose solving failed
    _arrived = Signal(object, object)  # (position text, future), from the pool's thread

    def __init__(self) -> None:
        super().__init__()
        self._arrived.connect(self._deliver)

    def request(self, position_text: str, time_limit: float) -> None:
        future = _pool().submit(solve_position, position_text, time_limit)
        future.add_done_callback(lambda done: self._arrived.emit(position_text, done))

    def _deliver(self, position_text: str, future: Future[SolveAnswer]) -> None:
        try:
            self.answered.emit(future.result())
        except Exception:
            log.exception("the solver failed on a position")
            self.failed.emit(position_text)
