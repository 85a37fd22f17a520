"""Positions of the Scorpion family that the board's tests play from."""

#: Three Blind Mice: 10♣ in cell 1 fits on J♣ ending column 2; 7♠ in cell 2 fits nowhere
MICE = """\
rules: three-blind-mice
cells: TC 7S
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
10: [2H 8C 9H] 3H 2S
"""

#: How They Run: cell 1 is empty, 2♠ ends column 10 on 3♥
RUN = """\
rules: how-they-run
cells: - 7S
foundations: -
1: 7D 9C 4D 8H 8D
2: 5S JD 6D 9S JC TC
3: 5D KD 3C 2D JH
4: 5H 7H 4H 2C AD
5: 6S KC KH TH TS
6: JS TD 8S QC 4S
7: 6C 7C AS 5C AH
8: [KS 6H QS] QH QD
9: [9D 3D 3S] AC 4C
10: [2H 8C 9H] 3H 2S
"""

#: Wasp: column 7 is empty, and 8♥ (with the six cards on it) may go there: no King
WASP = """\
rules: wasp
reserve: -
foundations: -
1: [7D 9C 4D] 8H 8D 5S JD 2S 9H 7S
2: [6D 9S JC] 5D KD 3C 2D
3: [JH 5H 7H] 4H 2C AD 6S
4: [KC KH TH] TS JS TD 8S
5: QC 4S 6C 7C AS 5C AH
6: KS 6H QS QH QD 9D 3D 3S AC 4C 2H 8C TC 3H
7:
"""
