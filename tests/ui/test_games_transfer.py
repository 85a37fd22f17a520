"""Statistics → Export All Games… and Import Games… in the real window: the buttons clicked,
the file typed into the real file dialog, the games written and read on the store's
thread, the box saying what was imported, or why nothing was."""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from scorpion_qt.store.games_export import export_games
from scorpion_qt.store.games_file import ImportResult
from scorpion_qt.ui.statistics.window import HISTORY, StatisticsWindow
from scorpion_qt.ui.window.main_window import MainWindow
from tests.played_history import FIRST, generate_played
from tests.ui.test_statistics_helpers import open_statistics, settle, show_page

TIMEOUT = 20_000


@pytest.fixture
def opened(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, StatisticsWindow]]:
    """The statistics of a folder holding 120 played games."""
    generate_played(tmp_path / "data", 120, seed=5, first=FIRST + datetime.timedelta(minutes=1))
    window, statistics = open_statistics(qtbot, tmp_path / "data")
    show_page(qtbot, statistics, HISTORY)
    yield window, statistics
    window.close()


def choose_file(
    qtbot: QtBot, statistics: StatisticsWindow, button: QPushButton, path: Path
) -> None:
    """Click ``button``, go to ``path``'s folder in the file dialog it opens and type the
    file's name, then Enter."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    transfer = statistics.games_file
    qtbot.waitUntil(lambda: transfer.file_dialog is not None and transfer.file_dialog.isVisible())
    dialog = transfer.file_dialog
    assert dialog is not None
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name is not None
    dialog.setDirectory(str(path.parent))  # the player goes to the file's folder
    qtbot.waitUntil(lambda: dialog.directory().absolutePath() == str(path.parent))
    name.selectAll()
    qtbot.keyClicks(name, path.name)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    if transfer.file_dialog is not None:  # the first Enter took the path's completion
        qtbot.keyClick(name, Qt.Key.Key_Return)
    assert transfer.file_dialog is None


def box_text(qtbot: QtBot, statistics: StatisticsWindow) -> str:
    """The text of the box the transfer ended with; the box is closed with OK."""
    transfer = statistics.games_file
    qtbot.waitUntil(lambda: transfer.result_box is not None and transfer.result_box.isVisible())
    box = transfer.result_box
    assert box is not None
    text = box.text()
    ok = box.button(QMessageBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: transfer.result_box is None)
    return text


def test_export_all_games_writes_every_finished_game(
    opened: tuple[MainWindow, StatisticsWindow], qtbot: QtBot, tmp_path: Path
) -> None:
    _window, statistics = opened
    target = tmp_path / "my-games.json"
    with qtbot.waitSignal(statistics.games_file.exported, timeout=TIMEOUT) as exported:
        choose_file(qtbot, statistics, statistics.games_file.export_button, target)
    assert exported.args == [120]
    document = json.loads(target.read_text(encoding="utf-8"))
    assert (document["format"], document["version"], len(document["games"])) == (
        "scorpion-qt-games",
        1,
        120,
    )
    assert "120" in statistics.message_label.text()
    assert all(button.isEnabled() for button in statistics.games_file.buttons)


def test_import_adds_the_games_and_says_how_many(
    opened: tuple[MainWindow, StatisticsWindow], qtbot: QtBot, tmp_path: Path
) -> None:
    _window, statistics = opened
    other = generate_played(tmp_path / "other", 80, seed=9)
    file = tmp_path / "from-the-laptop.json"
    export_games(other, file)
    with qtbot.waitSignal(statistics.games_file.imported, timeout=TIMEOUT) as imported:
        choose_file(qtbot, statistics, statistics.games_file.import_button, file)
    # the daily game of a date both computers played: each had its own deal for it
    assert imported.args == [ImportResult(added=80, already_here=0, undated=1)]
    text = box_text(qtbot, statistics)
    assert text.splitlines() == [
        "Games imported: 80",
        "Already here (not added again): 0",
        "Daily games added as ordinary games, their date having another deal here: 1",
    ]
    settle(qtbot, statistics)
    qtbot.waitUntil(lambda: statistics.history.model.total == 200)
    # the same file again: nothing is counted twice
    with qtbot.waitSignal(statistics.games_file.imported, timeout=TIMEOUT) as imported:
        choose_file(qtbot, statistics, statistics.games_file.import_button, file)
    assert imported.args == [ImportResult(added=0, already_here=80, undated=0)]
    assert "Already here (not added again): 80" in box_text(qtbot, statistics)
    settle(qtbot, statistics)
    assert statistics.history.model.total == 200


def test_a_cut_short_file_is_refused_with_its_reason(
    opened: tuple[MainWindow, StatisticsWindow], qtbot: QtBot, tmp_path: Path
) -> None:
    window, statistics = opened
    other = generate_played(tmp_path / "other", 30, seed=9)
    file = tmp_path / "cut.json"
    export_games(other, file)
    text = file.read_text(encoding="utf-8")
    file.write_text(text[: len(text) * 2 // 3], encoding="utf-8")
    with qtbot.waitSignal(statistics.games_file.imported, timeout=TIMEOUT) as imported:
        choose_file(qtbot, statistics, statistics.games_file.import_button, file)
    assert imported.args == [None]
    shown = box_text(qtbot, statistics)
    assert "cut short" in shown and "Nothing was imported." in shown
    assert window.store is not None
    assert window.store.history_page().total == 120
