"""The Leaderboard page's Online view: a day's board from the online leaderboard server, for
a date and rules chosen here, fifty places a page, read in the background; the player's
own place stands out. Problems are told as the player wants them, never as raw HTTP."""

from __future__ import annotations

import datetime
import logging
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.ui.dialogs import club_texts, online_texts
from scorpion_qt.ui.play.rule_sets import RULE_SETS, rules_name
from scorpion_qt.ui.services.club_api import board_path, reason_code
from scorpion_qt.ui.services.online_answer import Answer, Board, Outcome, board_of
from scorpion_qt.ui.statistics.club_choice import ClubChoice
from scorpion_qt.ui.statistics.texts import count_text, duration_text, translate

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.ui.services.online_api import OnlineApi
    from scorpion_qt.ui.services.settings import Settings

log = logging.getLogger(__name__)

PAGE = 50
# the columns whose figures line up on the right
FIGURES = (0, 3, 4, 5, 6)
# the Qt.ItemDataRole.UserRole of a row's cells: whether it is the player's own place
OWN = Qt.ItemDataRole.UserRole


class BoardSource(Protocol):
    """Where the view learns the server, the player's name and the calls to make (the
    window's online results)."""

    settings: Settings

    @property
    def api(self) -> OnlineApi: ...


class OnlineBoardView(QWidget):
    """A page of a day's online board; :attr:`board` is the last one shown (None before
    one came, or when the server could not give it)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(parent)
        self.source: BoardSource | None = None  # the window sets it
        self.board: Board | None = None
        self._offset = 0
        self._asked = 0  # boards asked for: only the latest is shown
        self._rules_chosen = False
        self._waiting = False  # a board asked for has not come yet

        self.date_edit = QDateEdit(self)
        self.date_edit.setObjectName("online_date")
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("yyyy-MM-dd")
        self.date_edit.setAccessibleName(self.tr("Day"))
        day = today()
        self.date_edit.setDate(QDate(day.year, day.month, day.day))
        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("online_rules")
        self.rules_combo.setAccessibleName(self.tr("Rules"))
        for rules in RULE_SETS:
            self.rules_combo.addItem(rules_name(rules), rules)
        # everyone's board or a club's (club_choice)
        self.club_combo = ClubChoice(self)
        self.previous_button = QPushButton(self.tr("Pre&vious Page"), self)
        self.next_button = QPushButton(self.tr("Ne&xt Page"), self)
        self.page_label = QLabel(self)
        self.page_label.setObjectName("online_page")
        self._make_table()
        self.message_label = QLabel(self)
        self.message_label.setObjectName("online_message")
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self._stack = QStackedWidget(self)
        self._stack.addWidget(self.table)
        self._stack.addWidget(self.message_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._controls())
        layout.addWidget(self._stack, 1)
        self.date_edit.dateChanged.connect(lambda _date: self._load(0))
        self.rules_combo.currentIndexChanged.connect(lambda _index: self._load(0))
        self.club_combo.currentIndexChanged.connect(lambda _index: self._club_chosen())
        self.previous_button.clicked.connect(lambda: self._load(max(self._offset - PAGE, 0)))
        self.next_button.clicked.connect(lambda: self._load(self._offset + PAGE))
        self._set_paging(None)

    def _controls(self) -> QHBoxLayout:
        day_label = QLabel(self.tr("Da&y:"), self)
        day_label.setBuddy(self.date_edit)
        rules_label = QLabel(self.tr("R&ules:"), self)
        rules_label.setBuddy(self.rules_combo)
        controls = QHBoxLayout()
        controls.addWidget(day_label)
        controls.addWidget(self.date_edit)
        controls.addWidget(rules_label)
        controls.addWidget(self.rules_combo)
        club_label = QLabel(self.tr("&Board:"), self)
        club_label.setBuddy(self.club_combo)
        controls.addWidget(club_label)
        controls.addWidget(self.club_combo)
        controls.addStretch(1)
        controls.addWidget(self.page_label)
        controls.addWidget(self.previous_button)
        controls.addWidget(self.next_button)
        return controls

    def _make_table(self) -> None:
        headers = [
            self.tr("#"),
            self.tr("Name"),
            self.tr("Result"),
            self.tr("Score"),
            self.tr("Moves"),
            self.tr("Time"),
            self.tr("Hints"),
        ]
        self.table = QTableWidget(0, len(headers), self)
        self.table.setObjectName("online_table")
        self.table.setAccessibleName(self.tr("Online leaderboard"))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    @property
    def loading(self) -> bool:
        """Whether a board asked for has not come yet."""
        return self._waiting

    def refresh(self, rules: str | None = None) -> None:
        """Read the player's clubs, then the board again (first shown: under ``rules``,
        the player's last ones)."""
        source = self.source
        if source is None or not source.settings.online_server:
            self._refresh(rules)
            return
        self._waiting = True
        self._show_message(self.tr("Reading the leaderboard…"))
        self.club_combo.read(source.settings, source.api, lambda: self._refresh(rules))

    def _club_chosen(self) -> None:
        """Another board chosen: kept for the next time, and shown."""
        if self.source is not None:
            self.source.settings.online_board_club = self.club_combo.slug()
        self._load(0)

    def _refresh(self, rules: str | None) -> None:
        if rules is not None and not self._rules_chosen:
            self._rules_chosen = True
            index = self.rules_combo.findData(rules)
            if index >= 0 and index != self.rules_combo.currentIndex():
                self.rules_combo.setCurrentIndex(index)  # which loads it
                return
        self._load(self._offset)

    def _load(self, offset: int) -> None:
        source = self.source
        if source is None or not source.settings.online_server:
            self.board = None
            self._set_paging(None)
            self._show_message(online_texts.off_text())
            return
        self._offset = offset
        self._asked += 1
        asked = self._asked
        day = self.date_edit.date().toString("yyyy-MM-dd")
        rules = str(self.rules_combo.currentData())
        server = source.settings.online_server
        self._waiting = True
        self._show_message(self.tr("Reading the leaderboard…"))

        def show(answer: Answer) -> None:
            if asked == self._asked:
                self._waiting = False
                self._show_answer(answer)

        path = board_path(day, rules, offset, PAGE, self.club_combo.slug())
        source.api.send("GET", server, path, "", show)

    def _show_answer(self, answer: Answer) -> None:
        board = board_of(answer) if answer.outcome is Outcome.OK else None
        self.board = board
        self._set_paging(board)
        if board is None:
            if reason_code(answer) == "unknown_club":
                text = club_texts.club_problem(answer)
            elif answer.outcome is Outcome.UNREACHABLE:
                text = online_texts.board_unreachable_text()
            elif answer.outcome is Outcome.OK or answer.status == 404:
                text = online_texts.connection_problem(Answer(Outcome.NOT_A_SERVER))
            elif answer.outcome in (Outcome.REFUSED, Outcome.BAD_NAME):
                text = self.tr("The server has no board for this day")  # a date out of its table
            else:
                text = online_texts.connection_problem(answer)
            self._show_message(text)
            return
        if not board.rows and self.club_combo.slug():
            self._show_message(self.tr("No member of this club has a result for this day yet"))
            return
        if not board.rows:
            self._show_message(self.tr("No results for this day yet"))
            return
        self._fill(board)

    def _fill(self, board: Board) -> None:
        own = self.source.settings.online_name if self.source else ""
        self._stack.setCurrentWidget(self.table)
        self.table.setRowCount(len(board.rows))
        bold = QFont(self.table.font())
        bold.setBold(True)
        for number, row in enumerate(board.rows):
            mine = row.is_named(own)
            cells = [
                count_text(row.rank),
                row.name,
                translate("Statistics", "Won") if row.won else translate("Statistics", "Lost"),
                count_text(row.score),
                count_text(row.moves),
                duration_text(row.seconds),
                translate("Statistics", "none") if not row.hints else count_text(row.hints),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(OWN, mine)
                if column in FIGURES:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if mine:
                    item.setFont(bold)
                    item.setToolTip(self.tr("Your place"))
                self.table.setItem(number, column, item)
            if mine:
                self.table.selectRow(number)

    def own_row(self) -> int | None:
        """The table's row of the player's own place, if the page shows it."""
        for number in range(self.table.rowCount()):
            item = self.table.item(number, 0)
            if item is not None and item.data(OWN):
                return number
        return None

    def _set_paging(self, board: Board | None) -> None:
        shown = len(board.rows) if board is not None else 0
        self.previous_button.setEnabled(board is not None and self._offset > 0)
        self.next_button.setEnabled(board is not None and self._offset + shown < board.total)
        if board is None or not shown:
            self.page_label.setText("")
            return
        self.page_label.setText(
            self.tr("{first}–{last} of {total}").format(
                first=count_text(self._offset + 1),
                last=count_text(self._offset + shown),
                total=count_text(board.total),
            )
        )

    def _show_message(self, text: str) -> None:
        self.message_label.setText(text)
        self._stack.setCurrentWidget(self.message_label)
