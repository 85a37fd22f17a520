"""Settings → Online Leaderboard: the server's address (empty: off, and nothing is sent) and
the player's name, registered with the server in the background on OK."""

from __future__ import annotations

import logging
import unicodedata
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from scorpion_qt.ui.dialogs.club_panel import ClubPanel
from scorpion_qt.ui.dialogs.online_texts import registration_problem
from scorpion_qt.ui.services.online_answer import Answer, Outcome, check_address, normal_address

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.ui.services.online_api import OnlineApi
    from scorpion_qt.ui.services.settings import Settings

log = logging.getLogger(__name__)

# the longest name the field takes: the server allows 24 characters after normalising, and
# says so itself for a longer one
NAME_FIELD_LENGTH = 64


class OnlineDialog(QDialog):
    """OK with an address and a name that are not registered yet registers them (the dialog
    says "Registering…", and stays open with the reason if that fails); OK with no address
    turns online leaderboards off. Cancel (or Esc) changes nothing."""

    registered = Signal()  # a name was registered and kept: results can be sent

    def __init__(
        self,
        settings: Settings,
        api: Callable[[], OnlineApi] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("online_dialog")
        self.setWindowTitle(self.tr("Online Leaderboard"))
        self.settings = settings
        # the calls to the server (the window's own, QtNetwork loading with the first)
        self._api = api or _own_api(self)
        self._asked = 0  # registrations asked for: only the latest answer counts
        self.registering = False
        intro = QLabel(
            self.tr(
                "Send your daily deals' results to a leaderboard server and see how others"
                " did. Leave the address empty to keep online leaderboards off: then"
                " nothing is ever sent."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.server_edit = QLineEdit(settings.online_server, self)
        self.server_edit.setObjectName("online_server")
        self.server_edit.setAccessibleName(self.tr("Server address"))
        self.server_edit.setPlaceholderText("https://scores.example.org")
        self.name_edit = QLineEdit(settings.online_name, self)
        self.name_edit.setObjectName("online_name")
        self.name_edit.setAccessibleName(self.tr("Player name"))
        self.name_edit.setMaxLength(NAME_FIELD_LENGTH)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("online_status")
        self.status_label.setAccessibleName(self.tr("Registration"))
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(intro)
        server_label = QLabel(self.tr("Server &address:"), self)
        server_label.setBuddy(self.server_edit)
        name_label = QLabel(self.tr("Player &name:"), self)
        name_label.setBuddy(self.name_edit)
        form.addRow(server_label, self.server_edit)
        form.addRow(name_label, self.name_edit)
        form.addRow(self.status_label)
        # the player's clubs on the server registered with (club_panel)
        self.clubs = ClubPanel(settings, self._api, self)
        form.addRow(self.clubs)
        form.addRow(self.buttons)
        self.setMinimumWidth(460)
        self._show_registration()

    def _show_registration(self) -> None:
        settings = self.settings
        if settings.online_server and settings.online_token:
            self.status_label.setText(
                self.tr("Registered as {name}.").format(name=settings.online_name)
            )

    def server(self) -> str:
        return normal_address(self.server_edit.text())

    def name(self) -> str:
        return unicodedata.normalize("NFKC", self.name_edit.text()).strip()

    def accept(self) -> None:
        if self.registering:
            return
        server, name = self.server(), self.name()
        if not server:
            self.settings.remember_online("", name)
            super().accept()
            return
        problem = check_address(server)
        if problem is not None:
            log.info("not a server address (%s): %r", problem, server)
            self._tell(
                self.tr(
                    "Enter the server's address as it begins with http:// or https://, for"
                    " example https://scores.example.org"
                ),
                self.server_edit,
            )
            return
        if not name:
            self._tell(self.tr("Enter the name to show on the leaderboard"), self.name_edit)
            return
        settings = self.settings
        if (server, name) == (settings.online_server, settings.online_name) and (
            settings.online_token
        ):
            super().accept()  # registered already
            return
        self._register(server, name)

    def _register(self, server: str, name: str) -> None:
        self._set_registering(True)
        self.status_label.setText(self.tr("Registering…"))
        self._asked += 1
        asked = self._asked

        def answered(answer: Answer) -> None:
            if asked == self._asked and self.registering:
                self._registered(server, name, answer)

        self._api().register(server, name, answered)

    def reject(self) -> None:
        self._asked += 1  # an answer still on its way is not wanted
        self._set_registering(False)
        super().reject()

    def _registered(self, server: str, name: str, answer: Answer) -> None:
        self._set_registering(False)
        token, player = answer.body.get("token"), answer.body.get("player")
        if answer.outcome is Outcome.OK and not (isinstance(token, str) and token):
            answer = Answer(Outcome.NOT_A_SERVER, answer.status)  # an OK of another API
        if answer.outcome is not Outcome.OK or not isinstance(token, str):
            about_name = answer.outcome in (Outcome.TAKEN, Outcome.BAD_NAME)
            self._tell(
                registration_problem(answer), self.name_edit if about_name else self.server_edit
            )
            return
        self.settings.remember_online(server, name)
        self.settings.remember_registration(token, player if isinstance(player, int) else None)
        log.info("registered on %s as player %s", server, player)
        self.registered.emit()
        super().accept()

    def _set_registering(self, on: bool) -> None:
        self.registering = on
        self.server_edit.setEnabled(not on)
        self.name_edit.setEnabled(not on)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not on)

    def _tell(self, text: str, field: QLineEdit) -> None:
        self.status_label.setText(text)
        field.setFocus()
        field.selectAll()


def _own_api(dialog: OnlineDialog) -> Callable[[], OnlineApi]:
    """Calls of the dialog's own, made with the first (QtNetwork loads then)."""
    made: list[OnlineApi] = []

    def api() -> OnlineApi:
        if not made:
            from scorpion_qt.ui.services.online_api import OnlineApi

            made.append(OnlineApi(dialog))
        return made[0]

    return api
