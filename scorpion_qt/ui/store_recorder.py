"""Connects the controller to the store: every move, undo, hint and finish is saved."""

from __future__ import annotations

import datetime
import logging

from scorpion_qt.engine import Game
from scorpion_qt.store import Store

log = logging.getLogger(__name__)


class StoreRecorder:
    """The controller's :class:`Recorder` backed by the store (which never raises)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.game_id: int | None = None

    def started(self, game: Game, daily: datetime.date | None) -> None:
        self.game_id = self.store.start_game(game, daily)

    def resumed(self, game_id: int) -> None:
        self.game_id = game_id

    def moved(self, game: Game, elapsed: float) -> None:
        self.store.record_move(self.game_id, game, elapsed)

    def undone(self, game: Game, elapsed: float) -> None:
        self.store.record_undo(self.game_id, game, elapsed)

    def redone(self, game: Game, elapsed: float) -> None:
        self.store.record_redo(self.game_id, game, elapsed)

    def hinted(self, game: Game) -> None:
        self.store.record_hint(self.game_id)

    def finished(self, game: Game, won: bool, score: int, elapsed: float) -> None:
        self.store.finish(self.game_id, game, elapsed)
        self.game_id = None

    def suspended(self, game: Game, elapsed: float) -> None:
        self.store.record_time(self.game_id, elapsed)
