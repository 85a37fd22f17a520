"""The moves the search tries, in the order it tries them.

These are the engine's legal moves (:func:`scorpion_qt.engine.moves.legal_moves`) less
moves that cannot make a difference:

- a King moved into an empty column goes to one column of each class of interchangeable
  empty columns (see :meth:`Board.interchangeable`): the others give the same position up
  to interchangeable columns;
- a King at the bottom of its column (the whole column) is not moved into an empty column
  interchangeable with its own: that only swaps two interchangeable columns;
- in Classic once the reserve is dealt, some moves are *safe*: playing them never turns a
  won position into a lost one, so when one is available it is the only move tried (see
  :func:`forced_move`).

Otherwise moves that turn a card face-up or empty a column come first, a run to a
foundation before anything, and the reserve deal last.
"""

from __future__ import annotations

from scorpion_qt.solver.board import (
    DEAL_MOVE,
    FACE_DOWN,
    FOUNDATION,
    KINGS,
    RUN_BYTES,
    Board,
    SolverMove,
)


def ordered_moves(board: Board, *, keep_placed: bool = False) -> list[SolverMove]:
    """The moves worth trying from ``board``, most promising first.

    With ``keep_placed``, cards lying on their own parent (the card of their suit one rank
    higher, face-up) are not moved: a heuristic narrowing for Relaxed, where such moves
    are legal but rarely useful. Searches that use it prove nothing by failing.
    """
    runs = board.exposed_runs()
    safe = board.classic and not board.reserve
    if safe and runs:
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
            if i < 0 or (keep_placed and i and src[i - 1] == c + 1 and c % 13 != 12):
                continue
            if safe and _on_king_run(col):
                return [(s, i, d)]
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


def forced_move(board: Board) -> SolverMove | None:
    """The safe move :func:`ordered_moves` would play alone, if there is one.

    Safe moves, in Classic once the reserve is dealt (no deal can land anywhere any more):

    1. *An exposed complete run to a foundation.* The run's cards never come apart: nothing
       goes on its Ace, each other card lies on the only card it may go on, so the run only
       moves as a whole (its King into an empty column, or carried by a card below it).
       Delete the run from every position of a game played from here: each move stays legal
       (the same cards are on top, every empty column is still empty, every face-up card is
       face-up), the King's moves become nothing and leave one more empty column, and runs
       form and go as before. So the position without the run wins whenever the one with it
       does.
    2. *A card onto its parent on top of a King-based run* (the parent's column holds only
       K, Q, ... of one suit from the bottom, each on its parent). The card ``c`` has to get
       there in every win. Compare a game from the position before the move with the same
       game from the position after it, where ``c`` and the cards on it (``S``) sit on the
       run instead: the run's cards never move (only the King, taking the column with it),
       nothing else can go on the run's top card, and ``c`` stays on the card under it until
       it moves. So each move of the game stays legal after the early move: the same cards
       are on top (plus the one ``c`` uncovered), and a card and its parent never end up in
       one column through ``S`` (a card of ``S`` has its parent in the run only if it is
       ``c``; no card of the run has a parent in ``S``). When the game later plays ``c``
       onto its parent, the two positions meet again; a run that completes earlier after
       the early move goes to a foundation earlier and leaves an empty column.

    Tests compare these with an exhaustive search on small positions.
    """
    moves = ordered_moves(board)
    if len(moves) == 1 and board.classic and not board.reserve:
        move = moves[0]
        if move[2] == FOUNDATION or _on_king_run(board.cols[move[2]]):
            return move
    return None


def _on_king_run(column: bytes) -> bool:
    """Whether the column holds only face-up K, Q, ... of one suit, each on its parent."""
    if not column or column[0] >= FACE_DOWN:
        return False
    return column == RUN_BYTES[column[0] // 13][: len(column)]
