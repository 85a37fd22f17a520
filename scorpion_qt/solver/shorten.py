"""Shorter winning lines: the detours of a found line cut out, and shortcuts taken.

A search that is after *a* win, depth-first above all, walks winning lines full of
detours: a block moved to a column and later back, a loop through positions already
passed. :func:`shorten` takes such a line and returns one that wins from the same start
and never returns to a position it passed (positions compared as the search compares
them, up to interchangeable columns and cells: :meth:`Board.key`), and is never longer:

1. *Loops out*: wherever the line comes back to a position it passed, the moves between
   the two visits go. Always done, in one pass over the line.
2. *Farthest jumps*: from the start, the line goes on from each position it keeps to
   the latest position of the line that one move (:func:`ordered_moves` with
   ``every``: every position a legal move reaches, up to interchangeable columns)
   leads to. Always done: only the positions kept are expanded. A depth-first line of
   15,000 moves comes out at about 150.
3. *Shortcuts*, within a budget: the positions of the line are the nodes of a graph,
   joined where one move leads from one to another, and then where two moves do; the
   line becomes the shortest path from the start to the won position in that graph.
   Each round is repeated while it gains.

Positions are matched by their keys, so the moves are found again from the start along
the chosen keys (a shortcut may reach a position with its columns in another order than
the line had them). The moves are tried in a fixed order: without a budget for the
shortcuts (:func:`scorpion_qt.solver.solve.solve` gives none under a node limit) the
line that comes out depends on the line that goes in alone.
"""

from __future__ import annotations

import heapq

from scorpion_qt.solver.board import Board, SolverMove, State
from scorpion_qt.solver.moves import ordered_moves
from scorpion_qt.solver.search import Budget, OutOfBudget

#: a line as the keys of its positions, start first, with their states
_Keys = list[bytes]


def shorten(
    board: Board, start: State, moves: list[SolverMove], budget: Budget | None
) -> list[SolverMove]:
    """A winning line from ``start`` no longer than ``moves`` (a winning line from there)
    that never returns to a position it passed; see the module docstring.

    Loops and the farthest jumps are done whatever the budget (they cost a few moves'
    work per position kept); the rounds of shortcuts only with a ``budget``, and they
    stop where it ends (:class:`OutOfBudget` is caught: the shortest line found so far is
    kept). Leaves ``board`` anywhere.
    """
    keys, states = _without_loops(board, start, moves)
    keys = _farthest_jumps(board, keys, states)
    if budget is None:
        return _moves_along(board, start, keys)
    states = _states(board, start, keys)
    try:
        for reach in (1, 2):
            while True:
                shorter = _shortcuts(board, keys, states, budget, reach)
                if len(shorter) >= len(keys):
                    break
                keys = shorter
                states = _states(board, start, keys)
    except OutOfBudget:
        pass
    # positions passed between two joined by two moves are not on the line: one of them
    # may come twice
    keys = _without_loops(board, start, _moves_along(board, start, keys))[0]
    return _moves_along(board, start, keys)


def _without_loops(
    board: Board, start: State, moves: list[SolverMove]
) -> tuple[_Keys, list[State]]:
    """The keys and states of ``moves`` played from ``start``, every loop cut out.

    A position met again may have its interchangeable columns in another order than at
    its first visit, so the moves are not kept: :func:`_moves_along` finds them again.
    """
    board.load(start)
    keys = [board.key()]
    states = [start]
    where = {keys[0]: 0}
    for move in moves:
        board.do(move)
        key = board.key()
        back = where.get(key)
        if back is None:
            where[key] = len(keys)
            keys.append(key)
            states.append(board.state())
            continue
        for gone in keys[back + 1 :]:
            del where[gone]
        del keys[back + 1 :]
        del states[back + 1 :]
    return keys, states


def _farthest_jumps(board: Board, keys: _Keys, states: list[State]) -> _Keys:
    """The line that from each position it reaches jumps to the latest position of
    ``keys`` one move leads to (cheap: only the positions it keeps are expanded)."""
    index = {key: i for i, key in enumerate(keys)}
    path = [keys[0]]
    i = 0
    while i < len(keys) - 1:
        board.load(states[i])
        farthest = i + 1
        for move in ordered_moves(board, every=True):
            record = board.do(move)
            farthest = max(farthest, index.get(board.key(), farthest))
            board.undo(record)
        i = farthest
        path.append(keys[i])
    return path


def _shortcuts(board: Board, keys: _Keys, states: list[State], budget: Budget, reach: int) -> _Keys:
    """The shortest path from the first to the last of ``keys`` through the line's
    positions, joined where up to ``reach`` moves lead from one to another (Dijkstra's
    search; the positions passed on a joining pair of moves are part of the path)."""
    index = {key: i for i, key in enumerate(keys)}
    goal = len(keys) - 1
    best = {0: 0}
    came: dict[int, tuple[int, list[bytes]]] = {}
    queue = [(0, 0)]
    while queue:
        length, i = heapq.heappop(queue)
        if i == goal:
            break
        if length > best[i]:
            continue
        board.load(states[i])
        for j, between in _reached(board, index, budget, reach):
            step = length + 1 + len(between)
            if step < best.get(j, goal + 1):
                best[j] = step
                came[j] = (i, between)
                heapq.heappush(queue, (step, j))
    path: _Keys = [keys[goal]]
    at = goal
    while at:
        at, between = came[at]
        path.extend(reversed(between))
        path.append(keys[at])
    path.reverse()
    return path


def _reached(
    board: Board, index: dict[bytes, int], budget: Budget, reach: int
) -> list[tuple[int, list[bytes]]]:
    """The line's positions (by index) that one move, or with ``reach`` 2 two moves, lead
    to from ``board``, each with the key of the position between for two moves."""
    found: list[tuple[int, list[bytes]]] = []
    for move in ordered_moves(board, every=True):
        record = board.do(move)
        budget.spend()
        key = board.key()
        j = index.get(key)
        if j is not None:
            found.append((j, []))
        elif reach > 1 and not board.is_won:
            for second in ordered_moves(board, every=True):
                inner = board.do(second)
                budget.spend()
                k = index.get(board.key())
                if k is not None:
                    found.append((k, [key]))
                board.undo(inner)
        board.undo(record)
    return found


def _states(board: Board, start: State, keys: _Keys) -> list[State]:
    """The states along ``keys`` from ``start`` (see :func:`_moves_along`)."""
    states = [start]
    board.load(start)
    for key in keys[1:]:
        board.do(_move_to(board, key))
        states.append(board.state())
    return states


def _moves_along(board: Board, start: State, keys: _Keys) -> list[SolverMove]:
    """The moves from ``start`` through positions with ``keys`` (one move apart each)."""
    board.load(start)
    moves = []
    for key in keys[1:]:
        move = _move_to(board, key)
        board.do(move)
        moves.append(move)
    return moves


def _move_to(board: Board, key: bytes) -> SolverMove:
    """A move from ``board`` to a position with ``key``."""
    for move in ordered_moves(board, every=True):
        record = board.do(move)
        reached = board.key() == key
        board.undo(record)
        if reached:
            return move
    raise AssertionError("no move joins two positions of a line")  # pragma: no cover
