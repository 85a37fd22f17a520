"""RULES.md §1: the rule book's example deal, with the face-down cards the tests use."""

RULE_BOOK_DEAL = """\
rules: classic
score: 0
reserve: 5S TS 2D
foundations: -
1: [QS 8S 2S] 3D JH TH 3S
2: [AH 5D JD] QH 3C 4H 7S
3: [AC 2C 6C] AS 7D 7H 3H
4: [TC KC 4S] KD 8H 7C 9S
5: 6H 8C JS 4C 9C 8D 5C
6: 6D QC KH 4D KS 9H JC
7: AD QD 9D 6S 2H TD 5H
"""
