"""A daily result as it is sent and read back from the queue, and which place of a day's
board is the player's own."""

from __future__ import annotations

import datetime
import json

from scorpion_qt.engine import Game
from scorpion_qt.ui.services.daily_payload import day_and_rules, payload_day, payload_of
from scorpion_qt.ui.services.online_answer import BoardRow


def test_a_payload_holds_the_game_and_reads_back_its_day_and_rules() -> None:
    game = Game.new(7, "relaxed")
    game.play(game.legal_moves()[0])
    day = datetime.date(2026, 2, 28)
    payload = payload_of(game, day, 61.26, hints=2, gave_up=True)
    assert json.loads(payload) == {
        "date": "2026-02-28",
        "rules": "relaxed",
        "deal": 7,
        "actions": list(game.log),
        "seconds": 61.3,
        "hints": 2,
        "gave_up": True,
    }
    assert payload_day(payload) == day
    assert day_and_rules(payload) == ("2026-02-28", "relaxed")
    assert "gave_up" not in json.loads(payload_of(game, day, 5.0))


def row(name: str) -> BoardRow:
    return BoardRow(rank=1, name=name, won=True, score=500, moves=80, seconds=90.0)


def test_the_players_place_is_found_ignoring_case_and_compatibility_forms() -> None:
    assert row("Ayşe").is_named("ayşe")
    assert row("Alice").is_named("ALICE")
    assert row("Alice").is_named("Ａｌｉｃｅ")  # full-width letters are the plain ones
    assert row("ﬁnn").is_named("Finn")  # a ligature is its letters
    assert not row("Alice").is_named("Alicia")
    assert not row("Alice").is_named("")  # no name in the settings: no place is theirs
