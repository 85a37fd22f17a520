"""Clubs: creating, joining with the invite code, leaving (the creator's hand-over, the last
member's leaving deletes the club), renewing the code; a wrong, renewed or malformed code
answered alike; joins rate-limited."""

from __future__ import annotations

import datetime
import threading
from collections.abc import Callable, Iterator

import httpx2
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, insert, select

from scorpion_qt.server.app import create_app
from scorpion_qt.server.clubs import CODE_ALPHABET, MOST_CLUBS, MOST_MEMBERS, code_key
from scorpion_qt.server.models import Club, ClubMember, Player
from tests.server.conftest import services, unlimited
from tests.server.games import bearer, register
from tests.server.settable_clock import SettableClock

CLUBS = "/api/v1/clubs"


@pytest.fixture
def app(database: str, clock: SettableClock) -> Iterator[FastAPI]:
    """The app without rate limits, joins and clubs created included (their limit's
    tests make their own)."""
    made = create_app(unlimited(database, join_limit=0), clock=clock)
    yield made
    services(made).engine.dispose()


def create(client: TestClient, token: str, name: str = "Friday Solitaire") -> dict[str, object]:
    answer = client.post(CLUBS, json={"name": name}, headers=bearer(token))
    assert answer.status_code == 201, answer.text
    made: dict[str, object] = answer.json()
    return made


def join(client: TestClient, token: str, code: object) -> httpx2.Response:
    return client.post(f"{CLUBS}/join", json={"code": code}, headers=bearer(token))


def mine(client: TestClient, token: str) -> list[dict[str, object]]:
    answer = client.get(CLUBS, headers=bearer(token))
    assert answer.status_code == 200, answer.text
    found: list[dict[str, object]] = answer.json()["clubs"]
    return found


def leave(client: TestClient, token: str, club: object) -> httpx2.Response:
    return client.delete(f"{CLUBS}/{club}/members/me", headers=bearer(token))


def renew(client: TestClient, token: str, club: object) -> httpx2.Response:
    return client.post(f"{CLUBS}/{club}/code", headers=bearer(token))


def test_a_new_club_has_its_creator_as_first_member(client: TestClient) -> None:
    ann = register(client, "Ann")
    made = create(client, ann, "  Friday Solitaire ")
    assert made["name"] == "Friday Solitaire"
    assert made["members"] == 1 and made["creator"] is True
    slug, code = str(made["club"]), str(made["code"])
    assert len(slug) == 12 and slug.isalnum() and slug == slug.lower()
    assert len(code) == 14 and code[4] == code[9] == "-"
    assert all(char in CODE_ALPHABET for char in code.replace("-", ""))
    assert mine(client, ann) == [made]
    other = create(client, ann, "Friday Solitaire")  # names need not be unique
    assert other["club"] != slug and other["code"] != code


@pytest.mark.parametrize(
    ("name", "problem"),
    [("", "empty"), ("x" * 41, "41 characters"), ("a\u200db", "format character")],
)
def test_a_club_name_must_show_something_and_fit(
    client: TestClient, name: str, problem: str
) -> None:
    answer = client.post(CLUBS, json={"name": name}, headers=bearer(register(client, "Ann")))
    assert answer.status_code == 422
    assert answer.json()["reason"] == "bad_name" and problem in answer.json()["detail"]


def test_every_club_route_needs_a_players_token(client: TestClient) -> None:
    for answer in (
        client.post(CLUBS, json={"name": "x"}),
        client.get(CLUBS, headers=bearer("nobody's")),
        client.post(f"{CLUBS}/join", json={"code": "7KQ2-M9XD-H4TA"}),
        client.delete(f"{CLUBS}/abc/members/me"),
        client.post(f"{CLUBS}/abc/code"),
    ):
        assert answer.status_code == 401 and answer.json()["reason"] == "bad_token"
        assert answer.headers["WWW-Authenticate"] == "Bearer"


def test_joining_with_the_code_and_joining_twice(client: TestClient) -> None:
    ann, bob = register(client, "Ann"), register(client, "Bob")
    made = create(client, ann)
    code = str(made["code"])
    joined = join(client, bob, code)
    assert joined.status_code == 200
    assert joined.json() == {**made, "members": 2, "creator": False}
    # typed another way: case, dashes and spaces do not matter; O is 0, I and L are 1
    typed = code.replace("-", " ").lower().replace("0", "o").replace("1", "l")
    again = join(client, bob, f" {typed} ")
    assert again.status_code == 200 and again.json() == joined.json()
    assert mine(client, bob) == [joined.json()]
    assert mine(client, ann)[0]["members"] == 2


def test_a_wrong_renewed_or_malformed_code_is_the_same_404(client: TestClient) -> None:
    ann, bob = register(client, "Ann"), register(client, "Bob")
    made = create(client, ann)
    old = str(made["code"])
    renewed = renew(client, ann, made["club"])
    assert renewed.status_code == 200
    new = renewed.json()["code"]
    assert new != old and renewed.json() == {**made, "code": new}
    wrong = "".join("Z" if char == "0" else "0" for char in new.replace("-", ""))
    answers = [join(client, bob, code) for code in (old, wrong, "hello", "", "!" * 12, old * 50)]
    first = answers[0]
    assert first.status_code == 404
    assert first.json() == {"detail": "no club has this invite code", "reason": "bad_invite_code"}
    for answer in answers:
        assert (answer.status_code, answer.content) == (first.status_code, first.content)
        assert answer.headers == first.headers
    assert mine(client, bob) == []
    assert join(client, bob, new).status_code == 200


def test_only_the_creator_renews_the_code(client: TestClient) -> None:
    ann, bob, cat = register(client, "Ann"), register(client, "Bob"), register(client, "Cat")
    made = create(client, ann)
    join(client, bob, made["code"])
    refused = renew(client, bob, made["club"])
    assert refused.status_code == 403 and refused.json()["reason"] == "not_club_creator"
    outsider = renew(client, cat, made["club"])
    assert outsider.status_code == 404 and outsider.json()["reason"] == "not_a_member"
    assert renew(client, ann, "nosuchclub").json()["reason"] == "not_a_member"
    assert mine(client, bob)[0]["code"] == made["code"]  # unchanged by the refusals


def test_leaving_a_club(client: TestClient) -> None:
    ann, bob = register(client, "Ann"), register(client, "Bob")
    made = create(client, ann)
    join(client, bob, made["code"])
    left = leave(client, bob, made["club"])
    assert left.status_code == 204 and left.content == b""
    assert mine(client, bob) == []
    assert mine(client, ann)[0]["members"] == 1
    again = leave(client, bob, made["club"])
    assert again.status_code == 404 and again.json()["reason"] == "not_a_member"
    assert leave(client, bob, "nosuchclub").json()["reason"] == "not_a_member"


def test_the_creator_leaving_hands_renewal_to_the_longest_member(client: TestClient) -> None:
    ann, bob, cat = (register(client, name) for name in ("Ann", "Bob", "Cat"))
    made = create(client, ann)
    join(client, bob, made["code"])
    join(client, cat, made["code"])
    assert leave(client, ann, made["club"]).status_code == 204
    assert mine(client, bob)[0]["creator"] is True  # joined before Cat
    assert mine(client, cat)[0]["creator"] is False
    assert renew(client, cat, made["club"]).status_code == 403
    renewed = renew(client, bob, made["club"])
    assert renewed.status_code == 200 and renewed.json()["members"] == 2


def test_the_last_member_leaving_deletes_the_club(client: TestClient) -> None:
    ann, bob = register(client, "Ann"), register(client, "Bob")
    made = create(client, ann)
    assert leave(client, ann, made["club"]).status_code == 204
    engine = services(client.app).engine  # type: ignore[arg-type]
    with engine.connect() as connection:
        assert connection.execute(select(func.count()).select_from(Club)).scalar_one() == 0
        assert connection.execute(select(func.count()).select_from(ClubMember)).scalar_one() == 0
    assert join(client, bob, made["code"]).json()["reason"] == "bad_invite_code"
    board = client.get(f"/api/v1/daily/2026-12-01/classic?club={made['club']}")
    assert board.status_code == 404 and board.json()["reason"] == "unknown_club"


def test_a_player_in_several_clubs_and_at_most_twenty(client: TestClient) -> None:
    ann, bob = register(client, "Ann"), register(client, "Bob")
    made = [create(client, ann, f"Club {n}") for n in range(MOST_CLUBS)]
    assert [c["name"] for c in mine(client, ann)] == [f"Club {n}" for n in range(MOST_CLUBS)]
    refused = client.post(CLUBS, json={"name": "One more"}, headers=bearer(ann))
    assert refused.status_code == 409 and refused.json()["reason"] == "too_many_clubs"
    extra = create(client, bob, "Bob's")
    full = join(client, ann, extra["code"])
    assert full.status_code == 409 and full.json()["reason"] == "too_many_clubs"
    assert join(client, ann, made[3]["code"]).status_code == 200  # in it already: no refusal
    assert leave(client, ann, made[0]["club"]).status_code == 204
    assert join(client, ann, extra["code"]).status_code == 200
    assert len(mine(client, ann)) == MOST_CLUBS


def test_a_code_is_read_as_crockford_reads_it() -> None:
    assert code_key("7kq2-m9xd-h4ta") == "7KQ2M9XDH4TA"
    assert code_key("OIL2 M9XD\tH4TA") == "0112M9XDH4TA"
    for bad in ("7KQ2-M9XD-H4T", "7KQ2-M9XD-H4TAA", "7KQ2-M9XD-H4TU", "7KQ2_M9XD_H4TA", ""):
        assert code_key(bad) is None, bad


LIMIT = 3


@pytest.fixture
def limited(database: str) -> Iterator[Callable[[str], TestClient]]:
    """Clients from the given addresses of one app whose ``join_limit`` is :data:`LIMIT`."""
    app = create_app(unlimited(database, join_limit=LIMIT), clock=SettableClock())
    yield lambda address: TestClient(app, client=(address, 50000))
    services(app).engine.dispose()


def first_429(send: Callable[[int], httpx2.Response]) -> tuple[int, httpx2.Response]:
    """Send until a 429 comes: the 1-based number of the refused request, and the answer.
    Windows are fixed minutes: 2 * LIMIT + 1 requests always hold a minute with more than
    LIMIT."""
    for i in range(1, 2 * LIMIT + 2):
        answer = send(i)
        if answer.status_code == 429:
            return i, answer
    raise AssertionError("no 429")


def test_joins_are_rate_limited_per_token(limited: Callable[[str], TestClient]) -> None:
    """One player's tries, each from an address of its own: the token's count refuses
    them, wrong codes counted as any."""
    ann = register(limited("10.0.0.1"), "Ann")
    made = create(limited("10.0.1.1"), register(limited("10.0.0.2"), "Bob"))
    number, refused = first_429(lambda i: join(limited(f"10.0.2.{i}"), ann, "WRONG-CODE-0000"))
    assert number > LIMIT
    assert refused.json()["reason"] == "rate_limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert "clubs joined or created" in refused.json()["detail"]
    answer = join(limited("10.0.3.1"), ann, made["code"])
    if answer.status_code != 429:  # a minute ended just now: its count starts again
        number, answer = first_429(lambda i: join(limited(f"10.0.4.{i}"), ann, made["code"]))
    assert answer.status_code == 429


def test_joins_are_rate_limited_per_address(limited: Callable[[str], TestClient]) -> None:
    """A player of their own for each try, all from one address: the address's count
    refuses them (creating a club counts too)."""
    made = create(limited("10.1.0.1"), register(limited("10.1.0.1"), "Ann"))
    tokens = [register(limited("10.2.0.1"), f"P{n}") for n in range(2 * LIMIT + 1)]
    number, refused = first_429(lambda i: join(limited("10.1.0.1"), tokens[i - 1], made["code"]))
    assert number >= LIMIT  # the club's creation was the address's first
    assert refused.json()["reason"] == "rate_limited"
    assert join(limited("10.3.0.1"), tokens[-1], made["code"]).status_code == 200


def test_join_limit_zero_is_no_limit(client: TestClient) -> None:
    ann = register(client, "Ann")
    for _ in range(30):
        assert join(client, ann, "WRONG-CODE-0000").status_code == 404


def test_a_method_a_path_has_not_names_every_method_it_has(client: TestClient) -> None:
    """GET and POST /api/v1/clubs are two routes: the 405 names both."""
    answer = client.put(CLUBS)
    assert answer.status_code == 405 and answer.json()["reason"] == "method_not_allowed"
    assert answer.headers["Allow"] == "GET, HEAD, POST"
    assert client.put("/api/v1/results").headers["Allow"] == "POST"


def test_a_full_club_refuses_one_more(client: TestClient) -> None:
    ann, bob = register(client, "Ann"), register(client, "Bob")
    made = create(client, ann)
    engine = services(client.app).engine  # type: ignore[arg-type]
    now = datetime.datetime.now(datetime.UTC)
    with engine.begin() as connection:  # players enough to fill it, in it already
        first = connection.execute(select(func.max(Player.id))).scalar_one() + 1
        players = [
            {"id": first + n, "name": f"M{n}", "name_key": f"m{n}", "token_hash": f"{n:064x}"}
            for n in range(MOST_MEMBERS - 1)
        ]
        connection.execute(insert(Player), [p | {"created": now} for p in players])
        club = connection.execute(select(Club.id).where(Club.slug == made["club"])).scalar_one()
        members = [{"club_id": club, "player_id": p["id"], "joined": now} for p in players]
        connection.execute(insert(ClubMember), members)
    assert mine(client, ann)[0]["members"] == MOST_MEMBERS
    full = join(client, bob, made["code"])
    assert full.status_code == 409 and full.json()["reason"] == "club_full"
    assert leave(client, ann, made["club"]).status_code == 204
    assert join(client, bob, made["code"]).json()["members"] == MOST_MEMBERS


def test_joins_at_once_keep_a_player_within_twenty_clubs(app: FastAPI) -> None:
    """Ten joins sent at once by a player in 15 clubs: five are taken, five refused (the
    player's row is locked while their clubs are counted)."""
    with TestClient(app) as client:
        ann, bob = register(client, "Ann"), register(client, "Bob")
        for n in range(MOST_CLUBS - 5):
            create(client, ann, f"Ann's {n}")
        codes = [create(client, bob, f"Bob's {n}")["code"] for n in range(10)]
    clients = [TestClient(app) for _ in codes]
    start = threading.Barrier(len(codes))
    answers: list[int] = []

    def send(client: TestClient, code: object) -> None:
        with client:
            start.wait()
            answers.append(join(client, ann, code).status_code)

    threads = [
        threading.Thread(target=send, args=pair) for pair in zip(clients, codes, strict=True)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [200] * 5 + [409] * 5
    with TestClient(app) as client:
        assert len(mine(client, ann)) == MOST_CLUBS
