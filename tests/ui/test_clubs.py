"""Clubs in the app, against a real leaderboard server on loopback: Settings → Online
Leaderboard…'s Clubs part creates a club and shows its invite code, a second player (a
data folder of their own) joins with it, the Online board's Board choice shows the club's
board (its members, not others) and is kept; a wrong code, a renewed code's old one, the
join limit and a server that cannot be reached are told in plain words; renewing and
leaving ask first. Every step with real mouse clicks and keys."""

from __future__ import annotations

import datetime
import re
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.ui.dialogs.club_panel import CODE, MEMBERS, NAME, ClubPanel
from scorpion_qt.ui.dialogs.online_dialog import OnlineDialog
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.startup import SETTINGS_FILE, choose_daily_deal
from scorpion_qt.ui.statistics.window import StatisticsWindow
from tests.ui.conftest import open_window
from tests.ui.online_helpers import (
    LeaderboardServer,
    free_port,
    go_online,
    leaderboard,
    server_db,
    winning_line,
)
from tests.ui.test_online_board import cell, online_view
from tests.ui.test_online_dialog import open_online, type_text
from tests.ui.test_statistics_helpers import press_ctrl_t

__all__ = ["leaderboard", "server_db"]  # the fixtures these tests use

W = TypeVar("W", bound=QWidget)
#: polls (of 10 ms) a nested question is waited for before its handler is given up
POLLS = 3000


def when_shown(qtbot: QtBot, kind: type[W], answer: Callable[[W], None]) -> list[BaseException]:
    """Run ``answer(box)`` once a modal ``kind`` shows over the dialog (which may be modal
    itself); a failure in it closes the box, and is in the list returned."""
    failures: list[BaseException] = []
    polls = [0]

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, kind) and box.isVisible():
            try:
                box.activateWindow()
                qtbot.waitUntil(box.isActiveWindow)
                answer(box)
            except BaseException as failure:
                failures.append(failure)
                box.close()
            return
        polls[0] += 1
        if polls[0] < POLLS:
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return failures


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def answer_question(qtbot: QtBot, yes: bool, said: list[str]) -> list[BaseException]:
    """The next question box: its text kept, Yes or No clicked."""

    def answer(box: QMessageBox) -> None:
        said.append(box.text())
        button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
        click(qtbot, box.button(button))

    return when_shown(qtbot, QMessageBox, answer)


def player(server: LeaderboardServer, data_dir: Path, name: str) -> str:
    """A player registered on ``server`` whose data folder ``data_dir`` says so; the token."""
    data_dir.mkdir(exist_ok=True)
    token = str(server.register(name)["token"])
    go_online(data_dir, server.url, name, token)
    return token


def own_dialog(qtbot: QtBot, data_dir: Path) -> OnlineDialog:
    """Settings → Online Leaderboard… as another player's app shows it (their own data
    folder); its clubs read."""
    dialog = OnlineDialog(Settings(data_dir / SETTINGS_FILE))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.waitUntil(lambda: not dialog.clubs.busy, timeout=15_000)
    return dialog


def join_by_keys(qtbot: QtBot, dialog: OnlineDialog, code: str) -> str:
    """The code typed into the code field (reached by its label's letter), Enter; what the
    panel says once the server answered."""
    panel = dialog.clubs
    qtbot.keyClick(dialog, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    assert panel.code_edit.hasFocus()
    panel.code_edit.selectAll()
    type_text(qtbot, panel.code_edit, code)
    qtbot.keyClick(panel.code_edit, Qt.Key.Key_Return)
    assert panel.busy and dialog.isVisible()  # Enter joins: the dialog stays
    qtbot.waitUntil(lambda: not panel.busy, timeout=15_000)
    return panel.status_label.text()


def rows(panel: ClubPanel) -> list[tuple[str, str, str]]:
    table = panel.table
    return [
        (cell(table, r, NAME).text(), cell(table, r, MEMBERS).text(), cell(table, r, CODE).text())
        for r in range(table.rowCount())
    ]


def create_by_mouse(qtbot: QtBot, panel: ClubPanel, name: str) -> None:
    """Create a Club… clicked, the name typed into its box, Enter; the server's answer."""

    def answer(box: QInputDialog) -> None:
        field = box.findChild(QLineEdit)
        assert field is not None and field.hasFocus() and field.accessibleName()
        type_text(qtbot, field, name)
        qtbot.keyClick(field, Qt.Key.Key_Return)

    failures = when_shown(qtbot, QInputDialog, answer)
    click(qtbot, panel.create_button)
    assert not failures, failures
    qtbot.waitUntil(lambda: not panel.busy, timeout=15_000)


def leave(server: LeaderboardServer, club: str, token: str) -> int:
    """A player leaves a club as another client does it; the HTTP status."""
    url = f"{server.url}/api/v1/clubs/{club}/members/me"
    request = urllib.request.Request(url, method="DELETE")
    request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=10) as answer:
        return int(answer.status)


def win_today(server: LeaderboardServer, token: str, today: datetime.date, seconds: float) -> None:
    deal = choose_daily_deal(today, "classic")
    line = winning_line(Game.new(deal, "classic"))
    body = {"date": today.isoformat(), "rules": "classic", "deal": deal, "hints": 0}
    answer = server.call("POST", "/results", {**body, "actions": line, "seconds": seconds}, token)
    assert answer.get("won") is True, answer


def test_a_club_created_joined_and_its_board(
    qtbot: QtBot, tmp_path: Path, leaderboard: LeaderboardServer, today: datetime.date
) -> None:
    ayse = tmp_path / "ayse"
    ayse_token = player(leaderboard, ayse, "Ayşe")
    bora_token = player(leaderboard, tmp_path / "bora", "Bora")
    cem_token = str(leaderboard.register("Cem")["token"])  # in no club
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(ayse)])
    made: list[tuple[str, str, str]] = []

    def create(dialog: OnlineDialog) -> None:
        panel = dialog.clubs
        qtbot.waitUntil(lambda: not panel.busy, timeout=15_000)
        assert panel.status_label.text().startswith("You are in no club yet")
        assert not panel.leave_button.isEnabled() and not panel.copy_button.isEnabled()
        create_by_mouse(qtbot, panel, "Cuma Kulübü")
        made.extend(rows(panel))
        assert panel.status_label.text() == (
            f"Club “Cuma Kulübü” created. Give its invite code {made[0][2]} to the friends"
            " you want in it."
        )
        assert panel.renew_button.isEnabled()  # its creator's
        click(qtbot, panel.copy_button)
        assert QGuiApplication.clipboard().text() == made[0][2]
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # the club stays: it is on the server

    open_online(qtbot, window, create)
    qtbot.waitUntil(lambda: bool(made))
    ((name, members, code),) = made
    assert (name, members) == ("Cuma Kulübü", "1")
    assert re.fullmatch(r"[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}", code)

    # Bora, in an app of their own, joins with the code as a friend might type it
    bora = own_dialog(qtbot, tmp_path / "bora")
    said = join_by_keys(qtbot, bora, f" {code.replace('-', '').lower()} ")
    assert said == "You are a member of “Cuma Kulübü”."
    assert rows(bora.clubs) == [("Cuma Kulübü", "2", code)]
    assert not bora.clubs.renew_button.isEnabled()  # not its creator
    assert bora.clubs.code_edit.text() == ""
    bora.close()

    for token, seconds in ((cem_token, 100.0), (bora_token, 150.0), (ayse_token, 200.0)):
        win_today(leaderboard, token, today, seconds)

    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitExposed(statistics)
    view = online_view(qtbot, statistics)
    qtbot.waitUntil(lambda: view.table.rowCount() == 3 and not view.loading, timeout=15_000)
    combo = view.club_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Everyone", "Cuma Kulübü"]
    assert combo.accessibleName() == "Board"
    statistics.activateWindow()
    qtbot.waitUntil(statistics.isActiveWindow)
    qtbot.keyClick(statistics, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    assert combo.hasFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: view.table.rowCount() == 2 and not view.loading, timeout=15_000)
    shown = [[cell(view.table, r, c).text() for c in (0, 1)] for r in range(2)]
    assert shown == [["1", "Bora"], ["2", "Ayşe"]]  # ranked among the members; Cem not
    assert view.own_row() == 1
    assert view.page_label.text() == "1–2 of 2"
    slug = combo.currentData()
    assert window.settings.online_board_club == slug
    assert Settings(ayse / SETTINGS_FILE).online_board_club == slug  # kept
    statistics.close()
    window.close()

    # the next start shows the club's board again
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(ayse)])
    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitExposed(statistics)
    view = online_view(qtbot, statistics)
    qtbot.waitUntil(lambda: view.table.rowCount() == 2 and not view.loading, timeout=15_000)
    assert view.club_combo.currentText() == "Cuma Kulübü"
    statistics.close()
    window.close()


def test_wrong_code_renewed_code_and_leaving(
    qtbot: QtBot, tmp_path: Path, leaderboard: LeaderboardServer
) -> None:
    ayse_token = player(leaderboard, tmp_path / "ayse", "Ayşe")
    bora_token = player(leaderboard, tmp_path / "bora", "Bora")
    player(leaderboard, tmp_path / "cem", "Cem")
    club: dict[str, Any] = leaderboard.call("POST", "/clubs", {"name": "Kahve"}, ayse_token)
    old_code = str(club["code"])
    assert leaderboard.call("POST", "/clubs/join", {"code": old_code}, bora_token)["members"] == 2

    ayse = own_dialog(qtbot, tmp_path / "ayse")
    panel = ayse.clubs
    assert rows(panel) == [("Kahve", "2", old_code)]
    wrong = "No club has this invite code."
    assert join_by_keys(qtbot, ayse, "ABCD-EFGH-JKMN") == wrong
    assert panel.code_edit.hasFocus() and panel.code_edit.selectedText() == "ABCD-EFGH-JKMN"

    # Renew Code… asks first: No changes nothing, Yes gives a new code
    asked: list[str] = []
    failures = answer_question(qtbot, False, asked)
    click(qtbot, panel.renew_button)
    assert not failures and rows(panel) == [("Kahve", "2", old_code)]
    assert asked[0].startswith("Give “Kahve” a new invite code? The old code stops working")
    failures = answer_question(qtbot, True, asked)
    click(qtbot, panel.renew_button)
    assert not failures
    qtbot.waitUntil(lambda: not panel.busy, timeout=15_000)
    new_code = rows(panel)[0][2]
    assert new_code != old_code
    assert panel.status_label.text() == (
        f"The invite code of “Kahve” is now {new_code}; the old code no longer works."
    )

    # Cem tries the old code, then the new one
    cem = own_dialog(qtbot, tmp_path / "cem")
    assert join_by_keys(qtbot, cem, old_code) == wrong
    assert join_by_keys(qtbot, cem, new_code) == "You are a member of “Kahve”."
    assert rows(cem.clubs) == [("Kahve", "3", new_code)]
    cem.close()

    # Ayşe, its creator, leaves it (after a question): Bora may renew its code from then
    failures = answer_question(qtbot, True, asked)
    ayse.activateWindow()
    qtbot.waitUntil(ayse.isActiveWindow)
    qtbot.keyClick(ayse, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)  # Lea&ve Club…
    qtbot.waitUntil(lambda: len(asked) == 3)  # a button's letter clicks it a moment later
    assert not failures
    assert asked[-1].startswith("Leave “Kahve”? Its board will no longer show your results")
    qtbot.waitUntil(lambda: not panel.busy, timeout=15_000)
    assert rows(panel) == []
    assert panel.status_label.text() == "You left “Kahve”."
    assert not panel.leave_button.isEnabled()
    assert leaderboard.call("GET", "/clubs", token=ayse_token) == {"clubs": []}
    ayse.close()
    bora = own_dialog(qtbot, tmp_path / "bora")
    assert rows(bora.clubs) == [("Kahve", "2", new_code)]
    assert bora.clubs.renew_button.isEnabled()  # the longest member now
    bora.close()


def test_joins_past_the_limit_are_told_to_wait(
    qtbot: QtBot, tmp_path: Path, leaderboard: LeaderboardServer
) -> None:
    player(leaderboard, tmp_path / "ayse", "Ayşe")
    other = str(leaderboard.register("Deniz")["token"])
    tries = [leaderboard.call("POST", "/clubs/join", {"code": f"X{n}"}, other) for n in range(12)]
    assert tries[-1]["reason"] == "rate_limited"  # this address's joins this minute
    ayse = own_dialog(qtbot, tmp_path / "ayse")
    said = join_by_keys(qtbot, ayse, "ABCD-EFGH-JKMN")
    assert re.fullmatch(r"Too many tries — try again in (a second|\d+ seconds)\.", said), said
    ayse.close()


def test_unregistered_and_unreachable(qtbot: QtBot, tmp_path: Path) -> None:
    """No registration: the panel says what clubs need, and makes no call; a server that
    cannot be reached is said so, and every control is named and reached with Tab."""
    alone = tmp_path / "alone"
    alone.mkdir()
    dialog = OnlineDialog(Settings(alone / SETTINGS_FILE))
    qtbot.addWidget(dialog)
    dialog.show()
    panel = dialog.clubs
    assert panel.status_label.text().startswith("Clubs need a registered player name")
    assert not panel.busy and not panel.table.isVisible() and not panel.join_button.isVisible()
    dialog.close()

    away = tmp_path / "away"
    away.mkdir()
    go_online(away, f"http://127.0.0.1:{free_port()}", "Ayşe", "a-token")
    dialog = own_dialog(qtbot, away)
    panel = dialog.clubs
    assert panel.status_label.text() == "The server could not be reached"
    named = (panel.table, panel.code_edit, panel.status_label)
    assert all(widget.accessibleName() for widget in named)
    dialog.name_edit.setFocus()
    reached = []
    for _ in range(8):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert panel.table in reached and panel.create_button in reached
    assert reached.index(panel.code_edit) < reached.index(panel.join_button)
    dialog.close()


def test_a_club_gone_while_its_board_is_shown(
    qtbot: QtBot, tmp_path: Path, leaderboard: LeaderboardServer
) -> None:
    """The club's last member left elsewhere: its board says the club is gone; read again,
    the choice falls back to everyone's board."""
    ayse = tmp_path / "ayse"
    token = player(leaderboard, ayse, "Ayşe")
    club = leaderboard.call("POST", "/clubs", {"name": "Kahve"}, token)
    Settings(ayse / SETTINGS_FILE).online_board_club = club["club"]
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(ayse)])
    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitExposed(statistics)
    view = online_view(qtbot, statistics)
    qtbot.waitUntil(lambda: not view.loading and view.message_label.isVisible(), timeout=15_000)
    assert view.club_combo.currentText() == "Kahve"
    assert view.message_label.text() == "No member of this club has a result for this day yet"
    assert leave(leaderboard, club["club"], token) == 204  # the last member: the club is gone
    view.date_edit.setFocus()
    qtbot.keyClick(view.date_edit, Qt.Key.Key_Down)  # the day before
    gone = "This club no longer exists on the server."
    qtbot.waitUntil(lambda: view.message_label.text() == gone, timeout=15_000)
    qtbot.mouseClick(statistics.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.loading, timeout=15_000)
    assert [view.club_combo.itemText(i) for i in range(view.club_combo.count())] == ["Everyone"]
    assert view.message_label.text() != gone
    statistics.close()
    window.close()
