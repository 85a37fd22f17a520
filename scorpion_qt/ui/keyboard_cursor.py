"""Where the keyboard focus is on the board, and how the arrow keys move it."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion_qt.engine import Position

RESERVE = -1  # the reserve pile, left of column 1


@dataclass(frozen=True, slots=True)
class Focus:
    """``column`` is 0-based or RESERVE; ``index`` a card index in it, -1 on an empty slot."""

    column: int
    index: int


def top_focus(position: Position, column: int) -> Focus:
    if column == RESERVE:
        return Focus(RESERVE, -1)
    return Focus(column, len(position.columns[column]) - 1)


def clamp(focus: Focus, position: Position) -> Focus:
    """The focus made valid again after the position changed."""
    if focus.column == RESERVE:
        return focus if position.reserve else top_focus(position, 0)
    cards = position.columns[focus.column]
    if not cards:
        return Focus(focus.column, -1)
    if focus.index < position.down[focus.column] or focus.index >= len(cards):
        return top_focus(position, focus.column)
    return focus


def step(focus: Focus, position: Position, dx: int, dy: int) -> Focus:
    """Move left/right between piles (dx) or up/down among a column's face-up cards (dy)."""
    if dx:
        stops = ([RESERVE] if position.reserve else []) + list(range(len(position.columns)))
        at = stops.index(focus.column) if focus.column in stops else 0
        return top_focus(position, stops[(at + dx) % len(stops)])
    if focus.column == RESERVE or focus.index < 0:
        return focus
    lowest = position.down[focus.column]
    index = min(max(focus.index + dy, lowest), len(position.columns[focus.column]) - 1)
    return Focus(focus.column, index)


def focused_card(focus: Focus, position: Position) -> int | None:
    """The card code under the focus, if a card is focused."""
    if focus.column == RESERVE or focus.index < 0:
        return None
    return position.columns[focus.column][focus.index]
