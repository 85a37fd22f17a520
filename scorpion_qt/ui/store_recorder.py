"""Connects the controller to the store: every new game (with its grade), move, undo, hint
and finish is saved."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from scorpion_qt.engine import Game

if TYPE_CHECKING:
    import datetime

    from scorpion_qt.store import Store
    from scorpion_qt.ui.store_thread import StoreThread

log = logging.getLogger(__name__)


class StoreRecorder:
    """The controller's :class:`Recorder`: each call is saved on the store's thread, in order,
    with a copy of the game as it was when the call was made.

    Until :meth:`attach`, calls wait here in order (the store is still opening); attaching
    gives them to the store's thread.
    """

    def __init__(self) -> None:
        self._thread: StoreThread | None = None
        #: the stored game being recorded; read and written by the calls, on the store's thread
        self.game_id: int | None = None
        self._pending: list[Callable[[Store], None]] = []

    def _do(self, call: Callable[[Store], None]) -> None:
        if self._thread is None:
            self._pending.append(call)
        else:
            self._thread.run(call)

    def attach(self, thread: StoreThread) -> None:
        """Record through ``thread`` (its store open) from now on, the waiting calls first."""
        self._thread = thread
        pending, self._pending = self._pending, []
        for call in pending:
            thread.run(call)

    def discard_pending(self) -> None:
        self._pending.clear()

    def started(self, game: Game, daily: datetime.date | None, grade: str | None = None) -> None:
        """A new game, and its deal's grade when known (in the same call: no other
        recording comes between them)."""
        snapshot = game.copy()

        def call(store: Store) -> None:
            self.game_id = store.start_game(snapshot, daily)
            if grade is not None and self.game_id is not None:
                store.set_grade(self.game_id, grade)

        self._do(call)

    def resumed(self, game_id: int) -> None:
        self.game_id = game_id

    def moved(self, game: Game, elapsed: float) -> None:
        snapshot = game.copy()
        self._do(lambda store: store.record_move(self.game_id, snapshot, elapsed))

    def undone(self, game: Game, elapsed: float) -> None:
        snapshot = game.copy()
        self._do(lambda store: store.record_undo(self.game_id, snapshot, elapsed))

    def redone(self, game: Game, elapsed: float) -> None:
        snapshot = game.copy()
        self._do(lambda store: store.record_redo(self.game_id, snapshot, elapsed))

    def hinted(self, game: Game) -> None:
        self._do(lambda store: store.record_hint(self.game_id))

    def finished(self, game: Game, won: bool, score: int, elapsed: float) -> None:
        snapshot = game.copy()

        def call(store: Store) -> None:
            store.finish(self.game_id, snapshot, elapsed, score=score)
            self.game_id = None

        self._do(call)

    def suspended(self, game: Game, elapsed: float) -> None:
        self._do(lambda store: store.record_time(self.game_id, elapsed))
