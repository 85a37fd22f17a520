"""How hard a deal is: the grades a game, a filter and the New Game choice name."""

from __future__ import annotations

#: Easy, Medium, Hard (a game's grade is None while not known).
GRADES = ("E", "M", "H")


def check_grade(grade: str | None) -> None:
    """Raise ``ValueError`` unless ``grade`` is one of :data:`GRADES` or None."""
    if grade is not None and grade not in GRADES:
        raise ValueError(f"a grade is 'E', 'M', 'H' or None, not {grade!r}")
