"""Rule sets as data: columns, face-down pattern, reserve, cells, build and empty-column rules."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scorpion_qt.engine.scoring import CARD_TURNED_UP, RUN_REMOVED, SAME_SUIT_PLACEMENT

#: the cards that can earn the same-suit bonus: every card but the four Kings
BONUS_CARDS = 48


class Build(enum.Enum):
    """What a block's first card may be placed on."""

    SAME_SUIT = "same_suit"  # one rank higher, same suit (Classic)
    ANY_SUIT = "any_suit"  # one rank higher, any suit (Relaxed)


class EmptyColumn(enum.Enum):
    """What may go into an empty column."""

    KING_ONLY = "king_only"
    ANY = "any"  # Wasp


class CellRule(enum.Enum):
    """What the cells beside the board (the Three Blind Mice family) allow.

    ``NONE``: the rule set has no cells. ``PLAY_ONLY`` (Three Blind Mice): a cell's card
    may be played onto a column at any time, as a move; nothing is ever placed in a cell.
    ``FREE`` (How They Run): as ``PLAY_ONLY``, and any single card that is the last card
    of its column may also be put into an empty cell. A card never moves from one cell
    to the other.
    """

    NONE = "none"
    PLAY_ONLY = "play_only"
    FREE = "free"


@dataclass(frozen=True, slots=True)
class Rules:
    """A Scorpion variant (RULES.md §6). ``id`` is stable: the database stores it.

    ``name`` is a short English name (the UI translates its own). ``column_sizes`` and
    ``face_down`` give the deal's layout, column by column; ``reserve_size`` cards are
    dealt face-down into the reserve, whose deal puts one card on each of
    ``reserve_targets`` in order; ``cells`` cards are dealt face-up into the cells, which
    follow ``cell_rule``.
    """

    id: str
    name: str
    column_sizes: tuple[int, ...]
    face_down: tuple[int, ...]
    reserve_size: int
    reserve_targets: tuple[int, ...]  # 0-based columns receiving the reserve, in order
    build: Build
    empty_column: EmptyColumn
    cells: int = 0
    cell_rule: CellRule = CellRule.NONE

    @property
    def columns(self) -> int:
        return len(self.column_sizes)

    @property
    def max_score(self) -> int:
        """The highest score a game of these rules reaches (RULES.md §4): every face-down
        card turned up, four runs removed, and each card but the Kings placed once on its
        same-suit parent (a card earns that bonus at most once a game)."""
        return (
            sum(self.face_down) * CARD_TURNED_UP
            + 4 * RUN_REMOVED
            + BONUS_CARDS * SAME_SUIT_PLACEMENT
        )


_SEVEN_COLUMNS = (7,) * 7
_FACE_DOWN_4 = (3, 3, 3, 3, 0, 0, 0)
_FACE_DOWN_3 = (3, 3, 3, 0, 0, 0, 0)
_RESERVE_TARGETS = (0, 1, 2)

CLASSIC = Rules(
    id="classic",
    name="Classic",
    column_sizes=_SEVEN_COLUMNS,
    face_down=_FACE_DOWN_4,
    reserve_size=3,
    reserve_targets=_RESERVE_TARGETS,
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
SCORPION_II = Rules(
    id="scorpion-ii",
    name="Scorpion II",
    column_sizes=_SEVEN_COLUMNS,
    face_down=_FACE_DOWN_3,
    reserve_size=3,
    reserve_targets=_RESERVE_TARGETS,
    build=Build.SAME_SUIT,
    empty_column=EmptyColumn.KING_ONLY,
)
WASP = Rules(
    id="wasp",
    name="Wasp",
    column_sizes=_SEVEN_COLUMNS,
    face_down=_FACE_DOWN_4,
    reserve_size=3,
    reserve_targets=_RESERVE_TARGETS,
    build=Build.SAME_SUIT,
    empty_column=EmptyColumn.ANY,
)
WASP_II = Rules(
    id="wasp-ii",
    name="Wasp II",
    column_sizes=_SEVEN_COLUMNS,
    face_down=_FACE_DOWN_3,
    reserve_size=3,
    reserve_targets=_RESERVE_TARGETS,
    build=Build.SAME_SUIT,
    empty_column=EmptyColumn.ANY,
)
THREE_BLIND_MICE = Rules(
    id="three-blind-mice",
    name="Three Blind Mice",
    column_sizes=(5,) * 10,
    face_down=(0,) * 7 + (3,) * 3,
    reserve_size=0,
    reserve_targets=(),
    build=Build.SAME_SUIT,
    empty_column=EmptyColumn.KING_ONLY,
    cells=2,
    cell_rule=CellRule.PLAY_ONLY,
)
HOW_THEY_RUN = Rules(
    id="how-they-run",
    name="How They Run",
    column_sizes=THREE_BLIND_MICE.column_sizes,
    face_down=THREE_BLIND_MICE.face_down,
    reserve_size=0,
    reserve_targets=(),
    build=Build.SAME_SUIT,
    empty_column=EmptyColumn.KING_ONLY,
    cells=2,
    cell_rule=CellRule.FREE,
)

#: every rule set by id, in the order of RULES.md §6's table
RULES: dict[str, Rules] = {
    r.id: r for r in (CLASSIC, RELAXED, SCORPION_II, WASP, WASP_II, THREE_BLIND_MICE, HOW_THEY_RUN)
}


def get_rules(rules_id: str) -> Rules:
    """The rule set registered under ``rules_id``; raises ``ValueError`` for an unknown id."""
    try:
        return RULES[rules_id]
    except KeyError:
        known = ", ".join(sorted(RULES))
        raise ValueError(f"unknown rules {rules_id!r} (known: {known})") from None
