"""The keys that read the board aloud, as a screen reader's user presses them on the real
window: C reads the focused column whole, W says where the card can go (the engine's
legal moves), S reads score, moves, time, runs and winnability; in English and Turkish;
listed in Help → Keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.ui.dialogs.help_dialog import HelpDialog, help_file
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.translations import LANGUAGES, use_language
from tests.ui.conftest import Board, open_window
from tests.ui.test_announcements import Heard
from tests.ui.test_assistant import OPEN_WIN


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    yield
    use_language("en")


def read(qtbot: QtBot, board: Board, heard: Heard, key: Qt.Key) -> str:
    """What one reading key says (at once: assertive)."""
    heard.take()
    qtbot.keyClick(board.view, key)
    assert len(heard.said) == 1 and heard.said[0][1], heard.said
    return heard.said[0][0]


def press(qtbot: QtBot, board: Board, *keys: Qt.Key) -> None:
    for key in keys:
        qtbot.keyClick(board.view, key)


def test_c_reads_the_focused_column_whole(board: Board, qtbot: QtBot) -> None:
    heard = Heard(board.window)
    assert read(qtbot, board, heard, Qt.Key.Key_C) == (
        "Column 1: 7 cards: 3 face down, then Three of Diamonds, Jack of Hearts,"
        " Ten of Hearts, Three of Spades"
    )
    press(qtbot, board, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert read(qtbot, board, heard, Qt.Key.Key_C) == (
        "Column 5: 7 cards: Six of Hearts, Eight of Clubs, Jack of Spades, Four of Clubs,"
        " Nine of Clubs, Eight of Diamonds, Five of Clubs"
    )
    press(qtbot, board, Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Left)
    press(qtbot, board, Qt.Key.Key_Left)  # the reserve
    assert read(qtbot, board, heard, Qt.Key.Key_C) == "Reserve: 3 cards, all face down"
    press(qtbot, board, Qt.Key.Key_Return)  # dealt: the focus goes to column 1
    board.settle()
    assert read(qtbot, board, heard, Qt.Key.Key_C).endswith("Three of Spades, Five of Spades")


def test_w_says_where_the_card_can_go(board: Board, qtbot: QtBot) -> None:
    heard = Heard(board.window)
    press(qtbot, board, Qt.Key.Key_Right)  # column 2's Seven of Spades
    assert read(qtbot, board, heard, Qt.Key.Key_W) == "Seven of Spades has nowhere to go"
    press(qtbot, board, Qt.Key.Key_Up)  # the Four of Hearts under it
    said = "Four of Hearts and one card can go to Column 7, onto Five of Hearts"
    assert read(qtbot, board, heard, Qt.Key.Key_W) == said
    press(qtbot, board, Qt.Key.Key_Return, Qt.Key.Key_Left)  # picked up; the focus moves on
    assert read(qtbot, board, heard, Qt.Key.Key_W) == said  # the card picked up is told
    press(qtbot, board, Qt.Key.Key_Escape, Qt.Key.Key_Left)  # the reserve
    assert read(qtbot, board, heard, Qt.Key.Key_W) == "No card here to move"


def test_w_names_empty_columns_and_the_foundations(board: Board, qtbot: QtBot) -> None:
    window = board.window
    hearts = " ".join(f"{rank}H" for rank in "KQJT98765432A")
    opened = OPEN_WIN.replace("foundations: H D", "foundations: D").replace(
        "5:\n", f"5: {hearts}\n"
    )
    window.controller.set_game(Game.from_text(opened))
    board.settle()
    heard = Heard(window)
    press(qtbot, board, *[Qt.Key.Key_Right] * 4)
    press(qtbot, board, *[Qt.Key.Key_Up] * 12)  # the King of Hearts
    assert read(qtbot, board, heard, Qt.Key.Key_W) == (
        "King of Hearts and 12 cards can go to a foundation; Column 6, empty; Column 7, empty"
    )


def test_s_reads_the_games_state(board: Board, qtbot: QtBot) -> None:
    heard = Heard(board.window)
    assert read(qtbot, board, heard, Qt.Key.Key_S) == (
        "Score 0; 0 moves; time 0:00; 0 of 4 runs done"
    )
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    said = read(qtbot, board, heard, Qt.Key.Key_S)
    assert said.startswith("Score 5; 1 move; time 0:0")
    assert said.endswith("; 0 of 4 runs done") or "; 0 of 4 runs done; " in said


def test_s_says_whether_the_game_can_be_won(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(OPEN_WIN))
    window.controller.play("2:6S>1")
    label = window.status_bar.winnability_label
    qtbot.waitUntil(lambda: label.text() == "Winnable", timeout=20_000)
    heard = Heard(window)
    said = read(qtbot, board, heard, Qt.Key.Key_S)
    assert said.startswith("Score 105; 1 move; time ")
    assert said.endswith("; 3 of 4 runs done; Winnable")


def test_reading_keys_in_turkish(qtbot: QtBot, data_dir: Path, speak: None) -> None:
    Settings(data_dir / "settings.ini").language = "tr"
    argv = ["--deal", "1", "--rules", "classic", "--data-dir", str(data_dir)]
    window = open_window(qtbot, argv)
    board = Board(window, qtbot)
    heard = Heard(window)
    window.board_view.setFocus()
    assert read(qtbot, board, heard, Qt.Key.Key_C) == (
        "Sütun 1: 7 kart: 3 kapalı, ardından Kupa Sekizlisi, Karo Sekizlisi, Maça Beşlisi,"
        " Karo Valesi"
    )
    press(qtbot, board, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up)
    assert read(qtbot, board, heard, Qt.Key.Key_W) == (
        "Karo Onlusu ve üstündeki bir kart şuraya gidebilir: Sütun 1, Karo Valesi üzerine"
    )
    assert read(qtbot, board, heard, Qt.Key.Key_S) == (
        "Puan 0; 0 hamle; süre 0:00; 4 diziden 0 tanesi tamam"
    )
    window.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_keys_lists_the_reading_keys(
    board: Board, qtbot: QtBot, speak: None, language: str
) -> None:
    window = board.window
    keys = window.reading_keys
    letters = [
        action.shortcut().toString()
        for action in (keys.column_action, keys.where_action, keys.status_action)
    ]
    assert letters == ["C", "W", "S"]
    page = help_file("keys", language).read_text(encoding="utf-8")
    for letter in [*letters, "D", "H"]:
        assert f"<td><b>{letter}</b></td>" in page
    window.game_actions.keys_action.trigger()
    dialog = window.findChild(HelpDialog, "help_keys")
    assert dialog is not None and dialog.isVisible()
    dialog.close()
