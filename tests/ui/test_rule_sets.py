"""The registry of rule sets: every rule set of the engine has each of its parts (its texts,
its family, whether it is graded, its kept winnable deals, its table of daily deals), and
the New Game dialog, the statistics and the solver all read them from it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import RULES
from scorpion_qt.engine.daily_table import FIRST_DATE, LAST_DATE, decode_table
from scorpion_qt.engine.deals import MAX_DEAL
from scorpion_qt.solver.grade import GRADED_RULES as SOLVER_GRADED
from scorpion_qt.ui.play.rule_sets import (
    ENTRIES,
    GRADED_RULES,
    RULE_FAMILIES,
    RULE_SETS,
    family_name,
    rules_description,
    rules_name,
)
from scorpion_qt.ui.services.translations import use_language

ENGLISH = {
    "classic": (
        "Classic",
        "Build down in the same suit: 7♠ on 8♠. Only Kings fill empty columns.",
    ),
    "relaxed": ("Relaxed", "Build down in any suit: 7♥ on 8♠. Runs must still be one suit."),
    "scorpion-ii": (
        "Scorpion II",
        "As Classic, but only columns 1 to 3 start with face-down cards.",
    ),
    "wasp": ("Wasp", "As Classic, but any card or block may fill an empty column."),
    "wasp-ii": ("Wasp II", "As Wasp, but only columns 1 to 3 start with face-down cards."),
    "three-blind-mice": (
        "Three Blind Mice",
        "Ten columns and no reserve: the last two cards lie in two cells, and each may be"
        " played onto a column.",
    ),
    "how-they-run": (
        "How They Run",
        "As Three Blind Mice, but the cells are free cells: a column's last card may also go"
        " into an empty cell.",
    ),
}


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    use_language("de")
    yield
    use_language("en")


def test_every_rule_set_of_the_engine_has_one_entry_in_its_order() -> None:
    assert list(RULE_SETS) == list(RULES)
    assert len(ENTRIES) == len(RULE_SETS)
    for rules, entry in RULE_SETS.items():
        assert entry.rules is RULES[rules]


@pytest.mark.parametrize("rules", list(RULES))
def test_each_rule_set_has_every_part(rules: str) -> None:
    entry = RULE_SETS[rules]
    assert (entry.name(), entry.description()) == ENGLISH[rules]
    assert entry.name() == entry.rules.name  # the engine's English name, translated here
    assert entry.family.name()
    assert entry.graded == (rules in SOLVER_GRADED)  # the solver grades what the UI offers
    deals = entry.winnable_deals
    assert deals and len(set(deals)) == len(deals)
    assert all(1 <= deal <= MAX_DEAL for deal in deals)
    table = decode_table(entry.daily_table.read_bytes(), str(entry.daily_table))
    assert table.row(FIRST_DATE) is not None and table.row(LAST_DATE) is not None


def test_the_families_group_every_rule_set_once() -> None:
    grouped = [rules for _family, members in RULE_FAMILIES for rules in members]
    assert grouped == list(RULES)
    assert [family for family, _members in RULE_FAMILIES] == [
        "scorpion",
        "wasp",
        "three-blind-mice",
    ]
    assert [family_name(family) for family, _ in RULE_FAMILIES] == [
        "Scorpion",
        "Wasp",
        "Three Blind Mice",
    ]


def test_graded_rule_sets_are_those_with_grade_thresholds() -> None:
    assert GRADED_RULES == SOLVER_GRADED == set(RULES) - {"wasp-ii", "three-blind-mice"}


def test_unknown_ids_keep_their_id_and_have_no_description() -> None:
    assert rules_name("spider") == "spider"
    assert rules_description("spider") == ""
    assert family_name("spider") == "spider"


def test_the_texts_are_translated_when_asked(german: None) -> None:
    """Texts are made at each call, in the language installed then: the registry is made
    once, at import, in whatever language was current."""
    assert rules_name("classic") == "Klassisch"
    assert rules_description("classic") != ENGLISH["classic"][1]
