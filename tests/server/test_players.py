"""POST /api/v1/players: registration, tokens kept as hashes, hostile and colliding names."""

from __future__ import annotations

import hashlib
import re

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from scorpion_qt.server.models import Player
from tests.server.conftest import services


def test_registration_answers_an_id_and_a_random_token_kept_only_as_a_hash(
    client: TestClient, app: FastAPI
) -> None:
    answer = client.post("/api/v1/players", json={"name": "Ayşe"})
    assert answer.status_code == 201
    body = answer.json()
    assert set(body) == {"player", "token"}
    assert isinstance(body["player"], int)
    assert re.fullmatch(r"[A-Za-z0-9_-]{43}", body["token"])  # 256 bits, URL-safe
    other = client.post("/api/v1/players", json={"name": "Zeynep"}).json()
    assert other["token"] != body["token"] and other["player"] != body["player"]
    with Session(services(app).engine) as session:
        player = session.scalars(select(Player).where(Player.id == body["player"])).one()
    assert player.name == "Ayşe"
    assert player.token_hash == hashlib.sha256(body["token"].encode()).hexdigest()
    assert body["token"] not in repr(
        [player.name, player.name_key, player.token_hash, player.created]
    )


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ayşe", "AYŞE"),  # case
        ("Strauß", "STRAUSS"),  # full case folding
        ("Ayşe", "Ａｙşｅ"),  # full-width letters: NFKC-equal
        ("ﬁsh", "Fish"),  # a ligature: NFKC-equal
        ("Kim", "  kim "),  # surrounding space is stripped
    ],
)
def test_names_equal_ignoring_case_or_after_nfkc_collide(
    client: TestClient, first: str, second: str
) -> None:
    assert client.post("/api/v1/players", json={"name": first}).status_code == 201
    answer = client.post("/api/v1/players", json={"name": second})
    assert answer.status_code == 409
    assert answer.json() == {"detail": "name taken", "reason": "name_taken"}


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("x" * 25, "more than 24"),
        ("ｘ" * 25, "more than 24"),  # full-width: 25 characters after NFKC too
        ("bell\x07", "control character"),
        ("tab\there", "control character"),
        ("new\nline", "control character"),
        ("a\u200db", "format character"),  # zero-width joiner
        ("a\u200bb", "format character"),  # zero-width space
        ("\u202eevil", "format character"),  # right-to-left override
        ("a\u2028b", "line separator"),
        ("a\u2029b", "paragraph separator"),
        ("\ue000", "private-use"),
        ("a\u0378", "unassigned"),
    ],
)
def test_hostile_names_are_refused_with_the_reason(client: TestClient, name: str, why: str) -> None:
    answer = client.post("/api/v1/players", json={"name": name})
    assert answer.status_code == 422
    assert answer.json()["reason"] == "bad_name"
    assert why in answer.json()["detail"]


def test_a_lone_surrogate_is_refused(client: TestClient) -> None:
    answer = client.post(
        "/api/v1/players",
        content=b'{"name": "a\\ud800b"}',
        headers={"Content-Type": "application/json"},
    )
    assert answer.status_code == 422


@pytest.mark.parametrize("name", ["x" * 24, "<script>", "Ayşe Nur", "李小龍", "O'Brien & Co"])
def test_printable_names_up_to_24_characters_register(client: TestClient, name: str) -> None:
    answer = client.post("/api/v1/players", json={"name": name})
    assert answer.status_code == 201, answer.text


@pytest.mark.parametrize(
    "body", [b"", b"{", b'{"name": 5}', b"[]", b'{"nom": "x"}', b'{"name": "' + b"x" * 300 + b'"}']
)
def test_malformed_registrations_are_422_with_a_reason(client: TestClient, body: bytes) -> None:
    answer = client.post(
        "/api/v1/players", content=body, headers={"Content-Type": "application/json"}
    )
    assert answer.status_code == 422
    assert answer.json()["reason"] in {"invalid_request", "malformed_json"}
    assert answer.json()["detail"]
