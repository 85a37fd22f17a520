"""Rate limits per address, per address for registrations and per token: 429, Retry-After,
counted in the database that every server process shares."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import httpx2
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, func, select

from scorpion_qt.server.app import create_app
from scorpion_qt.server.models import RateCounter
from scorpion_qt.server.settings import Settings
from tests.server.conftest import services, unlimited
from tests.server.games import bearer, result_body
from tests.server.settable_clock import SettableClock

LIMIT = 3
URL = "/api/v1/results"


@pytest.fixture
def limited(database: str) -> Iterator[Callable[..., TestClient]]:
    """A client of an app with the given limits (several apps share one database)."""
    made = []

    def client(**limits: int) -> TestClient:
        app = create_app(unlimited(database, **limits), clock=SettableClock())
        made.append(app)
        return TestClient(app)

    yield client
    for app in made:
        services(app).engine.dispose()


def first_refusal(send: Callable[[int], httpx2.Response]) -> tuple[int, httpx2.Response]:
    """Send until a 429 comes; the 1-based number of the refused request. Windows are
    fixed minutes, so a minute's end may fall among the requests: 2 * LIMIT + 1 requests
    always hold a minute with more than LIMIT."""
    for i in range(1, 2 * LIMIT + 2):
        answer = send(i)
        if answer.status_code == 429:
            return i, answer
    raise AssertionError("no 429")


def check_refusal(number: int, answer: httpx2.Response) -> None:
    assert number > LIMIT
    assert answer.json()["reason"] == "rate_limited"
    assert 1 <= int(answer.headers["Retry-After"]) <= 60


def test_requests_past_the_address_limit_are_429(limited: Callable[..., TestClient]) -> None:
    client = limited(address_limit=LIMIT)
    check_refusal(*first_refusal(lambda _: client.get("/api/v1/daily/2026-03-01/classic")))
    assert client.get("/healthz").status_code == 200  # health checks are not counted


def test_the_count_is_shared_by_apps_on_one_database(limited: Callable[..., TestClient]) -> None:
    one, two = limited(address_limit=LIMIT), limited(address_limit=LIMIT)
    number, answer = first_refusal(
        lambda i: (one if i % 2 else two).get("/api/v1/daily/2026-03-01/classic")
    )
    check_refusal(number, answer)


def test_registrations_past_the_limit_are_429(limited: Callable[..., TestClient]) -> None:
    client = limited(register_limit=LIMIT)
    check_refusal(*first_refusal(lambda i: client.post("/api/v1/players", json={"name": f"n{i}"})))


def test_submissions_past_the_token_limit_are_429(limited: Callable[..., TestClient]) -> None:
    client = limited(token_limit=LIMIT)
    token = client.post("/api/v1/players", json={"name": "Ayşe"}).json()["token"]
    other = client.post("/api/v1/players", json={"name": "Zeynep"}).json()["token"]
    # refused submissions count too (the same result again is 409, then 429)
    number, answer = first_refusal(
        lambda _: client.post("/api/v1/results", json=result_body(), headers=bearer(token))
    )
    check_refusal(number, answer)
    # another token has a count of its own
    fresh = client.post("/api/v1/results", json=result_body(), headers=bearer(other))
    assert fresh.status_code == 201


def test_settings_refuse_negative_limits() -> None:
    with pytest.raises(ValueError, match="greater than or equal to 0"):
        Settings(database="sqlite:///x", token_limit=-1)


def test_submissions_count_against_the_address_limit_too(
    limited: Callable[..., TestClient],
) -> None:
    """The address and the token are counted together when a result comes: the address
    is refused first, and requests with no token or a wrong one count against it too."""
    client = limited(address_limit=LIMIT, token_limit=100)
    kinds: list[dict[str, str]] = [{}, bearer("not-a-token")]
    statuses = []

    def send(i: int) -> httpx2.Response:
        answer: httpx2.Response = client.post(URL, json=result_body(), headers=kinds[i % 2])
        statuses.append(answer.status_code)
        return answer

    check_refusal(*first_refusal(send))
    assert set(statuses[:-1]) == {401}


def test_the_token_limit_holds_beside_an_address_limit(
    limited: Callable[..., TestClient],
) -> None:
    client = limited(address_limit=100, token_limit=LIMIT)
    token = client.post("/api/v1/players", json={"name": "Ayşe"}).json()["token"]
    number, answer = first_refusal(
        lambda _: client.post("/api/v1/results", json=result_body(), headers=bearer(token))
    )
    check_refusal(number, answer)
    assert "results from one player" in answer.json()["detail"]


def test_refused_board_reads_count_too(limited: Callable[..., TestClient]) -> None:
    """A board of a day the table does not hold is refused (422 as JSON, 404 as a page),
    and still counted against the address."""
    client = limited(address_limit=LIMIT)
    urls = ["/api/v1/daily/1999-01-01/classic", "/daily/1999-01-01/classic"]
    statuses = []

    def send(i: int) -> httpx2.Response:
        answer: httpx2.Response = client.get(urls[i % 2])
        statuses.append(answer.status_code)
        return answer

    check_refusal(*first_refusal(send))
    assert set(statuses[:-1]) == {422, 404}


def test_a_submission_the_address_refuses_is_not_counted_against_the_token(
    limited: Callable[..., TestClient], database: str
) -> None:
    client = limited(address_limit=LIMIT, token_limit=100)
    player = client.post("/api/v1/players", json={"name": "Ayşe"}).json()
    statuses = []

    def send(_: int) -> httpx2.Response:
        sent: httpx2.Response = client.post(
            URL, json=result_body(), headers=bearer(player["token"])
        )
        statuses.append(sent.status_code)
        return sent

    _, refused = first_refusal(send)
    assert refused.json()["detail"].startswith(f"more than {LIMIT} requests")
    engine = create_engine(database)
    try:
        with engine.connect() as connection:
            counted = connection.execute(
                select(func.sum(RateCounter.count)).where(
                    RateCounter.key == f"token:{player['player']}"
                )
            ).scalar_one()
    finally:
        engine.dispose()
    assert counted == len(statuses) - 1  # every submission but the one the address refused
