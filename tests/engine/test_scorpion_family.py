"""The Scorpion family (RULES.md §6): each rule set's layout, pinned deals, maximum score
and notation."""

from __future__ import annotations

import dataclasses

import pytest

from scorpion_qt.engine import (
    CLASSIC,
    HOW_THEY_RUN,
    RELAXED,
    RULES,
    SCORPION_II,
    THREE_BLIND_MICE,
    WASP,
    WASP_II,
    Build,
    CellRule,
    EmptyColumn,
    Game,
    NotationError,
    Rules,
    from_text,
    get_rules,
    to_text,
)
from tests.engine.test_deals import documented_deck

CLASSIC_1 = """\
rules: classic
score: 0
reserve: 2S 9H 7S
foundations: -
1: [7D 9C 4D] 8H 8D 5S JD
2: [6D 9S JC] 5D KD 3C 2D
3: [JH 5H 7H] 4H 2C AD 6S
4: [KC KH TH] TS JS TD 8S
5: QC 4S 6C 7C AS 5C AH
6: KS 6H QS QH QD 9D 3D
7: 3S AC 4C 2H 8C TC 3H
"""

CLASSIC_123456789 = """\
rules: classic
score: 0
reserve: KD TS 2C
foundations: -
1: [KC JC 4H] QC 6D 7S AS
2: [JH 7D 3C] TH KH 8C JS
3: [5D 3S 2D] 9D AD TC 9H
4: [7H 5H AH] 4C 9C 4S JD
5: 5C 9S 7C 3H QS 6H 3D
6: AC 6C QH 8D 8H QD 6S
7: 4D 2H 8S 2S KS 5S TD
"""

RELAXED_1 = """\
rules: relaxed
score: 0
reserve: 2S 9H 7S
foundations: -
1: [7D 9C 4D] 8H 8D 5S JD
2: [6D 9S JC] 5D KD 3C 2D
3: [JH 5H 7H] 4H 2C AD 6S
4: [KC KH TH] TS JS TD 8S
5: QC 4S 6C 7C AS 5C AH
6: KS 6H QS QH QD 9D 3D
7: 3S AC 4C 2H 8C TC 3H
"""

RELAXED_123456789 = """\
rules: relaxed
score: 0
reserve: KD TS 2C
foundations: -
1: [KC JC 4H] QC 6D 7S AS
2: [JH 7D 3C] TH KH 8C JS
3: [5D 3S 2D] 9D AD TC 9H
4: [7H 5H AH] 4C 9C 4S JD
5: 5C 9S 7C 3H QS 6H 3D
6: AC 6C QH 8D 8H QD 6S
7: 4D 2H 8S 2S KS 5S TD
"""

SCORPION_II_1 = """\
rules: scorpion-ii
score: 0
reserve: 2S 9H 7S
foundations: -
1: [7D 9C 4D] 8H 8D 5S JD
2: [6D 9S JC] 5D KD 3C 2D
3: [JH 5H 7H] 4H 2C AD 6S
4: KC KH TH TS JS TD 8S
5: QC 4S 6C 7C AS 5C AH
6: KS 6H QS QH QD 9D 3D
7: 3S AC 4C 2H 8C TC 3H
"""

SCORPION_II_123456789 = """\
rules: scorpion-ii
score: 0
reserve: KD TS 2C
foundations: -
1: [KC JC 4H] QC 6D 7S AS
2: [JH 7D 3C] TH KH 8C JS
3: [5D 3S 2D] 9D AD TC 9H
4: 7H 5H AH 4C 9C 4S JD
5: 5C 9S 7C 3H QS 6H 3D
6: AC 6C QH 8D 8H QD 6S
7: 4D 2H 8S 2S KS 5S TD
"""

WASP_1 = """\
rules: wasp
score: 0
reserve: 2S 9H 7S
foundations: -
1: [7D 9C 4D] 8H 8D 5S JD
2: [6D 9S JC] 5D KD 3C 2D
3: [JH 5H 7H] 4H 2C AD 6S
4: [KC KH TH] TS JS TD 8S
5: QC 4S 6C 7C AS 5C AH
6: KS 6H QS QH QD 9D 3D
7: 3S AC 4C 2H 8C TC 3H
"""

WASP_123456789 = """\
rules: wasp
score: 0
reserve: KD TS 2C
foundations: -
1: [KC JC 4H] QC 6D 7S AS
2: [JH 7D 3C] TH KH 8C JS
3: [5D 3S 2D] 9D AD TC 9H
4: [7H 5H AH] 4C 9C 4S JD
5: 5C 9S 7C 3H QS 6H 3D
6: AC 6C QH 8D 8H QD 6S
7: 4D 2H 8S 2S KS 5S TD
"""

WASP_II_1 = """\
rules: wasp-ii
score: 0
reserve: 2S 9H 7S
foundations: -
1: [7D 9C 4D] 8H 8D 5S JD
2: [6D 9S JC] 5D KD 3C 2D
3: [JH 5H 7H] 4H 2C AD 6S
4: KC KH TH TS JS TD 8S
5: QC 4S 6C 7C AS 5C AH
6: KS 6H QS QH QD 9D 3D
7: 3S AC 4C 2H 8C TC 3H
"""

WASP_II_123456789 = """\
rules: wasp-ii
score: 0
reserve: KD TS 2C
foundations: -
1: [KC JC 4H] QC 6D 7S AS
2: [JH 7D 3C] TH KH 8C JS
3: [5D 3S 2D] 9D AD TC 9H
4: 7H 5H AH 4C 9C 4S JD
5: 5C 9S 7C 3H QS 6H 3D
6: AC 6C QH 8D 8H QD 6S
7: 4D 2H 8S 2S KS 5S TD
"""

THREE_BLIND_MICE_1 = """\
rules: three-blind-mice
score: 0
cells: 9H 7S
foundations: -
1: 7D 9C 4D 8H 8D
2: 5S JD 6D 9S JC
3: 5D KD 3C 2D JH
4: 5H 7H 4H 2C AD
5: 6S KC KH TH TS
6: JS TD 8S QC 4S
7: 6C 7C AS 5C AH
8: [KS 6H QS] QH QD
9: [9D 3D 3S] AC 4C
10: [2H 8C TC] 3H 2S
"""

THREE_BLIND_MICE_123456789 = """\
rules: three-blind-mice
score: 0
cells: TS 2C
foundations: -
1: KC JC 4H QC 6D
2: 7S AS JH 7D 3C
3: TH KH 8C JS 5D
4: 3S 2D 9D AD TC
5: 9H 7H 5H AH 4C
6: 9C 4S JD 5C 9S
7: 7C 3H QS 6H 3D
8: [AC 6C QH] 8D 8H
9: [QD 6S 4D] 2H 8S
10: [2S KS 5S] TD KD
"""

HOW_THEY_RUN_1 = """\
rules: how-they-run
score: 0
cells: 9H 7S
foundations: -
1: 7D 9C 4D 8H 8D
2: 5S JD 6D 9S JC
3: 5D KD 3C 2D JH
4: 5H 7H 4H 2C AD
5: 6S KC KH TH TS
6: JS TD 8S QC 4S
7: 6C 7C AS 5C AH
8: [KS 6H QS] QH QD
9: [9D 3D 3S] AC 4C
10: [2H 8C TC] 3H 2S
"""

HOW_THEY_RUN_123456789 = """\
rules: how-they-run
score: 0
cells: TS 2C
foundations: -
1: KC JC 4H QC 6D
2: 7S AS JH 7D 3C
3: TH KH 8C JS 5D
4: 3S 2D 9D AD TC
5: 9H 7H 5H AH 4C
6: 9C 4S JD 5C 9S
7: 7C 3H QS 6H 3D
8: [AC 6C QH] 8D 8H
9: [QD 6S 4D] 2H 8S
10: [2S KS 5S] TD KD
"""

PINNED = {
    ("classic", 1): CLASSIC_1,
    ("classic", 123456789): CLASSIC_123456789,
    ("relaxed", 1): RELAXED_1,
    ("relaxed", 123456789): RELAXED_123456789,
    ("scorpion-ii", 1): SCORPION_II_1,
    ("scorpion-ii", 123456789): SCORPION_II_123456789,
    ("wasp", 1): WASP_1,
    ("wasp", 123456789): WASP_123456789,
    ("wasp-ii", 1): WASP_II_1,
    ("wasp-ii", 123456789): WASP_II_123456789,
    ("three-blind-mice", 1): THREE_BLIND_MICE_1,
    ("three-blind-mice", 123456789): THREE_BLIND_MICE_123456789,
    ("how-they-run", 1): HOW_THEY_RUN_1,
    ("how-they-run", 123456789): HOW_THEY_RUN_123456789,
}


@pytest.mark.parametrize(("rules", "deal"), list(PINNED))
def test_pinned_deals_of_every_rule_set_never_change(rules: str, deal: int) -> None:
    game = Game.new(deal, rules)
    assert game.to_text() == PINNED[rules, deal]
    assert from_text(PINNED[rules, deal]) == game.position


def test_every_rule_set_is_registered_under_its_id() -> None:
    family = (CLASSIC, RELAXED, SCORPION_II, WASP, WASP_II, THREE_BLIND_MICE, HOW_THEY_RUN)
    assert tuple(RULES.values()) == family
    for rules in family:
        assert get_rules(rules.id) is rules
        assert Game.new(3, rules.id).variant is rules


def test_each_variant_is_the_rule_set_it_differs_from_with_its_differences() -> None:
    """Besides its id, name and grade thresholds, a variant differs from its parent only
    in its own rules: Relaxed's build, the IIs' face-down cards, Wasp's empty columns, How
    They Run's free cells (and Three Blind Mice's layout, from Classic)."""

    def differences(parent: Rules, variant: Rules) -> set[str]:
        own = {"id", "name", "grade_cuts"}
        return {
            field.name
            for field in dataclasses.fields(Rules)
            if field.name not in own and getattr(parent, field.name) != getattr(variant, field.name)
        }

    assert differences(CLASSIC, RELAXED) == {"build"}
    assert differences(CLASSIC, SCORPION_II) == {"face_down"}
    assert differences(CLASSIC, WASP) == {"empty_column"}
    assert differences(WASP, WASP_II) == {"face_down"}
    assert differences(THREE_BLIND_MICE, HOW_THEY_RUN) == {"cell_rule"}
    assert differences(CLASSIC, THREE_BLIND_MICE) == {
        "column_sizes",
        "face_down",
        "reserve_size",
        "reserve_targets",
        "cells",
        "cell_rule",
    }


# id: name, column sizes, face-down counts, reserve, cells, cell rule, build, empty column
LAYOUTS = {
    "classic": ("Classic", [7] * 7, [3, 3, 3, 3, 0, 0, 0], 3, 0, CellRule.NONE),
    "relaxed": ("Relaxed", [7] * 7, [3, 3, 3, 3, 0, 0, 0], 3, 0, CellRule.NONE),
    "scorpion-ii": ("Scorpion II", [7] * 7, [3, 3, 3, 0, 0, 0, 0], 3, 0, CellRule.NONE),
    "wasp": ("Wasp", [7] * 7, [3, 3, 3, 3, 0, 0, 0], 3, 0, CellRule.NONE),
    "wasp-ii": ("Wasp II", [7] * 7, [3, 3, 3, 0, 0, 0, 0], 3, 0, CellRule.NONE),
    "three-blind-mice": (
        "Three Blind Mice",
        [5] * 10,
        [0] * 7 + [3] * 3,
        0,
        2,
        CellRule.PLAY_ONLY,
    ),
    "how-they-run": ("How They Run", [5] * 10, [0] * 7 + [3] * 3, 0, 2, CellRule.FREE),
}
BUILDS = {"relaxed": Build.ANY_SUIT}
EMPTIES = {"wasp": EmptyColumn.ANY, "wasp-ii": EmptyColumn.ANY}


@pytest.mark.parametrize("rules", list(LAYOUTS))
def test_each_rule_set_deals_its_layout(rules: str) -> None:
    name, sizes, down, reserve, cells, cell_rule = LAYOUTS[rules]
    variant = get_rules(rules)
    assert variant.name == name
    assert variant.build is BUILDS.get(rules, Build.SAME_SUIT)
    assert variant.empty_column is EMPTIES.get(rules, EmptyColumn.KING_ONLY)
    assert variant.cell_rule is cell_rule
    position = Game.new(1, rules).position
    assert [len(column) for column in position.columns] == sizes
    assert list(position.down) == down
    assert len(position.reserve) == reserve
    assert len(position.cells) == cells
    assert None not in position.cells
    assert position.score == 0
    assert position.foundations == ()


@pytest.mark.parametrize("deal", [1, 2, 99, 123456789, 2**32 - 1])
@pytest.mark.parametrize("rules", ["three-blind-mice", "how-they-run"])
def test_the_mice_deal_ten_columns_of_five_and_two_cells(deal: int, rules: str) -> None:
    deck = documented_deck(deal)
    position = Game.new(deal, rules).position
    columns = [[str(c) for c in position.column_cards(n)] for n in range(10)]
    assert columns == [deck[5 * n : 5 * n + 5] for n in range(10)]
    assert [str(card) for card in position.cell_cards()] == deck[50:]
    assert position.reserve == ()


@pytest.mark.parametrize("rules", ["relaxed", "scorpion-ii", "wasp", "wasp-ii"])
def test_the_seven_column_rule_sets_deal_classics_cards(rules: str) -> None:
    classic = Game.new(123456789).position
    position = Game.new(123456789, rules).position
    assert position.columns == classic.columns
    assert position.reserve == classic.reserve


MAX_SCORES = {
    "classic": 12 * 5 + 400 + 48 * 5,
    "relaxed": 700,
    "scorpion-ii": 9 * 5 + 400 + 48 * 5,
    "wasp": 700,
    "wasp-ii": 685,
    "three-blind-mice": 685,
    "how-they-run": 685,
}


@pytest.mark.parametrize("rules", list(MAX_SCORES))
def test_each_rule_sets_maximum_score_is_what_rules_md_says(rules: str) -> None:
    assert get_rules(rules).max_score == MAX_SCORES[rules]


@pytest.mark.parametrize("rules", list(MAX_SCORES))
def test_notation_checks_the_score_against_the_rule_sets_maximum(rules: str) -> None:
    text = PINNED[rules, 1]
    highest = MAX_SCORES[rules]
    assert from_text(text.replace("score: 0", f"score: {highest}")).score == highest
    with pytest.raises(NotationError) as error:
        from_text(text.replace("score: 0", f"score: {highest + 1}"))
    assert error.value.line == 2
    assert f"at most {highest}" in str(error.value)


MICE = PINNED["three-blind-mice", 1]
CLASSIC_TEXT = PINNED["classic", 1]


def edit(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


@pytest.mark.parametrize(
    ("text", "old", "new", "line", "words"),
    [
        # a cells line where the rule set has none
        (CLASSIC_TEXT, "foundations: -", "cells: - -\nfoundations: -", 4, "Classic has no cells"),
        # a reserve line where the rule set has none
        (MICE, "cells: 9H 7S", "reserve: -\ncells: 9H 7S", 3, "has no reserve"),
        # the wrong number of cells
        (MICE, "cells: 9H 7S", "cells: 9H", 3, "lists 2 cells"),
        (MICE, "cells: 9H 7S", "cells: 9H 7S -", 3, "lists 2 cells"),
        (MICE, "cells: 9H 7S", "cells:", 3, "not 0"),
        # a card twice, or no card
        (MICE, "cells: 9H 7S", "cells: 9H 7D", 5, "7D appears twice (first on line 3)"),
        (MICE, "1: 7D 9C 4D 8H 8D", "1: 7D 9C 4D 8H 9H", 5, "9H appears twice"),
        (MICE, "cells: 9H 7S", "cells: 9H 7X", 3, "unknown card"),
        # the wrong number of columns
        (MICE, "10: [2H 8C TC] 3H 2S\n", "10: [2H 8C TC] 3H 2S\n11:\n", 15, "no column 11"),
        (
            CLASSIC_TEXT,
            "7: 3S AC 4C 2H 8C TC 3H\n",
            "7: 3S AC 4C 2H 8C TC 3H\n8:\n",
            12,
            "Classic has 7 columns",
        ),
        (MICE, "10: [2H 8C TC] 3H 2S\n", "", 13, "column 10 is missing"),
    ],
)
def test_a_bad_family_position_names_the_line_and_the_problem(
    text: str, old: str, new: str, line: int, words: str
) -> None:
    with pytest.raises(NotationError) as error:
        from_text(edit(text, old, new))
    assert error.value.line == line, str(error.value)
    assert words in str(error.value)


def test_a_missing_cells_line_is_named() -> None:
    with pytest.raises(NotationError) as error:
        from_text(edit(MICE, "cells: 9H 7S\n", ""))
    assert "'cells:'" in str(error.value)
    assert error.value.line is not None


@pytest.mark.parametrize(("cells", "moved"), [("- 7S", "9H"), ("9H -", "7S")])
def test_an_empty_cell_is_a_dash(cells: str, moved: str) -> None:
    text = edit(MICE, "cells: 9H 7S", f"cells: {cells}")
    text = edit(text, "1: 7D 9C 4D 8H 8D", f"1: 7D 9C 4D 8H 8D {moved}")
    position = from_text(text)
    assert position.cells.count(None) == 1
    assert to_text(position) == text


def test_all_rules_ids_are_read_from_the_rules_line() -> None:
    for (rules, _), text in PINNED.items():
        assert from_text(text).rules is get_rules(rules)
        assert from_text(text.replace(f"rules: {rules}", f"rules: {rules.upper()}")).rules.id == (
            rules
        )
