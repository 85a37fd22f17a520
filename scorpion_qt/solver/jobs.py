"""The jobs the solver's worker process runs: each job type of
:mod:`scorpion_qt.solver.protocol` to its answer.

Standard library only. The search loads inside the job functions, that is in the process
where a job runs: the worker (:mod:`scorpion_qt.solver.worker`), or the window's own
process only for the synchronous ``--daily`` start. A job given ``stop`` asks it now and
then whether it is still wanted, and ends early (with a result nobody reads) once not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import assert_never

from scorpion_qt.solver.protocol import (
    AnalyseJob,
    AnalysisAnswer,
    Answer,
    AnyJob,
    DailyAnswer,
    DailyJob,
    ParAnswer,
    ParJob,
    SolveAnswer,
    SolveJob,
    WinnableAnswer,
    WinnableJob,
)

#: asked now and then by a running job: True once its result is no longer wanted
Stop = Callable[[], bool]


def run(job: AnyJob, stop: Stop | None = None) -> Answer:
    """Run ``job``; its answer. ``stop`` (see :data:`Stop`) may end it early."""
    match job:
        case SolveJob():
            return solve_position(job, stop)
        case WinnableJob():
            return find_winnable_deal(job, stop)
        case AnalyseJob():
            return analyse_game(job, stop)
        case DailyJob():
            # the choice takes no stop: it runs to its end, which is at once from the table
            # and usually at once past it (the first candidates, each within a node budget)
            return daily_choice(job)
        case ParJob():
            return position_par(job)  # a node budget of a few seconds at most: no stop
        case _:
            assert_never(job)


def solve_position(job: SolveJob, stop: Stop | None = None) -> SolveAnswer:
    """Solve the job's position within its seconds; for a win, the keys of the positions
    along the line come with it, so that the window need not replay the line."""
    from scorpion_qt.engine import Game
    from scorpion_qt.solver.solve import solve

    result = solve(Game.from_text(job.position), time_limit=job.seconds, stop=stop)
    return solved_answer(job.position, result.status, tuple(result.moves), stop)


def solved_answer(
    position: str, status: str, moves: tuple[str, ...], stop: Stop | None = None
) -> SolveAnswer:
    """The answer that gives ``status`` and the line ``moves`` from ``position``: for a
    win, with the keys of the positions the line passes through."""
    from scorpion_qt.solver.line_keys import line_keys

    keys = line_keys(position, moves, stop) if status == "won" else ()
    return SolveAnswer(position, status, moves, keys)


def find_winnable_deal(job: WinnableJob, stop: Stop | None = None) -> WinnableAnswer | None:
    """The first deal from the job's ``first`` on (random steps) that the solver proves
    winnable, of the job's grade (None: any); None when no try found one."""
    from scorpion_qt.engine import Game
    from scorpion_qt.engine.deals import MAX_DEAL, SplitMix64
    from scorpion_qt.solver.grade import detours, grade_letter, grade_of
    from scorpion_qt.solver.solve import solve

    candidates = SplitMix64(job.first)
    for _ in range(job.tries):
        if stop is not None and stop():
            return None
        deal = candidates.next() % MAX_DEAL + 1
        game = Game.new(deal, job.rules)
        result = solve(game, time_limit=job.seconds_each, stop=stop)
        if result.status == "won":
            off_line = detours(result.nodes, len(result.moves))
            found = grade_letter(grade_of(game.start))
            if job.grade is None or found == job.grade:
                return WinnableAnswer(deal, off_line, found)
    return None


def analyse_game(job: AnalyseJob, stop: Stop | None = None) -> AnalysisAnswer:
    """Where the game from the job's start along its moves slipped away, within its
    seconds: :meth:`scorpion_qt.solver.analysis.Analysis.to_json`, typed."""
    from scorpion_qt.engine import Game
    from scorpion_qt.solver.analysis import analyse

    game = Game.from_text(job.start)
    for move in job.moves:
        game.play(move)
    return AnalysisAnswer.from_json(analyse(game, time_limit=job.seconds, stop=stop).to_json())


def position_par(job: ParJob) -> ParAnswer:
    """The par of the job's position within the fixed node budget (no par: ``moves`` None,
    when no winning line was found within it)."""
    from scorpion_qt.engine import Game
    from scorpion_qt.solver.par import find_par

    found = find_par(Game.from_text(job.position))
    return ParAnswer(None, False) if found is None else ParAnswer(found.moves, found.proven)


def daily_choice(job: DailyJob) -> DailyAnswer:
    """The daily deal of the job's day under its rules: the pinned table's in its folder
    when it covers the date, else the solver's winnable choice; the answer's ``error``
    says why the table could not be read (then the search chose the deal)."""
    from pathlib import Path

    from scorpion_qt.engine.deals import deal_position
    from scorpion_qt.engine.rules import get_rules
    from scorpion_qt.solver.daily import choose_daily
    from scorpion_qt.solver.daily_table import DailyTableError, pinned_daily
    from scorpion_qt.solver.grade import grade_letter, grade_of

    error = None
    if job.table is not None:
        try:
            row = pinned_daily(Path(job.table), job.day, job.rules)
        except DailyTableError as exc:
            error = str(exc)
        else:
            if row is not None:
                return DailyAnswer(row.deal, grade_letter(row.grade), pinned=True, error=None)
    choice = choose_daily(job.day, job.rules)
    grade = grade_letter(grade_of(deal_position(choice.deal, get_rules(job.rules))))
    return DailyAnswer(choice.deal, grade, pinned=False, error=error)
