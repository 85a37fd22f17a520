"""A move whose save waits (another program holds the database, a long read runs before it)
is shown only once saved, as tests/ui/test_shown_moves.py pins; meanwhile the window goes
on answering: its event loop runs (timers, paints, its window manager's pings), while the
board has not yet heard of the move."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt, QTimer

from tests.ui.conftest import Board
from tests.ui.test_shown_moves import LATE, recorder_of, stored_log


def test_the_window_answers_while_a_move_waits_for_its_save(board: Board) -> None:
    window, qtbot = board.window, board.qtbot
    recorder_of(board).shown_wait = 5.0  # long enough that only the save can end the wait
    release = threading.Event()
    window.store_thread.run(lambda _store: release.wait(60))  # a long read, say
    changes: list[object] = []
    window.controller.changed.connect(changes.append)
    during: list[int] = []

    def meanwhile() -> None:
        # the event loop runs while the move waits: the board has not heard of it yet
        during.append(len(changes))
        release.set()  # the store goes on, and the move is saved

    # the rule book's first move, 2:4H>7, by keyboard; a timer runs out during its save
    for key in [Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Return]:
        qtbot.keyClick(board.view, key)
    for _ in range(5):
        qtbot.keyClick(board.view, Qt.Key.Key_Right)
    QTimer.singleShot(100, meanwhile)
    qtbot.keyClick(board.view, Qt.Key.Key_Space)
    assert during == [0]  # the timer ran inside the wait, before the board was told
    assert len(changes) == 1  # then, saved, the move was shown: not late
    assert window.controller.game.moves == ["2:4H>7"]
    assert window.status_bar.currentMessage() != LATE
    assert stored_log(board) == ["2:4H>7"]
