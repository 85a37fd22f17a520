"""The day's ranking: won, score, fewer moves, less time, earlier submission; paging."""

from __future__ import annotations

import datetime
import random

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from scorpion_qt.engine.game import Game
from scorpion_qt.server.leaderboard import Placing, rank_of, standings, total
from scorpion_qt.server.models import BoardCount, Player, Result
from scorpion_qt.solver import solve
from tests.server.conftest import services
from tests.server.games import bearer, daily_deal, lost_line, register, result_body, today

DAY = datetime.date(2026, 6, 1)


def test_ranks_follow_the_order_and_paging_cuts_it(app: FastAPI) -> None:
    """Rows of every kind of tie, stored directly: the board lists them in the order, and
    each row's rank is its place there."""
    rng = random.Random(23)
    now = datetime.datetime(2026, 6, 1, tzinfo=datetime.UTC)
    with services(app).sessions() as session, session.begin():
        rows = []
        for i in range(60):
            player = Player(name=f"p{i}", name_key=f"p{i}", token_hash=f"{i:064x}", created=now)
            session.add(player)
            session.flush()
            rows.append(
                Result(
                    player_id=player.id,
                    date=DAY,
                    rules="classic",
                    deal=1,
                    won=rng.random() < 0.5,
                    score=rng.choice([500, 600, 700]),
                    moves=rng.choice([50, 60]),
                    seconds=rng.choice([100.0, 100.5, 200.0]),
                    runs=0,
                    actions=1,
                    submitted_at=now,
                )
            )
            session.add(rows[-1])
            session.flush()
        # another day and other rules do not count
        session.add(Result(**_copy(rows[0], date=DAY + datetime.timedelta(days=1))))
        session.add(Result(**_copy(rows[1], rules="wasp")))
        # stored directly: the board's count kept as the server keeps it
        session.add(BoardCount(date=DAY, rules="classic", results=len(rows)))
    expected = sorted(rows, key=lambda r: (not r.won, -r.score, r.moves, r.seconds, r.id))
    with services(app).sessions() as session, session.begin():
        board = standings(session, DAY, "classic", 0, 100)
        assert [s.name for s in board] == [f"p{r.player_id - 1}" for r in expected]
        assert [s.rank for s in board] == list(range(1, 61))
        assert total(session, DAY, "classic") == 60
        for place, row in enumerate(expected, 1):
            assert rank_of(session, Placing.of(row)) == place
        # pages before the middle are read forwards, past it backwards from the end
        for offset, limit in ((25, 10), (0, 7), (29, 3), (30, 10), (45, 10), (55, 10), (59, 5)):
            page = standings(session, DAY, "classic", offset, limit)
            assert [s.rank for s in page] == list(range(offset + 1, min(60, offset + limit) + 1))
            assert page == board[offset : offset + limit]
        assert standings(session, DAY, "classic", 60, 10) == []


def _copy(row: Result, **changes: object) -> dict[str, object]:
    names = [column.key for column in Result.__table__.columns if column.key != "id"]
    values: dict[str, object] = {name: getattr(row, name) for name in names}
    return values | changes


def test_submitted_games_rank_by_won_score_time_then_submission(client: TestClient) -> None:
    deal = daily_deal(today())
    first = Game.new(deal, "classic")
    first.play("deal")  # the reserve dealt first: this deal's line then scores 700, not 695
    better = ["deal", *solve(first, time_limit=30).moves]
    assert Game.replay(better, deal=deal).score == 700
    entries = [
        ("Late", None, 300.0),  # 695, 300 s, sent before "Later"
        ("Lost", list(lost_line(deal)), 30.0),  # lost ranks last whatever its time
        ("Best", better, 400.0),  # 700 beats 695 whatever the time
        ("Quick", None, 120.0),  # 695 in less time
        ("Later", None, 300.0),  # the same as "Late", sent after it
    ]
    for name, actions, seconds in entries:
        token = register(client, name)
        body = result_body(actions=actions, seconds=seconds)
        assert client.post("/api/v1/results", json=body, headers=bearer(token)).status_code == 201
    board = client.get(f"/api/v1/daily/{today()}/classic").json()
    assert board["deal"] == deal and board["total"] == 5
    assert [(r["rank"], r["name"]) for r in board["results"]] == [
        (1, "Best"),
        (2, "Quick"),
        (3, "Late"),
        (4, "Later"),
        (5, "Lost"),
    ]
    assert board["results"][0] == {
        "rank": 1,
        "name": "Best",
        "won": True,
        "score": 700,
        "moves": 52,
        "seconds": 400.0,
    }
    page = client.get(f"/api/v1/daily/{today()}/classic", params={"offset": 1, "limit": 2}).json()
    assert page["total"] == 5
    assert [(r["rank"], r["name"]) for r in page["results"]] == [(2, "Quick"), (3, "Late")]
    late = client.get(f"/api/v1/daily/{today()}/classic", params={"offset": 9}).json()
    assert (late["total"], late["results"]) == (5, [])


def test_a_day_without_results_is_an_empty_board(client: TestClient) -> None:
    board = client.get("/api/v1/daily/2030-02-03/wasp").json()
    assert board == {
        "deal": daily_deal(datetime.date(2030, 2, 3), "wasp"),
        "total": 0,
        "results": [],
    }


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("2026-12-01/spider", {}),
        ("2026-02-30/classic", {}),
        ("today/classic", {}),
        ("2023-12-31/classic", {}),
        ("2061-01-01/classic", {}),
        ("2026-12-01/classic", {"limit": 101}),
        ("2026-12-01/classic", {"limit": 0}),
        ("2026-12-01/classic", {"offset": -1}),
        ("2026-12-01/classic", {"offset": "x"}),
        ("2026-12-01/classic", {"limit": 1.5}),
    ],
)
def test_bad_dates_rules_and_paging_are_422(
    client: TestClient, path: str, params: dict[str, object]
) -> None:
    answer = client.get(f"/api/v1/daily/{path}", params=params)
    assert answer.status_code == 422
    assert answer.json()["reason"] in {"invalid_request", "unknown_rules", "bad_date"}
