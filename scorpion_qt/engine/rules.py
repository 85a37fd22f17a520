"""Rule sets as data: columns, face-down pattern, reserve, cells, build and empty-column rules,
and the grade thresholds of their deals. A variant is the rule set it differs from with its
differences replaced (PySolFC's way); :data:`RULES` registers each under its stable id."""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

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
    follow ``cell_rule``. ``grade_cuts`` grades the winnable deals (see
    :mod:`scorpion_qt.solver.grade`): the least ease of an Easy deal and of a Medium one;
    None where the deals are not graded.
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
    grade_cuts: tuple[int, int] | None = None

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

# The grade cuts (least ease of an Easy deal, of a Medium one: scorpion_qt.solver.grade)
# were set on 300 of each rule set's winnable daily deals of 2024 and checked on others
# (tests/benchmarks/bench_grades.py): a greedy player's wins fall from Easy to Medium to
# Hard, at least 1.3 times at each step. Where no cuts gave that, the deals have no grade.
CLASSIC = Rules(
    id="classic",
    name="Classic",
    column_sizes=_SEVEN_COLUMNS,
    face_down=_FACE_DOWN_4,
    reserve_size=3,
    reserve_targets=_RESERVE_TARGETS,
    build=Build.SAME_SUIT,
    empty_column=EmptyColumn.KING_ONLY,
    grade_cuts=(1028, 156),
)
RELAXED = replace(
    CLASSIC, id="relaxed", name="Relaxed", build=Build.ANY_SUIT, grade_cuts=(486, 266)
)
SCORPION_II = replace(
    CLASSIC, id="scorpion-ii", name="Scorpion II", face_down=_FACE_DOWN_3, grade_cuts=(992, 151)
)
WASP = replace(
    CLASSIC, id="wasp", name="Wasp", empty_column=EmptyColumn.ANY, grade_cuts=(1037, 136)
)
WASP_II = replace(WASP, id="wasp-ii", name="Wasp II", face_down=_FACE_DOWN_3, grade_cuts=None)
THREE_BLIND_MICE = replace(
    CLASSIC,
    id="three-blind-mice",
    name="Three Blind Mice",
    column_sizes=(5,) * 10,
    face_down=(0,) * 7 + (3,) * 3,
    reserve_size=0,
    reserve_targets=(),
    cells=2,
    cell_rule=CellRule.PLAY_ONLY,
    grade_cuts=None,
)
HOW_THEY_RUN = replace(
    THREE_BLIND_MICE,
    id="how-they-run",
    name="How They Run",
    cell_rule=CellRule.FREE,
    grade_cuts=(1022, 216),
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
