"""Personal bests and the news of a win: what a won game did against the player's other
games of its rule set.

The bests are the Summary's figures of a rule set (see :mod:`scorpion_qt.store.statistics`,
every grade): best score over the played games (won, lost or in progress), fewest moves and
fastest win over the won ones, and streaks of wins over finished games in the order they
ended (ties by id). Damaged games count nowhere; daily games count like any other game of
their rule set (a practice game is not a stored game).

A won game's :class:`WinNews` compares it with the *other* games of its rule set: so a new
best is what the Summary shows as the best once the game is in. A time is a new best when it
is a whole second faster, as the clock shows it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import case, func, select, true, tuple_
from sqlalchemy.orm import Session, aliased

from scorpion_qt.store.checked import real, real_or_none, whole, whole_or_none
from scorpion_qt.store.conditions import counted, loss_before, played
from scorpion_qt.store.database import make_engine
from scorpion_qt.store.error_reasons import STORAGE_ERRORS
from scorpion_qt.store.failures import VALUE_ERRORS
from scorpion_qt.store.models import WON, GameRow

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class WinNews:
    """A won game against the other games of its rule set (``*_before``: their best,
    None when none qualifies). ``streak``: the wins in a row this one ends (itself
    included); ``best_streak_before``: the longest run of wins other than this one's."""

    game_id: int
    rules: str
    wins_before: int
    score: int
    best_score_before: int | None
    moves: int
    fewest_moves_before: int | None
    seconds: float
    fastest_before: float | None
    streak: int
    best_streak_before: int

    @property
    def first_win(self) -> bool:
        return self.wins_before == 0

    @property
    def new_best_score(self) -> bool:
        return self.best_score_before is not None and self.score > self.best_score_before

    @property
    def new_fewest_moves(self) -> bool:
        return self.fewest_moves_before is not None and self.moves < self.fewest_moves_before

    @property
    def new_fastest(self) -> bool:
        # compared as the clock shows them: whole seconds
        return self.fastest_before is not None and int(self.seconds) < int(self.fastest_before)

    @property
    def new_best_streak(self) -> bool:
        """A run of two wins or more longer than any before it."""
        return self.streak >= 2 and self.streak > self.best_streak_before


class PersonalBestsQuery:
    """Queries over the games; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def news(self, game_id: int) -> WinNews | None:
        """The news of the won game ``game_id``; None if it is not a stored won game."""
        row = self.session.get(GameRow, game_id)
        if row is None or row.outcome != WON:
            return None
        rules = row.rules
        won = GameRow.outcome == WON
        others = self.session.execute(
            select(
                func.coalesce(func.sum(case((won, 1), else_=0)), 0),
                func.max(GameRow.score),
                func.min(case((won, GameRow.moves))),
                func.min(case((won, GameRow.elapsed_seconds))),
            ).where(GameRow.rules == rules, GameRow.id != game_id, played(), counted())
        ).one()
        streak, best_streak = self._streaks(rules, game_id)
        return WinNews(
            game_id=game_id,
            rules=rules,
            wins_before=whole(others[0], "the wins"),
            score=whole(row.score, "the score"),
            best_score_before=whole_or_none(others[1], "the best score"),
            moves=whole(row.moves, "the moves"),
            fewest_moves_before=whole_or_none(others[2], "the fewest moves to win"),
            seconds=real(row.elapsed_seconds, "the time"),
            fastest_before=real_or_none(others[3], "the fastest win"),
            streak=streak,
            best_streak_before=best_streak,
        )

    def _streaks(self, rules: str, game_id: int) -> tuple[int, int]:
        """(the wins in a row ending with ``game_id``, the longest run of wins other than
        its own). Each win is grouped under the loss that last ended before it: a group is
        one run. One index lookup per win, through the (rules, outcome, ended_at) index."""
        win, loss = aliased(GameRow), aliased(GameRow)
        previous_loss = loss_before(win, loss, loss.rules == rules)
        wins = (
            select(win.id, win.ended_at, previous_loss.label("after"))
            .where(win.rules == rules, win.outcome == WON)
            .cte("wins")
        )
        mine = select(wins.c.after, wins.c.ended_at).where(wins.c.id == game_id).subquery()
        so_far = tuple_(wins.c.ended_at, wins.c.id) <= tuple_(mine.c.ended_at, game_id)
        own = wins.c.after.is_not_distinct_from(mine.c.after)
        runs = (
            select(
                own.label("own"),
                func.count().label("wins"),
                func.sum(case((so_far, 1), else_=0)).label("so_far"),
            )
            .select_from(wins.join(mine, true()))
            .group_by(wins.c.after)
            .subquery()
        )
        streak, best = self.session.execute(
            select(
                func.coalesce(func.max(case((runs.c.own, runs.c.so_far))), 0),
                func.coalesce(func.max(case((runs.c.own, None), else_=runs.c.wins)), 0),
            )
        ).one()
        return whole(streak, "the streak"), whole(best, "the longest streak")


def read_news(path: Path, game_id: int | None) -> WinNews | None:
    """The news of the won game ``game_id`` in the database file at ``path``, read through
    a read-only connection of its own (for the store's thread, after the win is written);
    None when there is none or the file cannot be read (logged)."""
    if game_id is None or game_id < 0 or not path.is_file():
        return None  # a provisional id: the game is not written yet
    engine = make_engine(path, read_only=True)
    try:
        with Session(engine) as session:
            return PersonalBestsQuery(session).news(game_id)
    except (*STORAGE_ERRORS, *VALUE_ERRORS) as error:
        log.warning("reading the bests from %s failed: %s", path, error, exc_info=True)
        return None
    finally:
        engine.dispose()
