"""Daily deals that are always winnable: the first proven win in a sequence from the date.

Two node budgets choose them. :data:`PINNED_NODE_LIMIT` made the table of daily deals the
app ships (``resources/daily``, written by ``packaging/daily_table.py`` with
:func:`choose_daily`); :data:`DAILY_NODE_LIMIT` serves dates past the table's end
(:func:`winnable_daily_deal`). Both are budgets in nodes, not seconds, so that every
machine makes the same choice.
"""

from __future__ import annotations

import datetime
import hashlib
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from scorpion_qt.engine.deals import daily_candidates as candidate_stream
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.daily_table import PINNED_NODE_LIMIT
from scorpion_qt.solver.solve import WON, solve

__all__ = ["DAILY_NODE_LIMIT", "MAX_CANDIDATES", "PINNED_NODE_LIMIT", "DailyChoice", "choose_daily"]

#: the node budget per candidate of the search past the pinned table's end. Changing it
#: may change the daily deals of those dates.
DAILY_NODE_LIMIT = 200_000
MAX_CANDIDATES = 1000


@dataclass(frozen=True, slots=True)
class DailyChoice:
    """A date's daily deal and how it was proven winnable.

    ``candidate`` is the deal's index in :func:`daily_candidates`, ``nodes`` the solver's
    nodes to its first win (the deal's difficulty measure, see
    :mod:`scorpion_qt.solver.grade`) and ``line`` the winning line found.
    """

    deal: int
    candidate: int
    nodes: int
    line: tuple[str, ...]

    @property
    def checksum(self) -> str:
        return line_checksum(self.line)


def line_checksum(line: Sequence[str]) -> str:
    """A short fingerprint of a winning line: 8 hex digits of the SHA-256 of its moves."""
    return hashlib.sha256(" ".join(line).encode("ascii")).hexdigest()[:8]


def daily_candidates(date: datetime.date, rules: str = "classic") -> list[int]:
    """The first :data:`MAX_CANDIDATES` candidate deals for ``date`` under ``rules``, in
    order: the rule set's own stream (:func:`scorpion_qt.engine.deals.daily_candidates`),
    in the daily deals' number space; the first is the engine's plain daily deal."""
    return list(itertools.islice(candidate_stream(date, rules), MAX_CANDIDATES))


def choose_daily(
    date: datetime.date, rules: str = "classic", node_limit: int = DAILY_NODE_LIMIT
) -> DailyChoice:
    """The first candidate deal for ``date`` that the solver proves winnable under ``rules``
    within ``node_limit`` nodes, with its proof.

    A candidate the solver cannot decide within the limit is skipped like a lost one, so
    the answer depends only on the date, the rules, the limit and the solver. Raises
    ``LookupError`` in the (practically impossible) case that no candidate is proven.
    """
    variant = get_rules(rules)
    for index, deal in enumerate(daily_candidates(date, rules)):
        result = solve(deal_position(deal, variant), time_limit=None, node_limit=node_limit)
        if result.status == WON:
            return DailyChoice(deal, index, result.nodes, result.moves)
    raise LookupError(f"no winnable deal among {MAX_CANDIDATES} candidates for {date}")


def winnable_daily_deal(
    date: datetime.date, rules: str = "classic", node_limit: int = DAILY_NODE_LIMIT
) -> int:
    """The deal :func:`choose_daily` chooses for ``date`` under ``rules``."""
    return choose_daily(date, rules, node_limit).deal
