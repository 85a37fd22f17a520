"""The job a solver worker process runs; imports only the engine and the solver (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass


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
