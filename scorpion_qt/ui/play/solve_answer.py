"""What the solver's worker found for one position, as the window keeps it."""

from __future__ import annotations

from dataclasses import dataclass

STATUSES = ("won", "lost", "unknown")


@dataclass(frozen=True)
class SolveAnswer:
    """A position's text, the solver's verdict and, for a win, the winning line."""

    position_text: str
    status: str  # "won" | "lost" | "unknown"
    moves: tuple[str, ...]

    @classmethod
    def from_json(cls, data: object) -> SolveAnswer:
        """The answer of the worker's "solve" job; ``ValueError`` if ``data`` is not one."""
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
