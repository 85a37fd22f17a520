"""The practice game on the board: "Try Again from Here" in a lost game's replay starts it
at the position before the losing move. It is never recorded (the controller's
``practice``): not in the history, nor the statistics, nor online, and not kept when the
app quits. The status bar says it is practice; once a move of the player's keeps the game
winnable past that point, the solver having proven it, the window says so (once a try).
A won practice game ends with a box that says it counted nowhere."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel

from scorpion_qt.ui.play.controller import Change, ChangeEvent

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

    from scorpion_qt.solver.protocol import SolveAnswer
    from scorpion_qt.ui.play.assistant import Assistant
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.practice.practice_start import PracticeStart
    from scorpion_qt.ui.practice.practice_won_box import PracticeWonBox
    from scorpion_qt.ui.services.solver_client import SolverClient
    from scorpion_qt.ui.window.game_status_bar import GameStatusBar

log = logging.getLogger(__name__)
# the purpose of this part's own solver jobs (when the status bar's check is off)
CHECKING = "practice"
# how long "still winnable" stays in the status bar (ms)
TOLD_MS = 12_000


class Practice(QObject):
    """The practice game of ``controller``'s board: :meth:`start` it, once
    ``confirm_abandon`` lets the game in progress go (counted as lost, as for any other
    game). ``assistant`` gives the solver's help, whose check is reused when it runs;
    ``new_game`` and ``restart`` are the window's commands, which the win's box offers.
    ``current`` is the practice being played (None when the board's game is not one);
    ``got_past`` whether the player has kept it winnable past its start (this try)."""

    def __init__(
        self,
        controller: GameController,
        assistant: Callable[[], Assistant],
        confirm_abandon: Callable[[], bool],
        status_bar: GameStatusBar,
        commands: tuple[Callable[[], None], Callable[[], None]],
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._assistant = assistant
        self._confirm_abandon = confirm_abandon
        self._status_bar = status_bar
        self._new_game, self._restart = commands
        self._window = window
        self.current: PracticeStart | None = None
        self.got_past = False
        self.won_box: PracticeWonBox | None = None
        self._listening = False  # to the assistant's answers
        self._judged = ""  # the position last told about
        self._client: SolverClient | None = None
        # says a message aloud too (the window's screen reader announcements)
        self.announce: Callable[[str], None] | None = None
        self.label = QLabel(status_bar)
        self.label.setObjectName("practice")
        self.label.setContentsMargins(10, 0, 10, 0)
        self.label.hide()
        # first of the permanent labels, after the message (the bar's one other widget)
        status_bar.insertPermanentWidget(1, self.label)

    # -- starting -----------------------------------------------------------------------

    def start(self, start: PracticeStart) -> bool:
        """Leave the game on the board (after the question a game in progress gets) and
        play ``start``'s practice game; False if the player keeps the game instead."""
        if not self._confirm_abandon():
            return False
        controller = self._controller
        controller.abandon_if_started()
        self.current = start
        controller.set_game(start.game.copy(), practice=True)
        self._tell(self.tr("Practice: find a move here that keeps the game winnable"))
        self._window.raise_()  # in front of the replay it was started from
        self._window.activateWindow()
        return True

    def game_changed(self, event: ChangeEvent) -> None:
        """The window's game changed (it forwards the controller's ``changed``)."""
        controller = self._controller
        if event.kind is Change.NEW:
            # another game, or the practice again from its start (Restart)
            self.got_past = False
            self._judged = ""
            self._stop_checking()
            if not controller.practice:
                self.current = None
            self._show_label()
            return
        if controller.practice and not self.got_past and controller.game.move_count:
            self._check()

    def _show_label(self) -> None:
        start = self.current
        if start is None:
            self.label.hide()
            return
        self.label.setText(
            self.tr("Practice from move {number}: not counted").format(number=start.move_number)
        )
        self.label.setToolTip(
            self.tr(
                "A practice game from the position before the move that lost the game: it is"
                " not counted in the statistics, not sent online and not saved"
            )
        )
        self.label.show()

    # -- is it still winnable? ----------------------------------------------------------

    def _check(self) -> None:
        """Ask whether the position after the player's move can still be won: the status
        bar's check answers when it runs, else a job of this part's own."""
        assistant = self._assistant()
        if not self._listening:
            self._listening = True
            assistant.status_changed.connect(self._assistant_said)
        if assistant.enabled:
            return  # its answer comes with status_changed (at once when already known)
        from scorpion_qt.solver.line_keys import scoreless
        from scorpion_qt.solver.protocol import SolveJob
        from scorpion_qt.ui.play.assistant import CHECK_SECONDS
        from scorpion_qt.ui.services.solver_client import SolverClient

        if self._client is None:
            self._client = SolverClient()
        text = self._controller.game.to_text()
        self._client.submit(
            CHECKING,
            SolveJob(scoreless(text), CHECK_SECONDS),
            lambda answer: self._answered(text, answer),
        )

    def _stop_checking(self) -> None:
        if self._client is not None:
            self._client.cancel(CHECKING)

    def _assistant_said(self) -> None:
        from scorpion_qt.ui.play.assistant import Winnability

        assistant = self._assistant()
        if not assistant.enabled or not self._wanted():
            return
        status = assistant.status
        if status is Winnability.WINNABLE:
            self._judge(won=True)
        elif status is Winnability.LOST:
            self._judge(won=False)

    def _answered(self, text: str, answer: SolveAnswer | None) -> None:
        if answer is None or text != self._controller.game.to_text() or not self._wanted():
            return  # failed, or the player has moved on (a newer check is on its way)
        if answer.status in ("won", "lost"):
            self._judge(won=answer.status == "won")

    def _wanted(self) -> bool:
        """Whether a verdict on the board's position is still to be told."""
        game = self._controller.game
        return (
            self._controller.practice
            and not self.got_past
            and game.move_count > 0
            and not game.is_won
        )

    def _judge(self, *, won: bool) -> None:
        """The solver proved the position after the player's move won or lost: say so
        (once for a position; once a try for the first that can still be won)."""
        text = self._controller.game.to_text()
        if text == self._judged:
            return
        self._judged = text
        if won:
            self.got_past = True
            self._tell(self.tr("Still winnable — you got past the turning point"), TOLD_MS)
        else:
            self._tell(self.tr("This move loses the game too: Undo and try another"))
        log.info("practice: %s", "got past the turning point" if won else "lost again")

    def _tell(self, message: str, timeout: int | None = None) -> None:
        self._status_bar.show_message(message, timeout)
        if self.announce is not None:
            self.announce(message)

    # -- won ----------------------------------------------------------------------------

    def won_after_celebration(self) -> None:
        """The celebration of a win is over: a practice game's box follows (the window's
        own summary is for games that count)."""
        if self._controller.practice and self._controller.game.is_won:
            QTimer.singleShot(0, self, self._show_won)

    def _show_won(self) -> None:
        from scorpion_qt.ui.practice.practice_won_box import PracticeWonBox

        start = self.current
        if start is None:
            return
        box = PracticeWonBox(start.move_number, self._controller.game.move_count, self._window)
        self.won_box = box
        box.exec()
        chosen = box.clickedButton()
        self.won_box = None
        box.deleteLater()
        if chosen is box.again_button:
            self._restart()
        elif chosen is box.new_button:
            self._new_game()
