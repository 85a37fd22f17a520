"""Wording: Restart asks about this deal, the win dialog's buttons read as the menus do, the
About box gives the version and the licence; the window is called what its menu entry is."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt import __version__
from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
from scorpion_qt.ui.startup import DESKTOP_FILE
from tests.ui.conftest import Board, when_modal

ROOT = Path(__file__).resolve().parents[2]


def test_restart_asks_about_restarting_this_deal(board: Board, qtbot: QtBot) -> None:
    window = board.window
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    asked: list[tuple[str, str]] = []

    def read_and_refuse(box: QMessageBox) -> None:
        asked.append((box.windowTitle(), box.text()))
        box.button(QMessageBox.StandardButton.No).click()

    when_modal(qtbot, read_and_refuse)
    window.game_actions.restart_action.trigger()
    assert asked == [
        (
            "Restart this deal?",
            "This game is in progress. Start this deal again from the beginning? This game"
            " will count as lost.",
        )
    ]
    assert window.controller.game.moves == ["2:4H>7"]  # nothing restarted

    def choose(dialog: NewGameDialog) -> None:
        when_modal(qtbot, read_and_refuse)  # asked on the New Game dialog's OK
        dialog.buttons.accepted.emit()

    when_modal(qtbot, choose)
    window.game_actions.new_action.trigger()  # another game: asked as before
    assert asked[1][1] == "This game is in progress. Start another one? It will count as lost."


def test_the_win_dialogs_buttons_read_as_the_menus(qtbot: QtBot) -> None:
    dialog = WinDialog(105, 1, 10.0)
    qtbot.addWidget(dialog)
    assert (dialog.new_button.text(), dialog.again_button.text()) == (
        "New Game",
        "Play This Deal Again",
    )


def test_the_about_box_gives_the_version_and_the_licence(board: Board, qtbot: QtBot) -> None:
    texts: list[str] = []

    def read_and_close(box: QMessageBox) -> None:
        texts.append(box.text())
        box.accept()

    when_modal(qtbot, read_and_close)
    board.window.game_actions.about_action.trigger()
    assert f"Scorpion Qt {__version__}" in texts[0]
    assert "GNU General Public License, version 3 or later" in texts[0]


def test_the_window_title_is_the_menu_entrys_name(board: Board) -> None:
    entry = ROOT / "packaging" / "linux" / f"{DESKTOP_FILE}.desktop"
    names = [
        line.removeprefix("Name=")
        for line in entry.read_text(encoding="utf-8").splitlines()
        if line.startswith("Name=")
    ]
    assert names == [board.window.windowTitle()] == ["Scorpion Qt"]
