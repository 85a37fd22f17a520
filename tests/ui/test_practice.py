"""Try again from the turning point: from a lost game's slip-away replay, a practice game
starts at the position before the losing move. The status bar says it is practice, the
window says when a move keeps the game winnable past that point (or loses it again), and
nothing of it is counted: not in the statistics, not online, not kept at quit. Real main
window, store, solver worker and (for a daily game) leaderboard server."""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.service import Store
from scorpion_qt.ui.dialogs.no_moves_box import NoMovesBox
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.practice.practice_start import practice_start
from scorpion_qt.ui.practice.practice_won_box import PracticeWonBox
from scorpion_qt.ui.statistics.replay_dialog import ReplayDialog
from scorpion_qt.ui.window.main_window import MainWindow
from tests.server.games import lost_line
from tests.ui.conftest import Board, open_window, saved, when_modal
from tests.ui.online_helpers import (
    LeaderboardServer,
    daily_game_before_its_last_move,
    go_online,
    leaderboard,
    play_last_move,
    server_db,
)
from tests.ui.test_turning_point import (
    DEAL,
    MOVES,
    PLAYED,
    TURNING_POINT,
    analysed,
    choose_from_the_game_menu,
    opened,
    play,
)

__all__ = ["leaderboard", "server_db"]  # the fixtures these tests use

#: the position where the losing move (move 18, K♥ into the empty column 7) was chosen
BEFORE_THE_LOSS = Game.replay(MOVES[:TURNING_POINT], deal=DEAL)
GOT_PAST = "Still winnable — you got past the turning point"
LOST_AGAIN = "This move loses the game too: Undo and try another"


def test_a_practice_game_starts_before_the_losing_move() -> None:
    start = practice_start(Game.replay(MOVES, deal=DEAL), TURNING_POINT)
    assert (start.move_number, start.lost_with) == (TURNING_POINT + 1, PLAYED)
    game = start.game
    assert game.position == BEFORE_THE_LOSS.position and game.deal == DEAL
    assert game.move_count == 0 and not game.can_undo  # the practice starts there
    assert game.score == BEFORE_THE_LOSS.score  # the score made so far is kept
    game.play(PLAYED)
    again = start.fresh()
    assert again.position == BEFORE_THE_LOSS.position and again.move_count == 0
    with pytest.raises(ValueError):
        practice_start(Game.replay(MOVES, deal=DEAL), len(MOVES))


@pytest.fixture
def window(qtbot: QtBot, data_dir: Path) -> Iterator[MainWindow]:
    win = open_window(qtbot, ["--deal", str(DEAL), "--data-dir", str(data_dir)])
    win.game_actions.animations_action.setChecked(False)  # the cards need not fly
    yield win
    win.close()


def answer_yes(qtbot: QtBot, asked: list[str]) -> None:
    """The next question (leave the game in progress?) is answered Yes with a click."""

    def click(box: Any) -> None:
        assert isinstance(box, QMessageBox), box
        asked.append(box.text())
        button = box.button(QMessageBox.StandardButton.Yes)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    when_modal(qtbot, click)


def lose_the_game(qtbot: QtBot, window: MainWindow) -> NoMovesBox:
    """Deal 14's game played to its dead end, the last move dragged: the no-moves box."""
    play(window, MOVES[:-1])
    play_last_move(Board(window, qtbot), MOVES[-1])
    qtbot.waitUntil(lambda: window.controller.game.moves == MOVES)
    box = window.game_end.stuck_box
    assert isinstance(box, NoMovesBox)
    return box


def try_again_from_here(
    qtbot: QtBot, window: MainWindow, box: NoMovesBox, turning_point: int | None = TURNING_POINT
) -> ReplayDialog:
    """From the no-moves box to the replay at its turning point (``turning_point``, or
    any one if None), then a click on Try Again from Here (the question about the game in
    progress answered Yes)."""
    qtbot.mouseClick(box.slip_button, Qt.MouseButton.LeftButton)
    dialog = opened(qtbot, window)
    found = analysed(qtbot, dialog).turning_point
    assert found is not None
    if turning_point is not None:
        assert found == turning_point
    button = dialog.panel.practice_button
    assert dialog.step == dialog.turning_step and button.isVisible()
    assert button.text() == "Try Again from Here"
    asked: list[str] = []
    answer_yes(qtbot, asked)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert asked == ["This game is in progress. Start another one? It will count as lost."]
    return dialog


def counted(window: MainWindow, qtbot: QtBot) -> tuple[int, int, int]:
    """Games played, won, and the games the history holds."""
    saved(window, qtbot)
    assert window.store is not None
    figures = window.store.statistics()
    return figures.played, figures.won, window.store.history_page().total


def shown(qtbot: QtBot, window: MainWindow, message: str) -> None:
    qtbot.waitUntil(lambda: window.status_bar.currentMessage() == message, timeout=30_000)


def moves_from(window: MainWindow, line: list[str]) -> None:
    for move in line:
        assert window.controller.play(move), move


def test_a_lost_game_is_tried_again_from_its_turning_point(
    window: MainWindow, qtbot: QtBot, data_dir: Path
) -> None:
    box = lose_the_game(qtbot, window)
    saved(window, qtbot)
    dialog = try_again_from_here(qtbot, window, box)
    report = dialog.report
    assert report is not None
    qtbot.waitUntil(lambda: window.statistics.slip_replays.dialog is None)  # closed

    # the board shows the position before the losing move; the status bar says practice
    controller = window.controller
    assert controller.practice and controller.daily is None
    assert controller.game.position == BEFORE_THE_LOSS.position
    assert controller.game.move_count == 0 and controller.game.deal == DEAL
    label = window.practice.label
    assert label.isVisible() and label.text() == "Practice from move 18: not counted"
    assert "not counted in the statistics" in label.toolTip()
    assert window.status_bar.moves_label.text() == "Moves: 0"
    assert not window.game_actions.give_up_action.isEnabled()
    # the lost game counted as lost, once
    assert counted(window, qtbot) == (1, 0, 1)

    # the same losing move: the solver says it loses again
    board = Board(window, qtbot)
    play_last_move(board, PLAYED)
    assert controller.game.moves == [PLAYED]
    shown(qtbot, window, LOST_AGAIN)
    assert not window.practice.got_past
    qtbot.keyClick(window.board_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.move_count == 0

    # the move that kept the game winnable: the window says so, once (aloud too)
    heard: list[str] = []
    window.announcer.announced.connect(lambda text, _assertive: heard.append(text))
    better = report.better_line[0]
    assert better != PLAYED
    play_last_move(board, better)
    assert controller.game.moves == [better]
    shown(qtbot, window, GOT_PAST)
    assert window.practice.got_past and heard.count(GOT_PAST) == 1
    moves_from(window, [report.better_line[1]])  # on along the line: no check, nothing said
    assert window.practice.got_past and heard.count(GOT_PAST) == 1

    # Restart: the practice from its start again, still practice
    choose_from_the_game_menu(qtbot, window, window.game_actions.restart_action)
    qtbot.waitUntil(lambda: controller.game.move_count == 0)
    assert controller.practice and controller.game.position == BEFORE_THE_LOSS.position
    assert label.isVisible() and not window.practice.got_past

    # played to the win: the practice's own box, no summary
    looked: list[str] = []

    def close(won: Any) -> None:
        assert isinstance(won, PracticeWonBox), won
        looked.append(f"{won.text()} {won.informativeText()}")
        close_button = won.button(QMessageBox.StandardButton.Close)
        assert isinstance(close_button, QPushButton)
        qtbot.mouseClick(close_button, Qt.MouseButton.LeftButton)

    when_modal(qtbot, close)
    moves_from(window, list(report.better_line))
    assert controller.game.is_won
    qtbot.waitUntil(lambda: bool(looked), timeout=20_000)
    assert looked == [
        f"You won the practice game from move 18, in {len(report.better_line)} moves."
        " It was practice: it is not counted in your statistics nor sent online."
    ]
    assert window.game_end.win_dialog is None
    assert counted(window, qtbot) == (1, 0, 1)  # no game, no win

    # quit: nothing of the practice is kept, and the next start plays on as ever
    window.close()
    with Store.open(data_dir) as store:
        assert store.statistics().played == 1 and store.statistics().won == 0
        rows = store.history_page().rows
        assert [(row.result.value, row.moves) for row in rows] == [("lost", len(MOVES))]


def test_with_the_status_bar_check_off_the_practice_asks_the_solver_itself(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.game_actions.winnability_action.setChecked(False)
    assert not window.assistant.enabled
    box = lose_the_game(qtbot, window)
    dialog = try_again_from_here(qtbot, window, box)
    report = dialog.report
    assert report is not None
    assert window.controller.practice
    play_last_move(Board(window, qtbot), report.better_line[0])
    shown(qtbot, window, GOT_PAST)
    assert window.status_bar.winnability_label.text() == ""  # the check stays off
    # New Game leaves practice: the next game counts again
    window.new_games.start(_number(5))
    assert not window.controller.practice and not window.practice.label.isVisible()
    play(window, [str(window.controller.game.legal_moves()[0])])
    window.new_games.start(_number(6))  # leaves deal 5 half-way: counted as lost
    assert counted(window, qtbot)[:2] == (2, 0)


def _number(deal: int) -> NewGameChoice:
    return NewGameChoice("classic", "number", deal, False)


def test_a_daily_game_practised_sends_only_its_own_loss(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    player = leaderboard.register("Deniz")
    go_online(data_dir, leaderboard.url, "Deniz", player["token"])
    # today's daily game (a day's results are taken until it is over everywhere, and the
    # app sends none after that), played to a dead end; every daily deal is winnable (the
    # daily tables hold its par), so the line lost it at some move
    last = daily_game_before_its_last_move(
        data_dir, day=today, line_of=lambda game: list(lost_line(game.deal or 0))
    )
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    window.game_actions.animations_action.setChecked(False)
    assert window.controller.daily == today
    play_last_move(Board(window, qtbot), last)
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None, timeout=20_000)
    box = window.game_end.stuck_box
    assert isinstance(box, NoMovesBox)
    report = try_again_from_here(qtbot, window, box, turning_point=None).report
    assert report is not None
    # the daily game, left, is over: its loss goes to the board
    board: Callable[[], dict[str, Any]] = lambda: leaderboard.board(today)  # noqa: E731
    qtbot.waitUntil(lambda: board()["total"] == 1, timeout=20_000)
    assert window.controller.practice and window.controller.daily is None

    # the practice game, won, is sent nowhere
    won: list[bool] = []

    def close(box: Any) -> None:
        assert isinstance(box, PracticeWonBox), box
        won.append(True)
        box.reject()

    when_modal(qtbot, close)
    moves_from(window, list(report.better_line))
    qtbot.waitUntil(lambda: bool(won), timeout=20_000)
    qtbot.waitUntil(lambda: not window.daily.online.busy)
    saved(window, qtbot)
    results = board()["results"]
    assert [(r["name"], r["won"]) for r in results] == [("Deniz", False)]
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        kept = db.execute("SELECT state FROM online_submissions").fetchall()
    assert kept == [("done",)]  # the daily game's loss alone
    window.close()
