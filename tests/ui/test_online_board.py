"""Statistics → Leaderboard → Online: the day's board from a real leaderboard server on
loopback, for the date and rules chosen, the player's own place standing out, every name
shown as the plain text it is and each place's hints; off, or a server that cannot be
reached, is said so."""

from __future__ import annotations

import datetime
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QRadioButton, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.ui.startup import choose_daily_deal
from scorpion_qt.ui.statistics.online_board_view import OnlineBoardView
from scorpion_qt.ui.statistics.window import LEADERBOARD, StatisticsWindow
from tests.ui.online_helpers import (
    LeaderboardServer,
    free_port,
    go_online,
    leaderboard,
    server_db,
    winning_line,
)
from tests.ui.test_grades import click_tab
from tests.ui.test_statistics_helpers import open_statistics

__all__ = ["leaderboard", "server_db"]  # the fixtures these tests use

HOSTILE = "<b>bold</b> & <i>x"  # 18 characters: a name the server takes


def click_radio(qtbot: QtBot, button: QRadioButton) -> None:
    # on the indicator: a radio button takes clicks on its indicator and text only
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    assert button.isChecked()


def cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None
    return item


def online_view(qtbot: QtBot, statistics: StatisticsWindow) -> OnlineBoardView:
    click_tab(qtbot, statistics, LEADERBOARD)
    click_radio(qtbot, statistics.leaderboard.online_button)
    view = statistics.leaderboard.online
    qtbot.waitUntil(view.isVisible)
    return view


def submit_win(
    today: datetime.date,
    server: LeaderboardServer,
    name: str,
    line: list[str],
    seconds: float,
    hints: int = 0,
) -> str:
    """Another player's win of today's deal, as their game sends it; their token."""
    token = str(server.register(name)["token"])
    deal = choose_daily_deal(today, "classic")
    body = {"date": today.isoformat(), "rules": "classic", "deal": deal, "hints": hints}
    answer = server.call("POST", "/results", {**body, "actions": line, "seconds": seconds}, token)
    assert answer.get("won") is True, answer
    return token


def test_the_online_view_shows_the_days_board(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    line = winning_line(Game.new(choose_daily_deal(today, "classic"), "classic"))
    submit_win(today, leaderboard, "Quick", line, 100.0, hints=53)  # quicker, but with hints
    submit_win(today, leaderboard, HOSTILE, line, 150.0)
    mine = submit_win(today, leaderboard, "Ayşe", line, 200.0)
    go_online(data_dir, leaderboard.url, "Ayşe", mine)
    window, statistics = open_statistics(qtbot, data_dir)
    view = online_view(qtbot, statistics)
    qtbot.waitUntil(lambda: view.table.rowCount() == 3 and not view.loading, timeout=15_000)
    table = view.table
    header = table.horizontalHeaderItem(6)
    assert header is not None and header.text() == "Hints"
    rows = [[cell(table, r, c).text() for c in (0, 1, 2, 6)] for r in range(3)]
    assert rows == [
        ["1", HOSTILE, "Won", "none"],  # the name as it is
        ["2", "Ayşe", "Won", "none"],
        ["3", "Quick", "Won", "53"],  # below every result without hints
    ]
    assert view.own_row() == 1
    assert cell(table, 1, 1).font().bold() and not cell(table, 0, 1).font().bold()
    assert view.page_label.text() == "1–3 of 3"
    assert not view.next_button.isEnabled() and not view.previous_button.isEnabled()
    # another day: nobody has played it
    view.date_edit.setFocus()
    qtbot.keyClick(view.date_edit, Qt.Key.Key_Down)  # the day before (the section in focus)
    qtbot.waitUntil(lambda: not view.loading and view.message_label.isVisible(), timeout=15_000)
    assert view.message_label.text() in (
        "No results for this day yet",
        "The server has no board for this day",
    )
    statistics.close()
    window.close()


def test_the_online_view_says_when_it_is_off_or_the_server_cannot_be_reached(
    qtbot: QtBot, data_dir: Path
) -> None:
    window, statistics = open_statistics(qtbot, data_dir)
    view = online_view(qtbot, statistics)
    assert view.message_label.text() == (
        "Online leaderboards are off — turn them on under Settings → Online Leaderboard"
    )
    window.settings.remember_online(f"http://127.0.0.1:{free_port()}", "Ayşe")
    click_radio(qtbot, statistics.leaderboard.local_button)
    click_radio(qtbot, statistics.leaderboard.online_button)
    unreachable = "The leaderboard server could not be reached"
    qtbot.waitUntil(lambda: view.message_label.text() == unreachable, timeout=15_000)
    assert view.message_label.isVisible()
    statistics.close()
    window.close()
