"""A simple greedy player: the yardstick the deal grades are checked against.

It sees only what a player sees of the move at hand: how many cards a move turns face up,
whether it completes a run, whether it puts a card on the card of its suit it belongs on,
and its points; it never looks further ahead. It prefers moves that turn cards up and
complete runs, never takes a card off the card it belongs on, breaks ties at random
(seeded, so play-outs repeat), never goes back to a position it has been in, and deals
the reserve only when no other move is left. A deal such a player wins often is an easy one.
"""

from __future__ import annotations

import random

from scorpion_qt.engine.moves import Move, MoveKind, legal_moves
from scorpion_qt.engine.play import apply
from scorpion_qt.engine.position import Position

#: a play-out gives up after this many moves
MOVE_LIMIT = 400

_Key = tuple[tuple[tuple[int, ...], ...], tuple[int | None, ...]]


def play_greedily(position: Position, rng: random.Random) -> tuple[Position, list[str]]:
    """Play ``position`` greedily to its end: the last position and the moves played."""
    seen: set[_Key] = {(position.columns, position.cells)}
    played: list[str] = []
    for _ in range(MOVE_LIMIT):
        if position.is_won:
            break
        best: Position | None = None
        best_move = ""
        best_value = -1.0
        for move in legal_moves(position):
            if move.kind is MoveKind.BUILD and _on_its_parent(position, move):
                continue  # it never takes a card off the card it belongs on
            after, outcome = apply(position, move)
            if (after.columns, after.cells) in seen:
                continue
            if move.kind is MoveKind.DEAL:
                value = 0.0
            else:
                value = (
                    1.0
                    + 10.0 * len(outcome.turned_up)
                    + 20.0 * len(outcome.runs_removed)
                    + 5.0 * _onto_its_parent(position, move)
                    + 0.1 * outcome.points
                    + 3.0 * rng.random()
                )
            if value > best_value:
                best, best_move, best_value = after, str(move), value
        if best is None:
            break
        position = best
        played.append(best_move)
        seen.add((position.columns, position.cells))
    return position, played


def _on_its_parent(position: Position, move: Move) -> bool:
    """Whether the moved block's bottom card now lies face-up on its same-suit parent."""
    column = position.columns[move.source]
    assert move.card is not None  # a build moves a card
    index = column.index(move.card.code)
    return index > position.down[move.source] and column[index - 1] == _parent(move.card.code)


def _onto_its_parent(position: Position, move: Move) -> bool:
    """Whether the move puts its card onto its same-suit parent."""
    if move.card is None or move.target < 0:
        return False
    target = position.columns[move.target]
    return bool(target) and target[-1] == _parent(move.card.code)


def _parent(code: int) -> int:
    """The card a card belongs on: its suit's next higher rank (none for a King: -1)."""
    return -1 if code % 13 == 12 else code + 1


def play_out(position: Position, rng: random.Random) -> bool:
    """Play ``position`` greedily to its end; whether the play-out won."""
    return play_greedily(position, rng)[0].is_won


def greedy_wins(position: Position, seed: int, playouts: int) -> int:
    """How many of ``playouts`` greedy play-outs from ``position`` win (seeded by
    ``seed``: the same arguments give the same count)."""
    rng = random.Random(seed)
    return sum(play_out(position, rng) for _ in range(playouts))
