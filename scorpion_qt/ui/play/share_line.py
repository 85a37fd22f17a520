"""The share line of a finished daily game, to paste where friends read it: the rule set
and the date, won in N or lost after N moves, the par, the hints shown and the online rank;
nothing that spoils the deal (no move, no time). Its texts are in the translation context
"ShareLine"."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.ui.play.rule_sets import rules_name

if TYPE_CHECKING:
    from scorpion_qt.store.records import HistoryRow

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate

#: what opens every share line (the app's name is not translated)
APP_NAME = "Scorpion Qt"
SEPARATOR = " · "


@dataclass(frozen=True, slots=True)
class DailyResult:
    """A finished daily game as its share line tells it: ``moves`` as the game counts
    them; ``par`` None when no par is known; ``rank`` of ``total`` when the online board
    ranked it (None: not ranked, or not known yet)."""

    rules: str
    day: datetime.date
    won: bool
    moves: int
    hints: int
    par: int | None = None
    rank: int | None = None
    total: int | None = None


def stored_result(row: HistoryRow) -> DailyResult | None:
    """A stored daily game's result (no rank: the statistics keep none), or None when it
    is no finished daily game."""
    if row.daily_date is None or row.result not in (GameResult.WON, GameResult.LOST):
        return None
    won = row.result is GameResult.WON
    return DailyResult(row.rules, row.daily_date, won, row.moves, row.hints, row.par)


def share_line(result: DailyResult) -> str:
    """``Scorpion Qt · Classic daily 2026-12-03 · won in 58 (par 52) · no hints · rank 3
    of 41``, in the app's language."""
    daily = translate("ShareLine", "{rules} daily {date}").format(
        rules=rules_name(result.rules), date=result.day.isoformat()
    )
    parts = [APP_NAME, daily, _outcome(result), _hints(result.hints)]
    if result.rank is not None:
        parts.append(_rank(result.rank, result.total))
    return SEPARATOR.join(parts)


def _outcome(result: DailyResult) -> str:
    moves = result.moves
    if result.won:
        text = translate("ShareLine", "won in {moves}").format(moves=moves)
    elif moves == 1:
        text = translate("ShareLine", "lost after 1 move")
    else:
        text = translate("ShareLine", "lost after {moves} moves").format(moves=moves)
    if result.par is not None:
        text += " " + translate("ShareLine", "(par {par})").format(par=result.par)
    return text


def _hints(hints: int) -> str:
    if hints == 0:
        return translate("ShareLine", "no hints")
    if hints == 1:
        return translate("ShareLine", "1 hint")
    return translate("ShareLine", "{hints} hints").format(hints=hints)


def _rank(rank: int, total: int | None) -> str:
    if total is None:
        return translate("ShareLine", "rank {rank}").format(rank=rank)
    return translate("ShareLine", "rank {rank} of {total}").format(rank=rank, total=total)
