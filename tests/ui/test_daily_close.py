"""A daily's close in the app: a result whose day is over everywhere (D+1 12:00 UTC) is kept
in the player's statistics but not sent, and the player is told so; one that waited from
before the close is not sent after it; the (real, loopback) server's day_over refusal is
told the same way."""

from __future__ import annotations

import datetime
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from scorpion_qt.app import create_window
from scorpion_qt.engine.daily_close import closes_at
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.ui.services import daily_close
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.startup import SETTINGS_FILE
from scorpion_qt.ui.window.main_window import MainWindow
from tests.server.games import lost_line
from tests.ui.conftest import Board, show_window
from tests.ui.online_helpers import (
    LeaderboardServer,
    daily_game_before_its_last_move,
    go_online,
    leaderboard,
    play_last_move,
    server_db,
)
from tests.ui.test_online_results import shows, submissions, win_with_a_double_click

__all__ = ["leaderboard", "server_db"]  # the fixtures these tests use

CLOSED = "The daily of {day} closed at {close} UTC: this result is kept in your statistics"


def closed_text(day: datetime.date) -> str:
    close = (day + datetime.timedelta(days=1)).isoformat() + " 12:00"
    return CLOSED.format(day=day.isoformat(), close=close)


@pytest.fixture
def closed_day(today: datetime.date) -> datetime.date:
    """A date whose daily is over everywhere (whatever the hour now)."""
    return today - datetime.timedelta(days=3)


def before_the_close(monkeypatch: pytest.MonkeyPatch, day: datetime.date) -> None:
    """The app's clock set to an hour before the daily of ``day`` closes."""
    moment = closes_at(day) - datetime.timedelta(hours=1)
    monkeypatch.setattr(daily_close, "utc_now", lambda: moment)


def won_games(data_dir: Path, day: datetime.date) -> int:
    """The player's won daily games of ``day`` in the local statistics."""
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        query = "SELECT COUNT(*) FROM games WHERE daily_date = ? AND outcome = 'won'"
        return int(db.execute(query, (day.isoformat(),)).fetchone()[0])


def opened(qtbot: QtBot, data_dir: Path) -> tuple[MainWindow, list[str]]:
    """The window on the resumed daily game, and every message its status bar shows from
    the start (a result refused on opening is told before the window is shown and waited
    for)."""
    window = create_window(["--data-dir", str(data_dir)])
    messages: list[str] = []
    window.status_bar.messageChanged.connect(messages.append)
    return show_window(qtbot, window), messages


def test_a_result_whose_day_is_over_is_kept_but_not_sent(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, closed_day: datetime.date
) -> None:
    player = leaderboard.register("Ayşe")
    go_online(data_dir, leaderboard.url, "Ayşe", player["token"])
    last = daily_game_before_its_last_move(data_dir, closed_day)
    window, messages = opened(qtbot, data_dir)
    assert window.controller.daily == closed_day
    told = closed_text(closed_day)
    win_with_a_double_click(qtbot, window, last, shows(qtbot, told))
    assert any(message.startswith(told) for message in messages)
    qtbot.waitUntil(lambda: not window.store_thread.busy)
    assert submissions(data_dir) == []  # nothing queued, nothing sent
    assert won_games(data_dir, closed_day) == 1  # in the statistics
    assert leaderboard.board(closed_day)["total"] == 0
    window.close()


def test_a_result_that_waited_from_before_the_close_is_not_sent_after_it(
    qtbot: QtBot,
    data_dir: Path,
    leaderboard: LeaderboardServer,
    closed_day: datetime.date,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Won an hour before the close by a player not registered yet: it waits; registered
    after the close, the app does not send it (the server would refuse it)."""
    go_online(data_dir, leaderboard.url, "Ayşe")
    last = daily_game_before_its_last_move(data_dir, closed_day)
    with monkeypatch.context() as clock:
        before_the_close(clock, closed_day)
        window, _messages = opened(qtbot, data_dir)
        win_with_a_double_click(qtbot, window, last, shows(qtbot, "Will be sent once you"))
        qtbot.waitUntil(lambda: [kept.state for kept in submissions(data_dir)] == ["pending"])
        window.close()
    player = leaderboard.register("Ayşe")
    Settings(data_dir / SETTINGS_FILE).remember_registration(player["token"], None)
    again, messages = opened(qtbot, data_dir)
    qtbot.waitUntil(lambda: [kept.state for kept in submissions(data_dir)] == ["refused"])
    assert submissions(data_dir)[0].last_error == "day_over"
    assert any(message.startswith(closed_text(closed_day)) for message in messages)
    assert leaderboard.board(closed_day)["total"] == 0
    again.close()


def test_the_servers_day_over_refusal_is_told_the_same_way(
    qtbot: QtBot,
    data_dir: Path,
    leaderboard: LeaderboardServer,
    closed_day: datetime.date,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The app's clock is behind (it thinks the day still open): the server refuses the
    result, and the player is told the daily closed, as the app would have said."""
    before_the_close(monkeypatch, closed_day)
    player = leaderboard.register("Ayşe")
    go_online(data_dir, leaderboard.url, "Ayşe", player["token"])
    last = daily_game_before_its_last_move(data_dir, closed_day)
    window, messages = opened(qtbot, data_dir)
    told = closed_text(closed_day)
    win_with_a_double_click(qtbot, window, last, shows(qtbot, told))
    assert any(message.startswith(told) for message in messages)
    qtbot.waitUntil(lambda: [kept.state for kept in submissions(data_dir)] == ["refused"])
    assert "over everywhere" in str(submissions(data_dir)[0].last_error)
    assert leaderboard.board(closed_day)["total"] == 0
    window.close()


def test_a_closed_days_dead_end_says_at_once_that_nothing_will_be_sent(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, closed_day: datetime.date
) -> None:
    player = leaderboard.register("Lena")
    go_online(data_dir, leaderboard.url, "Lena", player["token"])
    last = daily_game_before_its_last_move(
        data_dir, closed_day, line_of=lambda game: list(lost_line(game.deal or 0))
    )
    window, _messages = opened(qtbot, data_dir)
    play_last_move(Board(window, qtbot), last)
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None, timeout=20_000)
    box = window.game_end.stuck_box
    assert box is not None
    assert box.informativeText().startswith(closed_text(closed_day))
    window.close()  # the dead end is left for good: lost, kept, not queued
    assert submissions(data_dir) == []
    assert leaderboard.board(closed_day)["total"] == 0
