"""Announcements for a screen reader that does not listen for them (Orca 43.1, Debian 12's):
Classic deal 1 in a real X window, read over AT-SPI (tests/ui/atspi_session.py) by a reader
that registers, as Orca 43 does, for objects shown but not for announcements. Each
announcement then comes as a notification under the status bar, shown and named with its
words (what Orca 43 speaks); a reader that listens for announcements too hears each once,
as an announcement, and no notification."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import CARDS, apply, get_rules, legal_moves
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.ui.access.card_words import card_name
from scorpion_qt.ui.access.move_words import picked_up_text, played_text
from tests.ui.atspi_session import desktop, read, running_app

DEAL_1 = deal_position(1, get_rules("classic"))
ANNOUNCEMENT = "object:announcement"
SHOWING = "object:state-changed:showing"
FOCUS = "object:state-changed:focused"
#: what Orca 43.1 listens for, of what the app sends about a move
ORCA_43 = [FOCUS, SHOWING, "object:property-change:accessible-name"]


def said() -> tuple[str, str]:
    """What picking up column 4's Ten of Diamonds (a card on it) and putting it on column 1
    should say."""
    move = next(each for each in legal_moves(DEAL_1) if str(each) == "4:TD>1")
    position, outcome = apply(DEAL_1, move)
    ten = next(card for card in CARDS if str(card) == "TD")
    return picked_up_text(ten, 2), played_text(outcome, position)


#: column 1's Jack of Diamonds is focused at the start: to column 4's Ten of Diamonds, pick
#: it up, back to the Jack, put it there
KEYS = [["Right", "Right", "Right", "Up", "Return"], ["Left", "Left", "Left", "space"]]


@pytest.fixture(scope="module")
def session() -> Iterator[dict[str, str]]:
    with desktop() as env:
        yield env


def notices(step: dict[str, Any]) -> list[tuple[str, str, str]]:
    """The notifications a step showed: their words, role and their parent's role."""
    return [
        (event["source"]["name"], event["source"]["role"], event["parent_role"])
        for event in step["heard"]
        if event["type"] == SHOWING
        and event["detail1"] == 1
        and event["source"]["role"] == "notification"
    ]


def announced(step: dict[str, Any]) -> list[str]:
    return [event["data"] for event in step["heard"] if event["type"] == ANNOUNCEMENT]


def play(env: dict[str, str], folder: Path, events: list[str] | None, heard: str) -> list[Any]:
    picked, played = said()
    argv = ["--deal", "1", "--rules", "classic", "--data-dir", str(folder / "data")]
    with running_app(env, "en", argv, folder / "app.log") as window:
        read(env, {"until": [card_name(next(c for c in CARDS if str(c) == "JD"))]})
        steps = [
            {"keys": keys, "until": {"type": heard, "text": text}}
            for keys, text in zip(KEYS, [picked, played], strict=True)
        ]
        request: dict[str, Any] = {"steps": steps, "window": str(window)}
        if events is not None:
            request["events"] = events
        found: list[Any] = read(env, request)["steps"]
        return found


def test_a_reader_deaf_to_announcements_hears_them_as_the_status_bars_notification(
    session: dict[str, str], tmp_path: Path, qapp: QApplication
) -> None:
    picked, played = said()
    assert played == "Ten of Diamonds and one card to Column 1; 5 points"
    pick_up, put = play(session, tmp_path, ORCA_43, SHOWING)
    assert notices(pick_up) == [(picked, "notification", "status bar")]
    assert notices(put) == [(played, "notification", "status bar")]


def test_a_reader_that_hears_announcements_is_told_once(
    session: dict[str, str], tmp_path: Path, qapp: QApplication
) -> None:
    picked, played = said()
    pick_up, put = play(session, tmp_path, None, ANNOUNCEMENT)
    assert announced(pick_up) == [picked]
    assert announced(put) == [played]
    assert notices(pick_up) == notices(put) == []
