"""Runs solver jobs in a worker process so the window never waits for them."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from scorpion_qt.ui.solve_job import SolveAnswer, solve_position

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

log = logging.getLogger(__name__)

_executor: ProcessPoolExecutor | None = None


def _pool() -> ProcessPoolExecutor:
    """One worker process for the whole app, started on first use ("spawn": no Qt state).
    multiprocessing and concurrent.futures load here, not at start-up."""
    global _executor  # noqa: PLW0603 - one pool per process, made lazily
    if _executor is None:
        import atexit
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        atexit.register(shutdown)  # before the interpreter tears its modules down

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
    """Sends jobs to the worker; results come back on the GUI thread as signals."""

    answered = Signal(object)  # SolveAnswer of request()
    failed = Signal(str)  # the position text whose solving failed
    finished = Signal(str, object)  # (tag, result) of run()
    _arrived = Signal(object, object)  # (delivery, future), from the pool's thread

    def __init__(self) -> None:
        super().__init__()
        self._arrived.connect(self._deliver)

    def request(self, position_text: str, time_limit: float) -> None:
        """Solve a position; ``answered`` (or ``failed``) follows."""

        def deliver(future: Future[SolveAnswer]) -> None:
            try:
                self.answered.emit(future.result())
            except Exception:
                log.exception("the solver failed on a position")
                self.failed.emit(position_text)

        self._submit(deliver, solve_position, position_text, time_limit)

    def run(self, tag: str, job: Callable[..., Any], *args: Any) -> None:
        """Run any picklable job; ``finished(tag, result)`` follows (result None on error)."""

        def deliver(future: Future[Any]) -> None:
            try:
                result = future.result()
            except Exception:
                log.exception("solver job %s failed", tag)
                result = None
            self.finished.emit(tag, result)

        self._submit(deliver, job, *args)

    def _submit(
        self, deliver: Callable[[Future[Any]], None], job: Callable[..., Any], *args: Any
    ) -> None:
        from concurrent.futures import Future
        from concurrent.futures.process import BrokenProcessPool

        try:
            future = _pool().submit(job, *args)
        except BrokenProcessPool:
            # the worker died (killed, out of memory): start a new one once
            log.warning("the solver's worker process died; starting a new one")
            shutdown()
            try:
                future = _pool().submit(job, *args)
            except BrokenProcessPool as error:
                future = Future()
                future.set_exception(error)
        future.add_done_callback(lambda done: self._arrived.emit(deliver, done))

    def _deliver(self, deliver: Callable[[Future[Any]], None], future: Future[Any]) -> None:
        deliver(future)
