"""The solver's entry point: ``solve(game_or_position, time_limit=..., node_limit=...)``."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from scorpion_qt.engine.game import Game
from scorpion_qt.engine.moves import Move
from scorpion_qt.engine.play import play
from scorpion_qt.engine.position import Position
from scorpion_qt.solver.board import Board
from scorpion_qt.solver.deadlock import board_dead_cards
from scorpion_qt.solver.search import Budget, OutOfBudget, notation, search
from scorpion_qt.solver.shorten import shorten

Status = Literal["won", "lost", "unknown"]
WON: Status = "won"
LOST: Status = "lost"
UNKNOWN: Status = "unknown"

#: how a status was reached, in :attr:`SolveResult.proof`
BY_SEARCH = "search"  # a winning line was found, or the whole space was searched
BY_STATIC_TEST = "static"  # the static dead-position test proved the position lost
BY_NOTHING = ""  # unknown: the budget ran out

DEFAULT_TIME_LIMIT = 10.0


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What the solver found for a position.

    ``status`` is ``"won"`` (``moves`` is a winning line from the position, in move
    notation), ``"lost"`` (proven: no line from the position wins) or ``"unknown"`` (the
    budget ran out first; ``moves`` is empty). ``nodes`` counts the positions the search
    reached (to its first win: the shortening of the line is not counted), ``seconds``
    the time it all took.
    """

    status: Status
    moves: tuple[str, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    proof: str = BY_NOTHING

    @property
    def hint(self) -> str | None:
        """The first move of the winning line, if one is known."""
        return self.moves[0] if self.moves else None


def solve(
    game: Game | Position,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    node_limit: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> SolveResult:
    """Solve the current position of ``game`` (or a position) within a budget.

    The solver sees every card, face-down ones and the reserve included. ``time_limit``
    (seconds) and ``node_limit`` (positions reached) bound the work; None means no bound
    on that count. With a node limit and no time limit the answer is the same on every
    machine. ``stop``, if given, is asked now and then (every few hundred positions)
    whether the answer is still wanted: once it returns True the search ends as if its
    budget were spent. ``"lost"`` is never a budget's verdict: it comes only from a
    complete search or from the static test of :mod:`scorpion_qt.solver.deadlock`.

    A winning line is shortened before it is returned (:mod:`scorpion_qt.solver.shorten`):
    it never returns to a position it passed, and its loops and long detours are cut out
    whatever the budget; without a node limit, what is left of the time limit goes to
    shortcuts of one and two moves. ``nodes`` counts the search's nodes to the win only,
    not the shortening's. Every winning line is replayed through the engine before it is
    returned.

    Pure and thread-safe (no shared state): a UI can run it in a worker thread or process
    and use :attr:`SolveResult.hint` as a hint.
    """
    position = game.position if isinstance(game, Game) else game
    started = time.perf_counter()
    budget = Budget(time_limit, node_limit, stop)

    def result(status: Status, moves: tuple[str, ...] = (), proof: str = BY_SEARCH) -> SolveResult:
        return SolveResult(status, moves, budget.nodes, time.perf_counter() - started, proof)

    if position.is_won:
        return result(WON)
    board = Board(position)
    budget.spend()
    if board_dead_cards(board):
        return result(LOST, proof=BY_STATIC_TEST)
    start = board.state()
    try:
        moves = search(board, budget)
    except OutOfBudget:
        return result(UNKNOWN, proof=BY_NOTHING)
    if moves is None:
        return result(LOST)
    nodes = budget.nodes
    moves = shorten(board, start, moves, _shortening_budget(time_limit, node_limit, started, stop))
    board.load(start)
    line = notation(board, moves)
    _check_win(position, line)
    return SolveResult(WON, tuple(line), nodes, time.perf_counter() - started, BY_SEARCH)


class SolverError(RuntimeError):
    """The solver produced a line the engine does not accept as a win (a bug)."""


def _check_win(position: Position, line: list[str]) -> None:
    """Replay ``line`` through the engine's checked play; raise unless it wins."""
    current = position
    try:
        for text in line:
            current = play(current, Move.parse(text))[0]
    except ValueError as exc:
        raise SolverError(f"the solver's line is refused at {text!r}: {exc}") from exc
    if not current.is_won:
        raise SolverError("the solver's line does not win")


def _shortening_budget(
    time_limit: float | None,
    node_limit: int | None,
    started: float,
    stop: Callable[[], bool] | None,
) -> Budget | None:
    """The budget of the shortcuts (:mod:`scorpion_qt.solver.shorten`): none under a node
    limit, so that the answer is cheap and the same everywhere; else what is left of the
    time limit, less a margin (the clock is read every few hundred positions)."""
    if node_limit is not None:
        return None
    if time_limit is None:
        return Budget(None, None, stop)
    left = started + time_limit * (1 - _MARGIN) - time.perf_counter()
    return Budget(max(0.0, left), None, stop)


#: the share of the time limit the shortcuts leave unused
_MARGIN = 0.05
