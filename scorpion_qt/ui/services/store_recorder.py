"""Connects the controller to the store: every new game (with its grade), move, undo, hint
and finish is saved."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from scorpion_qt.engine import Game

if TYPE_CHECKING:
    import datetime

    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)
T = TypeVar("T")


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
        self._pending: list[tuple[Callable[[Store], Any], Callable[[Any], None] | None]] = []
        #: told, on the window's thread, of every stored game that ended (won, lost, or
        #: left for another with moves made): its id and the game as it ended
        self.on_ended: Callable[[int, Game], None] | None = None
        self._playing: Game | None = None  # the last recorded state of the game being played
        # the stored game that ended last, until another starts (the store's thread's)
        self._ended_id: int | None = None

    def _do(self, call: Callable[[Store], Any], done: Callable[[Any], None] | None = None) -> None:
        if self._thread is None:
            self._pending.append((call, done))
        else:
            self._thread.run(call, done)

    def _do_then_tell(self, call: Callable[[Store], int | None], game: Game | None) -> None:
        """Run ``call`` like :meth:`_do`; when it returns the id of a game that ended
        (``game``, as it ended), tell :attr:`on_ended` on the window's thread."""

        def tell(ended: int | None) -> None:
            if ended is not None and game is not None and self.on_ended is not None:
                self.on_ended(ended, game)

        self._do(call, tell)

    def attach(self, thread: StoreThread) -> None:
        """Record through ``thread`` (its store open) from now on, the waiting calls first."""
        self._thread = thread
        pending, self._pending = self._pending, []
        for call, done in pending:
            thread.run(call, done)

    def for_game(self, work: Callable[[Store, int | None], T], done: Callable[[T], None]) -> None:
        """Call ``work(store, game_id)`` in order with the recording, ``game_id`` being the
        stored game being played, or the one that just ended (None if none is stored);
        then ``done(result)`` on the window's thread."""

        def call(store: Store) -> T:
            return work(store, self.game_id if self.game_id is not None else self._ended_id)

        self._do(call, done)

    def discard_pending(self) -> None:
        self._pending.clear()

    def started(self, game: Game, daily: datetime.date | None, grade: str | None = None) -> None:
        """A new game, and its deal's grade when known (in the same call: no other
        recording comes between them)."""
        snapshot = game.copy()
        left, self._playing = self._playing, None

        def call(store: Store) -> int | None:
            # the game before, if one with moves was still being played, ends here
            before = self.game_id if left is not None and left.moves else None
            self._ended_id = None
            self.game_id = store.start_game(snapshot, daily)
            if grade is not None and self.game_id is not None:
                store.set_grade(self.game_id, grade)
            return before

        self._do_then_tell(call, left)

    def resumed(self, game_id: int) -> None:
        self.game_id = game_id

    def moved(self, game: Game, elapsed: float) -> None:
        snapshot = self._playing = game.copy()
        self._do(lambda store: store.record_move(self.game_id, snapshot, elapsed))

    def undone(self, game: Game, elapsed: float) -> None:
        snapshot = self._playing = game.copy()
        self._do(lambda store: store.record_undo(self.game_id, snapshot, elapsed))

    def redone(self, game: Game, elapsed: float) -> None:
        snapshot = self._playing = game.copy()
        self._do(lambda store: store.record_redo(self.game_id, snapshot, elapsed))

    def hinted(self, game: Game) -> None:
        self._do(lambda store: store.record_hint(self.game_id))

    def finished(self, game: Game, won: bool, score: int, elapsed: float) -> None:
        snapshot = game.copy()
        self._playing = None

        def call(store: Store) -> int | None:
            ended = self._ended_id = self.game_id
            store.finish(self.game_id, snapshot, elapsed, score=score)
            self.game_id = None
            return ended

        self._do_then_tell(call, snapshot)

    def suspended(self, game: Game, elapsed: float) -> None:
        self._do(lambda store: store.record_time(self.game_id, elapsed))
