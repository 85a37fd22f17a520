"""Keeping a game's stored action log in step with the engine's ``Game.log``."""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass

from sqlalchemy.orm import Session

from scorpion_qt.engine import Game
from scorpion_qt.engine.game import UNDO
from scorpion_qt.store import converters
from scorpion_qt.store.daily import DailyRepository
from scorpion_qt.store.games import GameRepository, Progress

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Synced:
    """How many of a game's actions are stored, and its daily date."""

    action_count: int
    daily_date: datetime.date | None


class LogSync:
    """Remembers how much of each open game's log is stored, so that recording a move
    writes only the new actions (normally one row) without reading anything first."""

    def __init__(self) -> None:
        self._known: dict[int, Synced] = {}

    def track(self, game_id: int, synced: Synced) -> None:
        self._known[game_id] = synced

    def forget(self, game_id: int | None = None) -> None:
        """Forget one game, or all of them."""
        if game_id is None:
            self._known.clear()
        else:
            self._known.pop(game_id, None)

    def snapshot(self) -> dict[int, Synced]:
        return dict(self._known)

    def restore(self, snapshot: dict[int, Synced]) -> None:
        """Back to a snapshot (after a transaction that did not commit)."""
        self._known = dict(snapshot)

    def sync(
        self,
        session: Session,
        game_id: int,
        game: Game,
        elapsed_seconds: float,
        now: datetime.datetime,
    ) -> Synced | None:
        """Store the not-yet-stored actions of ``game`` and its figures; a winning position
        marks it won. None if the game is unknown, finished, or its log does not continue
        what is stored."""
        games = GameRepository(session)
        known = self._known.get(game_id)
        if known is None:
            found = games.tracking(game_id)
            if found is None or not found.in_progress:
                return None
            known = Synced(found.action_count, found.daily_date)
        actions = game.log
        if len(actions) < known.action_count:
            log.warning("game %s: the log is shorter than what is stored", game_id)
            return None
        progress = Progress(
            figures=converters.figures(game),
            undos=actions.count(UNDO),
            action_count=len(actions),
            elapsed_seconds=elapsed_seconds,
        )
        new = actions[known.action_count :]
        if not games.record(game_id, known.action_count + 1, new, progress):
            self.forget(game_id)
            return None
        if game.is_won:
            games.mark_won(game_id, now)
            if known.daily_date is not None:
                DailyRepository(session).refresh_results([known.daily_date])
        synced = Synced(len(actions), known.daily_date)
        self._known[game_id] = synced
        return synced
