"""Fixtures for driving the real main window offscreen with real mouse and key events."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# tests expect English unless they choose a language: do not follow the tester's locale
os.environ["LANGUAGE"] = "en"
# nor the tester's keyring: leaderboard tokens go to the data folder's private file, as on
# a machine with no keyring (test_online_token sets keyrings of its own)
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from scorpion_qt.app import create_window
from scorpion_qt.ui.table.card_item import CardItem
from scorpion_qt.ui.window.main_window import MainWindow
from tests.rule_book import RULE_BOOK_DEAL

#: how many tests have ended: a dialog handler set by one test stops with it
_ended = [0]


@pytest.fixture(autouse=True)
def _modal_handlers_end_with_the_test() -> Iterator[None]:
    yield
    _ended[0] += 1


def when_modal(qtbot: QtBot, handler: Callable[[Any], None]) -> None:
    """Run ``handler(dialog)`` as soon as a modal dialog is shown during this test (a
    handler whose dialog never came would otherwise take a later test's dialog)."""
    test = _ended[0]

    def poll() -> None:
        if _ended[0] != test:
            return
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, poll)
            return
        handler(dialog)

    QTimer.singleShot(0, poll)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def position_file(tmp_path: Path) -> Path:
    path = tmp_path / "rule-book.txt"
    path.write_text(RULE_BOOK_DEAL, encoding="utf-8")
    return path


def open_window(qtbot: QtBot, argv: list[str]) -> MainWindow:
    return show_window(qtbot, create_window(argv))


def show_window(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """Show a window built by ``create_window`` and wait until its board is painted and its
    store open (what the store's thread reports on opening may already have been shown)."""
    qtbot.addWidget(window)
    window.resize(1000, 760)
    window.show()
    qtbot.waitExposed(window)
    view = window.board_view
    qtbot.waitUntil(lambda: view.viewport().width() > 600)
    qtbot.waitUntil(lambda: view.painted)  # what waits for the first paint is in place
    qtbot.waitUntil(lambda: window.store is not None)  # opened on its thread behind the board
    return window


def saved(window: MainWindow, qtbot: QtBot) -> None:
    """Wait until the store's thread has written everything the window gave it."""
    qtbot.waitUntil(lambda: not window.store_thread.busy)


def notice_box(window: MainWindow) -> QMessageBox:
    """The box of the last notice about the saved games (one must have been shown)."""
    box = window.saving_reports.box
    assert box is not None, "no notice about the saved games was shown"
    return box


@pytest.fixture
def window(qtbot: QtBot, data_dir: Path, position_file: Path) -> Iterator[MainWindow]:
    win = open_window(qtbot, ["--position", str(position_file), "--data-dir", str(data_dir)])
    yield win
    win.close()


class Board:
    """Helpers to find card items and send real events to the view's viewport."""

    def __init__(self, window: MainWindow, qtbot: QtBot) -> None:
        self.window = window
        self.qtbot = qtbot
        self.view = window.board_view
        self.scene = window.scene

    def item(self, card_id: str) -> CardItem:
        for item in self.scene.cards.values():
            if item.card_id == card_id:
                return item
        raise KeyError(card_id)

    def visible_point(self, card_id: str) -> QPoint:
        """A viewport point on the part of the card not covered by the card above it."""
        item = self.item(card_id)
        rect = item.sceneBoundingRect()
        point = QPointF(rect.left() + rect.width() * 0.5, rect.top() + 10)
        return self.view.mapFromScene(point)

    def column_point(self, column: int) -> QPoint:
        """A viewport point low in a column's zone (1-based column)."""
        zone = self.scene.columns[column - 1].zone
        return self.view.mapFromScene(QPointF(zone.center().x(), zone.bottom() - 20))

    def drag(self, card_id: str, to: QPoint) -> None:
        start = self.visible_point(card_id)
        viewport = self.view.viewport()
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        steps = 6
        for i in range(1, steps + 1):
            point = start + (to - start) * (i / steps)
            self.qtbot.mouseMove(viewport, point)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=to)

    def click(self, point: QPoint) -> None:
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def settle(self) -> None:
        self.qtbot.waitUntil(lambda: not self.scene.animator.running, timeout=3000)

    def column_text(self, column: int) -> str:
        text = self.window.controller.game.to_text()
        for line in text.splitlines():
            if line.startswith(f"{column}:"):
                return line
        raise KeyError(column)


@pytest.fixture
def board(window: MainWindow, qtbot: QtBot) -> Board:
    return Board(window, qtbot)


@pytest.fixture(autouse=True)
def _no_leftover_modal() -> Iterator[None]:
    yield
    app = QApplication.instance()
    if app is not None:
        for widget in QApplication.topLevelWidgets():
            if widget.isModal() and widget.isVisible():
                widget.close()
