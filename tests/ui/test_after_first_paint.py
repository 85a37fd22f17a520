"""What starts behind the first paint starts one step per turn: the window answers what
comes in between (a click, a timer, a window manager's ping), and the store opens last.
The parts made there miss nothing of the game that came before them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from scorpion_qt.app import create_window
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.online_helpers import daily_game_before_its_last_move


def shown(qtbot: QtBot, data_dir: Path) -> MainWindow:
    window = create_window(["--deal", "5", "--data-dir", str(data_dir)])
    qtbot.addWidget(window)
    return window


def test_steps_run_in_order_after_the_first_paint_with_the_loop_running_between(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = shown(qtbot, data_dir)
    view = window.board_view
    happened: list[str] = []

    def first() -> None:
        happened.append("first")
        # an event that comes while the steps run is answered before the next one
        QTimer.singleShot(0, lambda: happened.append("between"))

    view.after_first_paint(first)
    view.after_first_paint(lambda: happened.append("second"))
    qtbot.wait(50)
    assert happened == []  # nothing before the board is on screen
    window.show()
    qtbot.waitUntil(lambda: "second" in happened)
    assert happened == ["first", "between", "second"]
    assert view.painted
    # a step given later runs too, in a later turn
    view.after_first_paint(lambda: happened.append("late"))
    assert happened[-1] == "second"
    qtbot.waitUntil(lambda: happened[-1] == "late")


def test_the_store_opens_after_the_parts_that_start_behind_the_board(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = shown(qtbot, data_dir)
    window.show()
    qtbot.waitUntil(lambda: window.store is not None)
    # the reading keys (made behind the board) answer as soon as the store is open
    heard: list[str] = []
    window.announcer.announced.connect(lambda text, _loud: heard.append(text))
    qtbot.keyClick(window.board_view, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: bool(heard))
    window.close()


def test_steps_not_run_when_the_window_closes_never_run(qtbot: QtBot, data_dir: Path) -> None:
    window = shown(qtbot, data_dir)
    view = window.board_view
    ran: list[str] = []
    window.show()
    qtbot.waitUntil(lambda: view.painted)
    view.after_first_paint(lambda: ran.append("step"))
    window.close()
    qtbot.wait(100)
    assert ran == []


def test_a_daily_game_won_before_its_results_are_made_behind_the_board_is_offered(
    qtbot: QtBot, data_dir: Path
) -> None:
    """A daily game's online result and Copy Result are made behind the first paint; the
    game's changes before then reach them all the same. Here the window is never shown, so
    nothing is made behind it: the win itself finds them missing."""
    last = daily_game_before_its_last_move(data_dir)
    window = create_window(["--data-dir", str(data_dir)])  # the daily game, resumed
    qtbot.addWidget(window)
    controller, copy = window.controller, window.game_actions.copy_result_action
    assert controller.daily is not None and not copy.isEnabled()
    assert controller.play(last)
    assert controller.game.is_won
    assert copy.isEnabled()
    QGuiApplication.clipboard().setText("something else")
    copy.trigger()
    copied = QGuiApplication.clipboard().text()
    assert f"daily {controller.daily.isoformat()}" in copied
    assert f"won in {controller.game.move_count}" in copied
