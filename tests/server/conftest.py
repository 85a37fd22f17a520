"""Fixtures of the leaderboard server's tests: every API test runs against an SQLite file
and against a real PostgreSQL (a throwaway cluster for the session, a database per test
module, its tables emptied before each test)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from scorpion_qt.server.app import create_app
from scorpion_qt.server.services import Services
from scorpion_qt.server.settings import Settings
from tests.server.postgres import Cluster
from tests.server.settable_clock import SettableClock

TABLES = "club_members, clubs, players, results, rate_counters, board_counts, rank_buckets"


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    """The session's PostgreSQL cluster; the tests fail (not skip) without the binaries."""
    try:
        cluster = Cluster.start()
    except FileNotFoundError as exc:
        pytest.fail(str(exc), pytrace=False)
    yield cluster
    cluster.stop()


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(scope="module")
def module_database(
    backend: str, request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> str:
    """One database per test module and backend."""
    name = re.sub(r"\W", "_", request.module.__name__.rsplit(".", 1)[-1]).lower()
    if backend == "sqlite":
        return f"sqlite:///{tmp_path_factory.mktemp(name) / 'leaderboard.sqlite3'}"
    cluster: Cluster = request.getfixturevalue("postgres")
    return cluster.create_database(f"t_{name}")


@pytest.fixture
def database(module_database: str) -> str:
    """The module's database with empty tables (once the schema is there)."""
    engine = create_engine(module_database)
    try:
        with engine.begin() as connection:
            if "players" in _tables(connection):
                if engine.dialect.name == "postgresql":
                    connection.execute(text(f"TRUNCATE {TABLES} RESTART IDENTITY CASCADE"))
                else:
                    for table in TABLES.split(", "):
                        connection.execute(text(f"DELETE FROM {table}"))
    finally:
        engine.dispose()
    return module_database


def _tables(connection: object) -> set[str]:
    from sqlalchemy import inspect  # noqa: PLC0415

    return set(inspect(connection).get_table_names())


def unlimited(database: str, **changes: object) -> Settings:
    """Settings without rate limits (the rate-limit tests set their own)."""
    values: dict[str, object] = {
        "database": database,
        "address_limit": 0,
        "register_limit": 0,
        "token_limit": 0,
    }
    values.update(changes)
    return Settings.model_validate(values)


def services(app: FastAPI) -> Services:
    found: Services = app.state.services
    return found


@pytest.fixture
def clock() -> SettableClock:
    """The app's clock: noon (UTC) of ``DAY`` unless the test sets it."""
    return SettableClock()


@pytest.fixture
def app(database: str, clock: SettableClock) -> Iterator[FastAPI]:
    made = create_app(unlimited(database), clock=clock)
    yield made
    services(made).engine.dispose()


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app) as opened:
        yield opened


def sqlite_path(url: str) -> Path:
    return Path(url.removeprefix("sqlite:///"))
