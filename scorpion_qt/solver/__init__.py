"""The Scorpion solver: sees every card, proves wins and losses within a budget.

Standard library only (no Qt, no database): the UI runs it in a worker process.
``solve(game_or_position, time_limit=..., node_limit=...)`` is the entry point;
``winnable_daily_deal(date)`` picks a daily deal the solver has proven winnable.

Names are loaded on first use, so the window's process can import
``scorpion_qt.solver.jobs`` (for :class:`~scorpion_qt.solver.jobs.SolveAnswer`) without
loading the search itself, which runs in the worker.
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorpion_qt.solver.daily import winnable_daily_deal
    from scorpion_qt.solver.solve import LOST, UNKNOWN, WON, SolverError, SolveResult, solve

_HOMES = {
    "winnable_daily_deal": "daily",
    "LOST": "solve",
    "UNKNOWN": "solve",
    "WON": "solve",
    "SolverError": "solve",
    "SolveResult": "solve",
    "solve": "solve",
}

__all__ = ["LOST", "UNKNOWN", "WON", "SolveResult", "SolverError", "solve", "winnable_daily_deal"]


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


class _Package(types.ModuleType):
    """Keeps ``scorpion_qt.solver.solve`` the function, as an eager import would.

    Importing a submodule sets the package's attribute of its name; the submodule ``solve``
    shares its name with the function ``solve``, which that must not replace."""

    def __setattr__(self, name: str, value: object) -> None:
        if name == "solve" and isinstance(value, types.ModuleType):
            value = value.solve
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
