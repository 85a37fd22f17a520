"""A daily result is final only when the game is over for good: won, given up, or its dead
end left by another game, Restart or closing the window. At the dead end the loss is held,
not sent: Undo plays on, and only the game's real end goes to the (real, loopback)
leaderboard server, with the hints the player was shown."""

from __future__ import annotations

import datetime
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.ui.dialogs.no_moves_box import NoMovesBox
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
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
    winning_line,
)
from tests.ui.test_online_results import submissions
from tests.ui.test_turning_point import choose_from_the_game_menu

__all__ = ["leaderboard", "server_db"]  # the fixtures these tests use

HELD = "Online: your result is sent once you leave this game"


def at_dead_end(
    today: datetime.date, qtbot: QtBot, data_dir: Path, server: LeaderboardServer
) -> MainWindow:
    """A registered player's daily game, one move before a dead end (stored as a player
    who left it there finds it), the move made by dragging its card: the no-moves box
    says the result waits, and nothing is queued."""
    player = server.register("Lena")
    go_online(data_dir, server.url, "Lena", player["token"])
    last = daily_game_before_its_last_move(
        data_dir, today, line_of=lambda game: list(lost_line(game.deal or 0))
    )
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert window.controller.daily == today
    play_last_move(Board(window, qtbot), last)
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None, timeout=20_000)
    box = window.game_end.stuck_box
    assert box is not None
    qtbot.waitUntil(lambda: box.informativeText().startswith(HELD))
    qtbot.waitUntil(lambda: not window.store_thread.busy)
    assert submissions(data_dir) == []
    return window


def board_lines(today: datetime.date, server: LeaderboardServer) -> list[tuple[str, bool, int]]:
    return [(r["name"], r["won"], r["hints"]) for r in server.board(today)["results"]]


def answer_every_question(qtbot: QtBot, button: QMessageBox.StandardButton, count: int) -> None:
    """Answer the next ``count`` questions (message boxes) with ``button``; accept any
    other dialog (the New Game dialog, as it is)."""

    def answer(dialog: QWidget) -> None:
        if isinstance(dialog, QMessageBox):
            found = dialog.button(button)
            assert found is not None, dialog.text()
            qtbot.mouseClick(found, Qt.MouseButton.LeftButton)
        else:
            assert isinstance(dialog, QDialog)
            dialog.accept()
        if count > 1:
            answer_every_question(qtbot, button, count - 1)

    when_modal(qtbot, answer)


def test_undo_from_a_daily_dead_end_plays_on_and_only_the_win_is_sent(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    window = at_dead_end(today, qtbot, data_dir, leaderboard)
    box = window.game_end.stuck_box
    assert isinstance(box, NoMovesBox)
    qtbot.mouseClick(box.undo_button, Qt.MouseButton.LeftButton)  # the box's Undo
    qtbot.waitUntil(lambda: window.game_end.stuck_box is None)
    controller, board = window.controller, Board(window, qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    while controller.game.can_undo:  # back to the deal's start, by Ctrl+Z
        before = controller.game.move_count
        qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert controller.game.move_count == before - 1
    qtbot.keyClick(board.view, Qt.Key.Key_H)  # a hint, counted
    assert controller.hints == 1
    line = winning_line(controller.game)
    for move in line[:-1]:
        assert controller.play(move)
    looked: list[str] = []

    def summary(dialog: Any) -> None:
        assert isinstance(dialog, WinDialog)
        label = dialog.online_label
        qtbot.waitUntil(lambda: label.text().startswith("Online: rank"), timeout=15_000)
        looked.append(label.text())
        dialog.reject()

    when_modal(qtbot, summary)
    play_last_move(board, line[-1])
    qtbot.waitUntil(lambda: bool(looked), timeout=40_000)
    assert looked == ["Online: rank 1 of 1"]
    qtbot.waitUntil(lambda: not window.store_thread.busy and not window.daily.online.busy)
    assert submissions(data_dir) == [("done", 0, 1, 1, None)]  # one result: the win
    assert board_lines(today, leaderboard) == [("Lena", True, 1)]
    window.close()


def test_leaving_a_daily_dead_end_by_new_game_sends_the_loss(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    window = at_dead_end(today, qtbot, data_dir, leaderboard)
    messages: list[str] = []
    window.status_bar.messageChanged.connect(messages.append)
    box = window.game_end.stuck_box
    assert isinstance(box, NoMovesBox)
    answer_every_question(qtbot, QMessageBox.StandardButton.Yes, 2)  # abandon; the dialog
    qtbot.mouseClick(box.new_button, Qt.MouseButton.LeftButton)  # the box's New Game
    qtbot.waitUntil(lambda: not window.controller.game.move_count)
    qtbot.waitUntil(lambda: bool(submissions(data_dir)), timeout=15_000)
    qtbot.waitUntil(lambda: submissions(data_dir)[0].state == "done", timeout=15_000)
    assert submissions(data_dir) == [("done", 0, 1, 1, None)]
    assert board_lines(today, leaderboard) == [("Lena", False, 0)]
    ranked = "Your daily result is on the online leaderboard: rank 1 of 1"
    qtbot.waitUntil(lambda: ranked in messages)
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        (game_id,) = db.execute("SELECT game_id FROM online_submissions").fetchone()
        (daily,) = db.execute("SELECT daily_date FROM games WHERE id = ?", (game_id,)).fetchone()
    assert daily == today.isoformat()  # the submission names the game that was lost
    window.close()


def test_a_daily_game_given_up_is_lost_for_good_and_sent(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    """Game → Give Up half-way through a daily game (moves still left): after its
    question the game ends where it stands, no move or undo is played in it any more,
    and the loss goes to the server."""
    player = leaderboard.register("Ayşe")
    go_online(data_dir, leaderboard.url, "Ayşe", player["token"])
    last = daily_game_before_its_last_move(data_dir, today)  # a winning line but its last move
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    actions, controller = window.game_actions, window.controller
    messages: list[str] = []
    window.status_bar.messageChanged.connect(messages.append)
    assert actions.give_up_action.isEnabled()
    qtbot.keyClick(window.board_view, Qt.Key.Key_H)  # a hint before giving up: counted
    answer_every_question(qtbot, QMessageBox.StandardButton.No, 1)
    choose_from_the_game_menu(qtbot, window, actions.give_up_action)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not controller.is_over  # asked, and the answer was No
    answer_every_question(qtbot, QMessageBox.StandardButton.Yes, 1)
    choose_from_the_game_menu(qtbot, window, actions.give_up_action)
    qtbot.waitUntil(lambda: controller.is_over)
    assert "Given up: this game counts as lost" in messages
    assert controller.given_up and not controller.game.is_won
    assert not actions.give_up_action.isEnabled() and not actions.undo_action.isEnabled()
    assert not actions.finish_action.isEnabled() and not actions.hint_action.isEnabled()
    moves = controller.game.move_count
    play_last_move(Board(window, qtbot), last)  # the winning move, refused now
    assert controller.game.move_count == moves and not controller.game.is_won
    qtbot.waitUntil(lambda: bool(submissions(data_dir)), timeout=15_000)
    qtbot.waitUntil(lambda: submissions(data_dir)[0].state == "done", timeout=15_000)
    assert board_lines(today, leaderboard) == [("Ayşe", False, 1)]
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        (outcome,) = db.execute("SELECT outcome FROM games").fetchone()
    assert outcome == "lost"
    window.close()


def test_closing_the_window_at_a_daily_dead_end_loses_it_for_good_and_sends_it_later(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    """Quitting at the dead end leaves it: the game is lost (not resumed at the next
    start), its result queued as the window closes and sent at the next start."""
    window = at_dead_end(today, qtbot, data_dir, leaderboard)
    window.close()
    assert submissions(data_dir) == [("pending", 0, None, None, None)]
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        (outcome,) = db.execute("SELECT outcome FROM games").fetchone()
    assert outcome == "lost"
    again = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert again.controller.game.move_count == 0  # a new game, not the dead end
    assert not again.game_actions.give_up_action.isEnabled()  # nothing to give up yet
    qtbot.waitUntil(lambda: submissions(data_dir)[0].state == "done", timeout=15_000)
    assert board_lines(today, leaderboard) == [("Lena", False, 0)]
    again.close()


def test_a_daily_game_restarted_half_way_is_lost_for_good_and_sent(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    """Game → Restart half-way through a daily game counts it as lost, on the board
    too: the restarted deal, its face-down cards now known, is not a second try."""
    player = leaderboard.register("Jonas")
    go_online(data_dir, leaderboard.url, "Jonas", player["token"])
    last = daily_game_before_its_last_move(data_dir, today)  # a winning line but its last move
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    controller = window.controller
    answer_every_question(qtbot, QMessageBox.StandardButton.No, 1)
    choose_from_the_game_menu(qtbot, window, window.game_actions.restart_action)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert controller.game.move_count > 0  # asked, and the answer was No: nothing sent
    qtbot.waitUntil(lambda: not window.store_thread.busy)
    assert submissions(data_dir) == []
    answer_every_question(qtbot, QMessageBox.StandardButton.Yes, 1)
    choose_from_the_game_menu(qtbot, window, window.game_actions.restart_action)
    qtbot.waitUntil(lambda: controller.game.move_count == 0)
    assert controller.daily == today  # the same daily deal, from its start
    qtbot.waitUntil(lambda: bool(submissions(data_dir)), timeout=15_000)
    qtbot.waitUntil(lambda: submissions(data_dir)[0].state == "done", timeout=15_000)
    assert board_lines(today, leaderboard) == [("Jonas", False, 0)]
    assert last  # the winning move was there to play: the game was lost by leaving it
    window.close()
