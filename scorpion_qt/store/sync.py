"""Keeping a game's stored action log in step with the engine's ``Game.log``."""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass, replace

from sqlalchemy.orm import Session

from scorpion_qt.engine import Game
from scorpion_qt.engine.game import UNDO
from scorpion_qt.store import converters
from scorpion_qt.store.daily import DailyRepository
from scorpion_qt.store.failures import GameChanged
from scorpion_qt.store.games import GameRepository, Progress

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Synced:
    """How many of a game's actions are stored, its daily date, and whether the stored
    game is won (it takes no more actions then, only its final time and score)."""

    action_count: int
    daily_date: datetime.date | None
    won: bool = False


class LogSync:
    """Remembers how much of each game this store records is stored, so that recording a
    move writes only the new actions without reading anything first; and so that a write
    to such a game that matches nothing is known for what it is: the game was changed by
    someone else (another copy of the app)."""

    def __init__(self) -> None:
        self._known: dict[int, Synced] = {}

    def track(self, game_id: int, synced: Synced) -> None:
        self._known[game_id] = synced

    def known(self, game_id: int) -> Synced | None:
        return self._known.get(game_id)

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
        marks it won. None for a game this store does not record and that is not in
        progress (a late call for a game it ended). Raises :class:`GameChanged` if the
        stored game is not as this store left it."""
        games = GameRepository(session)
        known = self._known.get(game_id)
        if known is None:
            found = games.tracking(game_id)
            if found is None or not found.in_progress:
                log.info("game %s is not in progress: nothing to record", game_id)
                return None
            known = Synced(found.action_count, found.daily_date)
        elif known.won:
            return known
        actions = game.log
        if len(actions) < known.action_count:
            raise GameChanged(game_id, "holds more actions than the game to save")
        progress = Progress(
            figures=converters.figures(game),
            undos=actions.count(UNDO),
            action_count=len(actions),
            elapsed_seconds=elapsed_seconds,
        )
        if not games.record(game_id, known.action_count, actions[known.action_count :], progress):
            raise GameChanged(game_id)
        synced = Synced(len(actions), known.daily_date)
        if game.is_won:
            games.mark_won(game_id, now)
            if known.daily_date is not None:
                DailyRepository(session).refresh_results([known.daily_date])
            synced = replace(synced, won=True)
        self._known[game_id] = synced
        return synced
