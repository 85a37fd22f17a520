"""Copy Result after a daily game: the win summary's button and the no-moves box's (which
stays open), clicked with the mouse, and Game → Copy Result, put the game's share line on
the clipboard and say so; the rank the online board gives after the summary opened is in
it (a real server on loopback). Other games offer none."""

from __future__ import annotations

import datetime
import html
import urllib.request
from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from scorpion_qt.engine.daily_table import decode_table
from scorpion_qt.package_files import daily_table_file
from scorpion_qt.ui.dialogs.no_moves_box import NoMovesBox
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
from scorpion_qt.ui.par.keeper import ParKeeper
from scorpion_qt.ui.practice.practice_won_box import PracticeWonBox
from scorpion_qt.ui.statistics.window import DAILY, StatisticsWindow
from scorpion_qt.ui.window.main_window import MainWindow
from tests.server.games import lost_line
from tests.ui.conftest import Board, open_window, when_modal
from tests.ui.online_helpers import (
    LeaderboardServer,
    daily_game_before_its_last_move,
    go_online,
    leaderboard,
    play_last_move,
    server_db,
)
from tests.ui.test_par import TWO_FROM_WIN
from tests.ui.test_practice import moves_from, try_again_from_here
from tests.ui.test_statistics_helpers import press_ctrl_t, show_page
from tests.ui.test_turning_point import choose_from_the_game_menu

__all__ = ["leaderboard", "server_db"]  # the fixtures these tests use


def table_par(day: datetime.date, window: MainWindow) -> int:
    """The par the shipped daily table gives the daily game on the board."""
    game = window.controller.game
    table = decode_table(daily_table_file(game.rules).read_bytes(), game.rules)
    row = table.row(day)
    assert row is not None and row.deal == game.deal and row.par is not None
    return row.par


def par_came(window: MainWindow, qtbot: QtBot) -> None:
    """Wait for the par of the game on the board (asked at the first move made)."""
    keeper = window.findChild(ParKeeper)
    assert keeper is not None
    qtbot.waitUntil(lambda: keeper.par is not None, timeout=20_000)


def click_copy(qtbot: QtBot, window: MainWindow, button: QPushButton) -> str:
    """Click ``button`` (a Copy Result) with the mouse: what the clipboard then holds, the
    status bar having said so."""
    QGuiApplication.clipboard().setText("something else")
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert window.status_bar.currentMessage() == f"Result copied: {copied}"
    return copied


def win_and_copy(qtbot: QtBot, window: MainWindow, last: str, wait_for: str = "") -> str:
    """Win the daily game by its last move, and Copy Result on the summary (once its online
    line starts with ``wait_for``, if given); the summary is closed."""
    copied: list[str] = []

    def answer(dialog: WinDialog) -> None:
        try:
            label = dialog.online_label
            par_came(window, qtbot)
            if wait_for:
                qtbot.waitUntil(lambda: label.text().startswith(wait_for), timeout=15_000)
            copied.append(click_copy(qtbot, window, dialog.copy_button))
            assert dialog.isVisible()  # copying leaves the summary open
        finally:
            dialog.reject()

    when_modal(qtbot, answer)
    play_last_move(Board(window, qtbot), last)
    qtbot.waitUntil(lambda: bool(copied), timeout=40_000)
    return copied[0]


def test_a_won_daily_game_copies_its_line_from_the_summary_and_the_game_menu(
    qtbot: QtBot, data_dir: Path, today: datetime.date
) -> None:
    last = daily_game_before_its_last_move(data_dir, today)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    action = window.game_actions.copy_result_action
    assert not action.isEnabled()  # the daily game is not over yet
    par = table_par(today, window)
    moves = window.controller.game.move_count + 1
    copied = win_and_copy(qtbot, window, last)
    expected = f"Scorpion Qt · Classic daily {today.isoformat()} · won in {moves} (par {par})"
    assert copied == expected + " · no hints"  # online leaderboards are off: no rank
    assert action.isEnabled()
    QGuiApplication.clipboard().setText("")
    choose_from_the_game_menu(qtbot, window, action)
    qtbot.waitUntil(lambda: QGuiApplication.clipboard().text() == copied)
    window.close()


def test_the_rank_that_comes_after_the_summary_opened_is_in_the_copied_line(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    player = leaderboard.register("Ayşe")
    go_online(data_dir, leaderboard.url, "Ayşe", player["token"])
    last = daily_game_before_its_last_move(data_dir, today)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    copied = win_and_copy(qtbot, window, last, "Online: rank 1 of 1")
    assert copied.startswith(f"Scorpion Qt · Classic daily {today.isoformat()} · won in ")
    assert copied.endswith(" · no hints · rank 1 of 1")
    # the web page of the result shows the same line
    result = leaderboard.board(today)["results"][0]["result"]
    address = f"{leaderboard.url}/daily/{today.isoformat()}/classic/results/{result}"
    with urllib.request.urlopen(address, timeout=10) as answer:
        assert copied in html.unescape(answer.read().decode("utf-8"))
    window.close()


def test_a_lost_daily_game_copies_from_the_no_moves_box_which_stays_open(
    qtbot: QtBot, data_dir: Path, today: datetime.date
) -> None:
    last = daily_game_before_its_last_move(
        data_dir, today, line_of=lambda game: list(lost_line(game.deal or 0))
    )
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    par = table_par(today, window)
    qtbot.keyClick(window.board_view, Qt.Key.Key_H)  # Hint: one is counted
    qtbot.waitUntil(lambda: window.controller.hints == 1)
    play_last_move(Board(window, qtbot), last)
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None, timeout=20_000)
    box = window.game_end.stuck_box
    assert isinstance(box, NoMovesBox)
    moves = window.controller.game.move_count
    par_came(window, qtbot)
    copied = click_copy(qtbot, window, box.copy_button)
    day = today.isoformat()
    assert (
        copied == f"Scorpion Qt · Classic daily {day} · lost after {moves} moves (par {par})"
        " · 1 hint"
    )
    assert box.isVisible()  # still there: Undo, Restart and the rest are still offered
    action = window.game_actions.copy_result_action
    assert action.isEnabled()
    qtbot.mouseClick(box.undo_button, Qt.MouseButton.LeftButton)  # the game plays on
    qtbot.waitUntil(lambda: not action.isEnabled())
    window.close()


def test_other_games_offer_no_copy_result(qtbot: QtBot, data_dir: Path, tmp_path: Path) -> None:
    position = tmp_path / "two-from-win.txt"
    position.write_text(TWO_FROM_WIN, encoding="utf-8")
    window = open_window(qtbot, ["--position", str(position), "--data-dir", str(data_dir)])
    window.game_actions.animations_action.trigger()  # the win at once
    looked: list[bool] = []

    def answer(dialog: WinDialog) -> None:
        looked.append(dialog.copy_button.isVisible())
        dialog.reject()

    when_modal(qtbot, answer)
    board = Board(window, qtbot)
    board.drag("AS", board.column_point(2))
    board.settle()
    board.drag("2S", board.column_point(1))
    qtbot.waitUntil(lambda: bool(looked), timeout=40_000)
    assert looked == [False]
    assert not window.game_actions.copy_result_action.isEnabled()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    window.close()


def test_a_daily_finished_earlier_is_copied_from_the_statistics_daily_page(
    qtbot: QtBot, data_dir: Path, today: datetime.date
) -> None:
    last = daily_game_before_its_last_move(data_dir, today)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    copied = win_and_copy(qtbot, window, last)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitExposed(statistics)
    show_page(qtbot, statistics, DAILY)
    daily = statistics.daily
    daily.calendar.setSelectedDate(QDate(today.year, today.month, today.day))
    qtbot.waitUntil(daily.copy_button.isVisible)
    QGuiApplication.clipboard().setText("")
    qtbot.mouseClick(daily.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == copied  # the same line, the par kept
    assert statistics.message_label.text() == f"Result copied: {copied}"
    # a day with no game offers nothing to copy
    daily.calendar.setSelectedDate(QDate(today.year, today.month, today.day).addDays(-1))
    qtbot.waitUntil(lambda: not daily.copy_button.isVisible())
    window.close()


def test_a_practice_game_offers_no_copy_and_the_menu_keeps_the_dailys_line(
    qtbot: QtBot, data_dir: Path, today: datetime.date
) -> None:
    """A daily lost, tried again from its turning point and won in practice: the practice
    counts nowhere, so Game → Copy Result still copies the daily's loss."""
    last = daily_game_before_its_last_move(
        data_dir, today, line_of=lambda game: list(lost_line(game.deal or 0))
    )
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    window.game_actions.animations_action.setChecked(False)
    play_last_move(Board(window, qtbot), last)
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None, timeout=20_000)
    box = window.game_end.stuck_box
    assert isinstance(box, NoMovesBox)
    par_came(window, qtbot)
    lost = click_copy(qtbot, window, box.copy_button)
    report = try_again_from_here(qtbot, window, box, turning_point=None).report
    assert report is not None and window.controller.practice
    won: list[bool] = []

    def close(practice_box: PracticeWonBox) -> None:
        assert isinstance(practice_box, PracticeWonBox), practice_box
        assert not [b for b in practice_box.buttons() if b.text() == "Copy Result"]
        won.append(True)
        practice_box.reject()

    when_modal(qtbot, close)
    moves_from(window, list(report.better_line))
    qtbot.waitUntil(lambda: bool(won), timeout=20_000)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    window.activateWindow()  # in front of the slip-away replay the practice began from
    qtbot.waitUntil(window.isActiveWindow)
    QGuiApplication.clipboard().setText("")
    choose_from_the_game_menu(qtbot, window, window.game_actions.copy_result_action)
    qtbot.waitUntil(lambda: QGuiApplication.clipboard().text() == lost)
    assert " · lost after " in lost
    window.close()
