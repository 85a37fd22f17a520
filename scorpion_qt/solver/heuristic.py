"""How far a position looks from a win: the order in which best-first search expands."""

from __future__ import annotations

from operator import eq

from scorpion_qt.solver.board import FACE_DOWN, KINGS, Board

# _PARENT[x]: the card x must lie on, for a face-up card that is not a King
_PARENT = bytes(x + 1 if x < 52 and x % 13 != 12 else 255 for x in range(256))
_DOWN_BYTES = bytes(range(FACE_DOWN, FACE_DOWN + 52))
FACE_DOWN_WEIGHT = 2
RESERVE_WEIGHT = 1


def distance(board: Board) -> int:
    """Cards still to put in place, with face-down and reserve cards counting extra.

    A card counts as in place when it lies on the card of its suit one rank higher, or is
    a King at the bottom of a column. Not an estimate of moves: only an ordering.
    """
    out = 52 - 13 * board.removed
    down = 0
    for col in board.cols:
        if not col:
            continue
        # a face-up King only: ``col[0] % 13 == 12`` also holds for a face-down Ace's byte
        # (FACE_DOWN | 0 == 64)
        if col[0] in KINGS:
            out -= 1
        # col[i + 1] is in place when it is the child of col[i]
        out -= sum(map(eq, col, col[1:].translate(_PARENT)))
        if col[0] & FACE_DOWN:
            down += len(col) - len(col.lstrip(_DOWN_BYTES))
    return out + FACE_DOWN_WEIGHT * down + RESERVE_WEIGHT * len(board.reserve)
