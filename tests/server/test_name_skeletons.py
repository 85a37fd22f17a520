"""Names that look the same are one player: a hostile-name table against a registered
``Alice`` (on SQLite and PostgreSQL), names showing nothing refused, and a database whose
players' names collide by skeleton upgraded without failing."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from alembic import command
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text

from scorpion_qt.server import migrate
from scorpion_qt.server.database import database_url, make_engine
from scorpion_qt.server.names import is_default_ignorable
from tests.server.conftest import services
from tests.server.postgres import Cluster

TAKEN = 409
SHOWS_NOTHING = "shows nothing"
FORMAT = "format character"

#: a name tried after ``Alice`` registered: what the server answers, and why
HOSTILE = [
    ("alice", TAKEN),  # case: one player (names are unique ignoring case)
    ("ALICE", TAKEN),
    ("aLiCe", TAKEN),
    ("Al\u034fice", TAKEN),  # combining grapheme joiner (default-ignorable)
    ("Alice\ufe0f", TAKEN),  # variation selector-16
    ("Alice\U000e0100", TAKEN),  # variation selector-17
    ("Ali\u17b4ce", TAKEN),  # Khmer inherent vowel (default-ignorable)
    ("Alic\u0435", TAKEN),  # Cyrillic е
    ("\u0410lice", TAKEN),  # Cyrillic А
    ("\u0391lice", TAKEN),  # Greek Alpha
    ("A\u217cice", TAKEN),  # Roman numeral fifty (NFKC: l)
    ("AIice", TAKEN),  # a capital I for the l: the skeleton as written
    ("A1ice", TAKEN),  # a digit one for the l: confusable by UTS #39
    ("\uff21\uff4c\uff49\uff43\uff45", TAKEN),  # full-width: NFKC
    ("\U0001d400\U0001d425\U0001d422\U0001d41c\U0001d41e", TAKEN),  # mathematical bold
    ("Alice\u3164", TAKEN),  # Hangul filler at the end: stripped
    ("\u115fAlice", TAKEN),  # Hangul choseong filler at the start
    ("\u2800Alice\u2800", TAKEN),  # braille blanks around it
    ("  Alice\u3000", TAKEN),  # white space around it (ideographic space)
    ("A\u200dlice", FORMAT),  # zero-width joiner
    ("A\u200clice", FORMAT),  # zero-width non-joiner
    ("Al\u200bice", FORMAT),  # zero-width space
    ("\u2060Alice", FORMAT),  # word joiner
    ("\ufeffAlice", FORMAT),  # byte order mark
    ("\u202eecilA", FORMAT),  # right-to-left override
    ("\u2067Alice\u2069", FORMAT),  # bidi isolate
    ("Alice\u200f", FORMAT),  # right-to-left mark
    ("Alice\U000e0041\U000e007f", FORMAT),  # tag characters
    ("Alice\u00ad", FORMAT),  # soft hyphen
    ("\u3164", SHOWS_NOTHING),  # Hangul filler
    ("\u115f", SHOWS_NOTHING),  # Hangul choseong filler
    ("\u115f\u1160", SHOWS_NOTHING),  # Hangul choseong and jungseong fillers
    ("\uffa0", SHOWS_NOTHING),  # half-width Hangul filler
    ("\u2800", SHOWS_NOTHING),  # braille pattern blank
    ("\u2800\u2800\u2800", SHOWS_NOTHING),
    ("\U000e0100", SHOWS_NOTHING),  # variation selector-17 alone
    ("\u034f\u034f", SHOWS_NOTHING),  # combining grapheme joiners alone
    ("\u0301", SHOWS_NOTHING),  # a combining mark alone
    ("\u0301\u0308\u20dd", SHOWS_NOTHING),  # combining marks only
    ("\u17b4\u17b5", SHOWS_NOTHING),  # Khmer inherent vowels
    (" ", "empty"),  # white space only
    ("\u3000\u2003\u00a0", "empty"),  # ideographic, em and no-break space
    ("\u00c5lice", 201),  # Å is not A
    ("Alicia", 201),
    ("Alice2", 201),
    ("Al ice", 201),
]


@pytest.mark.parametrize(("name", "expected"), HOSTILE, ids=[ascii(n) for n, _ in HOSTILE])
def test_a_name_that_looks_like_a_registered_one_is_taken_one_showing_nothing_refused(
    client: TestClient, name: str, expected: int | str
) -> None:
    assert client.post("/api/v1/players", json={"name": "Alice"}).status_code == 201
    answer = client.post("/api/v1/players", json={"name": name})
    if expected == TAKEN:
        assert answer.status_code == 409, answer.json()
        assert answer.json() == {"detail": "name taken", "reason": "name_taken"}
    elif expected == 201:
        assert answer.status_code == 201, answer.json()
    else:
        assert answer.status_code == 422, answer.json()
        assert answer.json()["reason"] == "bad_name"
        assert str(expected) in answer.json()["detail"]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Alicе", "Alice"),  # the look-alike first: the plain name is taken then
        ("Bill", "BiII"),  # capital I for l
        ("paypal", "рауpаl"),  # Cyrillic р, а, у
        ("Ayşe", "Ayșe"),  # s with cedilla, s with comma below
        ("m", "rn"),
        ("O0", "OO"),  # zero and O
    ],
)
def test_look_alikes_collide_whichever_came_first(
    client: TestClient, first: str, second: str
) -> None:
    assert client.post("/api/v1/players", json={"name": first}).status_code == 201
    assert client.post("/api/v1/players", json={"name": second}).status_code == 409


def test_a_name_is_kept_without_its_invisible_ends(client: TestClient, app: FastAPI) -> None:
    created = client.post("/api/v1/players", json={"name": "\u2800Bob\ufe0f\u3164"}).json()
    assert client.post("/api/v1/players", json={"name": "Bob"}).status_code == 409
    with services(app).engine.connect() as connection:
        name = connection.execute(
            text("SELECT name FROM players WHERE id = :id"), {"id": created["player"]}
        ).scalar_one()
    assert name == "Bob"


def test_default_ignorable_code_points_are_unicodes() -> None:
    """The property comes from ICU's data: a sample of DerivedCoreProperties.txt's
    Default_Ignorable_Code_Point ranges, and characters that are not in it."""
    ignorable = ["\u00ad", "\u034f", "\u115f", "\u1160", "\u17b4", "\u180b", "\u200b"]
    ignorable += ["\u202e", "\u2060", "\u3164", "\ufe00", "\ufe0f", "\ufeff", "\uffa0"]
    ignorable += ["\U0001bca0", "\U0001d173", "\U000e0001", "\U000e0100", "\U000e0fff"]
    assert all(is_default_ignorable(char) for char in ignorable)
    shown = ["A", " ", "\u2800", "\u0301", "\u00a0", "\u3000", "\U0001d159"]
    assert not any(is_default_ignorable(char) for char in shown)


def test_players_whose_names_collide_by_skeleton_upgrade_and_keep_their_names(
    postgres: Cluster, tmp_path: Path
) -> None:
    """A database at s0005 holding Alice, Alicе (Cyrillic е), ALICE-alike names and Bob:
    the upgrade keeps every player, name, token and result; the first of each look-alike
    group holds the skeleton, so a new look-alike collides; a downgrade drops the
    columns."""
    day = datetime.date(2026, 12, 1)
    stored = ["Alice", "Alic\u0435", "Bob", "\u0391lice", "B\u043eb", "Carol"]
    for url in (postgres.create_database("t_skeletons"), f"sqlite:///{tmp_path / 'old.sqlite3'}"):
        engine = make_engine(database_url(url))
        config = migrate.alembic_config()
        try:
            with engine.begin() as connection:
                config.attributes["connection"] = connection
                command.upgrade(config, "s0005")
                for n, name in enumerate(stored, start=1):
                    connection.execute(
                        text(
                            "INSERT INTO players (id, name, name_key, token_hash, created) "
                            "VALUES (:n, :name, :key, :hash, :now)"
                        ),
                        {"n": n, "name": name, "key": name.casefold(), "hash": f"{n:064x}"}
                        | {"now": day},
                    )
                connection.execute(
                    text(
                        "INSERT INTO results (player_id, date, rules, deal, won, score, moves, "
                        "runs, seconds, actions, hints, clean, submitted_at) VALUES (2, :day, "
                        "'classic', 1, true, 600, 52, 0, 100.0, 1, 0, true, :day)"
                    ),
                    {"day": day},
                )
            migrate.upgrade(engine)
            with engine.begin() as connection:
                rows = connection.execute(
                    text("SELECT id, name, name_skeleton, name_folded FROM players ORDER BY id")
                ).all()
                assert [tuple(row) for row in rows] == [
                    (1, "Alice", "Alice", "alice"),
                    (2, "Alic\u0435", None, None),
                    (3, "Bob", "Bob", "bob"),
                    (4, "\u0391lice", None, None),
                    (5, "B\u043eb", None, None),
                    (6, "Carol", "Carol", "carol"),
                ]
                kept = connection.execute(text("SELECT player_id FROM results")).scalars()
                assert list(kept) == [2]
            with engine.begin() as connection:
                config.attributes["connection"] = connection
                command.downgrade(config, "s0005")
                columns = {
                    row[1] if engine.dialect.name == "sqlite" else row[0]
                    for row in connection.execute(
                        text("PRAGMA table_info(players)")
                        if engine.dialect.name == "sqlite"
                        else text(
                            "SELECT column_name FROM information_schema.columns "
                            "WHERE table_name = 'players'"
                        )
                    )
                }
                assert "name_skeleton" not in columns and "name_folded" not in columns
                assert connection.execute(text("SELECT count(*) FROM results")).scalar() == 1
        finally:
            engine.dispose()
