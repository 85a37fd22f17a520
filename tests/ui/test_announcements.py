"""What a screen reader is told as the game goes on (the board view's accessibility
announcements, heard here through the announcer's ``announced`` signal, sent with each):
moves by the mouse and by the keys, a refusal and its reason, a run sent away, a win, a
dead end, a hint, undo, redo, the reserve's deal, a new game, in English and Turkish.
(That the announcement reaches AT-SPI from a real window: test_screen_reader.py.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.translations import use_language
from scorpion_qt.ui.window.main_window import MainWindow
from tests.engine.test_dead_end import KING_ON_A_HIDDEN_CARD
from tests.positions import NEARLY_WON
from tests.ui.conftest import Board, open_window, when_modal
from tests.ui.test_assistant import OPEN_WIN


class Heard:
    """The announcements of one window, in order: (text, assertive)."""

    def __init__(self, window: MainWindow) -> None:
        self.said: list[tuple[str, bool]] = []
        window.announcer.announced.connect(lambda text, loud: self.said.append((text, loud)))

    def texts(self) -> list[str]:
        return [text for text, _loud in self.said]

    def take(self) -> list[str]:
        """What was said since the last take."""
        texts = self.texts()
        self.said.clear()
        return texts


@pytest.fixture
def heard(board: Board) -> Heard:
    return Heard(board.window)


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    yield
    use_language("en")


def press(qtbot: QtBot, board: Board, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(board.view, key)


def test_a_move_by_keys_is_announced_with_its_points(
    board: Board, heard: Heard, qtbot: QtBot
) -> None:
    press(qtbot, board, Qt.Key.Key_Right)  # column 2's 7S
    press(qtbot, board, Qt.Key.Key_Up)  # 4H under it
    press(qtbot, board, Qt.Key.Key_Return)
    assert heard.take() == ["Four of Hearts and one card picked up"]
    press(qtbot, board, Qt.Key.Key_Right, times=5)
    press(qtbot, board, Qt.Key.Key_Space)
    assert board.window.controller.game.moves == ["2:4H>7"]
    assert heard.said == [("Four of Hearts and one card to Column 7; 5 points", False)]


def test_a_move_by_the_mouse_and_its_undo_and_redo(
    board: Board, heard: Heard, qtbot: QtBot
) -> None:
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    assert heard.take() == ["Four of Hearts and one card to Column 7; 5 points"]
    board.window.game_actions.undo_action.trigger()
    assert heard.take() == ["Undone: Four of Hearts and one card back to Column 2; score 0"]
    board.window.game_actions.redo_action.trigger()
    assert heard.take() == ["Redone: Four of Hearts and one card to Column 7; 5 points"]


def test_a_refused_move_says_why_at_once(board: Board, heard: Heard) -> None:
    board.drag("4H", board.visible_point("5C"))
    board.settle()
    assert heard.said == [("Rule: cards must be the same suit", True)]
    heard.take()
    board.drag("7S", board.visible_point("3S"))
    board.settle()
    assert heard.said == [("Seven of Spades can only be placed on a card one rank higher", True)]


def test_the_reserve_deal_and_a_new_game(board: Board, heard: Heard, qtbot: QtBot) -> None:
    qtbot.keyClick(board.view, Qt.Key.Key_D)
    assert heard.take() == [
        "Reserve dealt to columns 1 to 3: Five of Spades, Ten of Spades, Two of Diamonds"
    ]
    board.window.controller.set_game(Game.new(1))
    assert heard.take() == ["New game: Classic, Deal #1"]


def test_a_run_sent_away_and_the_win(board: Board, heard: Heard, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(OPEN_WIN))
    board.settle()
    heard.take()
    board.drag("6S", board.visible_point("7S"))  # the spades complete: the run goes
    board.settle()
    assert heard.take() == [
        "Six of Spades and 5 cards to Column 1; Run of Spades from Column 1 to Foundation 3;"
        " 105 points"
    ]
    board.drag("5C", board.visible_point("6C"))  # the clubs: the last run, the game won
    qtbot.waitUntil(lambda: window.controller.game.is_won)
    said = heard.said
    assert said[0] == (
        "Five of Clubs and 4 cards to Column 3; Run of Clubs from Column 3 to Foundation 4;"
        " 105 points",
        False,
    )
    assert said[1][0].startswith(f"You won! Score {window.controller.score}, 2 moves, time 0:")
    assert said[1][1]


def test_a_run_sent_by_its_king(board: Board, heard: Heard, qtbot: QtBot) -> None:
    window = board.window
    # the hearts stand complete in column 3 (as dealt): a double-click on the King sends them
    hearts = " ".join(f"{rank}H" for rank in "KQJT98765432A")
    window.controller.set_game(
        Game.from_text(
            OPEN_WIN.replace("foundations: H D", "foundations: D").replace("5:\n", f"5: {hearts}\n")
        )
    )
    board.settle()
    heard.take()
    qtbot.mouseDClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.visible_point("KH")
    )
    board.settle()
    assert heard.take() == ["Run of Hearts from Column 5 to Foundation 2; 100 points"]


def test_a_dead_end_is_announced_at_once(board: Board, heard: Heard, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(KING_ON_A_HIDDEN_CARD.format(rules="classic")))
    heard.take()
    board.drag("KS", board.column_point(5))
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None, timeout=5000)
    assert heard.said == [
        ("King of Spades to Column 5; Two of Spades turned face up in Column 1; 5 points", False),
        ("No moves left: undo, restart this deal or start a new game", True),
    ]
    box = window.game_end.stuck_box
    assert box is not None
    box.close()


def test_a_hint_names_its_cards_and_piles(board: Board, heard: Heard, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(NEARLY_WON))
    board.settle()
    heard.take()
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(heard.said), timeout=20_000)
    assert heard.said == [("Hint: Ace of Spades from Column 2 to Column 1", False)]


def test_a_game_given_up(board: Board, heard: Heard, qtbot: QtBot) -> None:
    window = board.window
    window.controller.play("2:4H>7")
    heard.take()
    when_modal(qtbot, lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    window.game_actions.give_up_action.trigger()
    assert heard.said == [("Given up: this game counts as lost", True)]


def test_announcements_in_turkish(qtbot: QtBot, data_dir: Path, speak: None) -> None:
    Settings(data_dir / "settings.ini").language = "tr"
    window = open_window(qtbot, ["--deal", "1", "--rules", "classic", "--data-dir", str(data_dir)])
    board = Board(window, qtbot)
    heard = Heard(window)
    board.drag("TD", board.visible_point("JD"))
    board.settle()
    assert heard.take() == ["Karo Onlusu ve üstündeki bir kart, Sütun 1 üzerine; 5 puan"]
    board.drag("TD", board.visible_point("3C"))
    board.settle()
    assert heard.take() == ["Karo Onlusu yalnızca bir değer büyük bir kartın üzerine konabilir"]
    window.close()
