"""Where a game slipped away, as the window reads it from the solver's ``analyse`` job.

The job answers with ``scorpion_qt.solver.analysis.Analysis.to_json()``; reading it back
here, not with ``Analysis.from_json``, keeps the solver's search out of the window's
process (importing the analysis module loads it). :func:`line_checksum` is the same
fingerprint of a move line as ``scorpion_qt.solver.daily.line_checksum``, and
:func:`decision_step` finds in a game's log, undos and redos included, where the move that
lost the game was chosen.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from scorpion_qt.engine.game import UNDO

WON, LOST, UNKNOWN = "won", "lost", "unknown"
#: one character per position in the job's ``statuses``
_STATUSES = {"W": WON, "L": LOST, "?": UNKNOWN}


def line_checksum(moves: Sequence[str]) -> str:
    """A short fingerprint of a move line: 8 hex digits of the SHA-256 of its moves."""
    return hashlib.sha256(" ".join(moves).encode("ascii")).hexdigest()[:8]


@dataclass(frozen=True, slots=True)
class SlipReport:
    """What the solver found along a game's line (``game.moves``).

    ``statuses[i]`` is ``"won"`` (winnable), ``"lost"`` or ``"unknown"`` for the position
    before move ``i``, the last one for the position after the last move.
    ``turning_point`` is the index of the move after which the winnable game was lost
    (None: it never was, or the budget ran out first, when ``complete`` is False);
    ``better_line`` a winning line from the position before it, whose first move is the
    one that kept the game winnable.
    """

    rules: str
    statuses: tuple[str, ...]
    turning_point: int | None
    better_line: tuple[str, ...]
    complete: bool

    @property
    def winnable_at_start(self) -> bool | None:
        """True, False, or None when the start was not decided."""
        first = self.statuses[0]
        return True if first == WON else False if first == LOST else None

    @property
    def winnable_at_end(self) -> bool:
        """Whether the position after the last move was proven winnable."""
        return self.statuses[-1] == WON

    @classmethod
    def from_json(cls, data: object) -> SlipReport:
        """The report the job's answer describes; raises ValueError when it is not one."""
        if not isinstance(data, dict):
            raise ValueError(f"not an analysis: {data!r:.80}")
        try:
            marks = data["statuses"]
            turning = data["turning_point"]
            line = data["better_line"]
            complete = data["complete"]
            rules = data["rules"]
        except KeyError as missing:
            raise ValueError(f"not an analysis: no {missing}") from None
        if not isinstance(marks, str) or not marks or any(m not in _STATUSES for m in marks):
            raise ValueError(f"not an analysis's statuses: {marks!r:.80}")
        if turning is not None and (
            isinstance(turning, bool)
            or not isinstance(turning, int)
            or not 0 <= turning < len(marks) - 1
        ):
            raise ValueError(f"not a turning point: {turning!r}")
        if not isinstance(line, list) or not all(isinstance(move, str) for move in line):
            raise ValueError(f"not a winning line: {line!r:.80}")
        if turning is not None and not line:
            raise ValueError("a turning point without a winning line")
        if not isinstance(complete, bool) or not isinstance(rules, str):
            raise ValueError("not an analysis: its rules or completeness")
        return cls(
            rules=rules,
            statuses=tuple(_STATUSES[mark] for mark in marks),
            turning_point=turning,
            better_line=tuple(line),
            complete=complete,
        )


def decision_step(log: Sequence[str], turning_point: int) -> int | None:
    """The replay step (actions of ``log`` taken) that shows the position where the move
    at ``turning_point`` of the game's final line was chosen: just before the last action
    that took the line from ``turning_point`` moves to one more (a move, or a redo).
    None when no action of the log does (the log is not the game's)."""
    cursor = 0
    found = None
    for step, action in enumerate(log):
        before = cursor
        cursor += -1 if action == UNDO else 1
        if action != UNDO and before == turning_point:
            found = step
    return found
