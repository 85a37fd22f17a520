"""A move is saved before the board shows it, and a store that stalls does not freeze the
board: the move is shown once the wait runs out, and the status bar says it is not saved
yet until it is (tests/ui/test_shown_moves_kill.py kills the real app after a paint)."""

from __future__ import annotations

import logging
import sqlite3
import threading
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.store.models import IN_PROGRESS
from scorpion_qt.store.service import Store
from scorpion_qt.ui.services.store_recorder import StoreRecorder
from tests.ui.conftest import Board, notice_box, saved

LATE = "Saving is slow: the last move is not saved yet"


def recorder_of(board: Board) -> StoreRecorder:
    recorder = board.window.daily.online.recorder
    assert isinstance(recorder, StoreRecorder)
    return recorder


def first_move(board: Board) -> None:
    """The rule book's first move, 2:4H>7, by keyboard."""
    for key in [Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Return]:
        board.qtbot.keyClick(board.view, key)
    for _ in range(5):
        board.qtbot.keyClick(board.view, Qt.Key.Key_Right)
    board.qtbot.keyClick(board.view, Qt.Key.Key_Space)


def stored_log(board: Board) -> list[str]:
    """The log of the game being played as the database holds it (read on the store's
    thread, after everything given before)."""
    got: list[list[str]] = []

    def read(store: Store, game_id: int | None) -> list[str]:
        assert game_id is not None
        game = store.load_game(game_id)
        assert isinstance(game, Game)
        return game.log

    recorder_of(board).for_game(read, got.append)
    board.qtbot.waitUntil(lambda: bool(got))
    return got[0]


def test_the_move_is_in_the_database_when_the_board_changes(board: Board) -> None:
    """When the board hears of a move, undo or redo, the store's thread has committed it:
    the file read through a connection of its own holds it."""
    store = board.window.store
    assert store is not None
    path = store.path
    counts: list[int] = []
    # connected after the board's slot: runs in the same turn, before any paint
    board.window.controller.changed.connect(lambda _event: counts.append(actions_in(path)))
    first_move(board)
    board.qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    board.qtbot.keyClick(board.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert counts == [1, 2, 3]


def actions_in(path: Path) -> int:
    """The actions of the game in progress that the file holds now."""
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
        row = connection.execute(
            "SELECT action_count FROM games WHERE outcome = ?", (IN_PROGRESS,)
        ).fetchone()
    return int(row[0])


def test_a_stalled_store_does_not_freeze_the_board(
    board: Board, qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    window = board.window
    recorder = recorder_of(board)
    recorder.shown_wait = 0.2
    release = threading.Event()
    window.store_thread.run(lambda _store: release.wait(60))  # a long read, say
    with caplog.at_level(logging.WARNING, logger="scorpion_qt.ui.services.store_recorder"):
        first_move(board)
        assert window.controller.game.moves == ["2:4H>7"]  # shown, not saved yet
        assert window.status_bar.currentMessage() == LATE
        qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert window.controller.game.log == ["2:4H>7", "undo"]
    # the undo did not wait again: only the move waited for the stalled store
    late = [r for r in caplog.records if "shown before it is saved" in r.getMessage()]
    assert len(late) == 1
    release.set()
    qtbot.waitUntil(lambda: window.status_bar.currentMessage() == "")
    saved(window, qtbot)
    assert stored_log(board) == ["2:4H>7", "undo"]
    # saved again, the next move waits for its save as before
    qtbot.keyClick(board.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.status_bar.currentMessage() == ""
    assert stored_log(board) == ["2:4H>7", "undo", "redo"]


def test_a_late_save_that_fails_does_not_stop_the_moves_waiting(
    board: Board, qtbot: QtBot, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move shown before it is saved, whose save then raises (a bug in the store, as
    tests/ui/test_store_thread.py makes one): the player is told games are not being
    saved, "saving is slow" goes, and the moves that follow wait for their saves again."""
    window = board.window
    recorder = recorder_of(board)
    recorder.shown_wait = 0.2
    release = threading.Event()
    window.store_thread.run(lambda _store: release.wait(60))  # a long read, say
    record_move = Store.record_move

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a bug in the store")

    monkeypatch.setattr(Store, "record_move", broken)
    with caplog.at_level(logging.WARNING, logger="scorpion_qt.ui.services.store_recorder"):
        first_move(board)
        assert window.status_bar.currentMessage() == LATE
        release.set()
        qtbot.waitUntil(lambda: window.saving_reports.broken)  # the failure, reported
        assert "the game database failed" in notice_box(window).text()
        qtbot.waitUntil(lambda: window.status_bar.currentMessage() == "")
        notice_box(window).close()
        window.activateWindow()  # the box had it: Ctrl+Z needs the window active
        qtbot.waitUntil(window.isActiveWindow)
        monkeypatch.setattr(Store, "record_move", record_move)
        # the store stalls again: the undo waits for its save (and is shown when the wait
        # runs out), as the first move did
        again = threading.Event()
        window.store_thread.run(lambda _store: again.wait(60))
        qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert window.controller.game.log == ["2:4H>7", "undo"]
        stalled = window.status_bar.currentMessage()
        again.set()
        assert stalled == LATE
    late = [r for r in caplog.records if "shown before it is saved" in r.getMessage()]
    assert len(late) == 2
    qtbot.waitUntil(lambda: window.status_bar.currentMessage() == "")
    saved(window, qtbot)
    assert stored_log(board) == ["2:4H>7", "undo"]  # the undo saved the move before it
    # the store answers at once now: the redo is in the file when the board hears of it
    store = window.store
    assert store is not None
    counts: list[int] = []
    window.controller.changed.connect(lambda _event: counts.append(actions_in(store.path)))
    qtbot.keyClick(board.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert counts == [3]
