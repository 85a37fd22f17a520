"""The Scorpion solver: sees every card, proves wins and losses within a budget.

Standard library only (no Qt, no database): the UI runs it in a worker process
(:mod:`scorpion_qt.solver.worker`, jobs in :mod:`scorpion_qt.solver.jobs`).
``solve(game_or_position, time_limit=..., node_limit=...)`` is the entry point;
``analyse(game, time_limit=...)`` finds where a game slipped away;
``winnable_daily_deal(date)`` picks a daily deal the solver has proven winnable.

Names load on first use, so that the light modules (the grades, the table of daily deals)
can be read without loading the search.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scorpion_qt.solver.analysis import Analysis, analyse
    from scorpion_qt.solver.daily import winnable_daily_deal
    from scorpion_qt.solver.solve import LOST, UNKNOWN, WON, SolverError, SolveResult, solve

_HOMES = {
    "Analysis": "analysis",
    "analyse": "analysis",
    "winnable_daily_deal": "daily",
    "LOST": "solve",
    "UNKNOWN": "solve",
    "WON": "solve",
    "SolverError": "solve",
    "SolveResult": "solve",
    "solve": "solve",
}

__all__ = [
    "LOST",
    "UNKNOWN",
    "WON",
    "Analysis",
    "SolveResult",
    "SolverError",
    "analyse",
    "solve",
    "winnable_daily_deal",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
