"""Values read back from a row, checked at the store's edge: a row may hold what it should
not (text in a number column, written by another program or by damage), and that must never
reach the UI. What is not of its kind is logged and read as 0, false or not known. Standard
library only: the start-up's quick look at the game in progress uses them too."""

from __future__ import annotations

import logging

from scorpion_qt.store.grades import GRADES

log = logging.getLogger(__name__)


def whole(value: object, what: str = "a number") -> int:
    """An integer as stored; anything else (text, a blob) is logged and read as 0."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    log.warning("%s holds %r, read as 0", what, value)
    return 0


def real(value: object, what: str = "a number") -> float:
    """A float as stored; anything else is logged and read as 0.0."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    log.warning("%s holds %r, read as 0", what, value)
    return 0.0


def whole_or_none(value: object, what: str = "a number") -> int | None:
    return None if value is None else whole(value, what)


def real_or_none(value: object, what: str = "a number") -> float | None:
    return None if value is None else real(value, what)


def flag(value: object, what: str = "a flag") -> bool:
    """A boolean as stored (0 or 1); anything else is logged and read as False."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float) and value in (0, 1):
        return bool(value)
    log.warning("%s holds %r, read as false", what, value)
    return False


def flag_or_none(value: object, what: str = "a flag") -> bool | None:
    return None if value is None else flag(value, what)


def grade(value: object, what: str = "a grade") -> str | None:
    """A grade as stored; anything else (the check keeps it out) is logged, read as None."""
    if value is None or value in GRADES:
        return None if value is None else str(value)
    log.warning("%s holds %r, read as not known", what, value)
    return None
