"""Deals the solver has proven winnable, to start a winnable game with no search to wait for."""

from __future__ import annotations

import random
from typing import Final

#: Proven winnable under Classic and under Relaxed rules: the first 64 deals of the
#: SplitMix64 stream seeded with 20250101 (each ``next() % MAX_DEAL + 1``) that the solver
#: proves winnable within 20,000 nodes under Classic rules and then under Relaxed ones
#: (tests/ui/test_first_game.py proves each again). The first start, with no game to
#: resume, plays one of them: the worker's search for a winnable deal would keep the first
#: board waiting for the solver to load.
WINNABLE_DEALS: Final = (
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


def winnable_deal() -> int:
    """One of :data:`WINNABLE_DEALS`, at random."""
    return random.choice(WINNABLE_DEALS)
