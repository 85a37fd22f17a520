"""Move values, their notation, and the generator of legal moves."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from scorpion_qt.engine.cards import CARDS, RUNS, Card
from scorpion_qt.engine.errors import IllegalMove, Refusal
from scorpion_qt.engine.position import LOC_MASK, LOC_SHIFT, Position
from scorpion_qt.engine.rules import Build, EmptyColumn


class MoveKind(enum.Enum):
    BUILD = "build"  # a block onto a column
    FOUNDATION = "foundation"  # an exposed complete run to a foundation
    DEAL = "deal"  # the reserve onto its columns


@dataclass(frozen=True, slots=True)
class Move:
    """A move. Columns are 0-based here and 1-based in notation (``2:4H>7``)."""

    kind: MoveKind
    source: int = -1
    card: Card | None = None
    target: int = -1

    def __str__(self) -> str:
        if self.kind is MoveKind.DEAL:
            return "deal"
        dest = "F" if self.kind is MoveKind.FOUNDATION else str(self.target + 1)
        return f"{self.source + 1}:{self.card}>{dest}"

    @staticmethod
    def parse(text: str) -> Move:
        """Parse move notation; raises :class:`IllegalMove` (``NOT_A_MOVE``) when malformed."""
        match = re.fullmatch(_MOVE, text.strip())
        if match is None:
            if text.strip().lower() == "deal":
                return DEAL
            raise IllegalMove(Refusal.NOT_A_MOVE, text=text)
        source, card_text, dest = match.groups()
        try:
            card = Card.parse(card_text)
        except ValueError:
            raise IllegalMove(Refusal.NOT_A_MOVE, text=text) from None
        src = int(source) - 1
        if dest.upper() == "F":
            return Move(MoveKind.FOUNDATION, src, card)
        return Move(MoveKind.BUILD, src, card, int(dest) - 1)


# compiled (and cached by re) on first use, not at import: the engine loads before the
# board is first painted
_MOVE = r"(\d+)\s*:\s*(\S+?)\s*>\s*(\d+|[fF])"

DEAL = Move(MoveKind.DEAL)

# Moves are interned per column count: the generator hands out these objects instead of
# building new ones. Tables are made on first use, keeping the import cheap.
_Table = list[list[list[Move]]]
_BUILD: dict[int, _Table] = {}
_FOUNDATION: dict[int, list[list[Move]]] = {}
_KINGS = (12, 25, 38, 51)


def _build_table(columns: int) -> _Table:
    table = _BUILD.get(columns)
    if table is None:
        table = [
            [[Move(MoveKind.BUILD, s, CARDS[c], d) for d in range(columns)] for c in range(52)]
            for s in range(columns)
        ]
        _BUILD[columns] = table
    return table


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
    if pos.reserve:
        out.append(DEAL)
    return out


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
                out.append(table[s][c][d])
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
            out.extend(table[s][c][d] for d in empties if d != s)
