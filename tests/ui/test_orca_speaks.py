"""Orca 43.1 (Debian 12's, which has no listener for announcements) speaks a move: Classic
deal 1 in a real X window, Orca running on its desktop session (tests/ui/orca_speech.py),
the keys pressed with xdotool, and what Orca sends to its speech synthesizer read from its
debug log."""

from __future__ import annotations

import subprocess
from pathlib import Path

from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import apply, get_rules, legal_moves
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.ui.access.board_piles import Pile
from scorpion_qt.ui.access.board_reading import pile_whole
from scorpion_qt.ui.access.card_words import PileKind
from tests.ui.atspi_session import desktop, read, running_app
from tests.ui.orca_speech import orca, require_orca


def press(env: dict[str, str], window: int, *keys: str) -> None:
    subprocess.run(["xdotool", "windowfocus", "--sync", str(window)], env=env, check=True)
    subprocess.run(["xdotool", "key", "--delay", "60", *keys], env=env, check=True)


def test_orca_43_speaks_the_focus_and_the_moves(tmp_path: Path, qapp: QApplication) -> None:
    require_orca()
    argv = ["--deal", "1", "--rules", "classic", "--data-dir", str(tmp_path / "data")]
    with desktop() as env, running_app(env, "en", argv, tmp_path / "app.log") as window:
        read(env, {"until": ["Jack of Diamonds"]})
        with orca(env, tmp_path) as heard:
            subprocess.run(["xdotool", "windowfocus", "--sync", str(window)], env=env, check=True)
            start = heard.wait_for("Scorpion board panel.")
            press(env, window, "Right", "Right", "Right", "Up")
            start = heard.wait_for("Ten of Diamonds.", start)
            press(env, window, "Return")
            start = heard.wait_for("Ten of Diamonds and one card picked up.", start)
            press(env, window, "Left", "Left", "Left")
            start = heard.wait_for("Jack of Diamonds.", start)
            press(env, window, "space")
            played = "Ten of Diamonds and one card to Column 1; 5 points."
            start = heard.wait_for(played, start)
            press(env, window, "c")  # the reading key: said after the move
            heard.wait_for(column_1_after_the_move() + ".", start)
            assert heard.spoken.count(played) == 1, heard.spoken


def column_1_after_the_move() -> str:
    """What the reading key C says of column 1 once the Ten of Diamonds lies there."""
    deal = deal_position(1, get_rules("classic"))
    move = next(each for each in legal_moves(deal) if str(each) == "4:TD>1")
    return pile_whole(apply(deal, move)[0], Pile(PileKind.COLUMN, 0))
