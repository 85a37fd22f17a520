"""Daily deals are always winnable, and the same everywhere for a date."""

from __future__ import annotations

import datetime

import pytest

from scorpion_qt.engine import Game, daily_deal
from scorpion_qt.solver.daily import DAILY_NODE_LIMIT, daily_candidates, winnable_daily_deal
from scorpion_qt.solver.solve import solve

PINNED = [
    (datetime.date(2026, 1, 1), "classic", 2807523340),
    (datetime.date(2026, 1, 1), "relaxed", 2807523340),
    (datetime.date(2026, 2, 28), "classic", 482461589),
    (datetime.date(2026, 2, 28), "relaxed", 677956672),
    (datetime.date(2026, 12, 24), "classic", 3962531641),
    (datetime.date(2030, 7, 14), "classic", 935803310),
]


@pytest.mark.parametrize(("date", "rules", "deal"), PINNED)
def test_pinned_daily_deals_never_change(date: datetime.date, rules: str, deal: int) -> None:
    assert winnable_daily_deal(date, rules) == deal


@pytest.mark.parametrize(("date", "rules", "deal"), PINNED[:3])
def test_the_daily_deal_is_proven_winnable(date: datetime.date, rules: str, deal: int) -> None:
    result = solve(Game.new(deal, rules), time_limit=None, node_limit=DAILY_NODE_LIMIT)
    assert result.status == "won"


def test_candidates_before_the_chosen_deal_were_not_proven_winnable() -> None:
    date = datetime.date(2026, 2, 28)
    candidates = daily_candidates(date)
    chosen = candidates.index(winnable_daily_deal(date))
    assert chosen > 0
    for deal in candidates[:chosen]:
        result = solve(Game.new(deal), time_limit=None, node_limit=DAILY_NODE_LIMIT)
        assert result.status != "won"


def test_the_first_candidate_is_the_engines_daily_deal() -> None:
    date = datetime.date(2027, 3, 9)
    candidates = daily_candidates(date)
    assert candidates[0] == daily_deal(date)
    assert len(set(candidates)) == len(candidates)
    assert all(1 <= deal <= 2**32 - 1 for deal in candidates)
