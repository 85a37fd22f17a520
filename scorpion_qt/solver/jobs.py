"""The jobs the solver's worker process runs, by name, with JSON-friendly arguments.

Standard library only. The search loads inside the job functions, that is in the process
where a job runs: the worker (:mod:`scorpion_qt.solver.worker`), or the window's own
process only for the synchronous ``--daily`` start. A job given ``stop`` asks it now and
then whether it is still wanted, and ends early (with a result nobody reads) once not.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Final

#: asked now and then by a running job: True once its result is no longer wanted
Stop = Callable[[], bool]


def solve_position(
    position_text: str, time_limit: float, stop: Stop | None = None
) -> dict[str, object]:
    """Solve the position written in ``position_text`` within ``time_limit`` seconds:
    ``{"position_text": ..., "status": "won" | "lost" | "unknown", "moves": [...]}``."""
    from scorpion_qt.engine import Game
    from scorpion_qt.solver import solve

    result = solve(Game.from_text(position_text), time_limit=time_limit, stop=stop)
    return {"position_text": position_text, "status": result.status, "moves": list(result.moves)}


def find_winnable_deal(
    rules: str,
    first: int,
    seconds_each: float,
    tries: int = 400,
    grade: str | None = None,
    stop: Stop | None = None,
) -> dict[str, object] | None:
    """The first deal from ``first`` on (random steps) that the solver proves winnable,
    of ``grade`` ("E", "M" or "H"; None: any): ``{"deal": ..., "detours": ..., "grade": ...}``
    (the search's detours to its first win, and its grade: None under rules whose deals
    are not graded), or None when no try found one."""
    from scorpion_qt.engine import Game
    from scorpion_qt.engine.deals import MAX_DEAL, SplitMix64
    from scorpion_qt.solver import solve
    from scorpion_qt.solver.grade import detours, grade_letter, grade_of

    candidates = SplitMix64(first)
    for _ in range(tries):
        if stop is not None and stop():
            return None
        deal = candidates.next() % MAX_DEAL + 1
        result = solve(Game.new(deal, rules), time_limit=seconds_each, stop=stop)
        if result.status == "won":
            off_line = detours(result.nodes, len(result.moves))
            found = grade_letter(grade_of(rules, off_line))
            if grade is None or found == grade:
                return {"deal": deal, "detours": off_line, "grade": found}
    return None


def analyse_game(
    start_text: str, moves: list[str], time_limit: float, stop: Stop | None = None
) -> dict[str, object]:
    """Where the game from ``start_text`` along ``moves`` slipped away, within
    ``time_limit`` seconds: :meth:`scorpion_qt.solver.analysis.Analysis.to_json`."""
    from scorpion_qt.engine import Game
    from scorpion_qt.solver.analysis import analyse

    game = Game.from_text(start_text)
    for move in moves:
        game.play(move)
    return analyse(game, time_limit=time_limit, stop=stop).to_json()


def daily_choice(
    day: datetime.date, rules: str = "classic", table: str | None = None
) -> dict[str, object]:
    """The daily deal of ``day`` under ``rules`` (a rule set id): the pinned table's in the
    folder ``table`` when it covers the date, else the solver's winnable choice.

    ``{"deal": ..., "grade": "E" | "M" | "H" | None, "pinned": bool, "error": str | None}``
    (the grade None under rules whose deals are not graded):
    ``error`` says why the table could not be read (then the search chose the deal).
    """
    from pathlib import Path

    from scorpion_qt.solver.daily import choose_daily
    from scorpion_qt.solver.daily_table import DailyTableError, pinned_daily
    from scorpion_qt.solver.grade import detours, grade_letter, grade_of

    error = None
    if table is not None:
        try:
            row = pinned_daily(Path(table), day, rules)
        except DailyTableError as exc:
            error = str(exc)
        else:
            if row is not None:
                return {
                    "deal": row.deal,
                    "grade": grade_letter(row.grade),
                    "pinned": True,
                    "error": None,
                }
    choice = choose_daily(day, rules)
    grade = grade_letter(grade_of(rules, detours(choice.nodes, len(choice.line))))
    return {"deal": choice.deal, "grade": grade, "pinned": False, "error": error}


def winnable_daily_deal(day: datetime.date, rules: str = "classic") -> int:
    """The daily deal the solver's search chooses for ``day`` under ``rules`` (a rule set
    id, Classic by default), as for dates past the pinned table's end."""
    from scorpion_qt.solver.daily import winnable_daily_deal as choose

    return choose(day, rules)


# -- the jobs by name, as the worker receives them -----------------------------------------


class UnknownJobError(LookupError):
    """No job has the name a request gave."""


def _daily_job(
    iso_day: str, rules: str = "classic", table: str | None = None, stop: Stop | None = None
) -> dict[str, object]:
    # the choice takes no stop: it runs to its end, which is at once from the table and
    # usually at once past it (the first candidates, each within a node budget)
    return daily_choice(datetime.date.fromisoformat(iso_day), rules, table)


#: name -> function of JSON values (dates as ISO strings) returning a JSON value, each
#: taking the keyword ``stop`` besides:
#: "solve" (position_text, time_limit) -> the dict solve_position() returns;
#: "winnable" (rules, first, seconds_each[, tries[, grade]]) -> {"deal", "detours", "grade"}
#: or None;
#: "analyse" (start_text, moves, time_limit) -> an Analysis as JSON (see analysis.py);
#: "daily" (ISO date[, rules[, table folder]]) -> the dict daily_choice() returns (rules: a
#: rule set id, default "classic")
JOBS: Final[dict[str, Callable[..., object]]] = {
    "solve": solve_position,
    "winnable": find_winnable_deal,
    "analyse": analyse_game,
    "daily": _daily_job,
}


def run_job(name: str, args: list[object], stop: Stop | None = None) -> object:
    """Run the job called ``name`` on ``args``; its JSON-friendly result. ``stop`` (see
    :data:`Stop`) may end it early."""
    job = JOBS.get(name)
    if job is None:
        raise UnknownJobError(f"no solver job is called {name!r}")
    return job(*args, stop=stop)
