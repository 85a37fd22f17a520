"""Deals the solver has proven winnable, to start a winnable game with no search to wait for,
under each rule set (each rule set keeps its own, :attr:`RuleSet.winnable_deals` in
:mod:`scorpion_qt.ui.play.rule_sets`).

The first start, with no game to resume, plays one of Classic's: the worker's search for a
winnable deal would keep the first board waiting for the solver to load.
"""

from __future__ import annotations

import random
from typing import Final

from scorpion_qt.ui.play.rule_sets import RULE_SETS

#: Proven winnable under Classic and under Relaxed rules (see rule_sets for how they were
#: chosen)
WINNABLE_DEALS: Final = RULE_SETS["classic"].winnable_deals

#: For each rule set, the deals kept for it
WINNABLE_BY_RULES: Final[dict[str, tuple[int, ...]]] = {
    rules: entry.winnable_deals for rules, entry in RULE_SETS.items()
}


def winnable_deal(rules: str = "classic") -> int:
    """A deal proven winnable under ``rules`` (one of :data:`WINNABLE_BY_RULES`), at
    random."""
    return random.choice(WINNABLE_BY_RULES.get(rules, WINNABLE_DEALS))
