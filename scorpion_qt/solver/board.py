"""The solver's working board: columns as bytes, moves done and undone in place.

A column is a ``bytes`` object holding card codes bottom to top; a face-down card is
stored as ``code | FACE_DOWN``, so ``column.find(code)`` only ever finds face-up cards and
the bytes of the columns describe the whole board. Moving a block or undoing it swaps two
``bytes`` objects and relabels the moved cards in ``col_of``.

The cells of the Three Blind Mice family are a list of card codes, ``EMPTY_CELL`` for an
empty one; a card in a cell (like one in the reserve) has no column in ``col_of``.

The board plays exactly like the engine (:func:`scorpion_qt.engine.play.apply`): a run
formed on the column that received cards (from a column or a cell) is removed, then a
face-down card left on top turns up; after the reserve deal, columns are checked in
dealing order. The solver replays every winning line through the engine anyway before
reporting it.
"""

from __future__ import annotations

from scorpion_qt.engine.cards import RANK_CHARS, SUIT_CHARS, card_text
from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import Build, CellRule, EmptyColumn

FACE_DOWN = 64
CARD_MASK = 63
KINGS = (12, 25, 38, 51)
#: a complete face-up run of each suit, King (bottom) to Ace (top)
RUN_BYTES = tuple(bytes(s * 13 + r for r in range(12, -1, -1)) for s in range(4))

EMPTY_CELL = -1

#: solver moves are ``(source, index, target)`` between columns; these targets mark the
#: other kinds: a run to a foundation ``(column, index, FOUNDATION)``, the reserve deal
#: ``DEAL_MOVE``, a column's last card into cell ``k`` ``(column, index, TO_CELL - k)``;
#: a card out of cell ``k`` onto a column is ``(FROM_CELL - k, card, column)``
FOUNDATION = -1
DEAL_TARGET = -2
TO_CELL = -3
FROM_CELL = -1
SolverMove = tuple[int, int, int]
DEAL_MOVE: SolverMove = (-1, -1, DEAL_TARGET)

#: what undoing a move needs: (source, old source, target, old target, index, runs removed);
#: for the deal, (-1, reserve, DEAL_TARGET, b"", 0, runs removed); for a cell move, the
#: move's own source, target and index with the old column
Undo = tuple[int, bytes, int, bytes, int, int]
#: a board's state as :meth:`Board.state` gives it and :meth:`Board.load` takes it
State = tuple[tuple[bytes, ...], tuple[int, ...], int, tuple[int, ...]]


def encode_column(cards: tuple[int, ...], down: int) -> bytes:
    """A column of a :class:`Position` in board form."""
    return bytes(c | FACE_DOWN if i < down else c for i, c in enumerate(cards))


def turn_top_up(column: bytes) -> bytes:
    """The column with its top card face-up (as the engine turns it up automatically)."""
    if column and column[-1] & FACE_DOWN:
        return column[:-1] + bytes((column[-1] & CARD_MASK,))
    return column


class Board:
    """A mutable copy of a position for searching; see the module docstring."""

    __slots__ = (
        "_dealt_from",
        "cells",
        "classic",
        "col_of",
        "cols",
        "free_cells",
        "king_only",
        "ncols",
        "removed",
        "reserve",
        "same_suit",
        "targets",
    )

    def __init__(self, pos: Position) -> None:
        rules = pos.rules
        self.ncols = len(pos.columns)
        self.cols: list[bytes] = [
            encode_column(col, down) for col, down in zip(pos.columns, pos.down, strict=True)
        ]
        self.reserve: tuple[int, ...] = pos.reserve
        self.targets: tuple[int, ...] = rules.reserve_targets[: len(pos.reserve)]
        self.removed = len(pos.foundations)
        self.same_suit = rules.build is Build.SAME_SUIT
        self.king_only = rules.empty_column is EmptyColumn.KING_ONLY
        #: same-suit building and only Kings into empty columns
        self.classic = self.same_suit and self.king_only
        self.cells: list[int] = [EMPTY_CELL if c is None else c for c in pos.cells]
        #: a column's last card may go into an empty cell (How They Run)
        self.free_cells = rules.cell_rule is CellRule.FREE
        self._dealt_from: list[tuple[bytes, ...]] = []
        self.col_of = [-1] * 52
        for j, col in enumerate(self.cols):
            for x in col:
                self.col_of[x & CARD_MASK] = j

    def state(self) -> State:
        """The board's state, for :meth:`load`: columns, reserve, runs removed, cells."""
        return (tuple(self.cols), self.reserve, self.removed, tuple(self.cells))

    def load(self, state: State) -> None:
        """Set the board to a stored state (see :meth:`state`)."""
        cols, reserve, removed, cells = state
        self.cols = list(cols)
        self.reserve = reserve
        self.removed = removed
        self.cells[:] = cells
        self._dealt_from.clear()
        col_of = self.col_of
        for c in range(52):
            col_of[c] = -1
        for j, col in enumerate(cols):
            for x in col:
                col_of[x & CARD_MASK] = j

    # -- reading ------------------------------------------------------------------------

    @property
    def is_won(self) -> bool:
        return self.removed == 4

    def key(self) -> bytes:
        """A canonical key: equal for boards that differ only by interchangeable columns.

        Columns are interchangeable unless they still await a reserve card (the deal puts
        its first card on column 1, and so on), so those keep their place and the others
        are sorted. Cells are interchangeable too (each takes and gives the same cards),
        so their cards are sorted. Score and the order of the foundations do not matter
        for winning.
        """
        cols = self.cols
        if self.cells:
            held = bytes(sorted(c for c in self.cells if c != EMPTY_CELL))
            return b"C" + held + b"\xfe" + b"\xff".join(sorted(cols))
        if self.reserve:
            fixed = self.targets
            rest = sorted(cols[j] for j in range(self.ncols) if j not in fixed)
            return b"R\xff" + b"\xff".join([*(cols[j] for j in fixed), *rest])
        return b"D\xff" + b"\xff".join(sorted(cols))

    def interchangeable(self, a: int, b: int) -> bool:
        """Whether swapping columns ``a`` and ``b`` can make no difference to the game."""
        if not self.reserve:
            return True
        return a not in self.targets and b not in self.targets

    def exposed_runs(self) -> list[int]:
        """Columns whose top 13 cards are a complete face-up run."""
        out = []
        for j, col in enumerate(self.cols):
            if len(col) >= 13 and col[-1] % 13 == 0 and col[-13:] == RUN_BYTES[col[-1] // 13]:
                out.append(j)
        return out

    def notation(self, move: SolverMove) -> str:
        """Engine move notation (``2:4H>7``, ``5:KS>F``, ``deal``, ``c1:5S>3``,
        ``4:9H>c2``) for a move not yet done."""
        src, index, dst = move
        if dst == DEAL_TARGET:
            return "deal"
        if src < 0:
            return f"c{FROM_CELL - src + 1}:{card_text(index)}>{dst + 1}"
        card = card_text(self.cols[src][index] & CARD_MASK)
        if dst <= TO_CELL:
            return f"{src + 1}:{card}>c{TO_CELL - dst + 1}"
        return f"{src + 1}:{card}>{'F' if dst == FOUNDATION else dst + 1}"

    def text(self) -> str:
        """A short readable dump, for debugging and error messages."""
        lines = []
        for j, col in enumerate(self.cols):
            cards = [
                ("_" if x & FACE_DOWN else "")
                + RANK_CHARS[(x & CARD_MASK) % 13]
                + SUIT_CHARS[(x & CARD_MASK) // 13]
                for x in col
            ]
            lines.append(f"{j + 1}: {' '.join(cards)}")
        if self.cells:
            held = ["-" if c == EMPTY_CELL else card_text(c) for c in self.cells]
            lines.append(f"cells: {' '.join(held)}")
        return "\n".join(lines)

    # -- changing -----------------------------------------------------------------------

    def do(self, move: SolverMove) -> Undo:
        """Play a legal move; returns what :meth:`undo` needs."""
        src, index, dst = move
        cols = self.cols
        if dst >= 0:
            if src < 0:
                return self._from_cell(move)
            col_of = self.col_of
            old_src = cols[src]
            old_dst = cols[dst]
            block = old_src[index:]
            rest = old_src[:index]
            if rest and rest[-1] & FACE_DOWN:
                rest = rest[:-1] + bytes((rest[-1] & CARD_MASK,))
            cols[src] = rest
            new = old_dst + block
            cols[dst] = new
            for x in block:
                col_of[x] = dst
            if len(new) >= 13 and new[-1] % 13 == 0 and new[-13:] == RUN_BYTES[new[-1] // 13]:
                self._take_run(dst)
                return (src, old_src, dst, old_dst, index, 1)
            return (src, old_src, dst, old_dst, index, 0)
        if dst == FOUNDATION:
            old = cols[src]
            self._take_run(src)
            return (src, old, FOUNDATION, b"", 0, 1)
        if dst == DEAL_TARGET:
            return self._deal()
        old = cols[src]
        cols[src] = turn_top_up(old[:-1])
        self.cells[TO_CELL - dst] = old[-1]
        self.col_of[old[-1]] = -1
        return (src, old, dst, b"", index, 0)

    def _from_cell(self, move: SolverMove) -> Undo:
        src, code, dst = move
        cols = self.cols
        self.cells[FROM_CELL - src] = EMPTY_CELL
        old = cols[dst]
        new = old + bytes((code,))
        cols[dst] = new
        self.col_of[code] = dst
        if len(new) >= 13 and code % 13 == 0 and new[-13:] == RUN_BYTES[code // 13]:
            self._take_run(dst)
            return (src, b"", dst, old, code, 1)
        return (src, b"", dst, old, code, 0)

    def undo(self, record: Undo) -> None:
        """Take back the move that returned ``record``."""
        src, old_src, dst, old_dst, index, removed = record
        cols = self.cols
        col_of = self.col_of
        if dst >= 0:
            if src < 0:
                self._undo_from_cell(record)
                return
            cols[src] = old_src
            cols[dst] = old_dst
            if removed:
                self.removed -= 1
                for x in old_dst:
                    col_of[x & CARD_MASK] = dst
            for x in old_src[index:]:
                col_of[x] = src
        elif dst == FOUNDATION:
            cols[src] = old_src
            self.removed -= 1
            for x in old_src[-13:]:
                col_of[x] = src
        elif dst == DEAL_TARGET:
            self._undeal(old_src, removed)
        else:
            cols[src] = old_src
            self.cells[TO_CELL - dst] = EMPTY_CELL
            col_of[old_src[-1]] = src

    def _undo_from_cell(self, record: Undo) -> None:
        src, _, dst, old_dst, code, removed = record
        self.cols[dst] = old_dst
        self.cells[FROM_CELL - src] = code
        col_of = self.col_of
        col_of[code] = -1
        if removed:
            self.removed -= 1
            for x in old_dst:
                col_of[x & CARD_MASK] = dst

    def _take_run(self, j: int) -> None:
        col = self.cols[j]
        for x in col[-13:]:
            self.col_of[x] = -1
        self.cols[j] = turn_top_up(col[:-13])
        self.removed += 1

    def _deal(self) -> Undo:
        cols = self.cols
        reserve = bytes(self.reserve)
        olds = tuple(cols[j] for j in self.targets)
        self._dealt_from.append(olds)
        for j, code in zip(self.targets, reserve, strict=True):
            cols[j] = cols[j] + bytes((code,))
            self.col_of[code] = j
        self.reserve = ()
        before = self.removed
        for j in self.targets:
            col = cols[j]
            if len(col) >= 13 and col[-1] % 13 == 0 and col[-13:] == RUN_BYTES[col[-1] // 13]:
                self._take_run(j)
        return (-1, reserve, DEAL_TARGET, b"", 0, self.removed - before)

    def _undeal(self, reserve: bytes, removed: int) -> None:
        self.reserve = tuple(reserve)
        self.removed -= removed
        olds = self._dealt_from.pop()
        for code in reserve:
            self.col_of[code] = -1
        for j, old in zip(self.targets, olds, strict=True):
            self.cols[j] = old
            for x in old:
                self.col_of[x & CARD_MASK] = j
