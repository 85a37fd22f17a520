"""X-Forwarded-For from a trusted proxy: an IP address counts (in its canonical form);
an over-long or malformed one is ignored for the proxy's address and logged, never a 500
(on SQLite and PostgreSQL in process, and on PostgreSQL behind a real uvicorn)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from scorpion_qt.server.app import create_app
from scorpion_qt.server.forwarded import canonical_address
from tests.server.conftest import services, unlimited
from tests.server.postgres import Cluster
from tests.server.server_process import ServerProcess

#: the TestClient's peer, trusted as a proxy here
PROXY = "testclient"


@pytest.fixture
def proxied(database: str) -> Iterator[TestClient]:
    """A client behind a trusted proxy, with limits high enough never to refuse, so that
    each request's address is counted (in ``rate_counters``)."""
    settings = unlimited(database, address_limit=10_000, register_limit=10_000)
    app = create_app(settings.model_copy(update={"forwarded_allow_ips": PROXY}))
    with TestClient(app) as opened:
        yield opened
    services(app).engine.dispose()


def counted(client: TestClient) -> set[str]:
    engine = services(client.app).engine  # type: ignore[arg-type]
    with engine.connect() as connection:
        keys = connection.execute(text("SELECT key FROM rate_counters")).scalars()
        return {key.removeprefix("address:") for key in keys if key.startswith("address:")}


@pytest.mark.parametrize(
    ("forwarded", "address"),
    [
        ("203.0.113.7", "203.0.113.7"),
        ("2001:DB8:0:0::1", "2001:db8::1"),  # canonical: one address, one count
        ("[2001:db8::2]:4711", "2001:db8::2"),
        ("198.51.100.1:8080", "198.51.100.1"),
        ("203.0.113.9, 127.0.0.1", "127.0.0.1"),  # the last hop not a trusted proxy
        ("9" * 73, PROXY),  # over-long: the PostgreSQL column is 80 wide
        ("x" * 5000, PROXY),
        ("a.b.c.d", PROXY),
        ("1.2.3.4.5", PROXY),
        ("256.1.1.1", PROXY),
        ("fe80::1%" + "e" * 60, PROXY),  # a zone
        ("unknown", PROXY),
        ("<script>", PROXY),
        ("1.2.3.4\u00e9", PROXY),
    ],
)
def test_a_forwarded_address_counts_only_when_it_is_an_ip_address(
    proxied: TestClient, caplog: pytest.LogCaptureFixture, forwarded: str, address: str
) -> None:
    with caplog.at_level(logging.WARNING, logger="scorpion_qt.server.forwarded"):
        answer = proxied.post(
            "/api/v1/players",
            json={"name": "Ayşe"},
            headers={b"X-Forwarded-For": forwarded.encode("latin1")},
        )
    assert answer.status_code == 201, answer.text
    assert counted(proxied) == {address}
    ignored = [r for r in caplog.records if "ignored the forwarded address" in r.getMessage()]
    assert len(ignored) == (address == PROXY)
    if ignored:
        assert f"from proxy {PROXY}" in ignored[0].getMessage()


def test_canonical_addresses() -> None:
    assert canonical_address("::FFFF:192.0.2.1") == "::ffff:c000:201"
    assert canonical_address("0000:0000:0000:0000:0000:ffff:255.255.255.255") is not None
    assert canonical_address("1" * 46) is None
    assert canonical_address("") is None


def test_an_over_long_forwarded_address_on_postgresql_is_ignored_not_a_500(
    postgres: Cluster, tmp_path: Path
) -> None:
    """A real server on PostgreSQL behind its default trusted proxy (127.0.0.1, the test
    itself): an over-long and a malformed X-Forwarded-For register with the proxy's
    address counted, a warning each in the log and no traceback; a good one counts."""
    url = postgres.create_database("t_forwarded")
    log = tmp_path / "server.log"
    server = ServerProcess(url, log, "--address-limit", "1000", "--register-limit", "1000")
    server.start()
    try:
        names = iter(["Ayşe", "Zeynep", "Kim"])
        for forwarded in ("7" * 73, "not an address, at all", "192.0.2.44"):
            answer = httpx2.post(
                f"{server.url}/api/v1/players",
                json={"name": next(names)},
                headers={"X-Forwarded-For": forwarded},
            )
            assert answer.status_code == 201, answer.text
    finally:
        server.stop()
    written = log.read_text()
    assert "Traceback" not in written and " 500" not in written
    assert written.count("ignored the forwarded address") == 2
    engine = create_app(unlimited(url)).state.services.engine
    try:
        with engine.connect() as connection:
            keys = set(connection.execute(text("SELECT key FROM rate_counters")).scalars())
    finally:
        engine.dispose()
    assert {"address:127.0.0.1", "address:192.0.2.44"} <= keys
    assert not any("7777" in key or "not an" in key for key in keys)
