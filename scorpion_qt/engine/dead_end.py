"""A dead end: a game that is not won and that no sequence of moves can take any further.

**Progress** is what a game cannot take back: a card turned face-up, a run removed, the
reserve dealt, a same-suit bonus earned. Every one but the deal scores points, and a game
is won only by removing runs, so a game where no sequence of legal moves ever reaches a
move that scores or deals can never be won, nor its score change: whatever is played
there (a King block carried from one empty column to another, a card into a cell and
back, a Wasp column cut into an empty one) only shuffles what is on the table. That is a
dead end, and the game says so the same way as when no legal move is left at all.

:func:`is_dead_end` decides it by a search of the positions reachable from the given one
by moves that neither score nor deal, looking for one that does. Positions that differ
only in the order of their columns or of their cells are one position there: once the
reserve is dealt (while it is not, its deal is a move of progress), no rule depends on
which column or cell is which, so they have the same futures. A King block carried into
another empty column is therefore the position it left. The search gives up after
:data:`SEARCH_LIMIT` moves tried and then calls the game live: a dead end is only said when
it is certain, and the decision is cheap enough to make after every move (the controller
does, and the server, to tell a lost game's log from an unfinished one). Pure and
deterministic.
"""

from __future__ import annotations

from collections import deque

from scorpion_qt.engine.moves import legal_moves
from scorpion_qt.engine.play import apply
from scorpion_qt.engine.position import Position

#: the most moves the search tries (each one applied to its position) before it gives up
#: and calls the game live: at most about 10 ms of work, even in Relaxed and the Wasps where a
#: position has dozens of moves
SEARCH_LIMIT = 1000

_Key = tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...]]


def is_dead_end(position: Position) -> bool:
    """Whether the game at ``position`` is stuck: it is not won and no sequence of legal
    moves from here turns a card face-up, removes a run, deals the reserve or earns a
    bonus (see the module's text). True where no legal move is left at all."""
    if position.is_won or position.reserve:
        return False  # the reserve's deal is always legal, and always progress
    seen = {_key(position)}
    todo = deque((position,))  # breadth first: progress is most often a move or two away
    budget = SEARCH_LIMIT
    while todo:
        current = todo.popleft()
        moves = legal_moves(current)
        budget -= len(moves)
        if budget < 0:
            return False  # not proven stuck: play on
        for move in moves:
            after, outcome = apply(current, move)
            if outcome.points:
                return False
            key = _key(after)
            if key not in seen:
                seen.add(key)
                todo.append(after)
    return True


def _key(position: Position) -> _Key:
    """The position up to the order of its columns and of its cells (its score, bonus
    cards and foundations do not change without progress)."""
    columns = tuple(sorted(zip(position.down, position.columns, strict=True)))
    cells = tuple(sorted(-1 if code is None else code for code in position.cells))
    return columns, cells
