"""Rule sets as data: columns, face-down pattern, reserve, build and empty-column rules."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Build(enum.Enum):
    """What a block's first card may be placed on."""

    SAME_SUIT = "same_suit"  # one rank higher, same suit (Classic)
    ANY_SUIT = "any_suit"  # one rank higher, any suit (Relaxed)


class EmptyColumn(enum.Enum):
    """What may go into an empty column."""

    KING_ONLY = "king_only"
    ANY = "any"  # Wasp


@dataclass(frozen=True, slots=True)
class Rules:
    """A Scorpion variant. ``id`` is stable: the database stores it."""

    id: str
    name: str
    column_sizes: tuple[int, ...]
    face_down: tuple[int, ...]
    reserve_size: int
    reserve_targets: tuple[int, ...]  # 0-based columns receiving the reserve, in order
    build: Build
    empty_column: EmptyColumn

    @property
    def columns(self) -> int:
        return len(self.column_sizes)


CLASSIC = Rules(
    id="classic",
    name="Classic",
    column_sizes=(7,) * 7,
    face_down=(3, 3, 3, 3, 0, 0, 0),
    reserve_size=3,
    reserve_targets=(0, 1, 2),
    build=Build.SAME_SUIT,
    empty_column=EmptyColumn.KING_ONLY,
)
RELAXED = Rules(
    id="relaxed",
    name="Relaxed",
    column_sizes=CLASSIC.column_sizes,
    face_down=CLASSIC.face_down,
    reserve_size=CLASSIC.reserve_size,
    reserve_targets=CLASSIC.reserve_targets,
    build=Build.ANY_SUIT,
    empty_column=EmptyColumn.KING_ONLY,
)

RULES: dict[str, Rules] = {r.id: r for r in (CLASSIC, RELAXED)}


def get_rules(rules_id: str) -> Rules:
    """The rule set registered under ``rules_id``; raises ``ValueError`` for an unknown id."""
    try:
        return RULES[rules_id]
    except KeyError:
        known = ", ".join(sorted(RULES))
        raise ValueError(f"unknown rules {rules_id!r} (known: {known})") from None
