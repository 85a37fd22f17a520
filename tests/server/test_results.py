"""POST /api/v1/results: verified by replay, and every forged or broken submission refused."""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable, Iterator

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from scorpion_qt.engine.game import Game
from scorpion_qt.server.models import Result
from tests.server.conftest import services
from tests.server.games import (
    DAY,
    bearer,
    daily_deal,
    lost_line,
    register,
    result_body,
    today,
    winning_line,
    with_undos,
)
from tests.server.settable_clock import SettableClock

URL = "/api/v1/results"


@pytest.fixture
def token(client: TestClient) -> str:
    return register(client, "Ayşe")


def submit(
    client: TestClient, token: str, body: dict[str, object]
) -> tuple[int, dict[str, object]]:
    answer = client.post(URL, json=body, headers=bearer(token))
    return answer.status_code, answer.json()


def test_a_winning_line_with_undos_and_redos_ranks_first(
    client: TestClient, app: FastAPI, token: str
) -> None:
    deal = daily_deal(DAY)
    actions = with_undos(winning_line(deal))
    replayed = Game.replay(actions, deal=deal, rules="classic")
    body = result_body(actions=actions) | {"won": False, "score": 99_999, "moves": 1}
    status, answer = submit(client, token, body)
    assert status == 201, answer
    assert answer == {
        "result": answer["result"],
        "won": True,
        "score": replayed.score,
        "moves": replayed.move_count,
        "rank": 1,
    }
    with Session(services(app).engine) as session:
        row = session.scalars(select(Result)).one()
    # what the replay gave, never what the client claimed
    expected = (True, replayed.score, len(winning_line(deal)), len(replayed.position.foundations))
    assert (row.won, row.score, row.moves, row.runs) == expected
    assert row.runs == 4  # a won game has all four suits home
    assert row.actions == len(actions) and row.seconds == 300.0 and row.deal == deal


def test_a_lost_finished_game_counts_below_a_win(client: TestClient, token: str) -> None:
    deal = daily_deal(DAY)
    status, answer = submit(client, token, result_body(actions=list(lost_line(deal))))
    assert status == 201, answer
    assert answer["won"] is False
    assert answer["rank"] == 1
    winner = register(client, "Zeynep")
    status, answer = submit(client, winner, result_body())
    assert (status, answer["won"], answer["rank"]) == (201, True, 1)
    board = client.get(f"/api/v1/daily/{DAY}/classic").json()
    assert [(r["name"], r["won"]) for r in board["results"]] == [
        ("Zeynep", True),
        ("Ayşe", False),
    ]


def test_an_illegal_action_is_refused_with_its_index_and_the_engine_reason(
    client: TestClient, token: str
) -> None:
    line = list(winning_line(daily_deal(DAY)))
    forged = [*line[:3], "1:KS>2", *line[3:]]
    status, answer = submit(client, token, result_body(actions=forged))
    assert status == 422
    assert answer["reason"] == "illegal_action"
    assert "action 3 ('1:KS>2')" in str(answer["detail"])


@pytest.mark.parametrize(
    ("actions", "index", "why"),
    [
        (["undo"], 0, "no move to undo"),
        (["redo"], 0, "no undone move to redo"),
        (["fly-me-to-the-moon"], 0, "Not a move"),
        (["99:AS>2"], 0, "column"),
        (["deal", "deal"], 1, "already been dealt"),
    ],
)
def test_logs_that_do_not_replay_are_refused(
    client: TestClient, token: str, actions: list[str], index: int, why: str
) -> None:
    status, answer = submit(client, token, result_body(actions=actions))
    assert status == 422
    assert answer["reason"] == "illegal_action"
    assert f"action {index} " in str(answer["detail"]) and why in str(answer["detail"])


def test_a_log_for_another_deal_is_refused(client: TestClient, token: str) -> None:
    other = daily_deal(DAY - datetime.timedelta(days=1))
    body = result_body(deal=other, actions=list(winning_line(other)))
    status, answer = submit(client, token, body)
    assert (status, answer["reason"]) == (422, "not_daily_deal")
    assert "not the daily deal" in str(answer["detail"])
    # the right deal number with another deal's moves does not replay
    body = result_body(actions=list(winning_line(other)))
    status, answer = submit(client, token, body)
    assert (status, answer["reason"]) == (422, "illegal_action")


@pytest.mark.parametrize("cut", [0, 1, 20, -1])
def test_a_log_that_does_not_finish_is_refused(client: TestClient, token: str, cut: int) -> None:
    line = list(winning_line(daily_deal(DAY)))
    status, answer = submit(client, token, result_body(actions=line[:cut]))
    assert (status, answer["reason"]) == (422, "unfinished")
    assert "neither won nor stuck" in str(answer["detail"])


@pytest.mark.parametrize("cut", [1, 20])
def test_a_game_given_up_before_its_end_is_taken_as_lost_with_its_hints(
    client: TestClient, app: FastAPI, token: str, cut: int
) -> None:
    """Give Up: the log stops where the player gave up (moves still left); the server
    takes it as a loss, with the replay's score and moves and the hints sent. A won log
    sent as given up is still a win: what the replay shows counts."""
    line = list(winning_line(daily_deal(DAY)))
    body = result_body(actions=line[:cut]) | {"gave_up": True, "hints": 3}
    status, answer = submit(client, token, body)
    game = Game.replay(line[:cut], deal=daily_deal(DAY))
    assert status == 201, answer
    assert (answer["won"], answer["score"], answer["moves"]) == (False, game.score, cut)
    with Session(services(app).engine) as session:
        stored = session.scalars(select(Result)).one()
        assert (stored.won, stored.hints, stored.clean) == (False, 3, False)
    other = register(client, "Lena")
    status, answer = submit(client, other, result_body() | {"gave_up": True})
    assert (status, answer["won"]) == (201, True)


def test_a_result_without_hints_counts_as_clean(
    client: TestClient, app: FastAPI, token: str
) -> None:
    """A body without ``hints`` (a result an older version queued) claims none."""
    assert "hints" not in result_body()
    status, _answer = submit(client, token, result_body())
    assert status == 201
    with Session(services(app).engine) as session:
        stored = session.scalars(select(Result)).one()
        assert (stored.hints, stored.clean) == (0, True)


def test_a_truncated_body_is_422(client: TestClient, token: str) -> None:
    text = json.dumps(result_body())
    for cut in (1, len(text) // 2, len(text) - 1):
        answer = client.post(
            URL,
            content=text[:cut].encode(),
            headers={**bearer(token), "Content-Type": "application/json"},
        )
        assert answer.status_code == 422, cut
        assert answer.json()["reason"] == "malformed_json"


def test_a_10_mb_body_is_413(client: TestClient, token: str) -> None:
    big = json.dumps(result_body(actions=["undo"] * 1_300_000)).encode()
    assert len(big) > 10_000_000
    answer = client.post(
        URL, content=big, headers={**bearer(token), "Content-Type": "application/json"}
    )
    assert (answer.status_code, answer.json()["reason"]) == (413, "too_large")


def test_a_chunked_body_is_cut_at_64_kb(client: TestClient, token: str) -> None:
    chunks_sent = []

    def chunks() -> Iterator[bytes]:
        for i in range(200):
            chunks_sent.append(i)
            yield b" " * 1024

    answer = client.post(
        URL,
        content=chunks(),
        headers={**bearer(token), "Content-Type": "application/json"},
    )
    assert (answer.status_code, answer.json()["reason"]) == (413, "too_large")
    assert "Content-Length" not in answer.request.headers


def test_over_2000_actions_is_413(client: TestClient, token: str) -> None:
    status, answer = submit(client, token, result_body(actions=["undo"] * 2001))
    assert (status, answer["reason"]) == (413, "too_large")
    assert "2001 actions" in str(answer["detail"])


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"Authorization": "Bearer " + "A" * 43},
        {"Authorization": "Bearer "},
        {"Authorization": "Basic dXNlcjpwYXNz"},
        {"Authorization": "A" * 43},
    ],
)
def test_a_missing_or_wrong_token_is_401(
    client: TestClient, token: str, headers: dict[str, str]
) -> None:
    answer = client.post(URL, json=result_body(), headers=headers)
    assert answer.status_code == 401
    assert answer.json()["reason"] == "bad_token"
    assert answer.headers["WWW-Authenticate"] == "Bearer"


def test_the_same_result_twice_is_409_and_the_first_counts(client: TestClient, token: str) -> None:
    deal = daily_deal(DAY)
    assert submit(client, token, result_body(actions=list(lost_line(deal))))[0] == 201
    status, answer = submit(client, token, result_body())
    assert (status, answer["reason"]) == (409, "already_submitted")
    board = client.get(f"/api/v1/daily/{DAY}/classic").json()
    assert [r["won"] for r in board["results"]] == [False]
    # another rule set's daily game of the same day is another result
    assert submit(client, token, result_body(rules="scorpion-ii"))[0] == 201


def least_seconds() -> float:
    """The least time accepted for the winning line of DAY: 0.1 s for each of its moves."""
    return 0.1 * len(winning_line(daily_deal(DAY)))


@pytest.mark.parametrize(
    "seconds",
    [lambda: 0.0, lambda: least_seconds() - 0.1, lambda: 86_400.5, lambda: 1e9],
    ids=["none", "a-tenth-short", "over-a-day", "ages"],
)
def test_implausible_seconds_are_refused(
    client: TestClient, token: str, seconds: Callable[[], float]
) -> None:
    status, answer = submit(client, token, result_body(seconds=seconds()))
    assert (status, answer["reason"]) == (422, "implausible_seconds")


@pytest.mark.parametrize("seconds", [-1, "NaN", "Infinity", "soon"])
def test_seconds_that_are_no_time_are_invalid(
    client: TestClient, token: str, seconds: object
) -> None:
    body = json.dumps(result_body()).replace('"seconds": 300.0', f'"seconds": {seconds}')
    answer = client.post(
        URL, content=body, headers={**bearer(token), "Content-Type": "application/json"}
    )
    assert answer.status_code == 422


def test_the_least_plausible_time_and_a_whole_day_are_accepted(client: TestClient) -> None:
    fast = result_body(seconds=least_seconds())
    assert submit(client, register(client, "Fast"), fast)[0] == 201
    slow = register(client, "Slow")
    assert submit(client, slow, result_body(seconds=86_400))[0] == 201


def test_tomorrow_is_accepted_but_not_the_day_after(client: TestClient, token: str) -> None:
    tomorrow = today() + datetime.timedelta(days=1)
    assert submit(client, token, result_body(day=tomorrow))[0] == 201
    status, answer = submit(client, token, result_body(day=tomorrow + datetime.timedelta(days=1)))
    assert (status, answer["reason"]) == (422, "bad_date")
    assert "has not begun" in str(answer["detail"])


def test_a_past_daily_game_is_accepted_until_it_is_over_everywhere(
    client: TestClient, token: str, clock: SettableClock
) -> None:
    """The table's first day, sent on the next day at 11:59 UTC (still the first day at
    UTC-12): taken; at 12:00 the day is over everywhere, and a result of it is refused."""
    first = datetime.date(2024, 1, 1)
    clock.set(datetime.datetime(2024, 1, 2, 11, 59, 59, tzinfo=datetime.UTC))
    assert submit(client, token, result_body(day=first))[0] == 201
    clock.set(datetime.datetime(2024, 1, 2, 12, tzinfo=datetime.UTC))
    status, answer = submit(client, register(client, "Late"), result_body(day=first))
    assert (status, answer["reason"]) == (422, "day_over")
    assert answer["detail"] == (
        "the daily of 2024-01-01 is over everywhere: its board closed at 2024-01-02 12:00 UTC"
    )


@pytest.mark.parametrize("day", ["2023-12-31", "2037-01-01", "1999-01-01"])
def test_a_date_outside_the_table_is_refused(client: TestClient, token: str, day: str) -> None:
    body = result_body() | {"date": day}
    status, answer = submit(client, token, body)
    assert status == 422
    assert answer["reason"] == "bad_date"
    assert "runs from 2024-01-01 to 2036-12-31" in str(answer["detail"])


@pytest.mark.parametrize(
    "change",
    [
        {"rules": "spider"},
        {"date": "2026-13-01"},
        {"date": "yesterday"},
        {"deal": "one"},
        {"actions": "1:AS>2"},
        {"actions": [1, 2]},
        {"actions": ["x" * 33]},
        {"seconds": None},
        {"hints": -1},
        {"hints": 1.5},
        {"hints": "none"},
        {"hints": 1_000_001},
        {"gave_up": "maybe"},
    ],
)
def test_malformed_fields_are_422(
    client: TestClient, token: str, change: dict[str, object]
) -> None:
    status, answer = submit(client, token, result_body() | change)
    assert status == 422
    assert answer["reason"] in {"invalid_request", "unknown_rules"}


@pytest.mark.parametrize("missing", ["date", "rules", "deal", "actions", "seconds"])
def test_a_missing_field_is_422(client: TestClient, token: str, missing: str) -> None:
    body = result_body()
    del body[missing]
    status, answer = submit(client, token, body)
    assert (status, answer["reason"]) == (422, "invalid_request")
    assert missing in str(answer["detail"])
