"""The moves the search tries, in the order it tries them.

These are the engine's legal moves (:func:`scorpion_qt.engine.moves.legal_moves`) less
moves that cannot make a difference:

- a King moved into an empty column goes to one column of each class of interchangeable
  empty columns (see :meth:`Board.interchangeable`): the others give the same position up
  to interchangeable columns;
- a King at the bottom of its column (the whole column) is not moved into an empty column
  interchangeable with its own: that only swaps two interchangeable columns;
- a card goes into one empty cell only (How They Run): the cells are interchangeable;
- with same-suit building once the reserve is dealt, some moves are *safe*: playing them
  never turns a won position into a lost one, so when one is available it is the only
  move tried (see :func:`forced_move`), a cell's card onto its parent among them in
  Three Blind Mice.

Otherwise moves that turn a card face-up or empty a column come first (with a cell's card
onto its parent), a run to a foundation before anything, moves into a cell and the
reserve deal last.
"""

from __future__ import annotations

from scorpion_qt.solver.board import (
    CARD_MASK,
    DEAL_MOVE,
    EMPTY_CELL,
    FACE_DOWN,
    FOUNDATION,
    FROM_CELL,
    KINGS,
    RUN_BYTES,
    TO_CELL,
    Board,
    SolverMove,
)


def ordered_moves(
    board: Board, *, keep_placed: bool = False, every: bool = False
) -> list[SolverMove]:
    """The moves worth trying from ``board``, most promising first.

    With ``keep_placed``, cards lying on their own parent (the card of their suit one rank
    higher, face-up) are not moved: a heuristic narrowing for Relaxed, where such moves
    are legal but rarely useful. Searches that use it prove nothing by failing. With
    ``every``, a safe move does not stand alone: the moves reach every position (up to
    interchangeable columns and cells) that a legal move reaches, as the shortening of
    lines needs (:mod:`scorpion_qt.solver.shorten`).
    """
    runs = board.exposed_runs()
    alone = None if every else _safe_alone(board, runs)
    if alone is not None:
        return [alone]
    safe = safe_builds(board) and not every
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
    _empty_column_moves(board, empties, second)
    moves = [(j, len(cols[j]) - 13, FOUNDATION) for j in runs]
    if board.cells:  # no reserve then
        _from_cell_moves(board, empties, moves)
        return _to_cell_moves(board, [*moves, *first, *second], keep_placed=keep_placed)
    moves += first
    moves += second
    if board.reserve:
        moves.append(DEAL_MOVE)
    return moves


def _safe_alone(board: Board, runs: list[int]) -> SolverMove | None:
    """A safe move that is tried alone whatever else there is (see :func:`forced_move`):
    an exposed run to a foundation, or a cell's card onto its parent."""
    if not board.same_suit:
        return None
    if runs and not board.reserve:
        return (runs[0], len(board.cols[runs[0]]) - 13, FOUNDATION)
    return _cell_card_home(board) if board.cells and not board.free_cells else None


def safe_builds(board: Board) -> bool:
    """Whether a card onto its parent on a King-based run is a safe move (see
    :func:`forced_move`): same-suit building, only Kings into empty columns, no reserve
    left, and no cell a card may be put into."""
    return board.classic and not board.reserve and not board.free_cells


def safe_build_alone(board: Board, moves: list[SolverMove]) -> list[SolverMove]:
    """``moves`` (as :func:`ordered_moves` gives them), or the first card onto its parent
    among them that is safe (:func:`_build_is_safe`) alone, where :func:`safe_builds`
    holds.

    In How They Run (two free cells), a card (from a column or a cell) onto its parent
    on top of a King-based run of three cards or more (:func:`forced_move`'s rule 2).
    What spoils rule 2 there is that the run's top card may go into a cell: but a card
    lifted off such a run can only ever go back onto it (the cards under it take only
    their own child, and two cells cannot reach the King to empty the column), so a
    winning line that does so still wins without those moves, and then rule 2's argument
    holds: a cell's card or the card with the cards on it lie on the run instead, moving
    into a cell from there as they would from where they were. A shortest win after the
    move is shorter than one before it (the card's own move onto the run is saved), so
    the search with it stays complete though How They Run's positions can repeat.
    """
    if len(moves) > 1 and safe_builds(board):
        cols = board.cols
        for move in moves:
            if move[0] >= 0 and move[2] >= 0 and cols[move[2]] and _build_is_safe(board, move):
                return [move]
    elif len(moves) > 1 and board.free_cells and board.classic and not board.reserve:
        cols = board.cols
        for move in moves:
            if move[2] >= 0 and _on_king_run(cols[move[2]]) and len(cols[move[2]]) > 2:
                return [move]
    return moves


def _build_is_safe(board: Board, move: SolverMove) -> bool:
    """Whether the build ``move`` is safe where :func:`safe_builds` holds: no child of a
    moved card lies at or under the parent or one of its ancestors.

    Why, a generalisation of :func:`forced_move`'s rule 2 (same-suit building, only Kings
    into empty columns, no reserve, nothing ever put into a cell). Let ``c`` (not a
    King) with the block ``S`` on it lie on ``u`` (or at the bottom of its column), and
    its parent ``p`` top another column. Position A is after ``c`` (with
    ``S``) goes onto ``p``, B is before. Every game from B maps to one from A, where
    ``c`` and ``S`` lie on ``p`` instead of on ``u``, until B plays ``c`` onto ``p`` (then
    the positions meet): ``c`` leaves ``u`` in B only by its own move (it goes onto its
    one parent only) or carried by a card under it (in A that card moves without ``c``
    and ``S``, still legal); ``p`` moves in B carrying nothing (it is on top), in A it
    carries ``c`` and ``S`` (legal: any face-up card moves with the cards on it); only
    ``c`` ever goes onto ``p``, and only a block that holds ``p`` in B holds ``p``,
    ``c`` and ``S`` in A: legal unless it goes onto a card of ``c`` and ``S``, whose
    child would then lie at or under ``p``. The cards that can ever lie under ``p`` are
    those at or under ``p`` or one of its ancestors now (a card gets under ``p`` only as
    ``p`` or an ancestor moves onto its parent), so the move is safe only when no child
    of a card of ``c`` and ``S`` is among them. Cards go onto ``S``'s top wherever it lies; a
    column empty in B is empty in A (only ``c``'s and ``p``'s columns differ, and ``p``'s
    is not empty in B), and no card can go onto ``u`` in B while ``c`` lies on it. A run
    completes in A where it completes in B (``S``'s cards keep their order), except one
    completed by ``c`` onto ``p``, which in A goes off at once: then its cards are deleted
    as in rule 1. Nothing of this holds with a cell a card may go into (How They Run:
    ``p`` on top may go into a cell) or a reserve to deal (cards land on ``u``'s column).
    The exhaustive comparison in ``tests/solver`` checks it (the ancestors' condition
    came from a position it found: ``9S QS JS`` onto ``KS TS``, where only ``TS`` onto
    ``JS`` wins).
    """
    src, index, dst = move
    cols = board.cols
    col_of = board.col_of
    under: set[int] = set()
    p = cols[dst][-1]
    for a in range(p, p - p % 13 + 13):
        j = col_of[a]
        if j < 0:
            continue
        col = cols[j]
        i = col.find(a)
        if i < 0:
            i = col.find(a | FACE_DOWN)
        under.update(x & CARD_MASK for x in col[: i + 1])
    return not any(y % 13 and y - 1 in under for y in cols[src][index:])


def _from_cell_moves(board: Board, empties: list[int], out: list[SolverMove]) -> None:
    """The cells' cards onto their parents, Kings (or any card) into an empty column."""
    cols = board.cols
    for k, code in enumerate(board.cells):
        if code == EMPTY_CELL:
            continue
        rank0 = code % 13
        if rank0 != 12:
            if board.same_suit:
                d = board.col_of[code + 1]
                if d >= 0 and cols[d][-1] == code + 1:
                    out.append((FROM_CELL - k, code, d))
            else:
                out.extend(
                    (FROM_CELL - k, code, d)
                    for d, col in enumerate(cols)
                    if col and col[-1] % 13 == rank0 + 1 and col[-1] < FACE_DOWN
                )
        if empties and (rank0 == 12 or not board.king_only):
            targets: list[int] = []
            for e in empties:
                if all(not board.interchangeable(e, t) for t in targets):
                    targets.append(e)
                    out.append((FROM_CELL - k, code, e))


def _to_cell_moves(board: Board, out: list[SolverMove], *, keep_placed: bool) -> list[SolverMove]:
    """``out`` and after them each column's last card into the first empty cell, if the
    rules let cards into cells (How They Run)."""
    if not board.free_cells or EMPTY_CELL not in board.cells:
        return out
    target = TO_CELL - board.cells.index(EMPTY_CELL)
    for j, col in enumerate(board.cols):
        if not col:
            continue
        top = col[-1]
        if keep_placed and len(col) > 1 and col[-2] == top + 1 and top % 13 != 12:
            continue
        out.append((j, len(col) - 1, target))
    return out


def _empty_column_moves(board: Board, empties: list[int], out: list[SolverMove]) -> None:
    """Kings (or, under an any-card rule, any face-up card) into empty columns."""
    if not empties:
        return
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

    Safe moves, with same-suit building once the reserve is dealt (no deal can land
    anywhere any more):

    1. *An exposed complete run to a foundation* (every rule set but Relaxed). No card of
       another suit ever goes onto a card of the run: it goes only onto its parent, into
       an empty column or into a cell. So the run's cards only ever move among
       themselves, into empty columns and into cells, and in every column they make up a
       top segment. Delete them from every position of a game played from here: each
       move of the other cards stays legal (the same cards are on top, every empty column
       and every empty cell is still empty, every face-up card is face-up), the run's
       moves become nothing and leave empty columns and cells empty, and runs form and go
       as before. So the position without the run wins whenever the one with it does.
    2. *A card onto its parent on top of a King-based run* (Classic, Scorpion II and Three
       Blind Mice; not the Wasps, where a card of the run may go into an empty column,
       nor How They Run, where its top card may go into a cell; the parent's column holds only
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
    3. *A cell's card onto its parent on top of a column* (Three Blind Mice; not a
       King). Nothing goes into a cell, and only the card ``x`` can go onto its parent
       ``p``: a game from before the move stays legal from after it when every move of
       ``p`` (onto its parent, or a King into an empty column) carries ``x`` along and
       ``x``'s own move is left out; a run that completes earlier goes off earlier, as
       in 1. Not in How They Run: there the position before the move is one move (``x``
       back into the cell) from the position after it, so it is no worse, but a search
       that plays the move alone meets the position before again as one it has seen, and
       never tries its other moves (the exhaustive comparison found such positions lost).

    Tests compare these with an exhaustive search on small positions.
    """
    moves = ordered_moves(board)
    if len(moves) == 1 and board.same_suit and not board.reserve:
        move = moves[0]
        if (
            move[2] == FOUNDATION
            or (move[0] >= 0 and safe_builds(board) and _on_king_run(board.cols[move[2]]))
            or move == _cell_card_home(board)
        ):
            return move
    return None


def _cell_card_home(board: Board) -> SolverMove | None:
    """A cell's card (not a King) onto its parent on top of a column, if there is one
    (safe in Three Blind Mice: see :func:`forced_move`)."""
    cols = board.cols
    for k, code in enumerate(board.cells):
        if code == EMPTY_CELL or code % 13 == 12:
            continue
        d = board.col_of[code + 1]
        if d >= 0 and cols[d][-1] == code + 1:
            return (FROM_CELL - k, code, d)
    return None


def _on_king_run(column: bytes) -> bool:
    """Whether the column holds only face-up K, Q, ... of one suit, each on its parent."""
    if not column or column[0] >= FACE_DOWN:
        return False
    return column == RUN_BYTES[column[0] // 13][: len(column)]
