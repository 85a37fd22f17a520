"""The game in progress, read with the standard library's sqlite3: the one query that both
the store's :meth:`~scorpion_qt.store.service.Store.resume` and the start-up's quick look at
the database (before SQLAlchemy loads: :mod:`scorpion_qt.store.quick_look`) use."""

from __future__ import annotations

import datetime
import sqlite3

from scorpion_qt.engine import Game
from scorpion_qt.store.checked import grade, real, whole, whole_or_none
from scorpion_qt.store.log_text import unpack_log
from scorpion_qt.store.resumed_game import ResumedGame

#: The latest game in progress with its layout and log (None where one is lost).
LATEST_IN_PROGRESS = (
    "SELECT g.id, g.deal, g.daily_date, g.elapsed_seconds, g.hints, g.grade, l.text, a.actions"
    " FROM games g LEFT JOIN layouts l ON l.game_id = g.id LEFT JOIN logs a ON a.game_id = g.id"
    " WHERE g.outcome = 'in_progress' ORDER BY g.id DESC LIMIT 1"
)


class DoesNotReplay(ValueError):
    """The game in progress cannot be rebuilt: its layout or log is lost, or its log does
    not replay (damage, a changed engine)."""

    def __init__(self, game_id: int, why: str) -> None:
        super().__init__(f"game {game_id} does not replay: {why}")
        self.game_id = game_id


def read_in_progress(connection: sqlite3.Connection) -> ResumedGame | None:
    """The latest game in progress rebuilt from its stored log, or None if there is none.
    Raises :class:`DoesNotReplay` for one that cannot be rebuilt, ``sqlite3.Error`` if the
    file cannot be read."""
    row = connection.execute(LATEST_IN_PROGRESS).fetchone()
    if row is None:
        return None
    game_id, deal, daily, elapsed, hints, stored_grade, layout, actions = row
    what = f"game {game_id}"
    if not isinstance(layout, str) or actions is None:
        raise DoesNotReplay(game_id, "it has no layout or no log")
    try:
        number = whole_or_none(deal, f"{what}'s deal")
        game = Game.replay(unpack_log(actions), deal=number, start_text=layout)
    except (ValueError, TypeError) as error:
        raise DoesNotReplay(game_id, str(error)) from error
    return ResumedGame(
        game_id,
        game,
        real(elapsed, f"{what}'s time"),
        whole(hints, f"{what}'s hints"),
        _date(daily),
        grade(stored_grade, f"{what}'s grade"),
    )


def _date(value: object) -> datetime.date | None:
    """A date as SQLite holds it (ISO text)."""
    if isinstance(value, datetime.date):
        return value
    return datetime.date.fromisoformat(value) if isinstance(value, str) and value else None
