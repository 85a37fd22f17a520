"""The window and the store: resuming, recording, and damaged or unusable databases."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.app import create_window
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.service import Store
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from tests.ui.conftest import Board, notice_box, open_window


def test_resume_after_closing_the_window(qtbot: QtBot, data_dir: Path, position_file: Path) -> None:
    window = open_window(qtbot, ["--position", str(position_file), "--data-dir", str(data_dir)])
    board = Board(window, qtbot)
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    board.click(board.view.mapFromScene(board.scene.reserve.zone.center()))
    board.settle()
    expected = window.controller.game.to_text()
    window.close()

    again = open_window(qtbot, ["--data-dir", str(data_dir)])
    game = again.controller.game
    assert game.to_text() == expected
    assert game.moves == ["2:4H>7", "deal"]
    assert again.status_bar.score_label.text() == "Score: 5"
    # and it goes on being recorded: undo there, then reopen once more
    again.game_actions.undo_action.trigger()
    again.close()
    third = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert third.controller.game.moves == ["2:4H>7"]
    third.close()


def test_a_new_game_over_a_played_one_counts_as_lost(board: Board, data_dir: Path) -> None:
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    board.window.new_games.start(NewGameChoice("classic", "number", 77))
    board.window.close()
    store = Store.open(data_dir)
    try:
        stats = store.statistics()
        assert stats.played == 1
        assert stats.won == 0
        resumed = store.resume()
        assert resumed is not None and resumed.game.deal == 77
    finally:
        store.close()


def test_a_damaged_database_is_moved_aside_and_the_player_told(
    qtbot: QtBot, data_dir: Path
) -> None:
    (data_dir / DB_FILENAME).write_bytes(b"this is not a database" * 100)
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    box = notice_box(window)
    assert isinstance(box, QMessageBox)
    moved = [p for p in data_dir.iterdir() if "corrupt" in p.name]
    assert len(moved) == 1
    assert str(moved[0]) in box.text()
    assert moved[0].read_bytes() == b"this is not a database" * 100
    assert not window.status_bar.saving_label.isVisible()
    window.close()


def test_an_unusable_data_folder_keeps_the_game_playable(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(blocker / "data")])
    assert window.status_bar.saving_label.isVisible()
    # a warning: bold, in red, set apart from its neighbours like every status label
    label = window.status_bar.saving_label
    assert label.font().bold()
    assert label.palette().color(label.foregroundRole()).name() == "#c0392b"
    assert label.contentsMargins().left() == label.contentsMargins().right() == 10
    assert "not being saved" in notice_box(window).text()
    moves = window.controller.game.legal_moves()
    assert window.controller.play(moves[0])
    assert window.controller.game.move_count == 1
    window.close()


def test_moves_played_while_the_store_opens_are_saved_in_order(
    qtbot: QtBot,
    data_dir: Path,
    position_file: Path,
) -> None:
    # a game in progress, saved by a first session
    first = open_window(qtbot, ["--position", str(position_file), "--data-dir", str(data_dir)])
    assert first.controller.play("2:4H>7")
    first.close()
    # another program holds the database's write lock: the store waits for it on its own
    # thread while the board, resumed from a quick look, is played
    blocker = sqlite3.connect(data_dir / DB_FILENAME, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        window = create_window(["--data-dir", str(data_dir)])
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.board_view.painted)
        assert window.controller.game.moves == ["2:4H>7"]
        qtbot.keyClick(window.board_view, Qt.Key.Key_D)  # deal the reserve
        assert window.controller.game.moves == ["2:4H>7", "deal"]
        assert window.store is None  # still waiting for the lock
    finally:
        blocker.rollback()
        blocker.close()
    qtbot.waitUntil(lambda: window.store is not None, timeout=10_000)
    opened = cast("Store | None", window.store)  # mypy still holds the None asserted above
    assert opened is not None and opened.saving
    window.close()  # waits until what it recorded is written
    with closing(Store.open(data_dir)) as store:
        resumed = store.resume()
    assert resumed is not None
    assert resumed.game.moves == ["2:4H>7", "deal"]
