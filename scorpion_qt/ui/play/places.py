"""A place on the board as one number: a 0-based column, a foundation, or a cell."""

from __future__ import annotations

FOUNDATION = -1  # any foundation (a run goes to the first free one)
_FIRST_CELL = -2  # cell 0 is -2, cell 1 is -3


def cell_place(cell: int) -> int:
    """The place of 0-based ``cell``."""
    return _FIRST_CELL - cell


def place_cell(place: int) -> int | None:
    """The 0-based cell a place is, or None for a column or a foundation."""
    return _FIRST_CELL - place if place <= _FIRST_CELL else None
