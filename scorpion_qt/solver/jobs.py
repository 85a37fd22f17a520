"""The jobs the solver's worker process runs, by name, with JSON-friendly arguments.

Standard library only. The window's process imports this module for :class:`SolveAnswer`
when an answer arrives; the search loads only inside the job functions, that is in the
process where a job runs (usually the worker, see :mod:`scorpion_qt.solver.worker`).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

STATUSES = ("won", "lost", "unknown")


@dataclass(frozen=True)
class SolveAnswer:
    """What the solver found for one position."""

    position_text: str
    status: str  # "won" | "lost" | "unknown"
    moves: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        return {"position_text": self.position_text, "status": self.status, "moves": [*self.moves]}

    @classmethod
    def from_json(cls, data: object) -> SolveAnswer:
        """The answer :meth:`to_json` wrote; ``ValueError`` if ``data`` is not one."""
        if not isinstance(data, dict):
            raise ValueError(f"not a solver answer: {data!r:.200}")
        text, status, moves = data.get("position_text"), data.get("status"), data.get("moves")
        if (
            not isinstance(text, str)
            or status not in STATUSES
            or not isinstance(moves, list)
            or not all(isinstance(move, str) for move in moves)
        ):
            raise ValueError(f"not a solver answer: {data!r:.200}")
        return cls(text, status, tuple(moves))


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
    """The daily deal of ``day``: the solver's winnable choice (Classic rules)."""
    from scorpion_qt.solver.daily import winnable_daily_deal as choose

    return choose(day)


# -- the jobs by name, as the worker receives them -----------------------------------------


class UnknownJobError(LookupError):
    """No job has the name a request gave."""


def _solve_job(position_text: str, time_limit: float) -> dict[str, object]:
    return solve_position(position_text, time_limit).to_json()


def _daily_job(iso_day: str) -> int:
    return winnable_daily_deal(datetime.date.fromisoformat(iso_day))


#: name -> function of JSON values (dates as ISO strings) returning a JSON value:
#: "solve" (position_text, time_limit) -> SolveAnswer.to_json();
#: "winnable" (rules, first, seconds_each[, tries]) -> a deal number or None;
#: "daily" (ISO date) -> a deal number
JOBS: Final[dict[str, Callable[..., object]]] = {
    "solve": _solve_job,
    "winnable": find_winnable_deal,
    "daily": _daily_job,
}


def run_job(name: str, args: list[object]) -> object:
    """Run the job called ``name`` on ``args``; its JSON-friendly result."""
    job = JOBS.get(name)
    if job is None:
        raise UnknownJobError(f"no solver job is called {name!r}")
    return job(*args)
