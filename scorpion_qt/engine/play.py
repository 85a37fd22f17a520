"""Applying moves to positions: the refusal checks and the pure state transition."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion_qt.engine.cards import CARDS, RUN_BITS, RUNS, Card, Suit
from scorpion_qt.engine.errors import IllegalMove, Refusal
from scorpion_qt.engine.moves import Move, MoveKind, exposed_run
from scorpion_qt.engine.position import LOC_MASK, LOC_SHIFT, NOWHERE, Position
from scorpion_qt.engine.rules import Build, CellRule, EmptyColumn
from scorpion_qt.engine.scoring import CARD_TURNED_UP, RUN_REMOVED, SAME_SUIT_PLACEMENT


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a move did, for animation and recording. Columns are 0-based."""

    move: Move
    moved: tuple[
        Card, ...
    ]  # the block or cell card moved (bottom first); empty for deal/foundation
    dealt: tuple[tuple[int, Card], ...]  # (column, card) for the reserve deal
    turned_up: tuple[tuple[int, Card], ...]  # (column, card) turned face-up, in order
    runs_removed: tuple[tuple[int, Suit], ...]  # (column, suit) of runs sent to foundations
    points: int
    won: bool


def check(pos: Position, move: Move) -> None:
    """Raise :class:`IllegalMove` with the precise reason if ``move`` is not legal."""
    if pos.is_won:
        raise IllegalMove(Refusal.GAME_OVER)
    kind = move.kind
    if kind is MoveKind.DEAL:
        if not pos.reserve:
            raise IllegalMove(
                Refusal.RESERVE_DEALT if pos.rules.reserve_size else Refusal.NO_RESERVE
            )
        return
    if kind is MoveKind.FROM_CELL:
        _check_from_cell(pos, move)
        return
    if kind is MoveKind.TO_CELL:
        _check_to_cell(pos, move)
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


def _check_cell_number(pos: Position, cell: int) -> None:
    if not 0 <= cell < len(pos.cells):
        raise IllegalMove(Refusal.NO_SUCH_CELL, cell=cell + 1)


def _check_from_cell(pos: Position, move: Move) -> None:
    card = move.card
    assert card is not None
    _check_cell_number(pos, move.cell)
    if not 0 <= move.target < len(pos.columns):
        raise IllegalMove(Refusal.NO_SUCH_COLUMN, column=move.target + 1)
    if pos.cells[move.cell] != card.code:
        raise IllegalMove(Refusal.NOT_IN_CELL, card=card, cell=move.cell + 1)
    _check_build(pos, -1, card, move.target)


def _check_to_cell(pos: Position, move: Move) -> None:
    card = move.card
    assert card is not None
    _check_cell_number(pos, move.cell)
    if pos.rules.cell_rule is not CellRule.FREE:
        raise IllegalMove(Refusal.NO_CELL_MOVES_HERE)
    if not 0 <= move.source < len(pos.columns):
        raise IllegalMove(Refusal.NO_SUCH_COLUMN, column=move.source + 1)
    place = pos.loc[card.code]
    if place == NOWHERE or place >> LOC_SHIFT != move.source:
        raise IllegalMove(Refusal.CARD_NOT_IN_COLUMN, card=card, column=move.source + 1)
    index = place & LOC_MASK
    if index < pos.down[move.source]:
        raise IllegalMove(Refusal.FACE_DOWN, card=card)
    if index != len(pos.columns[move.source]) - 1:
        raise IllegalMove(Refusal.BLOCK_INTO_CELL)
    if pos.cells[move.cell] is not None:
        raise IllegalMove(Refusal.CELL_NOT_EMPTY, cell=move.cell + 1)


def play(pos: Position, move: Move) -> tuple[Position, Outcome]:
    """Check and apply ``move``; returns the new position and what happened."""
    check(pos, move)
    return apply(pos, move)


class _Change:
    """The mutable working copy of a position while one move is applied."""

    __slots__ = (
        "bonus_cards",
        "cells",
        "columns",
        "down",
        "foundations",
        "loc",
        "points",
        "pos",
        "runs",
        "turned",
    )

    def __init__(self, pos: Position) -> None:
        self.pos = pos
        self.columns = list(pos.columns)
        self.down = list(pos.down)
        self.loc = list(pos.loc)
        self.foundations = pos.foundations
        self.cells = pos.cells
        self.bonus_cards = pos.bonus_cards
        self.points = 0
        self.turned: list[tuple[int, Card]] = []
        self.runs: list[tuple[int, Suit]] = []

    def turn_up(self, col: int) -> None:
        """Turn the top card of ``col`` face-up if it is face-down."""
        size = len(self.columns[col])
        if size and size == self.down[col]:
            self.down[col] = size - 1
            self.turned.append((col, CARDS[self.columns[col][-1]]))
            self.points += CARD_TURNED_UP

    def take_run(self, col: int) -> None:
        """Send the run on top of ``col`` (known complete) to a foundation."""
        suit = Suit(self.columns[col][-1] // 13)
        for c in RUNS[suit]:
            self.loc[c] = NOWHERE
        self.columns[col] = self.columns[col][:-13]
        self.foundations = (*self.foundations, suit)
        self.bonus_cards &= ~RUN_BITS[suit]
        self.runs.append((col, suit))
        self.points += RUN_REMOVED
        self.turn_up(col)

    def place(self, code: int, dst: int) -> None:
        """Note ``code`` going onto column ``dst`` (not yet there): the same-suit bonus,
        once a game (see :mod:`scorpion_qt.engine.scoring`)."""
        dest = self.columns[dst]
        if dest and dest[-1] == code + 1 and not self.bonus_cards >> code & 1:
            self.bonus_cards |= 1 << code
            self.points += SAME_SUIT_PLACEMENT

    def remove_formed_run(self, col: int) -> None:
        """Remove a complete run that has just formed on top of ``col``."""
        if exposed_run(self.columns[col], self.down[col]):
            self.take_run(col)

    def finish(
        self, move: Move, moved: tuple[Card, ...] = (), dealt: tuple[tuple[int, Card], ...] = ()
    ) -> tuple[Position, Outcome]:
        pos = self.pos
        new = Position(
            pos.rules,
            tuple(self.columns),
            tuple(self.down),
            () if dealt else pos.reserve,
            self.foundations,
            pos.score + self.points,
            self.cells,
            self.bonus_cards,
            tuple(self.loc),
        )
        outcome = Outcome(
            move, moved, dealt, tuple(self.turned), tuple(self.runs), self.points, new.is_won
        )
        return new, outcome


def apply(pos: Position, move: Move) -> tuple[Position, Outcome]:
    """Apply a move known to be legal (for example one from ``legal_moves``)."""
    change = _Change(pos)
    if move.kind is not MoveKind.BUILD:
        return _apply_other(change, move)
    card = move.card
    assert card is not None
    code = card.code
    src = move.source
    index = pos.loc[code] & LOC_MASK
    column = pos.columns[src]
    block = column[index:]
    change.columns[src] = column[:index]
    dst = move.target
    dest = pos.columns[dst]
    if dest and dest[-1] == code + 1 and not pos.bonus_cards >> code & 1:  # place(), inline
        change.bonus_cards |= 1 << code
        change.points += SAME_SUIT_PLACEMENT
    base = len(dest) | dst << LOC_SHIFT
    for offset, c in enumerate(block):
        change.loc[c] = base + offset
    change.columns[dst] = dest + block
    change.turn_up(src)
    change.remove_formed_run(dst)
    return change.finish(move, moved=tuple(CARDS[c] for c in block))


def _apply_other(change: _Change, move: Move) -> tuple[Position, Outcome]:
    """Apply a legal move other than a build: deal, foundation, or a cell move."""
    kind = move.kind
    if kind is MoveKind.DEAL:
        return _apply_deal(change, move)
    card = move.card
    assert card is not None
    if kind is MoveKind.FOUNDATION:
        change.take_run(move.source)
        return change.finish(move)
    if kind is MoveKind.FROM_CELL:
        return _apply_from_cell(change, move, card.code)
    return _apply_to_cell(change, move, card.code)


def _apply_deal(change: _Change, move: Move) -> tuple[Position, Outcome]:
    pos = change.pos
    dealt: list[tuple[int, Card]] = []
    for target, code in zip(pos.rules.reserve_targets, pos.reserve, strict=False):
        column = change.columns[target]
        change.loc[code] = target << LOC_SHIFT | len(column)
        change.columns[target] = (*column, code)
        dealt.append((target, CARDS[code]))
    for target in pos.rules.reserve_targets:
        change.remove_formed_run(target)
    return change.finish(move, dealt=tuple(dealt))


def _apply_from_cell(change: _Change, move: Move, code: int) -> tuple[Position, Outcome]:
    dst = move.target
    change.place(code, dst)
    cells = list(change.cells)
    cells[move.cell] = None
    change.cells = tuple(cells)
    dest = change.columns[dst]
    change.loc[code] = dst << LOC_SHIFT | len(dest)
    change.columns[dst] = (*dest, code)
    change.remove_formed_run(dst)
    return change.finish(move, moved=(CARDS[code],))


def _apply_to_cell(change: _Change, move: Move, code: int) -> tuple[Position, Outcome]:
    src = move.source
    cells = list(change.cells)
    cells[move.cell] = code
    change.cells = tuple(cells)
    change.loc[code] = NOWHERE
    change.columns[src] = change.columns[src][:-1]
    change.turn_up(src)
    return change.finish(move, moved=(CARDS[code],))
