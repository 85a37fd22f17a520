"""Every rule set the app offers, in one place: the engine's rules with their translated name
and one-line description, their family in the New Game dialog, whether their deals have
grades, the winnable deals kept for them and their table of daily deals.

Adding a variant is its data in :mod:`scorpion_qt.engine.rules` (with its grade thresholds)
plus one :class:`RuleSet` in :data:`ENTRIES` here, and its table of daily deals in
``resources/daily`` (``packaging/daily_table.py`` writes it); a test fails until each part
is there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine.rules import (
    CLASSIC,
    HOW_THEY_RUN,
    RELAXED,
    SCORPION_II,
    THREE_BLIND_MICE,
    WASP,
    WASP_II,
    Rules,
)
from scorpion_qt.package_files import daily_table_file

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text;
# the texts keep the "Rules" context they have always had in the translations.
translate = QCoreApplication.translate

#: a translated text, made when asked: the language may change while the app runs
Text = Callable[[], str]


@dataclass(frozen=True, slots=True)
class Family:
    """A group of rule sets in the New Game dialog."""

    id: str
    name: Text


@dataclass(frozen=True, slots=True)
class RuleSet:
    """What the app knows of a rule set besides its rules: its texts, its family and the
    winnable deals kept for it (proven within 20,000 nodes; see
    :mod:`scorpion_qt.ui.play.winnable_deals`)."""

    rules: Rules
    family: Family
    name: Text
    description: Text
    winnable_deals: tuple[int, ...]

    @property
    def id(self) -> str:
        return self.rules.id

    @property
    def graded(self) -> bool:
        """Whether its winnable deals have grades (its rules give grade thresholds)."""
        return self.rules.grade_cuts is not None

    @property
    def daily_table(self) -> Path:
        """Its pinned table of daily deals, as shipped."""
        return daily_table_file(self.id)


SCORPION = Family("scorpion", lambda: translate("Rules", "Scorpion"))
WASPS = Family("wasp", lambda: translate("Rules", "Wasp"))
MICE = Family("three-blind-mice", lambda: translate("Rules", "Three Blind Mice"))

# The kept winnable deals are the first 64 deals of the SplitMix64 stream seeded with
# 20250101 (each ``next() % MAX_DEAL + 1``) that the solver proves winnable within 20,000
# nodes under Classic rules and then under Relaxed ones; for the other rule sets, those of
# them it proves winnable under that rule set within the same budget
# (tests/ui/test_first_game.py proves each again).
_FIRST_64 = (
    1059757628, 2859989432, 3646129885, 1696604587, 3689067593, 2968457490, 3732142535,
    3473072348, 206504922, 2846401827, 2365347873, 362018754, 1842479020, 2735282075,
    4136556431, 1413992401, 2750964795, 4001098834, 64960621, 2918446082, 3020433403,
    2335485597, 363086162, 2432149326, 3998522273, 2855424705, 1083395948, 3051448495,
    1162323646, 3322631936, 1073179620, 637865691, 1719928179, 4084036661, 2383235272,
    1953797010, 1551628657, 1346538568, 924120385, 2258512015, 2656453672, 3752563206,
    3252056181, 3303624714, 3874104539, 728989278, 2149183177, 2949852641, 3411093078,
    3161365381, 1821034907, 4149045362, 120848911, 4170326957, 508976017, 1308594780,
    1047966031, 1951968827, 3828379212, 1555858791, 3998419008, 448194784, 1756915876,
    3714503022,
)  # fmt: skip

_WASP_DEALS = (
    1059757628, 2859989432, 1696604587, 3689067593, 2968457490, 3732142535, 206504922,
    2846401827, 2365347873, 1842479020, 2735282075, 4136556431, 1413992401, 2750964795,
    4001098834, 64960621, 3020433403, 2335485597, 363086162, 2432149326, 3998522273,
    2855424705, 1083395948, 3051448495, 1162323646, 3322631936, 1073179620, 637865691,
    4084036661, 2383235272, 1953797010, 1551628657, 1346538568, 924120385, 2258512015,
    2656453672, 3752563206, 3252056181, 3303624714, 3874104539, 728989278, 2149183177,
    2949852641, 3411093078, 1821034907, 120848911, 508976017, 1308594780, 1047966031,
    1951968827, 3828379212, 1555858791, 3998419008, 448194784, 1756915876, 3714503022,
)  # fmt: skip

_WASP_II_DEALS = (
    1059757628, 2859989432, 1696604587, 3689067593, 2968457490, 3732142535, 206504922,
    2846401827, 2365347873, 2735282075, 4136556431, 2750964795, 4001098834, 64960621,
    363086162, 2432149326, 3998522273, 2855424705, 1083395948, 1162323646, 3322631936,
    1073179620, 637865691, 1719928179, 4084036661, 2383235272, 1953797010, 1551628657,
    1346538568, 924120385, 2258512015, 2656453672, 3752563206, 3252056181, 3303624714,
    728989278, 2149183177, 2949852641, 3411093078, 1821034907, 4149045362, 120848911,
    508976017, 1308594780, 1047966031, 3828379212, 1555858791, 3998419008, 448194784,
    1756915876, 3714503022,
)  # fmt: skip

_MICE_DEALS = (
    1059757628, 3646129885, 3473072348, 206504922, 362018754, 2335485597, 2855424705,
    1083395948, 1719928179, 1346538568, 2656453672, 3752563206, 3303624714, 728989278,
    3411093078, 3161365381, 4149045362, 1951968827, 3998419008, 1756915876,
)  # fmt: skip

_RUN_DEALS = (
    1059757628, 2859989432, 3646129885, 3689067593, 2968457490, 3732142535, 3473072348,
    206504922, 2846401827, 362018754, 1842479020, 4136556431, 1413992401, 4001098834,
    64960621, 2918446082, 3020433403, 2335485597, 2432149326, 3998522273, 2855424705,
    1083395948, 3051448495, 1162323646, 3322631936, 637865691, 1719928179, 4084036661,
    2383235272, 1551628657, 1346538568, 924120385, 2656453672, 3752563206, 3252056181,
    3303624714, 3874104539, 728989278, 2149183177, 3411093078, 3161365381, 1821034907,
    4149045362, 120848911, 508976017, 1047966031, 1951968827, 3828379212, 1555858791,
    3998419008, 1756915876, 3714503022,
)  # fmt: skip

#: every rule set, in the order the app lists them (the engine's, RULES.md §6)
ENTRIES: tuple[RuleSet, ...] = (
    RuleSet(
        CLASSIC,
        SCORPION,
        lambda: translate("Rules", "Classic"),
        lambda: translate(
            "Rules", "Build down in the same suit: 7♠ on 8♠. Only Kings fill empty columns."
        ),
        _FIRST_64,
    ),
    RuleSet(
        RELAXED,
        SCORPION,
        lambda: translate("Rules", "Relaxed"),
        lambda: translate(
            "Rules", "Build down in any suit: 7♥ on 8♠. Runs must still be one suit."
        ),
        _FIRST_64,
    ),
    RuleSet(
        SCORPION_II,
        SCORPION,
        lambda: translate("Rules", "Scorpion II"),
        lambda: translate(
            "Rules", "As Classic, but only columns 1 to 3 start with face-down cards."
        ),
        _FIRST_64,
    ),
    RuleSet(
        WASP,
        WASPS,
        lambda: translate("Rules", "Wasp"),
        lambda: translate("Rules", "As Classic, but any card or block may fill an empty column."),
        _WASP_DEALS,
    ),
    RuleSet(
        WASP_II,
        WASPS,
        lambda: translate("Rules", "Wasp II"),
        lambda: translate(
            "Rules",
            "As Wasp, but only columns 1 to 3 start with face-down cards.",
        ),
        _WASP_II_DEALS,
    ),
    RuleSet(
        THREE_BLIND_MICE,
        MICE,
        lambda: translate("Rules", "Three Blind Mice"),
        lambda: translate(
            "Rules",
            "Ten columns and no reserve: the last two cards lie in two cells, and each may"
            " be played onto a column.",
        ),
        _MICE_DEALS,
    ),
    RuleSet(
        HOW_THEY_RUN,
        MICE,
        lambda: translate("Rules", "How They Run"),
        lambda: translate(
            "Rules",
            "As Three Blind Mice, but the cells are free cells: a column's last card may"
            " also go into an empty cell.",
        ),
        _RUN_DEALS,
    ),
)

#: every rule set by id, in the order the app lists them
RULE_SETS: dict[str, RuleSet] = {entry.id: entry for entry in ENTRIES}

#: the rule sets as the New Game dialog groups them: (family id, its rule set ids)
RULE_FAMILIES: tuple[tuple[str, tuple[str, ...]], ...] = tuple(
    (family.id, tuple(entry.id for entry in ENTRIES if entry.family is family))
    for family in dict.fromkeys(entry.family for entry in ENTRIES)
)

#: the rule sets whose deals have grades
GRADED_RULES = frozenset(entry.id for entry in ENTRIES if entry.graded)

_FAMILIES = {entry.family.id: entry.family for entry in ENTRIES}


def family_name(family: str) -> str:
    """A family of rule sets' translated name (the New Game dialog's groups)."""
    found = _FAMILIES.get(family)
    return family if found is None else found.name()


def rules_name(rules_id: str) -> str:
    """A rule set's translated name; an unknown id as it is."""
    entry = RULE_SETS.get(rules_id)
    return rules_id if entry is None else entry.name()


def rules_description(rules_id: str) -> str:
    """A rule set's translated one-line description; empty for an unknown id."""
    entry = RULE_SETS.get(rules_id)
    return "" if entry is None else entry.description()
