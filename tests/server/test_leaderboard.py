"""The day's ranking: clean (no hints) first, then won, score, fewer moves, less time,
earlier submission; paging."""

from __future__ import annotations

import datetime
import random
import re
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from scorpion_qt.engine.game import Game
from scorpion_qt.server.leaderboard import insert_ranked, standings, total
from scorpion_qt.server.models import COUNT_SHARDS, Player
from scorpion_qt.solver.solve import solve
from tests.server.conftest import services
from tests.server.games import DAY, bearer, daily_deal, lost_line, register, result_body
from tests.server.settable_clock import SettableClock


def test_ranks_follow_the_order_and_paging_cuts_it(app: FastAPI) -> None:
    """Rows of every kind of tie, stored one by one: each is told its rank among those
    stored so far and counted, and the board lists them all in the order, each at its
    rank."""
    rng = random.Random(23)
    rows: list[dict[str, Any]] = []
    with Session(services(app).engine) as session, session.begin():
        for i in range(60):
            kind = {
                "won": rng.random() < 0.5,
                "score": rng.choice([500, 600, 700]),
                "moves": rng.choice([50, 60]),
                "seconds": rng.choice([100.0, 100.5, 200.0]),
                "hints": rng.choice([0, 0, 0, 1, 4]),
            }
            _store_ranked(session, f"p{i}", kind, rows)
        # the first result of a player, date and rules counts
        assert insert_ranked(session.connection(), _without_id(rows[0]) | {"score": 900}) is None
        # another day and other rules do not count
        for other in ({"date": DAY + datetime.timedelta(days=1)}, {"rules": "wasp"}):
            assert insert_ranked(session.connection(), _without_id(rows[0]) | other) is not None
    expected = sorted(rows, key=_order)
    with Session(services(app).engine) as session, session.begin():
        board = standings(session.connection(), DAY, "classic", 0, 100)
        assert [s.name for s in board] == [f"p{r['player_id'] - 1}" for r in expected]
        assert [s.rank for s in board] == list(range(1, 61))
        # each stored result counted on its own board, the refused one on none
        assert total(session.connection(), DAY, "classic") == 60
        assert total(session.connection(), DAY + datetime.timedelta(days=1), "classic") == 1
        assert total(session.connection(), DAY, "wasp") == 1
        # pages before the middle are read forwards, past it backwards from the end
        for offset, limit in ((25, 10), (0, 7), (29, 3), (30, 10), (45, 10), (55, 10), (59, 5)):
            page = standings(session.connection(), DAY, "classic", offset, limit)
            assert [s.rank for s in page] == list(range(offset + 1, min(60, offset + limit) + 1))
            assert page == board[offset : offset + limit]
        assert standings(session.connection(), DAY, "classic", 60, 10) == []


def test_ranks_are_right_at_the_edges_of_the_rank_buckets(app: FastAPI) -> None:
    """Times on both sides of a bucket's edges (59.99 s and 60 s, a second's fractions,
    ties in everything), many sharing won, score and moves, stored in a random order:
    each result is told its rank among those stored before it, the buckets and the walk
    of its own bucket together."""
    rng = random.Random(7)
    edges = [0.0, 0.1, 59.0, 59.99, 60.0, 60.01, 119.999, 120.0, 180.5, 3599.9, 3600.0]
    rows: list[dict[str, Any]] = []
    with Session(services(app).engine) as session, session.begin():
        for i in range(300):
            kind = {
                "won": rng.random() < 0.7,
                "score": rng.choice([695, 695, 695, 600]),
                "moves": rng.choice([52, 52, 53]),
                "seconds": rng.choice(edges) if rng.random() < 0.6 else rng.uniform(0, 240),
                "hints": rng.choice([0, 0, 0, 2]),
            }
            _store_ranked(session, f"e{i}", kind, rows)
        board = standings(session.connection(), DAY, "classic", 0, 300)
    assert [s.name for s in board] == [f"e{r['player_id'] - 1}" for r in sorted(rows, key=_order)]


def _order(row: dict[str, Any]) -> tuple[Any, ...]:
    """The board's order of a stored row (with its id): every clean one (no hints) first."""
    won = (not row["won"], -row["score"], row["moves"], row["seconds"], row["id"])
    return (row["hints"] > 0, *won)


def _store_ranked(
    session: Session, name: str, kind: dict[str, Any], rows: list[dict[str, Any]]
) -> None:
    """A result of ``kind`` (won, score, moves, seconds, hints) for a new player ``name``, stored
    and added to ``rows``: the rank it is told is its place among ``rows``."""
    now = datetime.datetime(2026, 6, 1, tzinfo=datetime.UTC)
    player = Player(name=name, name_key=name, token_hash=f"{len(rows):064x}", created=now)
    session.add(player)
    session.flush()
    values = {"player_id": player.id, "date": DAY, "rules": "classic", "deal": 1} | kind
    values |= {"runs": 0, "actions": 1, "submitted_at": now, "clean": kind["hints"] == 0}
    placed = insert_ranked(session.connection(), values)
    assert placed is not None
    rows.append(values | {"id": placed[0]})
    assert placed[1] == sorted(rows, key=_order).index(rows[-1]) + 1, values


def _without_id(row: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in row.items() if key != "id"}


def test_submitted_games_rank_by_won_score_time_then_submission(
    client: TestClient, clock: SettableClock
) -> None:
    day = DAY - datetime.timedelta(days=2)  # a deal whose line scores more after a deal
    clock.noon_of(day)  # while its results are taken
    deal = daily_deal(day)
    first = Game.new(deal, "classic")
    first.play("deal")  # the reserve dealt first: this deal's line then scores 695, not 690
    better = ["deal", *solve(first, time_limit=30).moves]
    assert Game.replay(better, deal=deal).score == 695
    entries = [
        ("Late", None, 300.0),  # 690, 300 s, sent before "Later"
        ("Lost", list(lost_line(deal)), 30.0),  # lost ranks last whatever its time
        ("Best", better, 400.0),  # 695 beats 690 whatever the time
        ("Quick", None, 120.0),  # 690 in less time
        ("Later", None, 300.0),  # the same as "Late", sent after it
    ]
    for name, actions, seconds in entries:
        token = register(client, name)
        body = result_body(day=day, actions=actions, seconds=seconds)
        assert client.post("/api/v1/results", json=body, headers=bearer(token)).status_code == 201
    board = client.get(f"/api/v1/daily/{day}/classic").json()
    assert board["deal"] == deal and board["total"] == 5
    assert [(r["rank"], r["name"]) for r in board["results"]] == [
        (1, "Best"),
        (2, "Quick"),
        (3, "Late"),
        (4, "Later"),
        (5, "Lost"),
    ]
    assert board["results"][0] == {
        "result": 3,  # the third submitted: each line names its result's id
        "rank": 1,
        "name": "Best",
        "won": True,
        "score": 695,
        "moves": 53,
        "seconds": 400.0,
        "hints": 0,
    }
    page = client.get(f"/api/v1/daily/{day}/classic", params={"offset": 1, "limit": 2}).json()
    assert page["total"] == 5
    assert [(r["rank"], r["name"]) for r in page["results"]] == [(2, "Quick"), (3, "Late")]
    late = client.get(f"/api/v1/daily/{day}/classic", params={"offset": 9}).json()
    assert (late["total"], late["results"]) == (5, [])


def test_a_hinted_result_ranks_below_every_clean_one_and_shows_its_hints(
    client: TestClient,
) -> None:
    """The same winning line, sent with hints and without: the clean win ranks first, the
    hinted one (quicker) below it and below a clean loss too; among the hinted the usual
    order holds, whatever the count (2 hints, slower, below 53). The API's board and the
    web page show each one's hints."""
    deal = daily_deal(DAY)
    entries = [
        ("Helped", None, 100.0, 53),  # a hint before each move: quicker, but hinted
        ("Clean", None, 300.0, 0),
        ("Lost", list(lost_line(deal)), 30.0, 0),
        ("Helped twice", None, 200.0, 2),
    ]
    ranks = {}
    for name, actions, seconds, hints in entries:
        token = register(client, name)
        body = result_body(actions=actions, seconds=seconds) | {"hints": hints}
        answer = client.post("/api/v1/results", json=body, headers=bearer(token))
        assert answer.status_code == 201, answer.text
        ranks[name] = answer.json()["rank"]
    assert ranks == {"Helped": 1, "Clean": 1, "Lost": 2, "Helped twice": 4}
    board = client.get(f"/api/v1/daily/{DAY}/classic").json()
    lines = [(r["rank"], r["name"], r["won"], r["hints"]) for r in board["results"]]
    assert lines == [
        (1, "Clean", True, 0),
        (2, "Lost", False, 0),
        (3, "Helped", True, 53),
        (4, "Helped twice", True, 2),
    ]
    assert board["results"][0]["score"] == board["results"][2]["score"]  # the same line
    html = client.get(f"/daily/{DAY}/classic").text
    cells = re.findall(
        r"<td><a href=\"[^\"]*\">(Clean|Lost|Helped|Helped twice)</a></td>.*?(\w+)</td></tr>",
        html,
        re.S,
    )
    assert cells == [("Clean", "none"), ("Lost", "none"), ("Helped", "53"), ("Helped twice", "2")]
    assert "without hints first" in html


def test_the_total_counts_every_submission_past_the_count_shards(client: TestClient) -> None:
    """More results than the count has rows (each result's id picks one): the total is
    every one of them, on each page and on the web page, and each one's rank is its own."""
    submitted = COUNT_SHARDS + 9
    ranks = []
    for n in range(submitted):
        token = register(client, f"Player {n}")
        body = result_body(seconds=1000.0 - n)  # each faster than the one before
        answer = client.post("/api/v1/results", json=body, headers=bearer(token))
        assert answer.status_code == 201
        ranks.append(answer.json()["rank"])
    assert ranks == [1] * submitted  # each the fastest so far
    for offset in (0, 20, submitted - 1):
        page = client.get(f"/api/v1/daily/{DAY}/classic", params={"offset": offset}).json()
        assert page["total"] == submitted
        assert page["results"][0]["rank"] == offset + 1
        assert page["results"][0]["name"] == f"Player {submitted - 1 - offset}"
    assert f"{submitted} results" in client.get(f"/daily/{DAY}/classic").text


def test_a_day_without_results_is_an_empty_board(client: TestClient) -> None:
    board = client.get("/api/v1/daily/2026-02-03/wasp").json()
    deal = daily_deal(datetime.date(2026, 2, 3), "wasp")
    assert board == {
        "deal": deal,
        "start": Game.new(deal, "wasp").start_text(),
        "total": 0,
        "results": [],
        "club": None,
    }


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("2026-12-01/spider", {}),
        ("2026-02-30/classic", {}),
        ("today/classic", {}),
        ("2023-12-31/classic", {}),
        ("2037-01-01/classic", {}),
        ("2026-12-01/classic", {"limit": 101}),
        ("2026-12-01/classic", {"limit": 0}),
        ("2026-12-01/classic", {"offset": -1}),
        ("2026-12-01/classic", {"offset": "x"}),
        ("2026-12-01/classic", {"limit": 1.5}),
    ],
)
def test_bad_dates_rules_and_paging_are_422(
    client: TestClient, path: str, params: dict[str, str | int | float]
) -> None:
    answer = client.get(f"/api/v1/daily/{path}", params=params)
    assert answer.status_code == 422
    assert answer.json()["reason"] in {"invalid_request", "unknown_rules", "bad_date"}
