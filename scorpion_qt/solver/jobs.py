"""The jobs the solver's worker process runs, by name, with JSON-friendly arguments.

Standard library only. The search loads inside the job functions, that is in the process
where a job runs: the worker (:mod:`scorpion_qt.solver.worker`), or the window's own
process only for the synchronous ``--daily`` start.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Final


def solve_position(position_text: str, time_limit: float) -> dict[str, object]:
    """Solve the position written in ``position_text`` within ``time_limit`` seconds:
    ``{"position_text": ..., "status": "won" | "lost" | "unknown", "moves": [...]}``."""
    from scorpion_qt.engine import Game
    from scorpion_qt.solver import solve

    result = solve(Game.from_text(position_text), time_limit=time_limit)
    return {"position_text": position_text, "status": result.status, "moves": list(result.moves)}


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
    """The daily deal of ``day``: the solver's winnable choice (Classic rules)."""
    from scorpion_qt.solver.daily import winnable_daily_deal as choose

    return choose(day)


# -- the jobs by name, as the worker receives them -----------------------------------------


class UnknownJobError(LookupError):
    """No job has the name a request gave."""


def _daily_job(iso_day: str) -> int:
    return winnable_daily_deal(datetime.date.fromisoformat(iso_day))


#: name -> function of JSON values (dates as ISO strings) returning a JSON value:
#: "solve" (position_text, time_limit) -> the dict solve_position() returns;
#: "winnable" (rules, first, seconds_each[, tries]) -> a deal number or None;
#: "daily" (ISO date) -> a deal number
JOBS: Final[dict[str, Callable[..., object]]] = {
    "solve": solve_position,
    "winnable": find_winnable_deal,
    "daily": _daily_job,
}


def run_job(name: str, args: list[object]) -> object:
    """Run the job called ``name`` on ``args``; its JSON-friendly result."""
    job = JOBS.get(name)
    if job is None:
        raise UnknownJobError(f"no solver job is called {name!r}")
    return job(*args)
