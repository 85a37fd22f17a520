"""The plain values the store hands out: results, history rows, statistics, daily deals,
analyses."""

from __future__ import annotations

import datetime
import enum
from dataclasses import dataclass

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.grades import check_grade


class SortKey(enum.StrEnum):
    """The history columns a page can be sorted by (values are column names)."""

    STARTED_AT = "started_at"
    ENDED_AT = "ended_at"
    RULES = "rules"
    DEAL = "deal"
    DAILY_DATE = "daily_date"
    RESULT = "outcome"
    SCORE = "score"
    MOVES = "moves"
    UNDOS = "undos"
    HINTS = "hints"
    ELAPSED = "elapsed_seconds"
    RUNS_COMPLETED = "runs_completed"
    CARDS_TURNED_UP = "cards_turned_up"
    PERCENT_COMPLETE = "percent_complete"


@dataclass(frozen=True, slots=True)
class HistoryFilter:
    """Which played games to list; dates are local calendar dates, both ends included;
    ``grade``: games whose deal has that grade ("E", "M" or "H"; None: any game, graded
    or not). Another grade raises ``ValueError``. ``deal``: games of that deal number
    only; ``daily_only``: daily games only."""

    rules: str | None = None
    result: GameResult | None = None
    date_from: datetime.date | None = None
    date_to: datetime.date | None = None
    grade: str | None = None
    deal: int | None = None
    daily_only: bool = False

    def __post_init__(self) -> None:
        check_grade(self.grade)


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One played game as the history shows it; times are aware UTC datetimes.

    ``grade``: how hard its deal is ("E", "M", "H"; None: not known). From its stored
    analysis, if it has one (``analysed``): ``winnable`` (whether the deal was winnable
    from the start; None: not decided), ``turning_point`` (the index of the move after
    which the game was lost, see :class:`StoredAnalysis`) and ``analysis_complete``."""

    id: int
    rules: str
    deal: int | None
    daily_date: datetime.date | None
    started_at: datetime.datetime
    ended_at: datetime.datetime | None
    elapsed_seconds: float
    result: GameResult
    score: int
    moves: int
    undos: int
    hints: int
    runs_completed: int
    cards_turned_up: int
    percent_complete: float
    grade: str | None = None
    winnable: bool | None = None
    turning_point: int | None = None
    analysed: bool = False
    analysis_complete: bool = False
    #: the length of the shortest winning line the solver found for its deal within its
    #: fixed node budget; None: not known (not won within the budget, or not answered yet)
    par: int | None = None


@dataclass(frozen=True, slots=True)
class HistoryPage:
    """One page of history and how many games match the filter in all."""

    rows: tuple[HistoryRow, ...]
    total: int


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    """A place on the local leaderboard (rank 1 is the best score)."""

    rank: int
    game: HistoryRow


@dataclass(frozen=True, slots=True)
class DailyDeal:
    """A date's deal as first served, and the best result of playing it so far."""

    date: datetime.date
    deal: int
    layout: str
    result: GameResult | None
    best_score: int | None


@dataclass(frozen=True, slots=True)
class Statistics:
    """Figures over played games (see :mod:`scorpion_qt.store.statistics` for each one),
    of one rule set and one grade when ``rules`` and ``grade`` say so; ``None`` where
    nothing qualifies (no win yet, for example)."""

    rules: str | None
    played: int
    won: int
    lost: int
    win_percent: float
    current_streak: int
    longest_streak: int
    best_score: int | None
    average_score: float | None
    fastest_win_seconds: float | None
    fewest_moves_to_win: int | None
    average_percent_complete: float | None
    daily_played: int
    daily_won: int
    daily_streak: int
    grade: str | None = None
    time_played_seconds: float = 0.0
    average_win_seconds: float | None = None
    #: played and won games per grade ("E", "M", "H", then None: not graded), every grade
    by_grade: tuple[GradeResults, ...] = ()
    #: won games whose deal has a par, and how many of them took no more moves than par
    won_with_par: int = 0
    won_at_or_under_par: int = 0


@dataclass(frozen=True, slots=True)
class GradeResults:
    """The played and won games whose deal has ``grade`` (None: not graded)."""

    grade: str | None
    played: int
    won: int

    @property
    def win_percent(self) -> float | None:
        return 100.0 * self.won / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class StoredAnalysis:
    """A game's analysis as the store keeps it (one per game, the latest saved).

    ``line_checksum`` is the caller's fingerprint of the move line analysed (at most 16
    characters), ``data`` the analysis as JSON text, kept as given (the store never reads
    it). ``winnable_at_start``: whether the deal was winnable from the start (None: not
    decided); ``turning_point``: the index of the move after which the game was lost
    although it was winnable before it (None: there is none, or it was not found);
    ``complete``: whether the analysis got to the end of its search. ``analysed_at`` is
    an aware datetime (read back in UTC)."""

    line_checksum: str
    data: str
    winnable_at_start: bool | None
    turning_point: int | None
    complete: bool
    analysed_at: datetime.datetime
