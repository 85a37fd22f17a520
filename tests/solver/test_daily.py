"""Daily deals are always winnable, and the same everywhere for a date."""

from __future__ import annotations

import datetime

import pytest

from scorpion_qt.engine import RULES, Game, daily_deal
from scorpion_qt.engine.deals import FIRST_DAILY_DEAL, LAST_DAILY_DEAL
from scorpion_qt.solver.daily import DAILY_NODE_LIMIT, daily_candidates, winnable_daily_deal
from scorpion_qt.solver.solve import solve

PINNED = [
    (datetime.date(2026, 1, 1), "classic", 1707128588997584),
    (datetime.date(2026, 1, 1), "relaxed", 1077699963219329),
    (datetime.date(2026, 2, 28), "classic", 2497494867526912),
    (datetime.date(2026, 2, 28), "relaxed", 6030514791276617),
    (datetime.date(2026, 12, 24), "classic", 5283511006563112),
    (datetime.date(2030, 7, 14), "classic", 6147301005611064),
]


@pytest.mark.parametrize(("date", "rules", "deal"), PINNED)
def test_pinned_daily_deals_never_change(date: datetime.date, rules: str, deal: int) -> None:
    assert winnable_daily_deal(date, rules) == deal


@pytest.mark.parametrize(("date", "rules", "deal"), PINNED[:3])
def test_the_daily_deal_is_proven_winnable(date: datetime.date, rules: str, deal: int) -> None:
    result = solve(Game.new(deal, rules), time_limit=None, node_limit=DAILY_NODE_LIMIT)
    assert result.status == "won"


def test_candidates_before_the_chosen_deal_were_not_proven_winnable() -> None:
    date = datetime.date(2026, 12, 24)
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
    assert all(FIRST_DAILY_DEAL <= deal <= LAST_DAILY_DEAL for deal in candidates)


def test_each_rule_set_has_its_own_candidates() -> None:
    date = datetime.date(2027, 3, 9)
    lists = [set(daily_candidates(date, rules)) for rules in RULES]
    assert len(set().union(*lists)) == sum(len(each) for each in lists)
    assert [daily_candidates(date, rules)[0] for rules in RULES] == [
        daily_deal(date, rules) for rules in RULES
    ]
