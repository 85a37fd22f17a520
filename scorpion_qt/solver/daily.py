"""Daily deals that are always winnable: the first proven win in a sequence from the date."""

from __future__ import annotations

import datetime

from scorpion_qt.engine.deals import MAX_DEAL, SplitMix64, daily_deal, deal_position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.solve import WON, solve

#: the node budget per candidate: a budget in nodes, not seconds, so that every machine
#: picks the same deal for a date. Changing it may change the daily deals.
DAILY_NODE_LIMIT = 200_000
MAX_CANDIDATES = 1000


def daily_candidates(date: datetime.date) -> list[int]:
    """The first :data:`MAX_CANDIDATES` candidate deals for ``date``, in order.

    The first is the engine's plain daily deal for the date; the others come from a
    SplitMix64 stream seeded with it.
    """
    first = daily_deal(date)
    stream = SplitMix64(first)
    return [first] + [stream.next() % MAX_DEAL + 1 for _ in range(MAX_CANDIDATES - 1)]


def winnable_daily_deal(
    date: datetime.date, rules: str = "classic", node_limit: int = DAILY_NODE_LIMIT
) -> int:
    """The first candidate deal for ``date`` that the solver proves winnable under ``rules``.

    A candidate the solver cannot decide within ``node_limit`` nodes is skipped like a lost
    one, so the answer depends only on the date, the rules and the limit. Raises
    ``LookupError`` in the (practically impossible) case that no candidate is proven.
    """
    variant = get_rules(rules)
    for deal in daily_candidates(date):
        if (
            solve(deal_position(deal, variant), time_limit=None, node_limit=node_limit).status
            == WON
        ):
            return deal
    raise LookupError(f"no winnable deal among {MAX_CANDIDATES} candidates for {date}")
