"""Where a game slipped away: the move after which a winnable game became lost.

``analyse(game, time_limit=...)`` solves positions along the game's line (``game.moves``)
and finds its **turning point**. Winnability along a line only ever falls: a position
after a lost one is lost, and one before a winnable one is winnable. So the search is a
binary search over the line, a few solver calls for a long game, and a solved won position
whose winning line the player then followed marks those later positions winnable too,
with no call.

Standard library only; the UI runs it in the solver's worker (the ``analyse`` job).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from scorpion_qt.engine.game import Game
from scorpion_qt.engine.moves import Move
from scorpion_qt.engine.play import play
from scorpion_qt.engine.position import Position
from scorpion_qt.solver.grade import Grade, detours, grade_letter, grade_of
from scorpion_qt.solver.solve import LOST, UNKNOWN, WON, Status, solve

DEFAULT_TIME_LIMIT = 20.0
#: one character per position in :attr:`Analysis.statuses`
_MARKS = {WON: "W", LOST: "L", UNKNOWN: "?"}
_STATUSES = {mark: status for status, mark in _MARKS.items()}


@dataclass(frozen=True, slots=True)
class Analysis:
    """What the solver found along a game's line.

    ``statuses[i]`` is the status of the position before move ``i`` (``statuses[-1]``, of
    the position after the last move): ``"won"`` (winnable), ``"lost"`` or ``"unknown"``
    (not solved, or the budget ran out). ``turning_point`` is the index in ``game.moves``
    of the move after which the game was lost although it was winnable before it; None when
    the game never became lost, was never winnable, or the budget ran out first
    (``complete`` is then False). ``better_line`` is a winning line from the position
    before the turning point (its first move is not the one played); empty when there is no
    turning point. ``start_detours`` is the solver's detours to a first win from the start
    when it was proven winnable there, and ``start_grade`` the deal's grade then (see
    :mod:`scorpion_qt.solver.grade`), else None.
    """

    rules: str
    statuses: tuple[Status, ...]
    turning_point: int | None
    better_line: tuple[str, ...]
    complete: bool
    start_detours: int | None = None
    start_grade: Grade | None = None
    seconds: float = 0.0
    calls: int = 0

    @property
    def winnable_at_start(self) -> bool | None:
        """True, False, or None when the start was not decided."""
        first = self.statuses[0]
        return True if first == WON else False if first == LOST else None

    @property
    def grade(self) -> Grade | None:
        return self.start_grade

    def to_json(self) -> dict[str, object]:
        """A JSON-friendly dict that :meth:`from_json` reads back."""
        return {
            "rules": self.rules,
            "statuses": "".join(_MARKS[s] for s in self.statuses),
            "turning_point": self.turning_point,
            "better_line": list(self.better_line),
            "complete": self.complete,
            "start_detours": self.start_detours,
            "grade": grade_letter(self.grade),
            "seconds": self.seconds,
            "calls": self.calls,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Analysis:
        """The analysis :meth:`to_json` wrote; raises ValueError when ``data`` is not one."""
        try:
            statuses = tuple(_STATUSES[mark] for mark in str(data["statuses"]))
            turning = data["turning_point"]
            found = data.get("start_detours")
            grade = data.get("grade")
            line = data["better_line"]
            if not statuses or not isinstance(line, list):
                raise ValueError("no positions")
            return cls(
                rules=str(data["rules"]),
                statuses=statuses,
                turning_point=None if turning is None else int(str(turning)),
                better_line=tuple(str(move) for move in line),
                complete=bool(data["complete"]),
                start_detours=None if found is None else int(str(found)),
                start_grade=None if grade is None else Grade(str(grade)),
                seconds=float(str(data.get("seconds", 0.0))),
                calls=int(str(data.get("calls", 0))),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not an analysis: {exc}") from exc


def line_positions(game: Game) -> list[Position]:
    """The position before each move of ``game.moves``, and the one after the last."""
    positions = [game.start]
    for text in game.moves:
        positions.append(play(positions[-1], Move.parse(text))[0])
    return positions


def analyse(
    game: Game,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    node_limit: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> Analysis:
    """Find where ``game``'s line turned from winnable to lost (see :class:`Analysis`).

    ``time_limit`` (seconds) and ``node_limit`` (nodes per solver call) bound the work;
    with a node limit and no time limit the answer is the same on every machine. ``stop``
    (asked now and then) ends the work early, as a spent budget does.
    """
    return _Analyser(game, time_limit, node_limit, stop).run()


class _Analyser:
    def __init__(
        self,
        game: Game,
        time_limit: float | None,
        node_limit: int | None,
        stop: Callable[[], bool] | None,
    ) -> None:
        self.rules = game.rules
        self.moves = game.moves
        self.positions = line_positions(game)
        self.statuses: list[Status] = [UNKNOWN] * len(self.positions)
        self.lines: dict[int, tuple[str, ...]] = {}
        self.started = time.perf_counter()
        self.deadline = None if time_limit is None else self.started + time_limit
        self.node_limit = node_limit
        self.stop = stop
        self.calls = 0
        self.start_detours: int | None = None
        self.start_grade: Grade | None = None
        self.tried: set[int] = set()

    def run(self) -> Analysis:
        last = len(self.positions) - 1
        first = self.solve(0, calls_left=2)
        if first == WON and self.statuses[last] == UNKNOWN:
            self.solve(last, calls_left=1)
        turning: int | None = None
        complete = first != UNKNOWN
        if first == WON and self.statuses[last] != WON:
            turning = self.bisect()
            complete = turning is not None
        better = self.lines.get(turning, ()) if turning is not None else ()
        return Analysis(
            rules=self.rules,
            statuses=tuple(self.statuses),
            turning_point=turning,
            better_line=better,
            complete=complete,
            start_detours=self.start_detours,
            start_grade=self.start_grade,
            seconds=time.perf_counter() - self.started,
            calls=self.calls,
        )

    def bisect(self) -> int | None:
        """The turning point between the last known winnable and first known lost
        position, or None when the budget ran out first."""
        while True:
            won = max(i for i, s in enumerate(self.statuses) if s == WON)
            lost = min((i for i, s in enumerate(self.statuses) if s == LOST), default=None)
            if lost is not None and lost == won + 1:
                return won
            end = len(self.positions) if lost is None else lost
            untried = [i for i in range(won + 1, end) if i not in self.tried]
            if not untried or self.out_of_time():
                return None
            # the middle first; once a call there ran out, the nearest untried ones
            middle = (won + end) // 2
            pick = min(untried, key=lambda i: (abs(i - middle), i))
            steps = max(1, (end - won).bit_length())
            self.solve(pick, calls_left=steps)

    def out_of_time(self) -> bool:
        if self.stop is not None and self.stop():
            return True
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def solve(self, index: int, calls_left: int) -> Status:
        """Solve the position before move ``index``, with a share of the time left."""
        self.tried.add(index)
        limit = None
        if self.deadline is not None:
            limit = max(0.05, (self.deadline - time.perf_counter()) / max(1, calls_left))
        result = solve(self.positions[index], limit, self.node_limit, self.stop)
        self.calls += 1
        status = result.status
        if status == WON:
            if index == 0:
                self.start_detours = detours(result.nodes, len(result.moves))
                self.start_grade = grade_of(self.positions[0])
            self.mark_won(index, result.moves)
        elif status == LOST:
            for later in range(index, len(self.positions)):
                self.statuses[later] = LOST
        return status

    def mark_won(self, index: int, line: tuple[str, ...]) -> None:
        """Mark ``index`` and every earlier position winnable, and the positions where the
        player kept to ``line`` after it (each with the rest of the line as its proof)."""
        for earlier in range(index + 1):
            self.statuses[earlier] = WON
        self.lines[index] = line
        step = 0
        while (
            step < len(line)
            and index + step < len(self.moves)
            and self.moves[index + step] == line[step]
        ):
            step += 1
            self.statuses[index + step] = WON
            self.lines[index + step] = line[step:]
