"""The reading keys and a refused move as a screen reader hears them (Orca on Linux): Classic
deal 1 in a real X window, the keys pressed with xdotool, the announcements read over
AT-SPI (tests/ui/atspi_session.py), with their politeness: what the player asked for and a
refusal are said at once (assertive), a card picked up after what is being said (polite).
In English and German."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import CARDS, IllegalMove, Refusal, get_rules
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.ui.access.board_piles import Pile
from scorpion_qt.ui.access.board_reading import pile_whole, status_words, where_text
from scorpion_qt.ui.access.card_words import PileKind, card_name
from scorpion_qt.ui.access.move_words import picked_up_text
from scorpion_qt.ui.play.messages import refusal_text
from scorpion_qt.ui.services.translations import use_language
from tests.ui.atspi_session import desktop, read, running_app

DEAL_1 = deal_position(1, get_rules("classic"))
ANNOUNCEMENT = "object:announcement"
#: AT-SPI's politeness of an announcement (its detail1): polite, assertive
POLITE, ASSERTIVE = 1, 2
BY_CODE = {str(card): card for card in CARDS}


def expected(language: str) -> list[list[tuple[str, int]]]:
    """What each step should say in ``language``: C on column 1's Jack of Diamonds, W, S,
    then the Two of Diamonds (column 2) picked up and put on the Jack."""
    use_language(language)
    try:
        jack, two = BY_CODE["JD"], BY_CODE["2D"]
        return [
            [(pile_whole(DEAL_1, Pile(PileKind.COLUMN, 0)), ASSERTIVE)],
            [(where_text(DEAL_1, jack.code, []), ASSERTIVE)],
            [(status_words(0, 0, "0:00", 0, ""), ASSERTIVE)],
            [
                (picked_up_text(two, 1), POLITE),
                (refusal_text(IllegalMove(Refusal.WRONG_RANK, card=two), card_name), ASSERTIVE),
            ],
        ]
    finally:
        use_language("en")


@pytest.fixture(scope="module")
def session() -> Iterator[dict[str, str]]:
    with desktop() as env:
        yield env


def heard(step: dict[str, Any]) -> list[tuple[str, int]]:
    return [(e["data"], e["detail1"]) for e in step["heard"] if e["type"] == ANNOUNCEMENT]


@pytest.mark.parametrize("language", ["en", "de"])
def test_reading_keys_and_a_refusal_are_heard(
    session: dict[str, str], tmp_path: Path, qapp: QApplication, language: str
) -> None:
    wanted = expected(language)
    if language == "en":  # the words themselves, once
        assert [said for said, _ in wanted[0] + wanted[1] + wanted[2] + wanted[3]] == [
            "Column 1: 7 cards: 3 face down, then Eight of Hearts, Eight of Diamonds,"
            " Five of Spades, Jack of Diamonds",
            "Jack of Diamonds has nowhere to go",
            "Score 0; 0 moves; time 0:00; 0 of 4 runs done",
            "Two of Diamonds picked up",
            "Two of Diamonds can only be placed on a card one rank higher",
        ]
    argv = ["--deal", "1", "--rules", "classic", "--data-dir", str(tmp_path / "data")]
    use_language(language)
    shown = card_name(BY_CODE["JD"])  # the board is read once its cards are named
    use_language("en")
    with running_app(session, language, argv, tmp_path / "app.log") as window:
        read(session, {"until": [shown]})
        steps = [
            {"keys": keys, "until": {"type": ANNOUNCEMENT, "text": said[-1][0]}}
            for keys, said in zip(
                [["c"], ["w"], ["s"], ["Right", "Return", "Left", "space"]], wanted, strict=True
            )
        ]
        answer = read(session, {"steps": steps, "window": str(window)})
    assert [heard(step) for step in answer["steps"]] == wanted
