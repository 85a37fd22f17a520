"""The server against its own OpenAPI schema: schemathesis sends generated requests (valid
and invalid) to every operation of the ASGI app on an SQLite file, with a registered
player's token, and checks each answer: never a 500, and never a status, content type,
header or body that the schema does not declare.

The schema is read at import from an app on a scratch file (schemathesis parametrizes
at collection); the requests go to the module's own app (``app=``). Not
``schemathesis.pytest.from_fixture``: its lazy schema sets ``Node._nodeid``, which pytest
9.2 no longer has (AttributeError in schemathesis 4.32.5).
"""

from __future__ import annotations

import datetime
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.config import SchemathesisConfig
from schemathesis.generation.case import Case
from schemathesis.hooks import HookContext

from scorpion_qt.engine.daily_table import FIRST_DATE, LAST_DATE
from scorpion_qt.server.app import create_app
from tests.server.conftest import services, unlimited
from tests.server.games import DAY, bearer, daily_deal, register, result_body
from tests.server.settable_clock import SettableClock

#: examples per operation and phase: the whole file runs in some 10 s on two cores
EXAMPLES = 40

#: Valid data may still be refused 422 (documented, with a reason; the page: 404), for what
#: no schema can say: a date outside the table of daily deals, a name too long after NFKC
#: or holding a control character, a log that does not replay. Every other check as shipped.
CONFIG = SchemathesisConfig.from_dict(
    {
        "seed": 23,
        "checks": {
            "positive_data_acceptance": {
                "expected-statuses": ["2xx", "401", "404", "409", "422", "429"],
            }
        },
    }
)


def _app_on(database: Path) -> FastAPI:
    return create_app(unlimited(f"sqlite:///{database}"), clock=SettableClock())


def _openapi_document() -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="scorpion-schema-") as folder:
        made = _app_on(Path(folder) / "leaderboard.sqlite3")
        try:
            return made.openapi()
        finally:
            services(made).engine.dispose()


schema = schemathesis.openapi.from_dict(_openapi_document(), config=CONFIG)


def _is_date(value: object) -> bool:
    try:
        datetime.date.fromisoformat(str(value))
    except ValueError:
        return False
    return isinstance(value, str)


_DAYS = st.dates(FIRST_DATE, LAST_DATE).map(datetime.date.isoformat)


@schema.hook
def flatmap_path_parameters(
    context: HookContext, path_parameters: dict[str, Any] | None
) -> st.SearchStrategy[dict[str, Any] | None]:
    """Most generated dates fall outside the table of daily deals (a 422 or 404 at once):
    half of the valid ones become a date of the table, so that boards are read too."""
    if path_parameters is None or not _is_date(path_parameters.get("date")):
        return st.just(path_parameters)
    return st.one_of(
        st.just(path_parameters), _DAYS.map(lambda day: {**path_parameters, "date": day})
    )


@schema.hook
def flatmap_body(context: HookContext, body: Any) -> st.SearchStrategy[Any]:
    """Half of the valid submissions become DAY's daily deal, so that their generated
    actions reach the engine's replay (and its refusal of what it cannot play)."""
    if not (isinstance(body, dict) and _is_date(body.get("date")) and "deal" in body):
        return st.just(body)
    daily = {**body, "date": DAY.isoformat(), "rules": "classic", "deal": daily_deal(DAY)}
    return st.sampled_from([body, daily])


@pytest.fixture(scope="module")
def fuzzed_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FastAPI]:
    made = _app_on(tmp_path_factory.mktemp("schema_fuzz") / "leaderboard.sqlite3")
    yield made
    services(made).engine.dispose()


@pytest.fixture(scope="module")
def token(fuzzed_app: FastAPI) -> str:
    """A registered player's token, with DAY's result already on the board (so that
    boards have a line, and a second submission of the same day meets 409)."""
    with TestClient(fuzzed_app) as client:
        secret = register(client, "Fuzzer")
        answer = client.post("/api/v1/results", json=result_body(), headers=bearer(secret))
        assert answer.status_code == 201, answer.text
    return secret


#: the operations that take a player's token
_WITH_TOKEN = ("/api/v1/results", "/api/v1/clubs")


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
def test_every_operation_keeps_to_its_schema(
    case: Case[Any], fuzzed_app: FastAPI, token: str
) -> None:
    # the player's token where the case authenticates (generated at collection, before
    # the token exists); a case that tests a missing or forged token keeps it
    if case.path.startswith(_WITH_TOKEN) and not schema.is_security_param_negated(case):
        case.headers.update(bearer(token))
    # the operation's schema's app too: a check's probe (the request again without the
    # token, after a 2xx with it) goes through that schema's transport, HTTP without one
    case.operation.schema.app = fuzzed_app
    case.call_and_validate(app=fuzzed_app)


def test_a_body_that_is_not_utf8_is_malformed_json_not_400(fuzzed_app: FastAPI, token: str) -> None:
    """Found by the test above: FastAPI answers 400, a status the API does not declare."""
    with TestClient(fuzzed_app) as client:
        answer = client.post(
            "/api/v1/results",
            content=b'{"date": "\xff\xfe"}',
            headers={**bearer(token), "Content-Type": "application/json"},
        )
    assert answer.status_code == 422
    assert answer.json()["reason"] == "malformed_json"


def test_the_pages_refusals_are_declared_as_json() -> None:
    """Found by the test above: the page's 422 (a bad offset) is JSON, and was declared as
    FastAPI's validation error under text/html."""
    responses = schema.raw_schema["paths"]["/daily/{date}/{rules}"]["get"]["responses"]
    for status in ("422", "429", "503"):
        content = responses[status]["content"]
        assert list(content) == ["application/json"], status
        assert content["application/json"]["schema"]["title"] == "ErrorBody"
