"""Converting between rows and engine values: figures of a game, rows to records, replay.

Values read back are checked at the store's edge (:mod:`scorpion_qt.store.checked`).
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass, replace

from scorpion_qt.engine import Game, Rules, get_rules
from scorpion_qt.engine import from_text as position_from_text
from scorpion_qt.store.checked import flag, flag_or_none, grade, real, whole, whole_or_none
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.models import DailyDealRow, GameAnalysisRow, GameRow
from scorpion_qt.store.records import DailyDeal, HistoryRow, StoredAnalysis

CARDS_IN_RUNS = 52


@dataclass(frozen=True, slots=True)
class Figures:
    """What the games row keeps about a game's current position."""

    score: int
    moves: int
    runs_completed: int
    cards_turned_up: int
    percent_complete: float


def figures(game: Game) -> Figures:
    """The stored figures of ``game`` as it stands now (undone moves do not count)."""
    position = game.position
    runs = len(position.foundations)
    turned_up = sum(game.start.down) - sum(position.down)
    return Figures(
        score=game.score,
        moves=game.move_count,
        runs_completed=runs,
        cards_turned_up=turned_up,
        percent_complete=(
            100.0 if game.is_won else percent_complete(runs, turned_up, sum(game.start.down))
        ),
    )


def percent_complete(runs_completed: int, cards_turned_up: int, face_down: int) -> float:
    """How far a game got, 0–100: every card sent to a foundation (13 a run) and every
    face-down card uncovered counts one, out of 52 + the deal's face-down cards (64 for
    Classic and Relaxed). A won game is 100 (:func:`figures` says so even for a custom
    start position); a game that never uncovered or removed anything is 0."""
    return 100.0 * (runs_completed * 13 + cards_turned_up) / (CARDS_IN_RUNS + face_down)


def rebuild_game(start_text: str, deal: int | None, actions: Iterable[str]) -> Game:
    """The game as it stood after ``actions`` (moves, ``undo``, ``redo``) from its layout,
    keeping its deal number; raises ``ValueError`` (``IllegalMove`` is one) if the log
    does not replay."""
    return Game.replay(actions, deal=deal, start_text=start_text)


def daily_game(layout: str, deal: int, rules: str) -> Game:
    """A new game of a daily deal under ``rules``: from its stored layout when ``rules``
    deal alike (Relaxed and Wasp deal as Classic, whose layout is stored), else the deal
    number dealt afresh under ``rules`` (Scorpion II's face-down cards, Three Blind Mice's
    ten columns and cells)."""
    start = position_from_text(layout)
    variant = get_rules(rules)
    if _deal_shape(variant) != _deal_shape(start.rules):
        return Game.new(deal, variant)
    return Game(replace(start, rules=variant), deal)


def _deal_shape(rules: Rules) -> tuple[object, ...]:
    """What decides where a deal's cards lie under ``rules``."""
    return (rules.column_sizes, rules.face_down, rules.reserve_size, rules.cells)


def to_db_time(moment: datetime.datetime) -> datetime.datetime:
    """Stored form of a time: naive UTC."""
    return moment.astimezone(datetime.UTC).replace(tzinfo=None)


def from_db_time(stored: datetime.datetime) -> datetime.datetime:
    return stored.replace(tzinfo=datetime.UTC)


def local_day_start(day: datetime.date) -> datetime.datetime:
    """Stored form of the first moment of a local calendar date."""
    return to_db_time(datetime.datetime.combine(day, datetime.time.min).astimezone())


@dataclass(frozen=True, slots=True)
class AnalysisSummary:
    """What the history shows of a game's stored analysis (its columns beside the JSON)."""

    winnable_at_start: object
    turning_point: object
    complete: object


def history_row(row: GameRow, analysis: AnalysisSummary | None = None) -> HistoryRow:
    """The history's row of a game and, if it has one, of its stored analysis."""
    game = f"game {row.id}"
    return HistoryRow(
        id=row.id,
        rules=str(row.rules),
        deal=whole_or_none(row.deal, f"{game}'s deal"),
        daily_date=row.daily_date,
        started_at=from_db_time(row.started_at),
        ended_at=from_db_time(row.ended_at) if row.ended_at is not None else None,
        elapsed_seconds=real(row.elapsed_seconds, f"{game}'s time"),
        result=GameResult(row.outcome),
        score=whole(row.score, f"{game}'s score"),
        moves=whole(row.moves, f"{game}'s moves"),
        undos=whole(row.undos, f"{game}'s undos"),
        hints=whole(row.hints, f"{game}'s hints"),
        runs_completed=whole(row.runs_completed, f"{game}'s runs"),
        cards_turned_up=whole(row.cards_turned_up, f"{game}'s cards turned up"),
        percent_complete=real(row.percent_complete, f"{game}'s percent complete"),
        grade=grade(row.grade, f"{game}'s grade"),
        par=whole_or_none(row.par, f"{game}'s par"),
        winnable=None
        if analysis is None
        else flag_or_none(analysis.winnable_at_start, f"{game}'s winnable"),
        turning_point=None
        if analysis is None
        else whole_or_none(analysis.turning_point, f"{game}'s turning point"),
        analysed=analysis is not None,
        analysis_complete=analysis is not None
        and flag(analysis.complete, f"{game}'s analysis complete"),
    )


def stored_analysis(row: GameAnalysisRow) -> StoredAnalysis:
    what = f"game {row.game_id}'s analysis"
    if not isinstance(row.data, str) or not isinstance(row.line_checksum, str):
        raise ValueError(f"{what} holds {row.line_checksum!r}, {type(row.data).__name__}")
    return StoredAnalysis(
        line_checksum=row.line_checksum,
        data=row.data,
        winnable_at_start=flag_or_none(row.winnable_at_start, f"{what}'s winnable"),
        turning_point=whole_or_none(row.turning_point, f"{what}'s turning point"),
        complete=flag(row.complete, f"{what}'s complete"),
        analysed_at=from_db_time(row.analysed_at),
    )


def daily_deal(row: DailyDealRow) -> DailyDeal:
    day = f"the daily deal of {row.date}"
    return DailyDeal(
        date=row.date,
        deal=whole(row.deal, f"{day}'s number"),
        layout=str(row.layout),
        result=GameResult(row.result) if row.result is not None else None,
        best_score=whole_or_none(row.best_score, f"{day}'s best score"),
    )
