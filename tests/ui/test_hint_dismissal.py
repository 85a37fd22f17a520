"""A shown hint goes away with Esc, a click on the felt, a dialog in front, or any move;
its text in the status bar goes with the position it was for."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Move
from scorpion_qt.engine.cards import card_text
from scorpion_qt.ui.window.main_window import MainWindow
from tests.positions import NEARLY_WON
from tests.ui.conftest import Board, open_window
from tests.ui.test_assistant import HARD_DEAL, HARD_MOVES, HARD_RULES, OPEN_WIN


def hinted(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Board]:
    position = tmp_path / "nearly-won.txt"
    position.write_text(NEARLY_WON, encoding="utf-8")
    window = open_window(qtbot, ["--position", str(position), "--data-dir", str(tmp_path)])
    board = Board(window, qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=30_000)
    assert board.item("AS").mark is not None  # the hint's card is marked
    return window, board


def test_esc_takes_the_hint_away(qtbot: QtBot, tmp_path: Path) -> None:
    window, board = hinted(qtbot, tmp_path)
    qtbot.keyClick(board.view, Qt.Key.Key_Escape)
    assert window.scene.hint is None and board.item("AS").mark is None
    window.close()


def test_a_click_on_the_felt_takes_the_hint_away(qtbot: QtBot, tmp_path: Path) -> None:
    window, board = hinted(qtbot, tmp_path)
    board.click(board.column_point(5))  # an empty column
    assert window.scene.hint is None and board.item("AS").mark is None
    window.close()


def test_a_dialog_in_front_takes_the_hint_away(qtbot: QtBot, tmp_path: Path) -> None:
    window, board = hinted(qtbot, tmp_path)
    qtbot.keyClick(board.view, Qt.Key.Key_F1)  # Help → Rules, a window of its own
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    assert window.scene.hint is None and board.item("AS").mark is None
    window.close()


def test_a_move_takes_the_hint_away(qtbot: QtBot, tmp_path: Path) -> None:
    window, board = hinted(qtbot, tmp_path)
    assert window.controller.play("1:KS>3")  # not the hinted move
    assert window.scene.hint is None and board.item("AS").mark is None
    window.close()


def test_the_hint_text_goes_when_its_move_is_dragged(qtbot: QtBot, tmp_path: Path) -> None:
    position = tmp_path / "two-from-the-win.txt"
    position.write_text(OPEN_WIN, encoding="utf-8")  # two moves from the win
    window = open_window(qtbot, ["--position", str(position), "--data-dir", str(tmp_path)])
    board = Board(window, qtbot)
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=30_000)
    hint = window.scene.hint
    assert hint is not None and hint.card is not None
    assert window.statusBar().currentMessage().startswith("Hint: ")
    board.drag(str(hint.card), board.visible_point(column_top(window, hint.target)))
    assert window.controller.game.moves == [str(hint)]  # the hinted move, played
    assert window.scene.hint is None
    assert window.statusBar().currentMessage() == ""  # its text went with it
    window.close()


def test_a_hint_looked_for_and_left_takes_its_text_away(qtbot: QtBot, tmp_path: Path) -> None:
    # a deal the solver does not decide at once: its hint takes the search's 5 s
    argv = ["--deal", str(HARD_DEAL), "--rules", HARD_RULES, "--data-dir", str(tmp_path)]
    window = open_window(qtbot, argv)
    board = Board(window, qtbot)
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    assert window.statusBar().currentMessage() == "Looking for a hint…"
    move = Move.parse(HARD_MOVES[0])  # before the hint came
    assert move.card is not None
    board.drag(str(move.card), board.visible_point(column_top(window, move.target)))
    assert window.controller.game.moves == [HARD_MOVES[0]]
    assert window.statusBar().currentMessage() == ""
    window.close()


def column_top(window: MainWindow, column: int) -> str:
    """The card on top of the 0-based ``column``."""
    return card_text(window.controller.game.position.columns[column][-1])
