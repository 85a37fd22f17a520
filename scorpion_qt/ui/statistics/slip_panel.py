"""The replay's line about where the game slipped away, and its buttons: analyse, go to the
turning point, show the winning line from there. It asks the coordinator (slip_analysis)
and says what came back; the dialog moves the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget
from shiboken6 import isValid

from scorpion_qt.engine import Game
from scorpion_qt.ui.statistics.slip_analysis import ANALYSE_SECONDS, SlipOutcome
from scorpion_qt.ui.statistics.slip_report import SlipReport
from scorpion_qt.ui.statistics.slip_texts import plain

if TYPE_CHECKING:
    from scorpion_qt.ui.statistics.slip_analysis import SlipAnalysis, SlipRequest


class SlipPanel(QWidget):
    """``analysed`` carries the :class:`SlipReport` once known (from the store or the
    solver); ``outcome`` is the last answer (for tests: whether it came from the store)."""

    analysed = Signal(object)  # SlipReport

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("slip_panel")
        self.report: SlipReport | None = None
        self.outcome: SlipOutcome | None = None
        self.request: SlipRequest | None = None
        self._game: tuple[SlipAnalysis, int | None, Game] | None = None
        self.label = QLabel(self)
        self.label.setObjectName("slip_text")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.analyse_button = QPushButton(self.tr("Where Did It &Slip Away?"), self)
        self.analyse_button.setObjectName("slip_analyse")
        self.analyse_button.clicked.connect(self.analyse)
        self.turning_action = self._action(self.tr("Turning Point"), "T")
        self.turning_button = self._push(self.turning_action, "slip_turning_point")
        self.line_action = self._action(self.tr("Show the Winning Line"), "W")
        self.line_button = self._push(self.line_action, "slip_winning_line")
        # a practice game from the turning point, where the replay offers one
        self.practice_offered = False
        self.practice_action = self._action(self.tr("Try Again from Here"), "R")
        self.practice_button = self._push(self.practice_action, "slip_practice")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        buttons = (self.analyse_button, self.turning_button, self.line_button)
        for button in (*buttons, self.practice_button):
            button.setAutoDefault(False)
            row.addWidget(button)
        self._show_buttons()
        self.hide()

    def _action(self, text: str, key: str) -> QAction:
        """An action with a shortcut for the whole dialog (the panel's parent)."""
        dialog = self.parentWidget()
        assert dialog is not None
        action = QAction(text, dialog)
        action.setShortcut(QKeySequence(key))
        shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(self.tr("{action} ({key})").format(action=text, key=shown))
        dialog.addAction(action)
        return action

    def _push(self, action: QAction, name: str) -> QPushButton:
        """A push button that triggers ``action`` and follows its text and state."""
        button = QPushButton(action.text(), self)
        button.setObjectName(name)
        button.setToolTip(action.toolTip())
        button.clicked.connect(action.trigger)
        action.changed.connect(lambda: _follow(button, action))
        return button

    # -- asking -------------------------------------------------------------------------

    def offer(self, slip: SlipAnalysis, game_id: int | None, game: Game, *, ask: bool) -> None:
        """Show the stored analysis of ``game`` if there is one; else offer to analyse it
        (``ask``: analyse it at once)."""
        self._game = (slip, game_id, game)
        self.show()
        if ask:
            self.analyse()
            return
        self._show_buttons()
        slip.stored(game_id, game, self._stored)

    def _stored(self, report: SlipReport | None) -> None:
        if not isValid(self):  # the dialog was closed meanwhile
            return
        if report is not None and self.report is None and self.request is None:
            self._have(SlipOutcome(report, cached=True, saved=True))

    def analyse(self) -> None:
        """Ask for the analysis (the store's, or the solver's within ANALYSE_SECONDS)."""
        if self._game is None or (self.request is not None and self.request.pending):
            return
        slip, game_id, game = self._game
        self.show_text(
            plain(
                self.tr("Analysing… the solver looks along your moves (up to {seconds} s)").format(
                    seconds=round(ANALYSE_SECONDS)
                )
            )
        )
        self.request = slip.request(game_id, game, self._have)
        self.destroyed.connect(self.request.cancel)  # gone without being closed
        self._show_buttons()

    def cancel(self) -> None:
        """Nobody waits for the analysis any more (the dialog closes)."""
        if self.request is not None:
            self.request.cancel()

    @property
    def analysing(self) -> bool:
        return self.request is not None and self.request.pending

    def _have(self, outcome: SlipOutcome) -> None:
        self.outcome = outcome
        self.request = None
        if outcome.report is None:
            self.show_text(
                plain(
                    self.tr(
                        "The analysis did not finish: the solver gave no answer in time."
                        " Try again later."
                    )
                )
            )
            self._show_buttons()
            return
        self.report = outcome.report
        self._show_buttons()
        self.analysed.emit(outcome.report)

    # -- showing ------------------------------------------------------------------------

    def show_text(self, html: str) -> None:
        """The panel's line (rich text); a note follows when the analysis was not saved."""
        outcome = self.outcome
        if outcome is not None and outcome.report is not None and not outcome.saved:
            note = self.tr("(Not saved: games are not being saved.)")
            html = f"{html} {plain(note)}"
        self.label.setText(html)

    @property
    def dark(self) -> bool:
        """Whether the panel's background is dark (texts take the marks' bright colours)."""
        return self.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def _show_buttons(self) -> None:
        has_turn = self.report is not None and self.report.turning_point is not None
        self.analyse_button.setVisible(self._game is not None and self.report is None)
        self.analyse_button.setEnabled(not self.analysing)
        if self.outcome is not None and self.outcome.failed:
            self.analyse_button.setText(self.tr("&Try Again"))
        for action, button in (
            (self.turning_action, self.turning_button),
            (self.line_action, self.line_button),
        ):
            action.setEnabled(has_turn)
            button.setVisible(has_turn)
        self.practice_action.setEnabled(has_turn and self.practice_offered)
        self.practice_button.setVisible(has_turn and self.practice_offered)


def _follow(button: QPushButton, action: QAction) -> None:
    button.setText(action.text())
    button.setEnabled(action.isEnabled())
    button.setToolTip(action.toolTip())
