"""Par: the length of the shortest winning line found within a fixed node budget.

:func:`find_par` spends at most :data:`PAR_NODES` nodes (positions reached, never
seconds: every machine gives the same answer) in three steps, on the solver's board
(:mod:`scorpion_qt.solver.board`):

1. *A win*: the solver's search (:func:`scorpion_qt.solver.search.search`). No winning
   line within the budget (the budget ran out, or the position is lost): no par.
2. *Shorter*: the line's loops and detours cut out and shortcuts of one and two moves
   taken (:func:`scorpion_qt.solver.shorten.shorten`), with up to half of what is left.
3. *Shortest*: an A* search from the start for any line shorter than the best so far,
   with what is left. Its lower bound (:func:`moves_left`) never overestimates, so when
   the search runs dry or reaches a win within the budget the line is the shortest
   there is (:attr:`Par.proven`); small positions (a few moves from the win) end so.
   When the budget runs out first, par is the best line found (step 2's), not proven.

The length counts moves as the game's move counter does (:attr:`Game.move_count`): each
solver move is one engine move (a build, a run sent to a foundation by hand, the reserve
deal, a card into or out of a cell); a run completed by a move leaves with that move, as
in the engine. Every par line is replayed through the engine before it is returned.
Standard library only; pure and deterministic (ties are broken by the order in which
positions were reached).
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass
from operator import eq

from scorpion_qt.engine.game import Game
from scorpion_qt.engine.moves import Move
from scorpion_qt.engine.play import play
from scorpion_qt.engine.position import Position
from scorpion_qt.solver.board import CARD_MASK, FACE_DOWN, Board, SolverMove, State
from scorpion_qt.solver.deadlock import board_dead_cards
from scorpion_qt.solver.moves import ordered_moves
from scorpion_qt.solver.search import Budget, OutOfBudget, notation, search
from scorpion_qt.solver.shorten import shorten
from scorpion_qt.solver.solve import SolverError

#: the node budget of a par: the search, the shortening and the A* search together. The
#: daily tables' pars were found with it; changing it changes pars (the tables' header
#: names the budget they were made with)
PAR_NODES = 20_000


@dataclass(frozen=True, slots=True)
class Par:
    """A position's par: ``moves``, the length of ``line`` (a winning line from it, in
    move notation); ``proven`` when the search showed that no line is shorter, False when
    the budget ran out first; ``nodes``, the nodes spent."""

    moves: int
    line: tuple[str, ...]
    proven: bool
    nodes: int


def find_par(game: Game | Position, node_limit: int = PAR_NODES) -> Par | None:
    """The par of ``game``'s current position (or of a position), within ``node_limit``
    nodes; None when no winning line was found within them (the position is lost, or the
    budget ran out first). A deal's par is the par of its starting position."""
    position = game.position if isinstance(game, Game) else game
    if position.is_won:
        return Par(0, (), True, 0)
    board = Board(position)
    budget = Budget(None, node_limit)
    try:
        budget.spend()
        if board_dead_cards(board):
            return None
        start = board.state()
        found = search(board, budget)
    except OutOfBudget:
        return None
    if found is None:
        return None
    shortening = Budget(None, (node_limit - budget.nodes) // 2)
    moves = shorten(board, start, found, shortening)
    spent = budget.nodes + min(shortening.nodes, shortening.node_limit or 0)
    shorter = None
    proven = False
    astar = Budget(None, max(0, node_limit - spent))
    try:
        shorter = _shortest(board, start, len(moves), astar)
        proven = True
    except OutOfBudget:
        pass
    if shorter is not None:
        moves = shorter
    board.load(start)
    line = notation(board, moves)
    _check_win(position, line)
    return Par(len(line), tuple(line), proven, min(node_limit, spent + astar.nodes))


def _check_win(position: Position, line: list[str]) -> None:
    """Replay ``line`` through the engine's checked play; raise unless it wins (a bug)."""
    for text in line:
        position = play(position, Move.parse(text))[0]
    if not position.is_won:
        raise SolverError("the par line does not win")


# -- the shortest line ---------------------------------------------------------------------

# _PARENT[x]: the card a non-King card x lies on in a run (255 for a King)
_PARENT = bytes(x + 1 if x < 52 and x % 13 != 12 else 255 for x in range(256))
# a byte with its face-down flag cleared
_FACE_UP = bytes(x & CARD_MASK if x & FACE_DOWN and x < FACE_DOWN + 52 else x for x in range(256))


def moves_left(board: Board) -> int:
    """A lower bound on the moves from ``board`` to a win (never more than the fewest).

    Every card but the Kings must come to lie on its parent (the card of its suit one
    rank higher) before its run can leave. A move changes what one card lies on (the
    block's first card; a run leaving takes its cards with their parents), the reserve
    deal what its cards lie on: so at least one move per card not on its parent (face-
    down or not), less what the deal can place, plus the deal itself while it is to come.
    """
    on_parent = 0
    for col in board.cols:
        if len(col) > 1:
            up = col.translate(_FACE_UP)
            on_parent += sum(map(eq, up, up[1:].translate(_PARENT)))
    off = 48 - 12 * board.removed - on_parent
    dealt = len(board.reserve)
    return max(0, off - dealt) + (1 if dealt else 0)


# an A* node: (state, key, moves from the start, parent's index, move from the parent)
_Node = tuple[State, bytes, int, int, SolverMove | None]


def _shortest(board: Board, start: State, bound: int, budget: Budget) -> list[SolverMove] | None:
    """A winning line from ``start`` shorter than ``bound`` moves, the shortest there is;
    None when there is none. A* over positions up to interchangeable columns
    (:meth:`Board.key`), reaching every position a legal move reaches
    (:func:`ordered_moves` with ``every``), with :func:`moves_left` as its bound, which
    is consistent (a move lowers it by one at most, the deal by at most what it changes):
    a win reached from the position expanded is the nearest. Positions the static test
    proves lost are left out. Raises :class:`OutOfBudget`."""
    board.load(start)
    key = board.key()
    nodes: list[_Node] = [(start, key, 0, -1, None)]
    best = {key: 0}
    order = itertools.count()
    queue = [(_bound(board), 0, next(order), 0)]
    while queue:
        index = heapq.heappop(queue)[3]
        state, key, played, _, _ = nodes[index]
        if best[key] < played:
            continue  # reached again by a shorter line since
        board.load(state)
        played += 1
        for move in ordered_moves(board, every=True):
            record = board.do(move)
            budget.spend()
            if board.is_won:
                return [*_moves_to(nodes, index), move]
            estimate = played + _bound(board)
            key = board.key()
            if estimate < bound and best.get(key, bound) > played and not board_dead_cards(board):
                best[key] = played
                nodes.append((board.state(), key, played, index, move))
                heapq.heappush(queue, (estimate, -played, next(order), len(nodes) - 1))
            board.undo(record)
    return None


def _bound(board: Board) -> int:
    """:func:`moves_left` for a board not won: at least one move (a complete run still
    in a column needs its move to a foundation)."""
    return max(1, moves_left(board))


def _moves_to(nodes: list[_Node], index: int) -> list[SolverMove]:
    moves: list[SolverMove] = []
    while index > 0:
        _, _, _, parent, move = nodes[index]
        assert move is not None
        moves.append(move)
        index = parent
    moves.reverse()
    return moves
