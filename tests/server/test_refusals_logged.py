"""Every refusal is logged with its reason, the pages' too; the API's documentation pages
load their files from this server, never from a CDN (and can be turned off)."""

from __future__ import annotations

import logging
import re

import pytest
from fastapi.testclient import TestClient

from scorpion_qt.server.app import create_app
from tests.server.conftest import services, unlimited
from tests.server.games import result_body

LOGGER = "scorpion_qt.server.error_handlers"


def refusals(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == LOGGER]


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("/daily/2026-03-01/nope", "404 unknown_rules"),
        ("/daily/2037-01-01/classic", "404 bad_date"),
        ("/daily/1999-12-31/wasp", "404 bad_date"),
        ("/daily/2026-03-01/%3Cscript%3E", "404 unknown_rules"),
    ],
)
def test_a_refused_page_is_logged_with_its_reason(
    client: TestClient, caplog: pytest.LogCaptureFixture, path: str, reason: str
) -> None:
    with caplog.at_level(logging.INFO, logger=LOGGER):
        page = client.get(path)
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")
    logged = refusals(caplog)
    assert len(logged) == 1, logged
    assert logged[0].startswith(f"refused GET {path.replace('%3C', '<').replace('%3E', '>')}")
    assert f": {reason}: " in logged[0]


@pytest.mark.parametrize(
    ("method", "path", "body", "reason"),
    [
        ("GET", "/daily/not-a-date/classic", None, "422 invalid_request"),
        ("GET", "/api/v1/daily/2026-03-01/nope", None, "422 unknown_rules"),
        ("GET", "/no/such/page", None, "404 not_found"),
        ("POST", "/api/v1/players", {"name": "\u3164"}, "422 bad_name"),
        ("POST", "/api/v1/results", result_body(), "401 bad_token"),
        ("DELETE", "/api/v1/players", None, "405 method_not_allowed"),
    ],
)
def test_a_refused_request_is_logged_with_its_reason(
    client: TestClient,
    caplog: pytest.LogCaptureFixture,
    method: str,
    path: str,
    body: object,
    reason: str,
) -> None:
    with caplog.at_level(logging.INFO, logger=LOGGER):
        answer = client.request(method, path, json=body)
    assert answer.status_code == int(reason.split()[0])
    logged = refusals(caplog)
    assert len(logged) == 1 and f": {reason}: " in logged[0], logged


def local_links(html: str) -> list[str]:
    """Every script, style, image and link ``html`` loads or names, each a path of this
    server (an absolute URL, ``//host`` or a ``url(...)`` elsewhere fails)."""
    links = re.findall(r"(?:src|href|url)\s*[=:(]\s*['\"]([^'\"]*)['\"]", html)
    assert links
    assert [link for link in links if not re.match(r"/(?!/)|\?|#", link)] == []
    assert re.findall(r"https?://", html) == []
    return links


def test_the_api_documentation_is_served_from_the_package(client: TestClient) -> None:
    """/docs and /redoc load Swagger UI and ReDoc from this server, with no online
    validator; every file they name is served; the pages name no other host either."""
    for path in ("/docs", "/redoc"):
        page = client.get(path)
        assert page.status_code == 200, path
        for link in local_links(page.text):
            if link != "/openapi.json":
                assert client.get(link).status_code == 200, link
    assert '"validatorUrl": null' in client.get("/docs").text
    schema = client.get("/openapi.json")
    assert schema.status_code == 200 and schema.json()["paths"]
    for path in ("/daily/2026-03-01/classic", "/daily/2026-03-01/nope"):
        local_links(client.get(path).text)


def test_the_api_documentation_can_be_turned_off(database: str) -> None:
    app = create_app(unlimited(database, api_docs=False))
    try:
        with TestClient(app) as opened:
            for path in ("/docs", "/redoc", "/docs/oauth2-redirect"):
                assert opened.get(path).status_code == 404, path
            assert opened.get("/openapi.json").status_code == 200
    finally:
        services(app).engine.dispose()
