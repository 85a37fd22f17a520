"""What the player did that the database does not hold yet, game by game.

Every recording call is noted here first and written at once when it can be. While
writes fail (a full disk, say), the calls keep being noted: per game only what the
database needs in the end (its start, its latest state, its time, the hints shown, its
deal's grade, how it ended), so that when saving works again one transaction writes all of
it.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Iterator
from dataclasses import dataclass

from scorpion_qt.engine import Game

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Start:
    """A game to add: its row is not written yet."""

    game: Game
    daily_date: datetime.date | None


@dataclass(frozen=True, slots=True)
class Finish:
    """How a game ended: the score shown for a win, if it differs from the engine's."""

    score: int | None


@dataclass(slots=True)
class Unsaved:
    """One game's calls not written yet. ``key`` is the id the caller knows: a stored id,
    or, for a game whose start is not written, a provisional negative one."""

    key: int
    start: Start | None = None
    game: Game | None = None  # the latest state handed over
    elapsed: float | None = None
    hints: int = 0
    graded: bool = False  # whether ``grade`` is to be written (None: not known)
    grade: str | None = None
    finish: Finish | None = None


class UnsavedGames:
    """The games with unsaved calls, in the order of their first call (a game's start
    must follow what ended the game before it)."""

    def __init__(self) -> None:
        self._games: dict[int, Unsaved] = {}
        self._next_key = -1

    def __bool__(self) -> bool:
        return bool(self._games)

    def __iter__(self) -> Iterator[Unsaved]:
        return iter(list(self._games.values()))

    def clear(self) -> None:
        self._games.clear()

    def started(self, game: Game, daily_date: datetime.date | None) -> int:
        """Note a new game; returns its provisional key."""
        key = self._next_key
        self._next_key -= 1
        self._games[key] = Unsaved(key, start=Start(game.copy(), daily_date), game=game.copy())
        return key

    def moved(self, key: int, game: Game, elapsed: float) -> None:
        entry = self._entry(key)
        entry.game = game.copy()
        entry.elapsed = elapsed

    def timed(self, key: int, elapsed: float) -> None:
        self._entry(key).elapsed = elapsed

    def hinted(self, key: int) -> None:
        self._entry(key).hints += 1

    def graded(self, key: int, grade: str | None) -> None:
        entry = self._entry(key)
        entry.graded, entry.grade = True, grade

    def finished(self, key: int, game: Game, elapsed: float, score: int | None) -> None:
        entry = self._entry(key)
        entry.game = game.copy()
        entry.elapsed = elapsed
        entry.finish = Finish(score)

    def _entry(self, key: int) -> Unsaved:
        entry = self._games.get(key)
        if entry is None:
            entry = self._games[key] = Unsaved(key)
        return entry
