"""Positions that tests in several files play from (the rule book's deal: tests/rule_book.py)."""

#: One move (``2:AS>1``) from a win: three runs removed, the spades on the board.
NEARLY_WON = """\
rules: classic
reserve: -
foundations: H D C
1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
2: AS
3:
4:
5:
6:
7:
"""
