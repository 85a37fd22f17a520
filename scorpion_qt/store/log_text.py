"""How a game's action log is stored: one text, its actions in order separated by a space
(no action's notation holds one). Standard library only: the start-up's quick look at the
database reads logs before SQLAlchemy is loaded."""

from __future__ import annotations

from collections.abc import Iterable

LOG_SEPARATOR = " "


def pack_log(actions: Iterable[str]) -> str:
    """A log as it is stored."""
    return LOG_SEPARATOR.join(actions)


def unpack_log(packed: object) -> list[str]:
    """The actions of a stored log; raises ``ValueError`` if it is not text."""
    if not isinstance(packed, str):
        raise ValueError(f"a stored log is {type(packed).__name__}, not text")
    return packed.split(LOG_SEPARATOR) if packed else []
