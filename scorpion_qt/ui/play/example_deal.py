"""The rule book's example deal (RULES.md §1) for Help → Play the Example Deal: the face-up
cards are the rule book's; its face-down cards and reserve, which the rule book does not
show, are a completion the solver proves winnable after the rule book's first move."""

from __future__ import annotations

from typing import Final

EXAMPLE_DEAL: Final = """\
rules: classic
score: 0
reserve: 5S 4S QS
foundations: -
1: [TS 5D 2C] 3D JH TH 3S
2: [AH JD TC] QH 3C 4H 7S
3: [6C 2D AC] AS 7D 7H 3H
4: [KC 2S 8S] KD 8H 7C 9S
5: 6H 8C JS 4C 9C 8D 5C
6: 6D QC KH 4D KS 9H JC
7: AD QD 9D 6S 2H TD 5H
"""

#: "the first move of a won game" in the rule book: 4♥ onto 5♥, carrying 7♠ with it
FIRST_MOVE: Final = "2:4H>7"
