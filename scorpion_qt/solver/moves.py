"""The moves the search tries, in the order it tries them.

These are the engine's legal moves (:func:`scorpion_qt.engine.moves.legal_moves`) less
moves that cannot make a difference:

- a King moved into an empty column goes to one column of each class of interchangeable
  empty columns (see :meth:`Board.interchangeable`): the others give the same position up
  to interchangeable columns;
- a King at the bottom of its column (the whole column) is not moved into an empty column
  interchangeable with its own: that only swaps two interchangeable columns;
- in Classic with the reserve dealt, when a complete run lies exposed on top of a column,
  sending it to a foundation is the only move tried (see :func:`forced_run`).

Otherwise moves that turn a card face-up or empty a column come first, a run to a
foundation before anything, and the reserve deal last.
"""

from __future__ import annotations

from scorpion_qt.solver.board import (
    DEAL_MOVE,
    FACE_DOWN,
    FOUNDATION,
    KINGS,
    Board,
    SolverMove,
)


def ordered_moves(board: Board) -> list[SolverMove]:
    """The moves worth trying from ``board``, most promising first."""
    runs = board.exposed_runs()
    if runs and forced_run(board):
        return [(runs[0], len(board.cols[runs[0]]) - 13, FOUNDATION)]
    cols = board.cols
    col_of = board.col_of
    same_suit = board.same_suit
    first: list[SolverMove] = []  # turn a card up or empty a column
    second: list[SolverMove] = []
    empties: list[int] = []
    for d, col in enumerate(cols):
        if not col:
            empties.append(d)
            continue
        rank0 = col[-1] % 13
        if rank0 == 0:
            continue
        for c in (col[-1] - 1,) if same_suit else (rank0 - 1, rank0 + 12, rank0 + 25, rank0 + 38):
            s = col_of[c]
            if s < 0 or s == d:
                continue
            src = cols[s]
            i = src.find(c)
            if i < 0:
                continue
            if i == 0 or src[i - 1] & FACE_DOWN:
                first.append((s, i, d))
            else:
                second.append((s, i, d))
    if empties:
        _empty_column_moves(board, empties, second)
    moves = [(j, len(cols[j]) - 13, FOUNDATION) for j in runs]
    moves += first
    moves += second
    if board.reserve:
        moves.append(DEAL_MOVE)
    return moves


def _empty_column_moves(board: Board, empties: list[int], out: list[SolverMove]) -> None:
    """Kings (or, under an any-card rule, any face-up card) into empty columns."""
    targets: list[int] = []
    for e in empties:
        if all(not board.interchangeable(e, t) for t in targets):
            targets.append(e)
    cols = board.cols
    movers = KINGS if board.king_only else range(52)
    for c in movers:
        s = board.col_of[c]
        if s < 0:
            continue
        i = cols[s].find(c)
        if i < 0:
            continue
        for e in targets:
            if i == 0 and board.interchangeable(s, e):
                continue
            out.append((s, i, e))


def forced_run(board: Board) -> bool:
    """Whether an exposed run on top of a column may be sent off without trying anything else.

    True in Classic once the reserve is dealt. Then the run's cards never come apart: nothing
    goes on its Ace, no deal can cover it any more, and each other card lies on the only card
    it may go on. The run only ever moves as a whole, by its King into an empty column or
    carried by a card below it. Delete the run from every position of any game played from
    here: each move of that game stays legal (the same cards are on top, every empty column
    is still empty, every face-up card is still face-up), except the King's moves, which
    become nothing and leave one more empty column; runs form and go exactly as before. So
    the position without the run wins whenever the one with it does.
    """
    return board.same_suit and not board.reserve
