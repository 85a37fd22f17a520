"""The Scorpion solver: sees every card, proves wins and losses within a budget.

Standard library only (no Qt, no database): the UI runs it in a worker process
(:mod:`scorpion_qt.solver.worker`, jobs in :mod:`scorpion_qt.solver.jobs`).
``solve(game_or_position, time_limit=..., node_limit=...)`` is the entry point;
``analyse(game, time_limit=...)`` finds where a game slipped away;
``winnable_daily_deal(date)`` picks a daily deal the solver has proven winnable.
"""

from scorpion_qt.solver.analysis import Analysis, analyse
from scorpion_qt.solver.daily import winnable_daily_deal
from scorpion_qt.solver.solve import LOST, UNKNOWN, WON, SolverError, SolveResult, solve

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
