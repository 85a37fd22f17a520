"""The store's own thread: opening the database and every read and write run there, one after
another, so the window never waits for the disk; results come back on the GUI thread."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QTimer, Signal

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    from scorpion_qt.store.service import Store

log = logging.getLogger(__name__)
T = TypeVar("T")
#: seconds :meth:`StoreThread.ran` waits blocking (a commit takes about a millisecond);
#: past them it waits with the window answering (its window manager's pings, its paints)
BLOCKING_WAIT = 0.02


class StoreThread(QObject):
    """Runs calls on one background thread in the order they are given.

    :meth:`open` makes the store there; :meth:`run` gives a later call the open store. Each
    call's ``done`` runs on the GUI thread with its result. A call that raises is logged
    and reported through :attr:`failed`; the store's own notices (it stopped saving, say)
    come through :attr:`noticed`. :meth:`close` waits for everything given so far.
    """

    failed = Signal(str)  # the error of a call that raised
    noticed = Signal(object)  # a Notice the store raised while recording
    _delivered = Signal(object)  # a function to call on the GUI thread
    _waited_ran = Signal()  # a call :meth:`ran` waits for has run (from the store thread)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ThreadPoolExecutor | None = None  # see _pool
        self._store: Store | None = None
        self._unanswered = 0  # calls given whose result has not been delivered yet
        self._futures: set[Future[Any]] = set()
        self._closed = False
        self._delivered.connect(self._deliver)

    @property
    def busy(self) -> bool:
        """Whether calls are waiting or running, or their results are not delivered yet."""
        return self._unanswered > 0

    @property
    def store(self) -> Store | None:
        """The store once it is open (its methods are for this thread's calls only)."""
        return self._store

    def open(self, make: Callable[[], Store]) -> None:
        """Make the store on the thread (``make`` opens the database): calls given after
        this one run once it is open."""

        def work() -> Store:
            store = make()
            store.notice_listener = self.noticed.emit
            self._store = store
            return store

        self._submit(work, None)

    def run(
        self,
        work: Callable[[Store], T],
        done: Callable[[T], None] | None = None,
        *,
        ended: Callable[[], None] | None = None,
    ) -> Future[T] | None:
        """Call ``work(store)`` on the thread after everything given before; then
        ``done(result)`` on the GUI thread, and ``ended()`` there however the call ended
        (after ``done``, or after :attr:`failed` if it raised). Returns the call's future
        (None once closed), for a caller that must wait until the call has run (see
        :meth:`ran`)."""

        def call() -> T:
            if self._store is None:
                raise RuntimeError("the store is not open")
            return work(self._store)

        return self._submit(call, done, ended)

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` has closed the store (the window is gone)."""
        return self._closed

    def ran(self, future: Future[Any], timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for ``future``'s call to have run on the thread
        (its ``done`` is delivered later, on the GUI thread); whether it has.

        The first :data:`BLOCKING_WAIT` seconds block. Past them the GUI thread waits in an
        event loop of its own that leaves out the player's input (kept for later, in
        order): the window still answers its window manager and paints, but no click or
        key acts until the wait ends."""
        deadline = time.perf_counter() + timeout
        from concurrent.futures import wait

        done, _waiting = wait([future], min(timeout, BLOCKING_WAIT))
        if done:
            return True
        left = deadline - time.perf_counter()
        if left <= 0:
            return future.done()
        loop = QEventLoop()
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        # emitted on the store thread: queued to this loop, so never lost before exec
        self._waited_ran.connect(loop.quit)
        future.add_done_callback(lambda _finished: self._waited_ran.emit())
        try:
            if not future.done():
                timer.start(max(1, round(left * 1000)))
                loop.exec(
                    QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
                    | QEventLoop.ProcessEventsFlag.ExcludeSocketNotifiers
                )
        finally:
            timer.stop()
            self._waited_ran.disconnect(loop.quit)
        return future.done()

    def close(self) -> None:
        """Wait until every call given (and any call their results give) is done and
        delivered, then close the store and end the thread. For the app's end: it blocks."""
        from concurrent.futures import wait

        while self._futures:
            wait(list(self._futures))
            # the results (their signal may still be on its way), which may give more calls
            QCoreApplication.sendPostedEvents(self)
        if self._closed:
            return
        self._closed = True
        store = self._store
        if store is not None:
            self._pool().submit(store.close).result()
        if self._executor is not None:
            self._executor.shutdown(wait=True)

    def _pool(self) -> ThreadPoolExecutor:
        """The thread, started with the first call (the store's opening, made behind the
        board: its module loads then, not at every start)."""
        if self._executor is None:
            from concurrent.futures import ThreadPoolExecutor

            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="store")
        return self._executor

    def _submit(
        self,
        work: Callable[[], T],
        done: Callable[[T], None] | None,
        ended: Callable[[], None] | None = None,
    ) -> Future[T] | None:
        if self._closed:
            log.error("a store call after the store was closed: %r", work)
            self.failed.emit("the store was already closed")
            return None
        self._unanswered += 1
        future = self._pool().submit(work)
        self._futures.add(future)
        # runs on the store thread: the signal takes the answer over to the GUI thread
        future.add_done_callback(
            lambda finished: self._delivered.emit(partial(self._answer, finished, done, ended))
        )
        return future

    def _deliver(self, answer: Callable[[], None]) -> None:
        answer()

    def _answer(
        self,
        future: Future[T],
        done: Callable[[T], None] | None,
        ended: Callable[[], None] | None,
    ) -> None:
        self._futures.discard(future)
        self._unanswered -= 1
        error = future.exception()
        if error is not None:
            log.error("a store call failed", exc_info=error)
            self.failed.emit(f"{type(error).__name__}: {error}")
        elif done is not None:
            done(future.result())
        if ended is not None:
            ended()
