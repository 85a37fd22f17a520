"""GET /healthz after a database round trip; a database that cannot be reached is 503."""

from __future__ import annotations

from fastapi.testclient import TestClient

from scorpion_qt.server.app import create_app
from tests.server.conftest import services, unlimited
from tests.server.postgres import Cluster


def test_health_is_ok(client: TestClient) -> None:
    answer = client.get("/healthz")
    assert (answer.status_code, answer.json()) == (200, {"status": "ok"})


def test_a_database_gone_is_503_not_500(postgres: Cluster) -> None:
    url = postgres.create_database("t_gone")
    app = create_app(unlimited(url, address_limit=100))
    with TestClient(app) as client:
        assert client.get("/healthz").status_code == 200
        services(app).engine.dispose()
        postgres.execute('DROP DATABASE "t_gone" WITH (FORCE)')
        for answer in (
            client.get("/healthz"),
            client.get("/api/v1/daily/2026-03-01/classic"),
            client.post("/api/v1/players", json={"name": "Ayşe"}),
        ):
            assert answer.status_code == 503
            assert answer.json()["reason"] == "unavailable"
            assert answer.headers["Retry-After"] == "5"
    services(app).engine.dispose()
