"""Game → Paste Position reads the clipboard as a position file is read: what the command
line refuses it refuses too, with the notation's reason, and the game goes on."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.positions import NEARLY_WON
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.conftest import Board, when_modal

WON = NEARLY_WON.replace("foundations: H D C", "foundations: H D C S").replace(
    "1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n2: AS", "1:\n2:"
)


def paste(board: Board, text: str) -> list[str]:
    """Paste ``text``; the texts of the warnings shown meanwhile, each closed at once."""
    QGuiApplication.clipboard().setText(text)
    said: list[str] = []
    pasting = True

    def close_a_warning() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            said.append(box.text())
            box.accept()
        if pasting:
            QTimer.singleShot(10, close_a_warning)

    QTimer.singleShot(0, close_a_warning)
    board.window.game_actions.paste_action.trigger()
    pasting = False
    return said


def paste_refused(board: Board, text: str) -> str:
    """Paste ``text``, which must be refused with a warning; the warning's text."""
    before = board.window.controller.game
    said = paste(board, text)
    assert len(said) == 1, said
    assert board.window.controller.game is before
    return said[0]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (WON, "line 3: all four runs are on the foundations: the game is already won"),
        (
            RULE_BOOK_DEAL.replace("score: 0", "score: 9223372036854775808"),
            "line 2: score '9223372036854775808' is more than any game scores (at most 700)",
        ),
        (RULE_BOOK_DEAL.replace("score: 0", "score: " + "9" * 5000), "at most 700"),
        (RULE_BOOK_DEAL.replace("3D JH", "3D " + "J" * 10_000 + "H"), "line 5: unknown card"),
    ],
    ids=["won already", "a score past 64 bits", "5,000 digits", "a card of 10,001 characters"],
)
def test_a_position_the_notation_refuses_is_not_pasted(
    board: Board, text: str, reason: str
) -> None:
    said = paste_refused(board, text)
    assert reason in said
    assert len(said) < 250  # at most 80 characters of the bad line


def test_a_huge_clipboard_is_refused_at_once(board: Board) -> None:
    started = time.monotonic()
    said = paste_refused(board, RULE_BOOK_DEAL + "#" * (10 << 20))
    assert "too long for a position" in said
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("text", ["", " \n\t\n"], ids=["empty", "blank"])
def test_an_empty_clipboard_is_said_to_hold_no_text(board: Board, text: str) -> None:
    """Ctrl+Shift+V on the board with nothing on the clipboard: said plainly, not as a
    position's "line 0"."""
    QGuiApplication.clipboard().setText(text)
    before = board.window.controller.game
    said: list[tuple[str, str]] = []

    def close(box: QMessageBox) -> None:
        said.append((box.windowTitle(), box.text()))
        box.accept()

    when_modal(board.qtbot, close)
    board.window.activateWindow()
    board.qtbot.waitUntil(board.window.isActiveWindow)
    board.qtbot.keyClick(
        board.view,
        Qt.Key.Key_V,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert said == [
        (
            "Nothing to paste",
            "The clipboard holds no text, so no position to start a game from. Copy a"
            " position first: Game → Copy Position, or the text of a position file.",
        )
    ]
    assert board.window.controller.game is before
