"""Settings → Online Leaderboard…'s Clubs part: the player's clubs on the server (name,
members, invite code), Copy Code, Renew Code (the creator's; asks first), Leave (asks
first), joining with an invite code and creating a club. Every call runs in the background
(the window's OnlineApi); its answer, or why there was none, is said under the buttons.

What the panel does is done on the server at once: the dialog's Cancel does not undo it."""

from __future__ import annotations

import logging
import unicodedata
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QFontDatabase,
    QGuiApplication,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.ui.dialogs import club_texts
from scorpion_qt.ui.services.club_api import (
    CODE_FIELD_LENGTH,
    NAME_LENGTH,
    Club,
    ClubApi,
    club_of,
    clubs_of,
    reason_code,
)
from scorpion_qt.ui.services.online_answer import Answer, Outcome

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.ui.services.online_api import OnlineApi
    from scorpion_qt.ui.services.settings import Settings

log = logging.getLogger(__name__)

#: the table's columns
NAME, MEMBERS, CODE = range(3)
#: the QtCore.Qt.ItemDataRole.UserRole of a row's name cell: its club's slug
SLUG = QtCore.Qt.ItemDataRole.UserRole
_ENTER = (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter)


class ClubPanel(QGroupBox):
    """The Clubs part; :attr:`clubs` are the player's clubs as last read (by name)."""

    changed = Signal()  # the clubs changed (one created, joined, left or renewed)

    def __init__(
        self, settings: Settings, api: Callable[[], OnlineApi], parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Clubs"), parent)
        self.setObjectName("club_panel")
        self.settings = settings
        self._api = api
        self.clubs: tuple[Club, ...] = ()
        self._asked = 0  # calls made: only the latest one's answer counts
        self.busy = False
        self._server, self._token = settings.online_server, settings.online_token
        self._make_widgets()
        self._lay_out()
        self.table.itemSelectionChanged.connect(self._enable)
        self.copy_button.clicked.connect(self.copy_code)
        self.renew_button.clicked.connect(self.renew)
        self.leave_button.clicked.connect(self.leave)
        self.join_button.clicked.connect(self.join)
        self.create_button.clicked.connect(self.create_club)
        self.code_edit.installEventFilter(self)
        if self.registered:
            self.reload()
        else:
            self.status_label.setText(club_texts.unregistered_text())
            self._enable()

    def _make_widgets(self) -> None:
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("club_table")
        self.table.setAccessibleName(self.tr("Your clubs"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Club"), self.tr("Members"), self.tr("Invite code")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the buttons
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(110)
        # codes in a fixed-width font: 0 and 1 stand apart from the letters around them
        self._code_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.copy_button = self._button("club_copy", self.tr("&Copy Code"))
        self.renew_button = self._button("club_renew", self.tr("&Renew Code…"))
        self.leave_button = self._button("club_leave", self.tr("Lea&ve Club…"))
        self.code_edit = QLineEdit(self)
        self.code_edit.setObjectName("club_code")
        self.code_edit.setAccessibleName(self.tr("Invite code"))
        self.code_edit.setPlaceholderText("XXXX-XXXX-XXXX")
        self.code_edit.setMaxLength(CODE_FIELD_LENGTH)
        self.join_button = self._button("club_join", self.tr("&Join"))
        self.create_button = self._button("club_create", self.tr("Crea&te a Club…"))
        self.status_label = QLabel(self)
        self.status_label.setObjectName("club_status")
        self.status_label.setAccessibleName(self.tr("Clubs news"))
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.status_label.setTextInteractionFlags(
            QtCore.Qt.TextInteractionFlag.TextSelectableByMouse
        )

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)  # Enter in the dialog stays OK's (the code field's: Join)
        return button

    def _lay_out(self) -> None:
        """The clubs, what to do with the chosen one, and joining; without a registration
        only the news that says what clubs need."""
        self._body = QWidget(self)
        clubs_label = QLabel(self.tr("Your c&lubs:"), self._body)
        clubs_label.setBuddy(self.table)
        code_label = QLabel(self.tr("Invite c&ode:"), self._body)
        code_label.setBuddy(self.code_edit)
        actions = QHBoxLayout()
        for button in (self.copy_button, self.renew_button, self.leave_button):
            actions.addWidget(button)
        actions.addStretch(1)
        actions.addWidget(self.create_button)
        joining = QHBoxLayout()
        joining.addWidget(code_label)
        joining.addWidget(self.code_edit, 1)
        joining.addWidget(self.join_button)
        body = QVBoxLayout(self._body)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(clubs_label)
        body.addWidget(self.table, 1)
        body.addLayout(actions)
        body.addLayout(joining)
        layout = QVBoxLayout(self)
        layout.addWidget(self._body, 1)
        layout.addWidget(self.status_label)
        self._body.setVisible(self.registered)

    @property
    def registered(self) -> bool:
        """Whether the player has a registration to make club calls with."""
        return bool(self._server and self._token)

    def chosen(self) -> Club | None:
        """The club of the table's selected row."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        item = self.table.item(rows[0].row(), NAME)
        slug = item.data(SLUG) if item is not None else None
        return next((club for club in self.clubs if club.club == slug), None)

    # -- the calls -----------------------------------------------------------------------

    def reload(self) -> None:
        """Read the player's clubs from the server."""

        def answered(answer: Answer) -> None:
            clubs = clubs_of(answer)
            if clubs is None:
                self._say(club_texts.club_problem(self._no_list(answer)))
                return
            self._show(clubs, self._selected_slug())
            self._say(club_texts.no_clubs_text() if not clubs else "")

        self._call(self.tr("Reading your clubs…"), lambda api, done: api.clubs(done), answered)

    def join(self) -> None:
        """Join the club whose invite code is in the code field."""
        code = self.code_edit.text().strip()
        if not code or self.busy or not self.registered:
            if not code:
                self.code_edit.setFocus()
            return

        def answered(answer: Answer) -> None:
            club = club_of(answer.body) if answer.outcome is Outcome.OK else None
            if club is None:
                self._say(club_texts.club_problem(answer))
                self.code_edit.setFocus()
                self.code_edit.selectAll()
                return
            self.code_edit.clear()
            self._put(club)
            self._say(club_texts.joined_text(club.name))

        self._call(self.tr("Joining…"), lambda api, done: api.join(code, done), answered)

    def create_club(self) -> None:
        """Ask for a name, and create a club of that name."""
        if self.busy or not self.registered:
            return
        ask = QInputDialog(self)
        ask.setObjectName("club_name_dialog")
        ask.setWindowTitle(self.tr("Create a Club"))
        ask.setLabelText(self.tr("The club's name:"))
        ask.setInputMode(QInputDialog.InputMode.TextInput)
        field = ask.findChild(QLineEdit)
        if field is not None:
            field.setMaxLength(NAME_LENGTH)
            field.setAccessibleName(self.tr("Club name"))
        if ask.exec() != QInputDialog.DialogCode.Accepted:
            return
        name = unicodedata.normalize("NFKC", ask.textValue()).strip()
        if not name:
            return

        def answered(answer: Answer) -> None:
            club = club_of(answer.body) if answer.outcome is Outcome.OK else None
            if club is None:
                self._say(club_texts.name_problem(answer))
                return
            self._put(club)
            self._say(club_texts.created_text(club.name, club.code))

        self._call(
            self.tr("Creating the club…"), lambda api, done: api.create(name, done), answered
        )

    def copy_code(self) -> None:
        club = self.chosen()
        if club is None:
            return
        QGuiApplication.clipboard().setText(club.code)
        self._say(club_texts.copied_text(club.name))

    def renew(self) -> None:
        """After asking: a new invite code for the chosen club (its creator's)."""
        club = self.chosen()
        if club is None or self.busy:
            return
        question = self.tr(
            "Give “{name}” a new invite code? The old code stops working at once: whoever has"
            " not joined with it yet needs the new one."
        ).format(name=club.name)
        if not self._ask(self.tr("Renew the Invite Code?"), question):
            return

        def answered(answer: Answer) -> None:
            renewed = club_of(answer.body) if answer.outcome is Outcome.OK else None
            if renewed is None:
                self._say(club_texts.club_problem(answer))
                self._forget_if_gone(club, answer)
                return
            self._put(renewed)
            self._say(club_texts.renewed_text(renewed.name, renewed.code))

        self._call(
            self.tr("Renewing the code…"), lambda api, done: api.renew(club.club, done), answered
        )

    def leave(self) -> None:
        """After asking: leave the chosen club."""
        club = self.chosen()
        if club is None or self.busy:
            return
        question = self.tr(
            "Leave “{name}”? Its board will no longer show your results, and to join again"
            " you need its invite code."
        ).format(name=club.name)
        if club.members <= 1:
            question = self.tr(
                "Leave “{name}”? You are its last member: the club is deleted."
            ).format(name=club.name)
        if not self._ask(self.tr("Leave the Club?"), question):
            return

        def answered(answer: Answer) -> None:
            if answer.outcome is not Outcome.OK:
                self._say(club_texts.club_problem(answer))
                self._forget_if_gone(club, answer)
                return
            self._drop(club)
            self._say(club_texts.left_text(club.name))

        self._call(self.tr("Leaving…"), lambda api, done: api.leave(club.club, done), answered)

    def _call(
        self,
        saying: str,
        call: Callable[[ClubApi, Callable[[Answer], None]], None],
        answered: Callable[[Answer], None],
    ) -> None:
        self._asked += 1
        asked = self._asked
        self._set_busy(True)
        self._say(saying)

        def done(answer: Answer) -> None:
            if asked != self._asked:
                return
            self._set_busy(False)
            answered(answer)

        call(ClubApi(self._api(), self._server, self._token), done)

    # -- what the panel shows ------------------------------------------------------------

    def _no_list(self, answer: Answer) -> Answer:
        """An OK that holds no list of clubs is another server's (or an older one's)."""
        if answer.outcome is Outcome.OK or answer.status == 404:
            return Answer(Outcome.NOT_A_SERVER, answer.status)
        return answer

    def _forget_if_gone(self, club: Club, answer: Answer) -> None:
        """The server says the player is not in ``club`` (any more): not shown either."""
        if reason_code(answer) == "not_a_member":
            self._drop(club)

    def _put(self, club: Club) -> None:
        others = [c for c in self.clubs if c.club != club.club]
        ordered = sorted([*others, club], key=lambda c: (c.name.casefold(), c.club))
        self._show(tuple(ordered), club.club)
        self.changed.emit()

    def _drop(self, club: Club) -> None:
        self._show(tuple(c for c in self.clubs if c.club != club.club), None)
        self.changed.emit()

    def _selected_slug(self) -> str | None:
        club = self.chosen()
        return club.club if club is not None else None

    def _show(self, clubs: tuple[Club, ...], select: str | None) -> None:
        self.clubs = clubs
        table = self.table
        table.setRowCount(len(clubs))
        for row, club in enumerate(clubs):
            name = QTableWidgetItem(club.name)
            name.setData(SLUG, club.club)
            members = QTableWidgetItem(club_texts.count_text(club.members))
            members.setTextAlignment(
                QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter
            )
            code = QTableWidgetItem(club.code)
            code.setFont(self._code_font)
            for column, item in ((NAME, name), (MEMBERS, members), (CODE, code)):
                table.setItem(row, column, item)
        slugs = [club.club for club in clubs]
        if clubs:
            table.selectRow(slugs.index(select) if select in slugs else 0)
        else:
            table.clearSelection()
        self._enable()

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self._enable()

    def _enable(self) -> None:
        club = self.chosen()
        ready = self.registered and not self.busy
        self.copy_button.setEnabled(club is not None)
        self.renew_button.setEnabled(ready and club is not None and club.creator)
        self.leave_button.setEnabled(ready and club is not None)
        self.join_button.setEnabled(ready)
        self.create_button.setEnabled(ready)
        self.code_edit.setEnabled(self.registered)

    def _say(self, text: str) -> None:
        """The news under the buttons, also told to a screen reader (politely)."""
        self.status_label.setText(text)
        if text and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.status_label, text))

    def _ask(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """Enter in the code field joins (rather than pressing the dialog's OK)."""
        if (
            watched is self.code_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _ENTER
        ):
            self.join()
            return True
        return super().eventFilter(watched, event)
