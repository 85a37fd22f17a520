"""Move values, their notation, and the generator of legal moves."""

from __future__ import annotations

import enum
import functools
import re
from dataclasses import dataclass

from scorpion_qt.engine.cards import CARDS, RUNS, Card
from scorpion_qt.engine.errors import IllegalMove, Refusal
from scorpion_qt.engine.position import LOC_MASK, LOC_SHIFT, Position
from scorpion_qt.engine.rules import Build, CellRule, EmptyColumn


class MoveKind(enum.Enum):
    """What a move does; see :class:`Move` for the fields each kind uses."""

    BUILD = "build"  # a block onto a column
    FOUNDATION = "foundation"  # an exposed complete run to a foundation
    DEAL = "deal"  # the reserve onto its columns
    FROM_CELL = "from_cell"  # a cell's card onto a column (the Three Blind Mice family)
    TO_CELL = "to_cell"  # a column's last card into an empty cell (How They Run)


@dataclass(frozen=True, slots=True)
class Move:
    """A move. Columns and cells are 0-based here and 1-based in notation.

    ============  ========  ====  ======  ====  ==========
    kind          source    card  target  cell  notation
    ============  ========  ====  ======  ====  ==========
    BUILD         column    card  column  -1    ``2:4H>7``
    FOUNDATION    column    King  -1      -1    ``5:KS>F``
    DEAL          -1        None  -1      -1    ``deal``
    FROM_CELL     -1        card  column  cell  ``c1:5S>3``
    TO_CELL       column    card  -1      cell  ``4:9H>c2``
    ============  ========  ====  ======  ====  ==========

    ``str()`` writes the notation and :meth:`parse` reads it back.
    """

    kind: MoveKind
    source: int = -1
    card: Card | None = None
    target: int = -1
    cell: int = -1

    def __str__(self) -> str:
        kind = self.kind
        if kind is MoveKind.DEAL:
            return "deal"
        if kind is MoveKind.FROM_CELL:
            return f"c{self.cell + 1}:{self.card}>{self.target + 1}"
        if kind is MoveKind.TO_CELL:
            return f"{self.source + 1}:{self.card}>c{self.cell + 1}"
        dest = "F" if kind is MoveKind.FOUNDATION else str(self.target + 1)
        return f"{self.source + 1}:{self.card}>{dest}"

    @staticmethod
    @functools.lru_cache(maxsize=2048)
    def parse(text: str) -> Move:
        """Parse move notation; raises :class:`IllegalMove`: ``NOT_A_MOVE`` when malformed,
        ``CELL_TO_CELL`` for a cell to a cell, ``NOT_A_RUN`` for a cell to a foundation.
        A text's move (an immutable value) is kept: a game, a replayed log, a server's
        day of submissions parse the same texts again and again."""
        match = re.fullmatch(_MOVE, text.strip(), re.IGNORECASE)
        if match is None:
            if text.strip().lower() == "deal":
                return DEAL
            raise IllegalMove(Refusal.NOT_A_MOVE, text=text)
        source, card_text, dest = (group.lower() for group in match.groups())
        try:
            card = Card.parse(card_text)
        except ValueError:
            raise IllegalMove(Refusal.NOT_A_MOVE, text=text) from None
        from_cell, to_cell = source.startswith("c"), dest.startswith("c")
        if from_cell and to_cell:
            raise IllegalMove(Refusal.CELL_TO_CELL)
        if from_cell:
            if dest == "f":
                raise IllegalMove(Refusal.NOT_A_RUN)
            return Move(MoveKind.FROM_CELL, -1, card, int(dest) - 1, int(source[1:]) - 1)
        src = int(source) - 1
        if to_cell:
            return Move(MoveKind.TO_CELL, src, card, -1, int(dest[1:]) - 1)
        if dest == "f":
            return Move(MoveKind.FOUNDATION, src, card)
        return Move(MoveKind.BUILD, src, card, int(dest) - 1)


# compiled (and cached by re) on first use, not at import: the engine loads before the
# board is first painted
_MOVE = r"(c?\d+)\s*:\s*(\S+?)\s*>\s*(c?\d+|f)"

DEAL = Move(MoveKind.DEAL)

# Moves are interned per column count: the generator hands out these objects instead of
# building new ones. Tables are made on first use, keeping the import cheap, and a build
# table's rows (a source column's moves of one card) as each is first needed: a position
# needs a few dozen of its 364, and all 2,548 moves at once cost the first position's
# moves (and so the start-up, before the board shows) about 4 ms.
_Row = list[Move]
_Table = list[list[_Row | None]]
_BUILD: dict[int, _Table] = {}
_FOUNDATION: dict[int, list[list[Move]]] = {}
_KINGS = (12, 25, 38, 51)


def _build_table(columns: int) -> _Table:
    table = _BUILD.get(columns)
    if table is None:
        table = _BUILD[columns] = [[None] * 52 for _ in range(columns)]
    return table


def _build_row(table: _Table, s: int, c: int) -> _Row:
    """The moves of card ``c`` from column ``s`` onto each column, made and kept."""
    row = [Move(MoveKind.BUILD, s, CARDS[c], d) for d in range(len(table))]
    table[s][c] = row
    return row


def _foundation_table(columns: int) -> list[list[Move]]:
    table = _FOUNDATION.get(columns)
    if table is None:
        table = [
            [Move(MoveKind.FOUNDATION, s, CARDS[c]) for c in range(52)] for s in range(columns)
        ]
        _FOUNDATION[columns] = table
    return table


def exposed_run(column: tuple[int, ...], down: int) -> bool:
    """Whether the column ends with a complete face-up run King..Ace of one suit."""
    size = len(column)
    if size < 13 or column[-1] % 13 or size - 13 < down:
        return False
    return column[-13:] == RUNS[column[-1] // 13]


def legal_moves(pos: Position) -> list[Move]:
    """Every legal move, pointless ones included, in a stable order."""
    out: list[Move] = []
    empties = _build_moves(pos, out)
    if empties:
        _empty_column_moves(pos, empties, out)
    for s, col in enumerate(pos.columns):
        if len(col) >= 13 and exposed_run(col, pos.down[s]):
            out.append(_foundation_table(len(pos.columns))[s][col[-13]])
    if pos.cells:
        _cell_moves(pos, out)
    if pos.reserve:
        out.append(DEAL)
    return out


def _cell_moves(pos: Position, out: list[Move]) -> None:
    """Append the moves out of the cells onto columns, then those into empty cells."""
    columns = pos.columns
    same_suit = pos.rules.build is Build.SAME_SUIT
    king_only = pos.rules.empty_column is EmptyColumn.KING_ONLY
    empty_cells: list[int] = []
    for cell, code in enumerate(pos.cells):
        if code is None:
            empty_cells.append(cell)
            continue
        rank0 = code % 13
        for d, col in enumerate(columns):
            if col:
                top = col[-1]
                if top % 13 != rank0 + 1 or (same_suit and top != code + 1):
                    continue
            elif king_only and rank0 != 12:
                continue
            out.append(Move(MoveKind.FROM_CELL, -1, CARDS[code], d, cell))
    if empty_cells and pos.rules.cell_rule is CellRule.FREE:
        for s, col in enumerate(columns):
            if col:
                card = CARDS[col[-1]]
                out.extend(Move(MoveKind.TO_CELL, s, card, -1, cell) for cell in empty_cells)


def _build_moves(pos: Position, out: list[Move]) -> list[int]:
    """Append the moves onto non-empty columns; return the empty columns."""
    down = pos.down
    loc = pos.loc
    table = _BUILD.get(len(pos.columns)) or _build_table(len(pos.columns))
    same_suit = pos.rules.build is Build.SAME_SUIT
    empties: list[int] = []
    for d, col in enumerate(pos.columns):
        if not col:
            empties.append(d)
            continue
        top = col[-1]
        rank0 = top % 13
        if rank0 == 0:
            continue
        candidates = (top - 1,) if same_suit else (rank0 - 1, rank0 + 12, rank0 + 25, rank0 + 38)
        for c in candidates:
            place = loc[c]
            if place < 0:
                continue
            s = place >> LOC_SHIFT
            if s != d and place & LOC_MASK >= down[s]:
                out.append((table[s][c] or _build_row(table, s, c))[d])
    return empties


def _empty_column_moves(pos: Position, empties: list[int], out: list[Move]) -> None:
    movers = _KINGS if pos.rules.empty_column is EmptyColumn.KING_ONLY else range(52)
    for c in movers:
        place = pos.loc[c]
        if place < 0:
            continue
        s = place >> LOC_SHIFT
        if place & LOC_MASK >= pos.down[s]:
            table = _build_table(len(pos.columns))
            row = table[s][c] or _build_row(table, s, c)
            out.extend(row[d] for d in empties if d != s)
