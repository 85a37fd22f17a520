"""Statistics computed by queries over the games table (no counters are kept).

Definitions, over the *played* games (at least one action recorded; the game in progress
counts once it has a move), optionally of one rule set and of one grade (the games whose
deal has that grade: every figure below, streaks and daily ones too, counts those games
alone; a game whose grade is not known counts only when no grade is asked for). Damaged
games (their stored log no longer replays) are listed in the history but counted nowhere
here:

- ``played``, ``won``, ``lost``; ``win_percent`` = won / played × 100.
- Streaks run over *finished* games in the order they ended: ``longest_streak`` is the
  most wins in a row, ``current_streak`` the wins since the last loss. A game in progress
  neither extends nor breaks a streak.
- ``best_score`` / ``average_score``: highest and mean score.
- ``fastest_win_seconds`` / ``fewest_moves_to_win``: over won games (active time, pauses
  excluded; moves on the winning line, undone moves not counted).
- ``time_played_seconds``: the active time of every played game (the one in progress too);
  ``average_win_seconds``: the mean active time of the won games.
- ``by_grade``: played and won games of each grade, and of no known grade.
- ``average_percent_complete``: mean of each game's percent complete, see
  :func:`scorpion_qt.store.converters.percent_complete`.
- ``daily_played`` / ``daily_won``: dates whose daily deal was played / won at least once,
  whenever it was played.
- ``daily_streak``: the run of consecutive dates, ending today or yesterday, each with a
  daily game *won in time*: won, and started before its date ended (local time). A date's
  deal played on a later day counts for that date's results, not for the streak.
"""

from __future__ import annotations

import datetime
import logging
from typing import Any

from sqlalchemy import ColumnElement, Date, case, distinct, func, literal, select
from sqlalchemy.orm import Session, aliased

from scorpion_qt.store.checked import real, real_or_none, whole_or_none
from scorpion_qt.store.conditions import counted, loss_before, played, unindexed, unplayed_ids
from scorpion_qt.store.grades import GRADES, check_grade
from scorpion_qt.store.models import LOST, WON, GameRow
from scorpion_qt.store.records import GradeResults, Statistics

log = logging.getLogger(__name__)


class StatisticsQuery:
    """The statistics summary; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def summary(
        self, rules: str | None, today: datetime.date, grade: str | None = None
    ) -> Statistics:
        check_grade(grade)
        if rules is not None and not self._any_game(rules):
            # every figure of a rule set never played is nothing: said without the scans,
            # which read every other rule set's games (the Statistics window asks for each
            # of the seven rule sets, and a player plays one or two of them)
            return nothing_played(rules, grade)
        won = GameRow.outcome == WON
        # the won games' figures are aggregates with a FILTER, which SQLite evaluates a
        # third faster than a CASE in each (45 against 68 ms over 100,000 games)
        totals = self.session.execute(
            select(
                func.count(),
                func.count().filter(won),
                func.count().filter(GameRow.outcome == LOST),
                func.max(GameRow.score),
                func.avg(GameRow.score),
                func.min(GameRow.elapsed_seconds).filter(won),
                func.min(GameRow.moves).filter(won),
                func.avg(GameRow.percent_complete),
                func.coalesce(func.sum(GameRow.elapsed_seconds), 0.0),
                func.avg(GameRow.elapsed_seconds).filter(won),
                *_by_grade(won),
                *_against_par(won),
            ).where(
                played(unplayed_ids(self.session)),
                counted(),
                *_of(GameRow, rules, grade, scan=True),
            )
        ).one()
        count, wins = int(totals[0]), int(totals[1])
        longest, current = self._streaks(rules, grade)
        daily_played, daily_won = self._daily_counts(rules, grade)
        return Statistics(
            rules=rules,
            played=count,
            won=wins,
            lost=int(totals[2]),
            win_percent=100.0 * wins / count if count else 0.0,
            current_streak=current,
            longest_streak=longest,
            best_score=whole_or_none(totals[3], "the best score"),
            average_score=real_or_none(totals[4], "the average score"),
            fastest_win_seconds=real_or_none(totals[5], "the fastest win"),
            fewest_moves_to_win=whole_or_none(totals[6], "the fewest moves to win"),
            average_percent_complete=real_or_none(totals[7], "the average percent complete"),
            daily_played=daily_played,
            daily_won=daily_won,
            daily_streak=self._daily_streak(rules, grade, today),
            grade=grade,
            time_played_seconds=real(totals[8], "the time played"),
            average_win_seconds=real_or_none(totals[9], "the average winning time"),
            by_grade=tuple(
                GradeResults(each, int(totals[at]), int(totals[at + 1]))
                for each, at in zip(GRADED, range(10, 10 + 2 * len(GRADED), 2), strict=True)
            ),
            won_with_par=int(totals[-2]),
            won_at_or_under_par=int(totals[-1]),
        )

    def _any_game(self, rules: str) -> bool:
        """Whether any game of ``rules`` is stored (played or not, damaged or not), looked
        up through the rules index."""
        found = self.session.execute(select(GameRow.id).where(GameRow.rules == rules).limit(1))
        return found.first() is not None

    def _daily_counts(self, rules: str | None, grade: str | None) -> tuple[int, int]:
        """Dates played and won, read from the ``daily_date`` index alone."""
        played_days, won_days = self.session.execute(
            select(
                func.count(distinct(GameRow.daily_date)),
                func.count(distinct(case((GameRow.outcome == WON, GameRow.daily_date)))),
            ).where(*_daily_games(rules, grade))
        ).one()
        return int(played_days), int(won_days)

    def _streaks(self, rules: str | None, grade: str | None) -> tuple[int, int]:
        """(longest, current): each win is grouped under the loss that last ended before
        it, so a group is one streak and the last loss's group is the current one. Both
        lookups walk the (rules,) outcome, ended_at index; ties on the end time go by id."""
        win, loss = aliased(GameRow), aliased(GameRow)
        previous_loss = loss_before(win, loss, *_of(loss, rules, grade))
        wins = (
            select(previous_loss.label("after"))
            .where(*_of(win, rules, grade), win.outcome == WON)
            .subquery()
        )
        streaks = select(wins.c.after, func.count().label("wins")).group_by(wins.c.after).subquery()
        last_loss = (
            select(GameRow.id)
            .where(*_of(GameRow, rules, grade), GameRow.outcome == LOST)
            .order_by(GameRow.ended_at.desc(), GameRow.id.desc())
            .limit(1)
            .scalar_subquery()
        )
        current = case((streaks.c.after.is_not_distinct_from(last_loss), streaks.c.wins), else_=0)
        longest, now = self.session.execute(
            select(
                func.coalesce(func.max(streaks.c.wins), 0),
                func.coalesce(func.sum(current), 0),
            )
        ).one()
        return int(longest), int(now)

    def _daily_streak(self, rules: str | None, grade: str | None, today: datetime.date) -> int:
        """Dates won in time minus their rank are equal along a run of consecutive dates."""
        days = (
            select(GameRow.daily_date.label("day"))
            .where(
                *_daily_games(rules, grade), unindexed(GameRow.outcome) == WON, _started_in_time()
            )
            .distinct()
            .subquery()
        )
        island = (func.julianday(days.c.day) - func.row_number().over(order_by=days.c.day)).label(
            "island"
        )
        ranked = select(days.c.day, island).subquery()
        yesterday = literal(today - datetime.timedelta(days=1), Date)
        last = self.session.execute(
            select(func.count())
            .select_from(ranked)
            .group_by(ranked.c.island)
            .having(func.max(ranked.c.day) >= yesterday)
            .order_by(func.max(ranked.c.day).desc())
            .limit(1)
        ).scalar()
        return int(last or 0)


#: The grades the summary counts games of, one by one; None: not graded.
GRADED: tuple[str | None, ...] = (*GRADES, None)


def nothing_played(rules: str | None, grade: str | None = None) -> Statistics:
    """The figures of no game at all: what every query of the summary gives over none."""
    return Statistics(
        rules=rules,
        played=0,
        won=0,
        lost=0,
        win_percent=0.0,
        current_streak=0,
        longest_streak=0,
        best_score=None,
        average_score=None,
        fastest_win_seconds=None,
        fewest_moves_to_win=None,
        average_percent_complete=None,
        daily_played=0,
        daily_won=0,
        daily_streak=0,
        grade=grade,
        time_played_seconds=0.0,
        average_win_seconds=None,
        by_grade=tuple(GradeResults(each, 0, 0) for each in GRADED),
        won_with_par=0,
        won_at_or_under_par=0,
    )


def _by_grade(won: ColumnElement[bool]) -> list[ColumnElement[Any]]:
    """Played and won games of each of :data:`GRADED`, summed in the same scan."""
    sums: list[ColumnElement[Any]] = []
    for grade in GRADED:
        of_grade = GameRow.grade.is_(None) if grade is None else GameRow.grade == grade
        sums.append(func.count().filter(of_grade))
        sums.append(func.count().filter(of_grade & won))
    return sums


def _against_par(won: ColumnElement[bool]) -> list[ColumnElement[Any]]:
    """Won games whose deal has a par, and those of them won in par moves or fewer."""
    with_par = won & GameRow.par.is_not(None)
    at_or_under = with_par & (GameRow.moves <= GameRow.par)
    return [func.count().filter(with_par), func.count().filter(at_or_under)]


def _of(
    table: type[GameRow], rules: str | None, grade: str | None, *, scan: bool = False
) -> list[ColumnElement[bool]]:
    """The rules and grade conditions, if any; ``scan``: most games match, so read the
    whole table rather than look each one up through the rules index."""
    conditions = []
    if rules is not None:
        conditions.append((unindexed(table.rules) if scan else table.rules) == rules)
    if grade is not None:
        conditions.append(unindexed(table.grade) == grade)
    return conditions


def _daily_games(rules: str | None, grade: str | None) -> list[ColumnElement[bool]]:
    """Played daily games, picked through the ``daily_date`` index (it holds the rules,
    outcome and grade too; finished games are always played)."""
    conditions = [GameRow.daily_date.is_not(None), played(), counted()]
    if rules is not None:
        conditions.append(unindexed(GameRow.rules) == rules)
    if grade is not None:
        conditions.append(unindexed(GameRow.grade) == grade)
    return conditions


def _started_in_time() -> ColumnElement[bool]:
    """A daily game started before its date ended, in local time: the first moment of the
    next local date as stored (naive UTC, the same text form, so compared as stored). The
    ``daily_date`` index holds the start time, so no table row is read for it."""
    next_day = func.datetime(GameRow.daily_date, "+1 day", "utc")
    return func.datetime(GameRow.started_at) < next_day
