"""Kept logs: every result's actions stored as sent, never served before its date is over
everywhere (the next day at 12:00 UTC, by the app's clock), served after; results of a
day that is over refused; results stored before logs were kept served without one."""

from __future__ import annotations

import datetime

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import update

from scorpion_qt.engine.game import Game
from scorpion_qt.server.models import RESULTS
from tests.server.conftest import services
from tests.server.games import (
    DAY,
    bearer,
    daily_deal,
    lost_line,
    register,
    result_body,
    winning_line,
    with_undos,
)
from tests.server.settable_clock import SettableClock

#: DAY is over everywhere from this moment on
CLOSE = datetime.datetime.combine(DAY + datetime.timedelta(days=1), datetime.time(12), datetime.UTC)
ONE_SECOND = datetime.timedelta(seconds=1)


def log_url(result: int, day: datetime.date = DAY, rules: str = "classic") -> str:
    return f"/api/v1/daily/{day}/{rules}/results/{result}"


def send(client: TestClient, name: str, **body: object) -> int:
    """``name`` registered and its result of DAY (``body`` changes it) sent: its id."""
    answer = client.post(
        "/api/v1/results", json=result_body() | body, headers=bearer(register(client, name))
    )
    assert answer.status_code == 201, answer.text
    result: int = answer.json()["result"]
    return result


def test_a_log_is_refused_until_the_day_is_over_everywhere(
    client: TestClient, clock: SettableClock
) -> None:
    actions = with_undos(winning_line(daily_deal(DAY)))
    result = send(client, "Ayşe", actions=actions)
    for moment, wait in ((CLOSE - datetime.timedelta(hours=24), 86_400), (CLOSE - ONE_SECOND, 1)):
        clock.set(moment)
        answer = client.get(log_url(result))
        assert answer.status_code == 403
        assert answer.headers["Retry-After"] == str(wait)
        assert answer.json() == {
            "reason": "day_not_over",
            "detail": "the daily of 2026-12-01 is not over everywhere yet: its moves are "
            "shown from 2026-12-02 12:00 UTC",
        }
        assert "actions" not in answer.text
    clock.set(CLOSE)
    answer = client.get(log_url(result))
    assert answer.status_code == 200, answer.text
    replayed = Game.replay(actions, deal=daily_deal(DAY))
    assert answer.json() == {
        "result": result,
        "name": "Ayşe",
        "rank": 1,
        "won": True,
        "score": replayed.score,
        "moves": replayed.move_count,
        "seconds": 300.0,
        "hints": 0,
        "deal": daily_deal(DAY),
        "start": Game.new(daily_deal(DAY)).start_text(),
        "actions": actions,
    }


def test_each_logs_rank_is_its_place_on_the_board(client: TestClient, clock: SettableClock) -> None:
    """Won, lost, hinted, slower and quicker results: each log's rank is its line's."""
    deal = daily_deal(DAY)
    entries: list[tuple[str, dict[str, object]]] = [
        ("Slow", {"seconds": 900.0}),
        ("Lost", {"actions": list(lost_line(deal)), "seconds": 30.0}),
        ("Hinted", {"hints": 2, "seconds": 60.0}),
        ("Quick", {"seconds": 100.0}),
        ("Same", {"seconds": 100.0}),  # as quick as Quick, sent later
        ("Minute", {"seconds": 119.5}),  # the same minute as Quick and Same, slower
    ]
    for name, body in entries:
        send(client, name, **body)
    clock.set(CLOSE)
    board = client.get(f"/api/v1/daily/{DAY}/classic").json()["results"]
    assert [line["name"] for line in board] == ["Quick", "Same", "Minute", "Slow", "Lost", "Hinted"]
    for line in board:
        kept = client.get(log_url(line["result"])).json()
        assert (kept["rank"], kept["name"], kept["hints"]) == (
            line["rank"],
            line["name"],
            line["hints"],
        )


def test_results_of_a_day_over_everywhere_are_refused(
    client: TestClient, clock: SettableClock
) -> None:
    token = register(client, "Late")
    clock.set(CLOSE - ONE_SECOND)  # the last second of DAY at UTC-12
    assert client.post("/api/v1/results", json=result_body(), headers=bearer(token)).is_success
    clock.set(CLOSE)
    answer = client.post(
        "/api/v1/results", json=result_body(), headers=bearer(register(client, "X"))
    )
    assert answer.status_code == 422
    assert answer.json() == {
        "reason": "day_over",
        "detail": "the daily of 2026-12-01 is over everywhere: its board closed at "
        "2026-12-02 12:00 UTC",
    }
    assert client.get(f"/api/v1/daily/{DAY}/classic").json()["total"] == 1
    # the next day is open until its own close
    tomorrow = DAY + datetime.timedelta(days=1)
    answer = client.post("/api/v1/results", json=result_body(day=tomorrow), headers=bearer(token))
    assert answer.status_code == 201, answer.text


def test_a_result_stored_before_logs_were_kept_has_no_actions(
    client: TestClient, app: FastAPI, clock: SettableClock
) -> None:
    result = send(client, "Old")
    with services(app).engine.begin() as connection:
        connection.execute(update(RESULTS).values(log=None))
    clock.set(CLOSE)
    answer = client.get(log_url(result))
    assert answer.status_code == 200
    assert answer.json()["actions"] is None and answer.json()["name"] == "Old"


def test_an_unknown_id_or_anothers_boards_is_404(client: TestClient, clock: SettableClock) -> None:
    result = send(client, "Ayşe")
    clock.set(CLOSE + datetime.timedelta(days=30))
    assert client.get(log_url(result)).status_code == 200
    for url in (
        log_url(result + 1),
        log_url(result, rules="wasp"),
        log_url(result, day=DAY - datetime.timedelta(days=1)),
    ):
        answer = client.get(url)
        assert (answer.status_code, answer.json()["reason"]) == (404, "not_found"), url
    for url, reason in (
        (log_url(1, rules="spider"), "unknown_rules"),
        (log_url(1, day=datetime.date(2023, 1, 1)), "bad_date"),
        (f"/api/v1/daily/{DAY}/classic/results/0", "invalid_request"),
        (f"/api/v1/daily/{DAY}/classic/results/x", "invalid_request"),
    ):
        answer = client.get(url)
        assert (answer.status_code, answer.json()["reason"]) == (422, reason), url


@pytest.mark.parametrize("action", ["2 :4H>7", "deal ", "", "un\tdo", "1:AS\u00a0>2"])
def test_an_action_with_whitespace_or_none_is_refused(client: TestClient, action: str) -> None:
    """The log is kept as its actions joined by spaces: an action holding whitespace (the
    engine's notation would take ``2 :4H>7``) or an empty one does not validate."""
    line = list(winning_line(daily_deal(DAY)))
    body = result_body(actions=[*line[:3], action, *line[3:]])
    answer = client.post("/api/v1/results", json=body, headers=bearer(register(client, "Ayşe")))
    assert answer.status_code == 422
    assert answer.json()["reason"] == "invalid_request"
    assert "body.actions.3" in answer.json()["detail"]


def test_a_closed_days_result_is_read_once_settled(
    client: TestClient, app: FastAPI, clock: SettableClock
) -> None:
    """Once the day is over (and five minutes on, for results sent at its last moment) a
    result read is kept by the app: its board takes no more results, so its rank and
    line never change (here the row is changed behind the app's back to show it)."""
    result = send(client, "Ayşe")

    def hints_now() -> int:
        with services(app).engine.begin() as connection:
            connection.execute(update(RESULTS).values(hints=RESULTS.c.hints + 1))
        answer = client.get(log_url(result))
        assert answer.status_code == 200
        hints: int = answer.json()["hints"]
        return hints

    clock.set(CLOSE)  # over, not settled: read each time
    assert [hints_now(), hints_now()] == [1, 2]
    clock.set(CLOSE + datetime.timedelta(minutes=5))
    assert [hints_now(), hints_now()] == [3, 3]  # kept from the first read on
    html = client.get(f"/daily/{DAY}/classic/results/{result}").text
    assert '<td class="number">3</td></tr>' in html  # the page reads the same kept result
