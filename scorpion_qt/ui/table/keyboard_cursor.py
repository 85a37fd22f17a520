"""Where the keyboard focus is on the board, and how the arrow keys move it."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion_qt.engine import Position
from scorpion_qt.ui.play.places import cell_place, place_cell

RESERVE = -1  # the reserve pile, left of column 1


@dataclass(frozen=True, slots=True)
class Focus:
    """``column`` is 0-based, RESERVE, or a cell's place (:func:`cell_place`); ``index`` a
    card index in a column, -1 on an empty slot (a cell's card has index 0)."""

    column: int
    index: int


def top_focus(position: Position, column: int) -> Focus:
    if column == RESERVE:
        return Focus(RESERVE, -1)
    cell = place_cell(column)
    if cell is not None:
        return Focus(column, -1 if position.cells[cell] is None else 0)
    return Focus(column, len(position.columns[column]) - 1)


def clamp(focus: Focus, position: Position) -> Focus:
    """The focus made valid again after the position changed."""
    if focus.column == RESERVE:
        return focus if position.reserve else top_focus(position, 0)
    cell = place_cell(focus.column)
    if cell is not None:
        return top_focus(position, focus.column if cell < len(position.cells) else 0)
    if focus.column >= len(position.columns):
        return top_focus(position, 0)
    cards = position.columns[focus.column]
    if not cards:
        return Focus(focus.column, -1)
    if focus.index < position.down[focus.column] or focus.index >= len(cards):
        return top_focus(position, focus.column)
    return focus


def stops(position: Position) -> list[int]:
    """The piles the left and right arrows go through, left to right: the reserve while it
    holds cards, the cells, then the columns."""
    reserve = [RESERVE] if position.reserve else []
    cells = [cell_place(cell) for cell in range(len(position.cells))]
    return reserve + cells + list(range(len(position.columns)))


def step(focus: Focus, position: Position, dx: int, dy: int) -> Focus:
    """Move left/right between piles (dx) or up/down among a column's face-up cards (dy)."""
    if dx:
        piles = stops(position)
        at = piles.index(focus.column) if focus.column in piles else 0
        return top_focus(position, piles[(at + dx) % len(piles)])
    if focus.column < 0 or focus.index < 0:
        return focus
    lowest = position.down[focus.column]
    index = min(max(focus.index + dy, lowest), len(position.columns[focus.column]) - 1)
    return Focus(focus.column, index)


def focused_card(focus: Focus, position: Position) -> int | None:
    """The card code under the focus, if a card is focused."""
    if focus.column == RESERVE or focus.index < 0:
        return None
    cell = place_cell(focus.column)
    if cell is not None:
        return position.cells[cell]
    return position.columns[focus.column][focus.index]
