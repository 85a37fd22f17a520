"""Settings → Online Leaderboard…: off by default; an address and a name register with a
real server on loopback in the background (the dialog says "Registering…" and closes), a
taken name or a bad address is told in the player's words and the dialog stays open; a
change of server or name forgets the old registration."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.dialogs.online_dialog import OnlineDialog
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.token_safe import TOKEN_FILE
from scorpion_qt.ui.startup import SETTINGS_FILE
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import open_window, when_modal
from tests.ui.online_helpers import LeaderboardServer, free_port, leaderboard, server_db
from tests.ui.test_view_menu import click_in_menu

__all__ = ["leaderboard", "server_db"]  # the fixtures these tests use


def open_online(qtbot: QtBot, window: MainWindow, answer: Callable[[OnlineDialog], None]) -> None:
    """Settings → Online Leaderboard… with the mouse; ``answer`` the dialog (a failure
    in it closes the dialog, and fails the test once the menu's click is back)."""
    failures: list[BaseException] = []

    def answer_or_close(dialog: OnlineDialog) -> None:
        try:
            dialog.activateWindow()
            qtbot.waitUntil(dialog.isActiveWindow)
            answer(dialog)
        except BaseException as failure:
            failures.append(failure)
            dialog.reject()

    when_modal(qtbot, answer_or_close)
    click_in_menu(qtbot, window, window.menus.settings_menu, "Online Leaderboard…")
    if failures:
        raise failures[0]


def type_into(qtbot: QtBot, dialog: OnlineDialog, server: str, name: str) -> None:
    """Fill the fields with the keyboard, reached by their labels' letters."""
    qtbot.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert dialog.server_edit.hasFocus()
    dialog.server_edit.selectAll()
    type_text(qtbot, dialog.server_edit, server)
    qtbot.keyClick(dialog, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert dialog.name_edit.hasFocus()
    dialog.name_edit.selectAll()
    type_text(qtbot, dialog.name_edit, name)


def type_text(qtbot: QtBot, field: QLineEdit, text: str) -> None:
    """Type ``text`` into ``field`` key by key; a letter QTest cannot name (ş) comes as
    the key event a keyboard layout that has it sends."""
    for letter in text:
        if letter.isascii():
            qtbot.keyClicks(field, letter)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, letter)
            QApplication.sendEvent(field, event)


def click_ok(qtbot: QtBot, dialog: OnlineDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_off_by_default_with_every_control_named(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert window.settings.online_server == "" and window.settings.online_token == ""
    seen: list[OnlineDialog] = []

    def answer(dialog: OnlineDialog) -> None:
        seen.append(dialog)
        assert dialog.server_edit.text() == "" and dialog.name_edit.text() == ""
        for field in (dialog.server_edit, dialog.name_edit, dialog.status_label):
            assert field.accessibleName()
        buddies = {label.buddy() for label in dialog.findChildren(QLabel) if label.buddy()}
        clubs = dialog.clubs  # its own test: test_clubs
        assert buddies == {dialog.server_edit, dialog.name_edit, clubs.table, clubs.code_edit}
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    open_online(qtbot, window, answer)
    qtbot.waitUntil(lambda: bool(seen) and not seen[0].isVisible())
    assert window.settings.online_server == ""
    window.close()


def test_registering_through_the_dialog(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer
) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    said: list[str] = []

    def answer(dialog: OnlineDialog) -> None:
        type_into(qtbot, dialog, leaderboard.url, "Ayşe")
        click_ok(qtbot, dialog)
        said.append(dialog.status_label.text())  # at once, while the server answers
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=15_000)

    open_online(qtbot, window, answer)
    qtbot.waitUntil(lambda: bool(said))
    assert said == ["Registering…"]
    settings = Settings(data_dir / SETTINGS_FILE)  # kept for the next start
    assert (settings.online_server, settings.online_name) == (leaderboard.url, "Ayşe")
    assert settings.online_token and settings.online_player is not None
    window.close()
    # no keyring here (as in CI): the token is in a file only the player may read, and in
    # no other file of the data folder (not settings.ini, not the log)
    token_file = data_dir / TOKEN_FILE
    assert stat.S_IMODE(os.stat(token_file).st_mode) == 0o600
    holding = [
        path.name
        for path in data_dir.rglob("*")
        if path.is_file() and settings.online_token.encode() in path.read_bytes()
    ]
    assert holding == [TOKEN_FILE]


def test_a_taken_name_is_told_and_another_can_be_chosen(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer
) -> None:
    leaderboard.register("Ayşe")
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    said: list[str] = []

    def answer(dialog: OnlineDialog) -> None:
        type_into(qtbot, dialog, leaderboard.url, "AYŞE")  # names are unique ignoring case
        click_ok(qtbot, dialog)
        taken = "That name is taken — choose another"
        qtbot.waitUntil(lambda: dialog.status_label.text() == taken, timeout=15_000)
        said.append(dialog.status_label.text())
        assert dialog.isVisible() and dialog.name_edit.hasFocus()
        dialog.name_edit.selectAll()
        type_text(qtbot, dialog.name_edit, "Ayşe K.")
        click_ok(qtbot, dialog)
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=15_000)

    open_online(qtbot, window, answer)
    qtbot.waitUntil(lambda: bool(said) and window.settings.online_token != "")
    assert window.settings.online_name == "Ayşe K."
    window.close()


def test_a_bad_name_gets_the_servers_reason(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer
) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    said: list[str] = []

    def answer(dialog: OnlineDialog) -> None:
        type_into(qtbot, dialog, leaderboard.url, "x" * 30)  # the server takes 24 at most
        click_ok(qtbot, dialog)
        start = "The server does not accept this name"
        qtbot.waitUntil(lambda: dialog.status_label.text().startswith(start), timeout=15_000)
        said.append(dialog.status_label.text())
        dialog.reject()

    open_online(qtbot, window, answer)
    qtbot.waitUntil(lambda: bool(said))
    assert "HTTP" not in said[0] and "422" not in said[0]
    assert window.settings.online_server == ""  # nothing kept
    window.close()


def test_addresses_that_are_no_server(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    said: list[str] = []

    def answer(dialog: OnlineDialog) -> None:
        type_into(qtbot, dialog, "ftp://scores.example.org", "Ayşe")
        click_ok(qtbot, dialog)
        said.append(dialog.status_label.text())  # at once: no call is made
        assert dialog.isVisible() and dialog.server_edit.hasFocus()
        nobody = f"http://127.0.0.1:{free_port()}"
        type_into(qtbot, dialog, nobody, "Ayşe")
        click_ok(qtbot, dialog)
        unreachable = "The server could not be reached"
        qtbot.waitUntil(lambda: dialog.status_label.text() == unreachable, timeout=15_000)
        said.append(dialog.status_label.text())
        dialog.reject()

    open_online(qtbot, window, answer)
    qtbot.waitUntil(lambda: len(said) == 2)
    assert said[0].startswith("Enter the server's address as it begins with http://")
    assert window.settings.online_server == ""
    window.close()


def test_an_address_that_is_another_kind_of_server(
    qtbot: QtBot, data_dir: Path, leaderboard: LeaderboardServer
) -> None:
    """The leaderboard server's web page is not its API: a path under it answers 404."""
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    said: list[str] = []

    def answer(dialog: OnlineDialog) -> None:
        type_into(qtbot, dialog, f"{leaderboard.url}/daily", "Ayşe")
        click_ok(qtbot, dialog)
        other = "The address is not a Scorpion Qt leaderboard server"
        qtbot.waitUntil(lambda: dialog.status_label.text() == other, timeout=15_000)
        said.append(dialog.status_label.text())
        dialog.reject()

    open_online(qtbot, window, answer)
    qtbot.waitUntil(lambda: bool(said))
    window.close()


def test_a_change_of_name_or_server_puts_the_registration_aside(tmp_path: Path) -> None:
    """Another name or server has a registration of its own (none yet); going back, or
    turning online off (no address) and on again, takes up the one it had, also after a
    restart; one the server forgot is not kept."""
    settings = Settings(tmp_path / SETTINGS_FILE)
    scores, elsewhere = "https://scores.example.org", "https://elsewhere.example.org"
    settings.remember_online(scores, "Ayşe")
    settings.remember_registration("secret", 7)
    settings.remember_online(scores, "Ayşe")
    assert (settings.online_token, settings.online_player) == ("secret", 7)
    settings.remember_online(scores, "Ayla")
    assert (settings.online_token, settings.online_player) == ("", None)
    settings.remember_registration("other", 8)
    settings.remember_online(elsewhere, "Ayla")
    assert (settings.online_token, settings.online_player) == ("", None)
    settings.remember_online(scores, "Ayşe")
    assert (settings.online_token, settings.online_player) == ("secret", 7)
    settings.remember_online("", "Ayşe")  # online turned off
    assert settings.online_token == ""
    again = Settings(tmp_path / SETTINGS_FILE)
    again.remember_online(scores, "Ayşe")  # and on again, after a restart
    assert (again.online_token, again.online_player) == ("secret", 7)
    again.remember_online(scores, "Ayla")
    assert (again.online_token, again.online_player) == ("other", 8)
    again.forget_online_token()  # the server no longer knows Ayla
    again.remember_online(scores, "Ayşe")
    again.remember_online(scores, "Ayla")
    assert (again.online_token, again.online_player) == ("", None)
