"""The plain values the store hands out: results, history rows, statistics, daily deals."""

from __future__ import annotations

import datetime
import enum
from dataclasses import dataclass

from scorpion_qt.engine import Game


class GameResult(enum.StrEnum):
    """How a game stands; the database stores these strings."""

    IN_PROGRESS = "in_progress"
    WON = "won"
    LOST = "lost"
    DAMAGED = "damaged"  # its stored log no longer replays: listed, but neither won nor lost


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
    """Which played games to list; dates are local calendar dates, both ends included."""

    rules: str | None = None
    result: GameResult | None = None
    date_from: datetime.date | None = None
    date_to: datetime.date | None = None


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One played game as the history shows it; times are aware UTC datetimes."""

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
class ResumedGame:
    """The in-progress game rebuilt from its log, with what the UI needs to carry on."""

    id: int
    game: Game
    elapsed_seconds: float
    hints: int
    daily_date: datetime.date | None


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
    """Figures over played games (see :mod:`scorpion_qt.store.statistics` for each one);
    ``None`` where nothing qualifies (no win yet, for example)."""

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
