"""The window and the store: resuming, recording, and damaged or unusable databases."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from scorpion_qt.app import parse_args
from scorpion_qt.store import DB_FILENAME, Store
from scorpion_qt.ui.new_game_dialog import NewGameChoice
from scorpion_qt.ui.startup import build_window
from tests.ui.conftest import Board, open_window


def test_resume_after_closing_the_window(qtbot, data_dir: Path, position_file: Path) -> None:  # type: ignore[no-untyped-def]
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
    assert again.score_label.text() == "Score: 5"
    # and it goes on being recorded: undo there, then reopen once more
    again.undo_action.trigger()
    again.close()
    third = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert third.controller.game.moves == ["2:4H>7"]
    third.close()


def test_a_new_game_over_a_played_one_counts_as_lost(board: Board, data_dir: Path) -> None:
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    board.window.start(NewGameChoice("classic", "number", 77))
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


def test_a_damaged_database_is_moved_aside_and_the_player_told(qtbot, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    (data_dir / DB_FILENAME).write_bytes(b"this is not a database" * 100)
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    box = window.store_notice_box
    assert isinstance(box, QMessageBox)
    moved = [p for p in data_dir.iterdir() if "corrupt" in p.name]
    assert len(moved) == 1
    assert str(moved[0]) in box.text()
    assert moved[0].read_bytes() == b"this is not a database" * 100
    assert not window.saving_label.isVisible()
    window.close()


def test_an_unusable_data_folder_keeps_the_game_playable(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(blocker / "data")])
    assert window.saving_label.isVisible()
    # a warning: bold, in red, set apart from its neighbours like every status label
    label = window.saving_label
    assert label.font().bold()
    assert label.palette().color(label.foregroundRole()).name() == "#c0392b"
    assert label.contentsMargins().left() == label.contentsMargins().right() == 10
    assert "not being saved" in window.store_notice_box.text()
    moves = window.controller.game.legal_moves()
    assert window.controller.play(moves[0])
    assert window.controller.game.move_count == 1
    window.close()


def test_the_store_opens_after_the_first_paint_and_catches_up(
    qtbot,
    data_dir: Path,
    position_file: Path,  # type: ignore[no-untyped-def]
) -> None:
    # a game in progress, saved by a first session
    first = open_window(qtbot, ["--position", str(position_file), "--data-dir", str(data_dir)])
    assert first.controller.play("2:4H>7")
    first.close()
    # the app's own start-up: the board comes from a quick look, the store opens later
    window = build_window(parse_args(["--data-dir", str(data_dir)]), defer_store=True)
    qtbot.addWidget(window)
    assert window.store is None
    assert window.controller.game.moves == ["2:4H>7"]
    assert window.controller.play("deal")  # played before the store is open: queued
    with qtbot.waitSignal(window.store_ready, timeout=10_000):
        window.show()
    assert window.store is not None
    window.close()
    store = Store.open(data_dir)
    try:
        resumed = store.resume()
        assert resumed is not None
        assert resumed.game.moves == ["2:4H>7", "deal"]
    finally:
        store.close()
