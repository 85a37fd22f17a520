"""Player names: NFKC-normalised, 1–24 characters, printable, unique ignoring case."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

MAX_LENGTH = 24

#: Unicode categories a name may not hold, with what to call them in a refusal.
FORBIDDEN = {
    "Cc": "a control character",
    "Cf": "a format character (such as a zero-width joiner or a direction override)",
    "Cs": "a surrogate",
    "Co": "a private-use character",
    "Cn": "an unassigned character",
    "Zl": "a line separator",
    "Zp": "a paragraph separator",
}


class BadName(ValueError):
    """Why a name cannot be registered, in words."""


@dataclass(frozen=True, slots=True)
class PlayerName:
    """A name as shown (``text``) and as compared for uniqueness (``key``)."""

    text: str
    key: str


def player_name(raw: str) -> PlayerName:
    """The name ``raw`` registers as: NFKC-normalised and stripped of surrounding white
    space, so that look-alike spellings (full-width letters, ligatures) are one name.
    Raises :class:`BadName`."""
    text = unicodedata.normalize("NFKC", raw).strip()
    if not text:
        raise BadName("the name is empty")
    if len(text) > MAX_LENGTH:
        raise BadName(f"the name has {len(text)} characters, more than {MAX_LENGTH}")
    for char in text:
        kind = FORBIDDEN.get(unicodedata.category(char))
        if kind is not None:
            raise BadName(f"the name holds {kind}, U+{ord(char):04X}")
    return PlayerName(text, name_key(text))


def name_key(text: str) -> str:
    """What two names must differ in: case folded, then NFKC again (folding can
    denormalise)."""
    return unicodedata.normalize("NFKC", text.casefold())
