"""A shown hint goes away with Esc, a click on the felt, a dialog in front, or any move."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.window.main_window import MainWindow
from tests.positions import NEARLY_WON
from tests.ui.conftest import Board, open_window


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
