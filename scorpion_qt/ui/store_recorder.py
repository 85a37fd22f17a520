"""Connects the controller to the store: every move, undo, hint and finish is saved."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from scorpion_qt.engine import Game

if TYPE_CHECKING:
    import datetime

    from scorpion_qt.store import Store

log = logging.getLogger(__name__)


class StoreRecorder:
    """The controller's :class:`Recorder` backed by the store (which never raises).

    Until a store is attached, calls wait in order; :meth:`attach` plays them.
    """

    def __init__(self, store: Store | None) -> None:
        self.store = store
        self.game_id: int | None = None
        self._pending: list[Callable[[Store], None]] = []

    def _do(self, call: Callable[[Store], None]) -> None:
        if self.store is None:
            self._pending.append(call)
        else:
            call(self.store)

    def attach(self, store: Store) -> None:
        self.store = store
        pending, self._pending = self._pending, []
        for call in pending:
            call(store)

    def discard_pending(self) -> None:
        self._pending.clear()

    def started(self, game: Game, daily: datetime.date | None) -> None:
        def call(store: Store) -> None:
            self.game_id = store.start_game(game, daily)

        self._do(call)

    def resumed(self, game_id: int) -> None:
        self.game_id = game_id

    def moved(self, game: Game, elapsed: float) -> None:
        self._do(lambda store: store.record_move(self.game_id, game, elapsed))

    def undone(self, game: Game, elapsed: float) -> None:
        self._do(lambda store: store.record_undo(self.game_id, game, elapsed))

    def redone(self, game: Game, elapsed: float) -> None:
        self._do(lambda store: store.record_redo(self.game_id, game, elapsed))

    def hinted(self, game: Game) -> None:
        self._do(lambda store: store.record_hint(self.game_id))

    def finished(self, game: Game, won: bool, score: int, elapsed: float) -> None:
        def call(store: Store) -> None:
            store.finish(self.game_id, game, elapsed)
            self.game_id = None

        self._do(call)

    def suspended(self, game: Game, elapsed: float) -> None:
        self._do(lambda store: store.record_time(self.game_id, elapsed))
