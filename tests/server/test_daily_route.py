"""``GET /api/v1/daily/{date}/{rules}`` gives each rule set's own daily deal and its
starting position in the position notation, from which any client deals it."""

from __future__ import annotations

import datetime

from fastapi.testclient import TestClient

from scorpion_qt.engine import RULES, Game, from_text
from scorpion_qt.engine.daily_table import LAST_DATE
from scorpion_qt.engine.deals import daily_rules_of, is_daily_number
from tests.server.games import DAY, daily_deal, today

DATES = (DAY, datetime.date(2024, 1, 1), datetime.date(2025, 7, 9), today())


def test_each_rule_set_has_its_own_deal_and_its_start(client: TestClient) -> None:
    for day in DATES:
        deals = {}
        for rules in RULES:
            board = client.get(f"/api/v1/daily/{day}/{rules}").json()
            deal = board["deal"]
            assert deal == daily_deal(day, rules)
            assert is_daily_number(deal)
            assert daily_rules_of(deal) == rules
            start = from_text(board["start"])
            assert start == Game.new(deal, rules).position
            assert start.rules.id == rules
            deals[rules] = deal
        assert len(set(deals.values())) == len(RULES), (day, deals)


def test_a_daily_is_not_given_before_its_date(client: TestClient) -> None:
    """Up to tomorrow (UTC: the day begins there first), not the day after."""
    tomorrow = today() + datetime.timedelta(days=1)
    assert client.get(f"/api/v1/daily/{tomorrow}/wasp").status_code == 200
    later = tomorrow + datetime.timedelta(days=1)
    answer = client.get(f"/api/v1/daily/{later}/wasp")
    assert (answer.status_code, answer.json()["reason"]) == (422, "bad_date")
    assert "has not begun anywhere yet" in answer.json()["detail"]


def test_no_daily_deal_past_the_tables_end(client: TestClient) -> None:
    day = LAST_DATE + datetime.timedelta(days=1)
    answer = client.get(f"/api/v1/daily/{day}/classic")
    assert answer.status_code == 422
    assert answer.json()["reason"] == "bad_date"
    assert f"runs from 2024-01-01 to {LAST_DATE}" in answer.json()["detail"]
