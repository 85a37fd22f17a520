"""The searches: depth-first or best-first, both within a budget.

Depth-first serves the rule sets with same-suit building (Classic, Scorpion II, the
Wasps, Three Blind Mice, How They Run), best-first Relaxed (see :func:`search`). Both
are graph searches over canonical positions (:meth:`Board.key`): a position is expanded
at most once, and a complete search that runs out of positions without reaching a won
one has proven that none is reachable. Complete searches leave out only moves that
cannot matter or that a safe move makes unnecessary (:mod:`scorpion_qt.solver.moves`)
and positions the static test proves lost (:mod:`scorpion_qt.solver.deadlock`, every
rule set but Relaxed). Every other best-first attempt is narrowed on purpose and proves
nothing when it fails.
"""

from __future__ import annotations

import heapq
import itertools
import random
import time
from collections.abc import Callable, Generator, Iterator

from scorpion_qt.solver.board import Board, SolverMove, State, Undo
from scorpion_qt.solver.deadlock import board_dead_cards, worth_testing
from scorpion_qt.solver.heuristic import distance
from scorpion_qt.solver.moves import ordered_moves, safe_build_alone

_CHECK_EVERY = 256


class OutOfBudget(Exception):
    """Raised inside a search when the node or time budget is spent."""


class Budget:
    """Counts nodes (positions reached), watches the clock and asks whether to stop."""

    __slots__ = ("_next_check", "deadline", "node_limit", "nodes", "stop")

    def __init__(
        self,
        time_limit: float | None,
        node_limit: int | None,
        stop: Callable[[], bool] | None = None,
    ) -> None:
        self.deadline = None if time_limit is None else time.perf_counter() + time_limit
        self.node_limit = node_limit
        self.stop = stop
        self.nodes = 0
        self._next_check = _CHECK_EVERY

    def spend(self) -> None:
        """Count one node; raise :class:`OutOfBudget` when the budget is gone, or when
        ``stop()`` says the search is no longer wanted."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise OutOfBudget
        if self.nodes >= self._next_check:
            self._next_check += _CHECK_EVERY
            if self.deadline is not None and time.perf_counter() > self.deadline:
                raise OutOfBudget
            if self.stop is not None and self.stop():
                raise OutOfBudget


def is_dead(board: Board) -> bool:
    """Whether the static test proves the board lost (never in Relaxed)."""
    return bool(board_dead_cards(board))


def search(board: Board, budget: Budget) -> list[SolverMove] | None:
    """A winning line from ``board`` by the search that suits its rules, or None when
    there is none. Raises :class:`OutOfBudget`. Leaves ``board`` anywhere.

    Depth-first when a card only ever goes onto its one parent (or into an empty column or
    a cell): moves are few, and a complete search proves a loss in time. With Relaxed's
    any-suit building moves are many and nearly every deal is won: a best-first search
    finds a win sooner. (On the Wasps' first 150 deals with 1 s each, depth-first decided
    97 %, best-first 93 %.)
    """
    if board.is_won:
        return []
    if not board.same_suit:
        return restarting_best_first(board, budget)
    if board.king_only and not board.cells:
        return depth_first(board, budget)
    start = board.state()
    moves = probe(board, budget, budget.nodes + PROBE_NODES)
    if moves is not None:
        return moves or None
    board.load(start)
    if board.free_cells:
        return _alternating(board, budget)
    return (_restarted_depth_first if board.cells else depth_first)(board, budget)


#: the nodes of the best-first probe that comes before the depth-first search in the
#: Wasps, Three Blind Mice and How They Run
PROBE_NODES = 5000


def probe(board: Board, budget: Budget, limit: int) -> list[SolverMove] | None:
    """Best-first attempts as :func:`restarting_best_first` makes them, until the budget's
    node count reaches ``limit``: a winning line, ``[]`` when a complete attempt proved
    that there is none, None when the probe ended undecided. Raises :class:`OutOfBudget`.

    In the Wasps, Three Blind Mice and How They Run the depth-first search decides most
    deals fast but now and then walks into a lost region and spends its whole budget
    there, where a best-first search finds the win within a few hundred nodes (Wasp deals
    35, 58 and 180, depth-first undecided after 250,000 nodes: best-first won them within
    900). A short probe first costs little on the deals depth-first decides.
    """
    start = board.state()
    for attempt in itertools.count():
        cap = min(limit, budget.nodes + ATTEMPT_UNIT * _luby(attempt + 1))
        narrow = attempt % 2 == 0
        board.load(start)
        try:
            moves = best_first(board, budget, WEIGHT, attempt, cap, narrow=narrow)
        except _AttemptOver:
            if budget.nodes >= limit:
                return None
            continue
        if moves is not None:
            return moves
        if not narrow:
            return []
    raise AssertionError("unreachable")  # pragma: no cover


def depth_first(board: Board, budget: Budget) -> list[SolverMove] | None:
    """A winning line from ``board``, or None when there is none (see
    :func:`_depth_first_steps`)."""
    steps = _depth_first_steps(board, budget, [None])
    try:
        while True:
            next(steps)
    except StopIteration as stop:
        result: list[SolverMove] | None = stop.value
        return result


def _restarted_depth_first(board: Board, budget: Budget) -> list[SolverMove] | None:
    """Three Blind Mice after the probe: the depth-first search up to :data:`LATE_NODES`
    nodes of the budget, then a new one from the start, which plays safe cards onto their
    parents alone from its first node (:func:`safe_build_alone`): the positions the first
    search expanded in full would otherwise stay in its seen set and be skipped by the
    narrower search, which then proves a loss slower (Three Blind Mice deals 91 and 758,
    lost: 58,871 and 307,905 nodes going on, about 31,000 and 197,000 restarted).
    Raises :class:`OutOfBudget`."""
    start = board.state()
    steps = _depth_first_steps(board, budget, [LATE_NODES])
    try:
        next(steps)
    except StopIteration as stop:
        result: list[SolverMove] | None = stop.value
        return result
    board.load(start)
    return depth_first(board, budget)


def _alternating(board: Board, budget: Budget) -> list[SolverMove] | None:
    """How They Run after the probe: the depth-first search alone up to
    :data:`LATE_NODES` nodes of the budget, then best-first attempts (as
    :func:`restarting_best_first` makes them) and slices of the depth-first search of
    as many nodes by turns, the search going on where it paused.

    Depth-first decides most deals within the first nodes but now and then walks into a
    lost region and stays there, where best-first finds a win (How They Run deals 1-200
    undecided after 100,000 depth-first nodes: restarting best-first won 10 of those 32
    within 100,000). A loss is proven by a finished depth-first search or a complete
    best-first attempt that runs dry, as before. Raises :class:`OutOfBudget`.
    """
    start = board.state()
    cap: list[int | None] = [LATE_NODES]
    steps = _depth_first_steps(board, budget, cap)
    for attempt in itertools.count(2):
        try:
            next(steps)
        except StopIteration as stop:
            result: list[SolverMove] | None = stop.value
            return result
        paused = board.state()
        board.load(start)
        share = ATTEMPT_UNIT * _luby(attempt)
        narrow = attempt % 2 == 0
        try:
            moves = best_first(board, budget, WEIGHT, attempt, budget.nodes + share, narrow=narrow)
        except _AttemptOver:
            pass
        else:
            if moves is not None or not narrow:
                return moves
        board.load(paused)
        cap[0] = budget.nodes + share
    raise AssertionError("unreachable")  # pragma: no cover


def _depth_first_steps(
    board: Board, budget: Budget, cap: list[int | None]
) -> Generator[None, None, list[SolverMove] | None]:
    """The depth-first search: returns a winning line from ``board``, or None when there
    is none.

    Pauses (yields) once the budget's node count has passed ``cap[0]`` (never when it is
    None), with the board where the search stands: resume it with the board as it was.

    With only Kings into empty columns the static test runs after the moves that may make
    it fail (:func:`worth_testing`); in the Wasps, where its argument for skipping does not
    hold and the test rarely finds anything once play has begun, only at the start.
    Once the budget has spent :data:`LATE_NODES` nodes, a safe card onto its parent is
    tried alone (:func:`safe_build_alone`: Three Blind Mice, and Classic and Scorpion II
    once the reserve is dealt), which cuts the proofs of lost deals short.
    Raises :class:`OutOfBudget`. Leaves ``board`` where the search stopped.
    """
    if board.is_won:
        return []
    seen: set[bytes] = set()
    classic = board.classic

    def expand(test: bool) -> Iterator[SolverMove] | None:
        """The moves to try from the board, or None when it needs no visit."""
        budget.spend()
        key = board.key()
        if key in seen:
            return None
        seen.add(key)
        if test and board_dead_cards(board):
            return None
        moves = ordered_moves(board)
        if budget.nodes > LATE_NODES:
            moves = safe_build_alone(board, moves)
        return iter(moves)

    root = expand(classic)
    if root is None:
        return None
    frames = [root]
    played: list[tuple[SolverMove, Undo]] = []
    while frames:
        limit = cap[0]
        if limit is not None and budget.nodes > limit:
            yield
        move = next(frames[-1], None)
        if move is None:
            frames.pop()
            if played:
                board.undo(played.pop()[1])
            continue
        # positions the static test passed stay passed after most moves
        test = classic and worth_testing(board, move)
        record = board.do(move)
        played.append((move, record))
        if board.is_won:
            return [move for move, _ in played]
        child = expand(test)
        if child is None:
            board.undo(played.pop()[1])
        else:
            frames.append(child)
    return None


#: after this many nodes of its budget (the probe's included) the depth-first search plays
#: any safe card onto its parent alone (:func:`safe_build_alone`): so every
#: solve with a node limit up to this many is what it was before, node for node (the daily
#: tables were chosen with 20,000-node solves)
LATE_NODES = 20_000


def notation(board: Board, moves: list[SolverMove]) -> list[str]:
    """The notation of ``moves``, played from ``board`` as it is (and left played)."""
    line = []
    for move in moves:
        line.append(board.notation(move))
        board.do(move)
    return line


# A best-first node: (board state, moves played, parent, move from parent)
_Node = tuple[State, int, "_Node | None", SolverMove | None]

#: node caps of the successive best-first attempts (a Luby-like sequence, times this unit);
#: the caps grow without bound, so a long enough budget always ends in a complete search
ATTEMPT_UNIT = 3000
#: heuristic weight of the attempts: priority = weight * distance + moves played
WEIGHT = 1.25


class _AttemptOver(Exception):
    """One best-first attempt used its node cap."""


def restarting_best_first(board: Board, budget: Budget) -> list[SolverMove] | None:
    """A winning line found by best-first attempts with growing caps, or None if none.

    Each attempt breaks ties between equally promising positions at random (seeded by the
    attempt's number, so runs are repeatable): a greedy search that walks into a lost
    region early can spend its whole budget there, and a restart usually walks elsewhere.
    Every other attempt leaves cards that lie on their own parent where they are (a
    heuristic: such moves are rarely needed, and skipping them makes the search far
    narrower). A complete attempt that empties its queue has searched every reachable
    position: then the position is lost; a narrowed one proves nothing. Raises
    :class:`OutOfBudget`.
    """
    if board.is_won:
        return []
    start = board.state()
    for attempt in itertools.count():
        cap = budget.nodes + ATTEMPT_UNIT * _luby(attempt + 1)
        narrow = attempt % 2 == 0
        board.load(start)
        try:
            line = best_first(board, budget, WEIGHT, attempt, cap, narrow=narrow)
        except _AttemptOver:
            continue
        if line is not None or not narrow:
            return line
    raise AssertionError("unreachable")  # pragma: no cover


def _luby(i: int) -> int:
    """The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... (1-based)."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


def best_first(
    board: Board,
    budget: Budget,
    weight: float,
    seed: int,
    cap: int | None = None,
    *,
    narrow: bool = False,
) -> list[SolverMove] | None:
    """A winning line from ``board`` (weighted best-first by :func:`distance`), or None.

    None means every position reachable from ``board`` was searched (with ``narrow``,
    only through moves that leave cards on their own parent). Ties are broken at random,
    seeded by ``seed``. Raises :class:`OutOfBudget`, or :class:`_AttemptOver` when the
    budget's node count passes ``cap``. Leaves ``board`` where the search stopped.
    """
    if board.is_won:
        return []
    start: _Node = (board.state(), 0, None, None)
    seen = {board.key()}
    if is_dead(board):
        return None
    tie = random.Random(seed).random
    queue: list[tuple[float, float, _Node]] = [(0.0, 0.0, start)]
    while queue:
        node = heapq.heappop(queue)[2]
        board.load(node[0])
        played = node[1] + 1
        for move in ordered_moves(board, keep_placed=narrow):
            record = board.do(move)
            budget.spend()
            if board.is_won:
                return [*_moves_to(node), move]
            key = board.key()
            if key not in seen:
                seen.add(key)
                if not is_dead(board):
                    child = (board.state(), played, node, move)
                    priority = weight * distance(board) + played
                    heapq.heappush(queue, (priority, tie(), child))
            board.undo(record)
        if cap is not None and budget.nodes > cap:
            raise _AttemptOver
    return None


def _moves_to(node: _Node) -> list[SolverMove]:
    moves: list[SolverMove] = []
    current: _Node | None = node
    while current is not None and current[3] is not None:
        moves.append(current[3])
        current = current[2]
    moves.reverse()
    return moves
