"""Writing what the player did, inside the caller's transaction: starting a game, its
actions, time and hints, and its end. A write that matches no row of a game this store
records raises :class:`~scorpion_qt.store.failures.GameChanged`: it never passes for done.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable

from sqlalchemy.orm import Session

from scorpion_qt.engine import Game
from scorpion_qt.store.analyses import AnalysisRepository
from scorpion_qt.store.daily import DailyRepository
from scorpion_qt.store.failures import GameChanged
from scorpion_qt.store.games import GameRepository
from scorpion_qt.store.models import LOST, WON
from scorpion_qt.store.sync import LogSync, Synced
from scorpion_qt.store.unsaved import Finish, Start, Unsaved

log = logging.getLogger(__name__)


class GameWriter:
    """Writes one transaction's worth of recording; the caller owns the session."""

    def __init__(
        self,
        session: Session,
        logs: LogSync,
        now: datetime.datetime,
        choose: Callable[[datetime.date, str], int],
    ) -> None:
        self.session = session
        self.games = GameRepository(session)
        self.logs = logs
        self.now = now
        self.choose = choose

    def write(self, unsaved: Unsaved, game_id: int | None) -> int | None:
        """Write one game's unsaved calls; ``game_id`` is its stored id (None when its start
        is among them). Returns the stored id, or None if nothing was there to write to."""
        if unsaved.start is not None:
            game_id = self.start(unsaved.start)
        if game_id is None:
            return None
        if unsaved.graded:
            self.set_grade(game_id, unsaved.grade)
        if unsaved.game is not None:
            self.logs.sync(self.session, game_id, unsaved.game, unsaved.elapsed or 0.0, self.now)
        elif unsaved.elapsed is not None:
            self.set_time(game_id, unsaved.elapsed)
        if unsaved.hints:
            self.add_hints(game_id, unsaved.hints)
        if unsaved.finish is not None and unsaved.game is not None:
            self.finish(game_id, unsaved.game, unsaved.elapsed or 0.0, unsaved.finish)
        return game_id

    def start(self, start: Start) -> int:
        """Add the game (a played game in progress is marked lost, an unplayed one
        deleted) and store the actions its log already holds."""
        game, daily_date = start.game, start.daily_date
        lost_days = self.games.abandon_in_progress(self.now)
        if daily_date is not None:
            served = DailyRepository(self.session).serve(
                daily_date, self.now, lambda day: self.choose(day, game.rules), game.rules
            )
            if game.deal is not None and game.deal != served.deal:
                log.warning("game of deal %s saved as the daily game of %s", game.deal, daily_date)
        game_id = self.games.add(
            rules=game.rules,
            deal=game.deal,
            daily_date=daily_date,
            start_text=game.start_text(),
            started_at=self.now,
        )
        DailyRepository(self.session).refresh_results(lost_days)
        self.logs.forget()
        self.logs.track(game_id, Synced(0, daily_date))
        return game_id

    def set_time(self, game_id: int, elapsed: float) -> None:
        if not self.games.set_elapsed(game_id, elapsed):
            self._unmatched(game_id, "time")

    def add_hints(self, game_id: int, count: int) -> None:
        if not self.games.add_hints(game_id, count):
            self._unmatched(game_id, "hints")

    def set_grade(self, game_id: int, grade: str | None) -> None:
        """Set the grade of its deal; a game no longer stored has nothing to grade (the
        grade is not the player's doing: no failure)."""
        if not AnalysisRepository(self.session).set_grade(game_id, grade):
            log.info("game %s is not stored: its grade is not saved", game_id)

    def finish(self, game_id: int, game: Game, elapsed: float, finish: Finish) -> None:
        """End the game: won if ``game.is_won``, else lost. A game that never had a move is
        deleted instead: it was not played."""
        recorded = self.logs.known(game_id)
        found = self.games.tracking(game_id)
        if found is None:
            self._unmatched(game_id, "end")
            return
        if found.in_progress and found.action_count == 0:
            self.games.delete(game_id)
        else:
            outcome = WON if game.is_won else LOST
            won_score = finish.score if game.is_won else None
            if not self.games.finish(game_id, outcome, self.now, elapsed, won_score):
                self._unmatched(game_id, "end")
        if found.daily_date is not None:
            DailyRepository(self.session).refresh_results([found.daily_date])
        if recorded is not None:
            self.logs.forget(game_id)

    def _unmatched(self, game_id: int, what: str) -> None:
        """A write to ``game_id`` matched nothing: a failure if this store records the game
        (and has not stored it won: a won game takes no more time or hints), else a late
        call for a game it ended, which has nothing left to change."""
        recorded = self.logs.known(game_id)
        if recorded is None:
            log.info("game %s is over: its %s is not stored", game_id, what)
        elif not recorded.won:
            raise GameChanged(game_id)
