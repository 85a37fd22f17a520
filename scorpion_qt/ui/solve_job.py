"""The job a solver worker process runs; imports only the engine and the solver (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import datetime


@dataclass(frozen=True)
class SolveAnswer:
    """What the worker found for one position."""

    position_text: str
    status: str  # "won" | "lost" | "unknown"
    moves: tuple[str, ...]


def solve_position(position_text: str, time_limit: float) -> SolveAnswer:
    """Solve the position written in ``position_text`` within ``time_limit`` seconds."""
    from scorpion_qt.engine import Game
    from scorpion_qt.solver import solve

    result = solve(Game.from_text(position_text), time_limit=time_limit)
    return SolveAnswer(position_text, result.status, tuple(result.moves))


def find_winnable_deal(rules: str, first: int, seconds_each: float, tries: int = 400) -> int | None:
    """The first deal from ``first`` on (random steps) that the solver proves winnable."""
    from scorpion_qt.engine import Game
    from scorpion_qt.engine.deals import MAX_DEAL, SplitMix64
    from scorpion_qt.solver import solve

    candidates = SplitMix64(first)
    for _ in range(tries):
        deal = candidates.next() % MAX_DEAL + 1
        if solve(Game.new(deal, rules), time_limit=seconds_each).status == "won":
            return deal
    return None


def winnable_daily_deal(day: datetime.date) -> int:
    """The daily deal of ``day``: the solver's winnable choice. The solver loads where this
    runs, usually the worker process, not the window's."""
    from scorpion_qt.solver.daily import winnable_daily_deal as choose

    return choose(day)
