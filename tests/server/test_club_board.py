"""A club's board: its members' results only, ranked 1..n among them in the whole board's
order, its total the members' results of the day; as JSON (``?club=``) and as a page."""

from __future__ import annotations

import datetime
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import insert, select

from scorpion_qt.server.app import create_app
from scorpion_qt.server.leaderboard import insert_ranked
from scorpion_qt.server.models import CLUB_MEMBERS, CLUBS
from scorpion_qt.server.routes.pages import PAGE_SIZE
from tests.server.conftest import services, unlimited
from tests.server.games import DAY, bearer
from tests.server.settable_clock import SettableClock

BOARD = f"/api/v1/daily/{DAY}/classic"


@pytest.fixture
def app(database: str, clock: SettableClock) -> Iterator[FastAPI]:
    made = create_app(unlimited(database, join_limit=0), clock=clock)
    yield made
    services(made).engine.dispose()


def players(client: TestClient, count: int) -> list[tuple[int, str]]:
    """``count`` players registered (``P00``, ``P01``, …): their ids and tokens."""
    made = []
    for n in range(count):
        answer = client.post("/api/v1/players", json={"name": f"P{n:02d}"})
        assert answer.status_code == 201
        made.append((answer.json()["player"], answer.json()["token"]))
    return made


def store_results(app: FastAPI, player_ids: list[int], day: datetime.date = DAY) -> None:
    """A result of ``day`` for each player, of every kind of tie, stored as the server
    stores one (counted on the whole board and ranked)."""
    rng = random.Random(35)
    now = datetime.datetime(2026, 12, 1, 13, tzinfo=datetime.UTC)
    with services(app).engine.begin() as connection:
        for player in player_ids:
            hints = rng.choice([0, 0, 0, 2])
            values: dict[str, Any] = {
                "player_id": player,
                "date": day,
                "rules": "classic",
                "deal": 1,
                "won": rng.random() < 0.5,
                "score": rng.choice([500, 600, 700]),
                "moves": rng.choice([50, 60]),
                "seconds": rng.choice([100.0, 100.5, 200.0]),
                "hints": hints,
                "clean": hints == 0,
                "runs": 0,
                "actions": 1,
                "submitted_at": now,
            }
            assert insert_ranked(connection, values) is not None


def club_of(client: TestClient, tokens: list[str], name: str) -> str:
    """A club ``name`` made by the first of ``tokens``, the others joined: its slug."""
    made = client.post("/api/v1/clubs", json={"name": name}, headers=bearer(tokens[0]))
    assert made.status_code == 201
    for token in tokens[1:]:
        joined = client.post(
            "/api/v1/clubs/join", json={"code": made.json()["code"]}, headers=bearer(token)
        )
        assert joined.status_code == 200
    slug: str = made.json()["club"]
    return slug


def reranked(lines: list[dict[str, Any]], names: set[str]) -> list[dict[str, Any]]:
    """The whole board's ``lines`` of ``names``, ranked 1..n among them."""
    kept = [line for line in lines if line["name"] in names]
    return [{**line, "rank": n} for n, line in enumerate(kept, 1)]


def test_a_club_board_ranks_its_members_results_among_them(
    app: FastAPI, client: TestClient
) -> None:
    made = players(client, 14)
    store_results(app, [player for player, _ in made[:12]])  # P12 and P13 play no game
    tokens = [token for _, token in made]
    first = club_of(client, [tokens[n] for n in (0, 2, 3, 5, 7, 8, 11, 12)], "Evens & co")
    second = club_of(client, [tokens[n] for n in (1, 3, 5, 6, 9, 13)], "Second")  # 3, 5 in both
    whole = client.get(BOARD, params={"limit": 100}).json()
    assert whole["total"] == 12 and whole["club"] is None
    for slug, members, name in (
        (first, {0, 2, 3, 5, 7, 8, 11, 12}, "Evens & co"),
        (second, {1, 3, 5, 6, 9, 13}, "Second"),
    ):
        expected = reranked(whole["results"], {f"P{n:02d}" for n in members})
        board = client.get(BOARD, params={"club": slug})
        assert board.status_code == 200
        body = board.json()
        assert body["club"] == {"club": slug, "name": name}
        assert body["total"] == len(expected) == len(members) - 1  # one member played none
        assert body["results"] == expected
        assert (body["deal"], body["start"]) == (whole["deal"], whole["start"])
        page = client.get(BOARD, params={"club": slug, "offset": 2, "limit": 3}).json()
        assert page["results"] == expected[2:5] and page["total"] == len(expected)
        past = client.get(BOARD, params={"club": slug, "offset": 50}).json()
        assert past["results"] == [] and past["total"] == len(expected)
    other_day = client.get(f"/api/v1/daily/{DAY - datetime.timedelta(days=1)}/classic?club={first}")
    assert other_day.json()["total"] == 0 and other_day.json()["results"] == []


def test_an_unknown_club_board_is_404(client: TestClient) -> None:
    for slug in ("nosuchclub23", "x" * 64):
        answer = client.get(BOARD, params={"club": slug})
        assert answer.status_code == 404
        assert answer.json() == {"detail": "no club has this address", "reason": "unknown_club"}
    assert client.get(BOARD, params={"club": ""}).json()["club"] is None  # the whole board


def test_the_club_page_names_the_club_and_keeps_it_in_its_links(
    app: FastAPI, client: TestClient
) -> None:
    made = players(client, 4)
    store_results(app, [player for player, _ in made[:3]])
    slug = club_of(client, [made[0][1], made[2][1], made[3][1]], "<b>Friday</b> & Co")
    html = client.get(f"/daily/{DAY}/classic?club={slug}").text
    assert "<h1>&lt;b&gt;Friday&lt;/b&gt; &amp; Co — Daily deal of 2026-12-01: Classic</h1>" in html
    found = re.findall(r"<tr><td class=\"number\">(\d+)</td><td>(.*?)</td>", html)
    rows = [(rank, re.sub(r"<[^>]*>", "", cell)) for rank, cell in found]  # the name's link
    board = client.get(BOARD, params={"club": slug}).json()["results"]
    assert rows == [(str(line["rank"]), line["name"]) for line in board]
    assert {name for _, name in rows} == {"P00", "P02"}
    assert f'href="/daily/2026-11-30/classic?club={slug}"' in html
    assert f'href="/daily/2026-12-02/classic?club={slug}"' in html
    assert f'href="/daily/2026-12-01/wasp?club={slug}"' in html
    assert 'href="/daily/2026-12-01/classic">The whole board</a>' in html
    empty = client.get(f"/daily/2026-11-30/classic?club={slug}").text
    assert "No results yet from the club's members for this day." in empty


def test_the_club_page_links_its_pages_with_the_club(app: FastAPI, client: TestClient) -> None:
    made = players(client, PAGE_SIZE + 1)
    store_results(app, [player for player, _ in made])
    slug = club_of(client, [made[0][1]], "Many")
    with services(app).engine.begin() as connection:  # the others joined long ago
        club = connection.execute(select(CLUBS.c.id).where(CLUBS.c.slug == slug)).scalar_one()
        joined = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
        rows = [{"club_id": club, "player_id": p, "joined": joined} for p, _ in made[1:]]
        connection.execute(insert(CLUB_MEMBERS), rows)
    top = client.get(f"/daily/{DAY}/classic?club={slug}").text
    assert "Higher ranks" not in top
    assert f'href="?club={slug}&amp;offset={PAGE_SIZE}">Lower ranks' in top
    html = client.get(f"/daily/{DAY}/classic?club={slug}&offset={PAGE_SIZE}").text
    assert f'href="?club={slug}&amp;offset=0">Higher ranks' in html
    assert "Lower ranks" not in html
    assert len(re.findall(r"<tr><td class=\"number\">", html)) == 1
    far = client.get(f"/daily/{DAY}/classic?club={slug}&offset={2 * PAGE_SIZE}").text
    assert f'href="?club={slug}&amp;offset=0">Back to the top' in far


def test_an_unknown_club_page_is_the_404_page(client: TestClient) -> None:
    page = client.get(f"/daily/{DAY}/classic?club=nosuchclub23")
    assert page.status_code == 404
    assert page.headers["content-type"].startswith("text/html")
    assert "no club has this address" in page.text
