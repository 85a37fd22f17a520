"""Applying moves to positions: the refusal checks and the pure state transition."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion_qt.engine import scoring
from scorpion_qt.engine.cards import CARDS, RUNS, Card, Suit
from scorpion_qt.engine.errors import IllegalMove, Refusal
from scorpion_qt.engine.moves import Move, MoveKind, exposed_run
from scorpion_qt.engine.position import LOC_MASK, LOC_SHIFT, NOWHERE, Position
from scorpion_qt.engine.rules import Build, EmptyColumn


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a move did, for animation and recording. Columns are 0-based."""

    move: Move
    moved: tuple[Card, ...]  # the block moved (bottom first); empty for deal/foundation
    dealt: tuple[tuple[int, Card], ...]  # (column, card) for the reserve deal
    turned_up: tuple[tuple[int, Card], ...]  # (column, card) turned face-up, in order
    runs_removed: tuple[tuple[int, Suit], ...]  # (column, suit) of runs sent to foundations
    points: int
    won: bool


def check(pos: Position, move: Move) -> None:
    """Raise :class:`IllegalMove` with the precise reason if ``move`` is not legal."""
    if pos.is_won:
        raise IllegalMove(Refusal.GAME_OVER)
    if move.kind is MoveKind.DEAL:
        if not pos.reserve:
            raise IllegalMove(Refusal.RESERVE_DEALT)
        return
    ncols = len(pos.columns)
    card = move.card
    assert card is not None
    if not 0 <= move.source < ncols:
        raise IllegalMove(Refusal.NO_SUCH_COLUMN, column=move.source + 1)
    if move.kind is MoveKind.BUILD and not 0 <= move.target < ncols:
        raise IllegalMove(Refusal.NO_SUCH_COLUMN, column=move.target + 1)
    place = pos.loc[card.code]
    if place == NOWHERE or place >> LOC_SHIFT != move.source:
        raise IllegalMove(Refusal.CARD_NOT_IN_COLUMN, card=card, column=move.source + 1)
    index = place & LOC_MASK
    if index < pos.down[move.source]:
        raise IllegalMove(Refusal.FACE_DOWN, card=card)
    if move.kind is MoveKind.FOUNDATION:
        column = pos.columns[move.source]
        if card.rank != 13 or len(column) - index != 13:
            raise IllegalMove(Refusal.NOT_A_RUN)
        if not exposed_run(column, pos.down[move.source]):
            raise IllegalMove(Refusal.NOT_A_RUN)
        return
    _check_build(pos, move.source, card, move.target)


def _check_build(pos: Position, source: int, card: Card, target: int) -> None:
    if source == target:
        raise IllegalMove(Refusal.SAME_COLUMN, column=target + 1)
    dest = pos.columns[target]
    if not dest:
        if pos.rules.empty_column is EmptyColumn.KING_ONLY and card.rank != 13:
            raise IllegalMove(Refusal.EMPTY_NEEDS_KING)
        return
    top = CARDS[dest[-1]]
    if top.rank == 1:
        raise IllegalMove(Refusal.NOTHING_ON_ACE)
    if card.rank != top.rank - 1:
        raise IllegalMove(Refusal.WRONG_RANK, card=card)
    if pos.rules.build is Build.SAME_SUIT and card.suit != top.suit:
        raise IllegalMove(Refusal.SAME_SUIT)


def play(pos: Position, move: Move) -> tuple[Position, Outcome]:
    """Check and apply ``move``; returns the new position and what happened."""
    check(pos, move)
    return apply(pos, move)


def apply(pos: Position, move: Move) -> tuple[Position, Outcome]:
    """Apply a move known to be legal (for example one from ``legal_moves``)."""
    if move.kind is MoveKind.DEAL:
        return _deal(pos, move)
    assert move.card is not None
    columns = list(pos.columns)
    down = list(pos.down)
    loc = list(pos.loc)
    src = move.source
    code = move.card.code
    index = loc[code] & LOC_MASK
    column = columns[src]
    block = column[index:]
    columns[src] = column[:index]
    points = 0
    turned: list[tuple[int, Card]] = []
    runs: list[tuple[int, Suit]] = []
    foundations = pos.foundations
    moved: tuple[Card, ...] = ()
    if move.kind is MoveKind.FOUNDATION:
        for c in block:
            loc[c] = NOWHERE
        foundations += (Suit(code // 13),)
        runs.append((src, Suit(code // 13)))
        points += scoring.RUN_REMOVED
        points += _turn_up(columns, down, src, turned)
    else:
        dst = move.target
        dest = columns[dst]
        if dest and dest[-1] // 13 == code // 13:
            points += scoring.SAME_SUIT_PLACEMENT
        base = len(dest) | dst << LOC_SHIFT
        for offset, c in enumerate(block):
            loc[c] = base + offset
        columns[dst] = dest + block
        moved = tuple(CARDS[c] for c in block)
        points += _turn_up(columns, down, src, turned)
        points, foundations = _remove_run(columns, down, loc, dst, points, foundations, runs, turned)
    new = Position(
        pos.rules,
        tuple(columns),
        tuple(down),
        pos.reserve,
        foundations,
        pos.score + points,
        tuple(loc),
    )
    outcome = Outcome(move, moved, (), tuple(turned), tuple(runs), points, new.is_won)
    return new, outcome


def _deal(pos: Position, move: Move) -> tuple[Position, Outcome]:
    columns = list(pos.columns)
    down = list(pos.down)
    loc = list(pos.loc)
    dealt: list[tuple[int, Card]] = []
    turned: list[tuple[int, Card]] = []
    runs: list[tuple[int, Suit]] = []
    for target, code in zip(pos.rules.reserve_targets, pos.reserve, strict=False):
        loc[code] = target << LOC_SHIFT | len(columns[target])
        columns[target] = (*columns[target], code)
        dealt.append((target, CARDS[code]))
    points = 0
    foundations = pos.foundations
    for target in pos.rules.reserve_targets:
        points, foundations = _remove_run(
            columns, down, loc, target, points, foundations, runs, turned
        )
    new = Position(
        pos.rules,
        tuple(columns),
        tuple(down),
        (),
        foundations,
        pos.score + points,
        tuple(loc),
    )
    return new, Outcome(move, (), tuple(dealt), tuple(turned), tuple(runs), points, new.is_won)


def _turn_up(
    columns: list[tuple[int, ...]], down: list[int], col: int, turned: list[tuple[int, Card]]
) -> int:
    """Turn the top card of ``col`` face-up if it is face-down; returns the points."""
    size = len(columns[col])
    if size and size == down[col]:
        down[col] = size - 1
        turned.append((col, CARDS[columns[col][-1]]))
        return scoring.CARD_TURNED_UP
    return 0


def _remove_run(
    columns: list[tuple[int, ...]],
    down: list[int],
    loc: list[int],
    col: int,
    points: int,
    foundations: tuple[Suit, ...],
    runs: list[tuple[int, Suit]],
    turned: list[tuple[int, Card]],
) -> tuple[int, tuple[Suit, ...]]:
    """Remove a complete run just formed on top of ``col``; returns points and foundations."""
    column = columns[col]
    if not exposed_run(column, down[col]):
        return points, foundations
    suit = Suit(column[-1] // 13)
    for c in RUNS[suit]:
        loc[c] = NOWHERE
    columns[col] = column[:-13]
    runs.append((col, suit))
    points += scoring.RUN_REMOVED
    points += _turn_up(columns, down, col, turned)
    return points, (*foundations, suit)
