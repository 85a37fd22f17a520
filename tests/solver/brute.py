"""Test helpers: an exhaustive oracle built on the engine alone, and small random positions.

The oracle knows nothing of the solver: it tries every legal move the engine offers from
every position it reaches (exact positions, no symmetry, no pruning), so it is slow but
plainly right. It is used on positions with few cards on the board.
"""

from __future__ import annotations

import os
import random

from scorpion_qt.engine import Position, Suit, apply, legal_moves
from scorpion_qt.engine.cards import RUNS
from scorpion_qt.engine.rules import Rules

#: how many random positions the soundness tests try, as a multiple of their default (set
#: SOLVER_CHECK_SCALE=20 in the environment for a thorough run)
SCALE = int(os.environ.get("SOLVER_CHECK_SCALE", "1"))

_Key = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], tuple[int | None, ...]]


class TooBig(Exception):
    """The oracle met more positions than it was allowed."""


def winnable(position: Position, limit: int = 200_000) -> bool:
    """Whether some sequence of legal moves from ``position`` wins (exhaustive)."""
    seen: set[_Key] = set()
    stack = [position]
    while stack:
        pos = stack.pop()
        if pos.is_won:
            return True
        key = _key(pos)
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > limit:
            raise TooBig
        stack.extend(apply(pos, move)[0] for move in legal_moves(pos))
    return False


def _key(pos: Position) -> _Key:
    """The position's cards and where they lie; once the reserve is dealt, columns (and
    always cells) are interchangeable, so they are sorted: no rule names one column but
    for the reserve's deal."""
    cells = tuple(sorted(pos.cells, key=lambda c: -1 if c is None else c))
    if pos.reserve:
        return (pos.columns, pos.down, pos.reserve, cells)
    pairs = sorted(zip(pos.columns, pos.down, strict=True))
    return (tuple(c for c, _ in pairs), tuple(d for _, d in pairs), (), cells)


def random_position(rng: random.Random, rules: Rules, board_suits: int) -> Position:
    """A random position with ``board_suits`` suits in play (the others sent off).

    Runs of the suits in play are cut into pieces that are shuffled and stacked, so that
    some positions are won and some are lost; some cards are face-down, and half of the
    positions keep a reserve (under rules with a reserve) or one or two cards in the cells
    (under rules with cells).
    """
    suits = rng.sample(range(4), board_suits)
    foundations = tuple(Suit(s) for s in range(4) if s not in suits)
    pieces: list[list[int]] = []
    for s in suits:
        run = list(RUNS[s])
        while run:
            size = rng.randint(1, 4)
            pieces.append(run[:size])
            run = run[size:]
    rng.shuffle(pieces)
    cards = [c for piece in pieces for c in piece]
    if rng.random() < 0.3:  # sometimes plain random order
        rng.shuffle(cards)
    reserve: tuple[int, ...] = ()
    cells: list[int | None] = [None] * rules.cells
    if rules.reserve_size and rng.random() < 0.5:
        reserve = tuple(cards[: rules.reserve_size])
        cards = cards[rules.reserve_size :]
    for cell in range(rules.cells):
        if rng.random() < 0.5:
            cells[cell] = cards.pop()
    ncols = rules.columns
    cuts = sorted(rng.sample(range(len(cards) + ncols - 1), ncols - 1))
    columns: list[tuple[int, ...]] = []
    start = 0
    for position, cut in enumerate([*cuts, len(cards) + ncols - 1]):
        end = cut - position
        columns.append(tuple(cards[start:end]))
        start = end
    down = tuple(
        rng.randint(0, max(0, len(col) - 1)) if rng.random() < 0.5 else 0 for col in columns
    )
    return Position.build(rules, tuple(columns), down, reserve, foundations, cells=tuple(cells))
