"""The solver's working board: columns as bytes, moves done and undone in place.

A column is a ``bytes`` object holding card codes bottom to top; a face-down card is
stored as ``code | FACE_DOWN``, so ``column.find(code)`` only ever finds face-up cards and
the bytes of the columns describe the whole board. Moving a block or undoing it swaps two
``bytes`` objects and relabels the moved cards in ``col_of``.

The board plays exactly like the engine (:func:`scorpion_qt.engine.play.apply`): a run
formed on the column that received cards is removed, then a face-down card left on top
turns up; after the reserve deal, columns are checked in dealing order. The solver
replays every winning line through the engine anyway before reporting it.
"""

from __future__ import annotations

from scorpion_qt.engine.cards import RANK_CHARS, SUIT_CHARS, card_text
from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import Build, EmptyColumn

FACE_DOWN = 64
CARD_MASK = 63
KINGS = (12, 25, 38, 51)
#: a complete face-up run of each suit, King (bottom) to Ace (top)
RUN_BYTES = tuple(bytes(s * 13 + r for r in range(12, -1, -1)) for s in range(4))

#: solver moves are ``(source, index, target)``; these targets mark the other kinds
FOUNDATION = -1
DEAL_TARGET = -2
SolverMove = tuple[int, int, int]
DEAL_MOVE: SolverMove = (-1, -1, DEAL_TARGET)

#: what undoing a move needs: (source, old source, target, old target, index, runs removed);
#: for the deal, (-1, reserve, DEAL_TARGET, b"", 0, runs removed)
Undo = tuple[int, bytes, int, bytes, int, int]


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
        "classic",
        "col_of",
        "cols",
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
        self._dealt_from: list[tuple[bytes, ...]] = []
        self.col_of = [-1] * 52
        for j, col in enumerate(self.cols):
            for x in col:
                self.col_of[x & CARD_MASK] = j

    def load(self, cols: tuple[bytes, ...], reserve: tuple[int, ...], removed: int) -> None:
        """Set the board to a stored state (columns, reserve, runs removed)."""
        self.cols = list(cols)
        self.reserve = reserve
        self.removed = removed
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
        are sorted. Score and the order of the foundations do not matter for winning.
        """
        cols = self.cols
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
        """Engine move notation (``2:4H>7``, ``5:KS>F``, ``deal``) for a move not yet done."""
        src, index, dst = move
        if dst == DEAL_TARGET:
            return "deal"
        card = card_text(self.cols[src][index] & CARD_MASK)
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
        return "\n".join(lines)

    # -- changing -----------------------------------------------------------------------

    def do(self, move: SolverMove) -> Undo:
        """Play a legal move; returns what :meth:`undo` needs."""
        src, index, dst = move
        cols = self.cols
        if dst >= 0:
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
        return self._deal()

    def undo(self, record: Undo) -> None:
        """Take back the move that returned ``record``."""
        src, old_src, dst, old_dst, index, removed = record
        cols = self.cols
        col_of = self.col_of
        if dst >= 0:
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
        else:
            self._undeal(old_src, removed)

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
