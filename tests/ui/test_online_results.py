"""A finished daily game's result goes to the online leaderboard server (a real one, on
loopback) in the background (a lost one once its dead end is left: test_online_final.py):
the summary shows its rank when the answer comes; while the server is down it waits in the
local database and goes when the server is up again (at the next start, or on the retry
timer); a result the server refuses is marked and told."""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import NamedTuple

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.ui.dialogs.online_dialog import OnlineDialog
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
from scorpion_qt.ui.startup import choose_daily_deal
from scorpion_qt.ui.window import online_results
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import Board, open_window, when_modal
from tests.ui.online_helpers import (
    LeaderboardServer,
    daily_game_before_its_last_move,
    down_server,
    go_online,
    leaderboard,
    play_last_move,
    server_db,
)

__all__ = ["down_server", "leaderboard", "server_db"]  # the fixtures these tests use


class Kept(NamedTuple):
    """A submission as the local database keeps it."""

    state: str
    attempts: int
    rank: int | None
    total: int | None
    last_error: str | None


def submissions(data_dir: Path) -> list[Kept]:
    """The local database's submissions, oldest first."""
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        query = "SELECT state, attempts, rank, total, last_error FROM online_submissions"
        return [Kept(*row) for row in db.execute(query + " ORDER BY id")]


def tried(data_dir: Path) -> int:
    """How many tries of the first submission failed so far (0 if there is none yet)."""
    found = submissions(data_dir)
    return found[0].attempts if found else 0


def win_with_a_double_click(
    qtbot: QtBot, window: MainWindow, last: str, look: Callable[[WinDialog], None]
) -> None:
    """The daily game resumed at its last move, won by double-clicking the King; ``look``
    at the summary shown after the celebration (while it is open), then close it."""
    looked: list[bool] = []

    def answer(dialog: WinDialog) -> None:
        try:
            look(dialog)
            looked.append(True)
        finally:
            dialog.reject()

    when_modal(qtbot, answer)
    play_last_move(Board(window, qtbot), last)
    qtbot.waitUntil(lambda: bool(looked), timeout=40_000)


def shows(qtbot: QtBot, text: str) -> Callable[[WinDialog], None]:
    """A look at the summary: its online line comes to ``text`` (a prefix of it)."""

    def look(dialog: WinDialog) -> None:
        label = dialog.online_label
        qtbot.waitUntil(lambda: label.text().startswith(text), timeout=15_000)
        assert label.isVisible()

    return look


def test_a_won_daily_game_is_sent_and_the_summary_shows_its_rank(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    player = leaderboard.register("Ayşe")
    go_online(data_dir, leaderboard.url, "Ayşe", player["token"])
    last = daily_game_before_its_last_move(data_dir, today)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert window.controller.daily == today
    win_with_a_double_click(qtbot, window, last, shows(qtbot, "Online: rank 1 of 1"))
    board = leaderboard.board(today)
    assert board["total"] == 1
    assert [(r["rank"], r["name"], r["won"]) for r in board["results"]] == [(1, "Ayşe", True)]
    qtbot.waitUntil(lambda: submissions(data_dir) == [("done", 0, 1, 1, None)])
    window.close()


def test_a_result_waits_while_the_server_is_down_and_goes_at_the_next_start(
    qtbot: QtBot, data_dir: Path, down_server: LeaderboardServer, today: datetime.date
) -> None:
    down_server.start(qtbot)
    player = down_server.register("Ayşe")
    down_server.stop()
    go_online(data_dir, down_server.url, "Ayşe", player["token"])
    last = daily_game_before_its_last_move(data_dir, today)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    waiting = "Will be sent when the server can be reached"
    win_with_a_double_click(qtbot, window, last, shows(qtbot, waiting))
    qtbot.waitUntil(lambda: tried(data_dir) == 1)
    state, attempts, rank, _total, error = submissions(data_dir)[0]
    assert (state, attempts, rank) == ("pending", 1, None) and "unreachable" in str(error)
    window.close()

    down_server.start(qtbot)  # the server is back; the player starts the game again
    again = open_window(qtbot, ["--data-dir", str(data_dir)])
    qtbot.waitUntil(lambda: submissions(data_dir)[0][0] == "done", timeout=15_000)
    assert submissions(data_dir)[0][2:4] == (1, 1)
    assert down_server.board(today)["total"] == 1
    again.close()


def test_a_waiting_result_is_tried_again_on_the_timer(
    qtbot: QtBot,
    data_dir: Path,
    down_server: LeaderboardServer,
    monkeypatch: pytest.MonkeyPatch,
    today: datetime.date,
) -> None:
    monkeypatch.setattr(online_results, "BACKOFF_MINUTES", (0.02, 0.02, 0.02, 0.02))
    down_server.start(qtbot)
    player = down_server.register("Ayşe")
    down_server.stop()
    go_online(data_dir, down_server.url, "Ayşe", player["token"])
    last = daily_game_before_its_last_move(data_dir, today)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])

    def look(dialog: WinDialog) -> None:
        waiting = "Will be sent when the server can be reached"
        qtbot.waitUntil(lambda: dialog.online_label.text() == waiting, timeout=15_000)
        down_server.start(qtbot)  # the server is up again while the summary is open
        expected = "Online: rank 1 of 1"
        qtbot.waitUntil(lambda: dialog.online_label.text() == expected, timeout=20_000)

    win_with_a_double_click(qtbot, window, last, look)
    qtbot.waitUntil(lambda: submissions(data_dir)[0][0] == "done")
    assert submissions(data_dir)[0].attempts >= 1  # after a try or more that failed
    window.close()


def test_a_refused_result_is_marked_and_told_and_never_sent_again(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    """The player's database served another deal for today (as an older version did):
    the server refuses the result, for good."""
    player = leaderboard.register("Ayşe")
    go_online(data_dir, leaderboard.url, "Ayşe", player["token"])
    other = choose_daily_deal(today - datetime.timedelta(days=1), "classic")
    last = daily_game_before_its_last_move(data_dir, today, deal=other)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    messages: list[str] = []
    window.status_bar.messageChanged.connect(messages.append)
    refused = "The leaderboard server refused your result"
    win_with_a_double_click(qtbot, window, last, shows(qtbot, refused))
    assert any(m.startswith(refused) for m in messages)
    qtbot.waitUntil(lambda: submissions(data_dir)[0][0] == "refused")
    _state, attempts, _rank, _total, reason = submissions(data_dir)[0]
    assert attempts == 1 and "not the daily deal" in str(reason)
    window.close()
    again = open_window(qtbot, ["--data-dir", str(data_dir)])  # nothing is due
    qtbot.waitUntil(lambda: not again.store_thread.busy)
    assert submissions(data_dir)[0][:2] == ("refused", 1)
    assert leaderboard.board(today)["total"] == 0
    again.close()


def test_a_result_sent_before_from_elsewhere_counts_and_its_rank_is_shown(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    """The player sent today's result from another computer first: the server keeps the
    first one (409 for this one), and the summary shows where it stands."""
    player = leaderboard.register("Ayşe")
    go_online(data_dir, leaderboard.url, "Ayşe", player["token"])
    last = daily_game_before_its_last_move(data_dir, today)
    with closing(sqlite3.connect(data_dir / DB_FILENAME)) as db:
        (actions,) = db.execute("SELECT actions FROM logs").fetchone()
    deal = choose_daily_deal(today, "classic")
    body = {"date": today.isoformat(), "rules": "classic", "deal": deal, "seconds": 500.0}
    first = leaderboard.call(
        "POST", "/results", {**body, "actions": [*actions.split(), last]}, player["token"]
    )
    assert first["rank"] == 1
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    win_with_a_double_click(qtbot, window, last, shows(qtbot, "Online: rank 1 of 1"))
    qtbot.waitUntil(lambda: submissions(data_dir)[:1] == [("done", 0, 1, 1, "already submitted")])
    assert leaderboard.board(today)["results"][0]["seconds"] == 500.0  # the first counts
    window.close()


def test_a_token_the_server_does_not_know_waits_for_a_new_registration(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    go_online(data_dir, leaderboard.url, "Ayşe", "a-token-of-another-server")
    last = daily_game_before_its_last_move(data_dir, today)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    messages: list[str] = []
    window.status_bar.messageChanged.connect(messages.append)
    unregistered = "Will be sent once you are registered"
    win_with_a_double_click(qtbot, window, last, shows(qtbot, unregistered))
    qtbot.waitUntil(lambda: bool(submissions(data_dir) and submissions(data_dir)[0].last_error))
    assert submissions(data_dir)[0][:3] == ("pending", 0, None)  # kept, the try not counted
    told = [m for m in messages if "no longer knows your player name" in m]
    assert len(told) == 1 and window.settings.online_token == ""

    # the player registers again (Settings → Online Leaderboard…, OK): the result goes
    def register_again(dialog: OnlineDialog) -> None:
        assert (dialog.server_edit.text(), dialog.name_edit.text()) == (leaderboard.url, "Ayşe")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    when_modal(qtbot, register_again)
    window.game_actions.online_action.trigger()
    qtbot.waitUntil(lambda: submissions(data_dir)[0].state == "done", timeout=15_000)
    assert leaderboard.board(today)["results"][0]["name"] == "Ayşe"
    window.close()
