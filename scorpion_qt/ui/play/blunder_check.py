"""The blunder check (Settings → Warn Before Losing Moves, off by default): a move that
turns a winnable game into a lost one asks first.

It holds a move back only where the position before it is known winnable (the assistant's
knowledge: the background check of Show Winnability, or a hint's search) and the move is
not the next move of the winning line known. Then the solver's worker is asked whether the
position after the move can still be won, within :data:`WAIT_MS`. Only a proof that it
cannot (the solver's "lost": its search or its static test found no win) brings up the
question; a win found, no verdict, a failure, or no answer in time play the move at once.
The window never waits: the move waits, on a timer, the dragged cards where they were
dropped. Never in a daily game whose result goes to the online leaderboard.

Undo and Redo are not checked (Undo only ever goes back to a position from which the
present one was reached; Redo replays a move the player has already chosen once), nor the
moves of Finish Automatically (they follow the winning line).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox

from scorpion_qt.engine.notation import to_text
from scorpion_qt.engine.play import apply
from scorpion_qt.solver.line_keys import scoreless
from scorpion_qt.solver.protocol import SolveAnswer, SolveJob
from scorpion_qt.ui.play.assistant import Assistant, Winnability

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorpion_qt.engine import Move, Position
    from scorpion_qt.ui.play.controller import ChangeEvent, GameController

log = logging.getLogger(__name__)

#: how long a move waits for the solver's verdict before it is played without one
WAIT_MS = 150
#: the worker's own time limit for the verdict (it stops there even if nobody cancels it)
SEARCH_SECONDS = 0.12
#: the purpose of its solver jobs: a newer check cancels the one before
PURPOSE = "blunder"


@dataclass(frozen=True, slots=True)
class Held:
    """A move held back, and the position it was asked in."""

    move: Move
    position: Position


class BlunderCheck(QObject):
    """Guards ``controller``'s moves (its ``move_guard``) while :attr:`enabled`.

    ``assistant`` gives the solver's help (what is known, and its client to the worker),
    ``online_daily`` whether the game is a daily one sent online, ``withdraw`` puts a
    dragged block back where it came from. The question box opens over ``window``."""

    #: the question is shown (its box is :attr:`box`)
    asked = Signal()
    #: a move held back was played (True) or dropped (False)
    settled = Signal(bool)

    def __init__(
        self,
        controller: GameController,
        assistant: Callable[[], Assistant],
        online_daily: Callable[[], bool],
        withdraw: Callable[[], None],
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self.enabled = False
        self._controller = controller
        self._assistant = assistant
        self._online_daily = online_daily
        self._withdraw = withdraw
        self._window = window
        self._held: Held | None = None
        #: how many moves were played for want of a verdict within the wait
        self.unanswered = 0
        self.box: QMessageBox | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(WAIT_MS)
        self._timer.timeout.connect(self._no_answer)
        controller.move_guard = self.hold
        controller.changed.connect(self._game_changed)

    @property
    def waiting(self) -> bool:
        """A move is held back: waiting for the solver, or for the player's answer."""
        return self._held is not None

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if not on and self._held is not None and self.box is None:
            self._play(self._held)

    # -- the guard ------------------------------------------------------------------------

    def hold(self, move: Move) -> bool:
        """Whether to hold the legal ``move`` back (see the module's description)."""
        if self._held is not None:
            if self.box is not None:
                return True  # the question is open: nothing else is played meanwhile
            self._play(self._held)  # a move came before the verdict: no answer in time
            try:
                move = self._controller.game.check(move)
            except ValueError:
                return False  # now illegal: the controller refuses it
        if not self._worth_asking(move):
            return False
        position = self._controller.game.position
        after, _outcome = apply(position, move)
        if after.is_won:
            return False
        assistant = self._assistant()
        held = Held(move, position)
        self._held = held
        job = SolveJob(scoreless(to_text(after)), SEARCH_SECONDS)
        assistant.client.submit(PURPOSE, job, lambda answer: self._answered(held, answer))
        self._timer.start()
        return True

    def _worth_asking(self, move: Move) -> bool:
        """On, not a daily game sent online nor a practice game (whose point is finding the
        move that keeps the game winnable: it says so after the move), the position known
        winnable and ``move`` not the next of the winning line known."""
        if not self.enabled or self._controller.practice or self._online_daily():
            return False
        assistant = self._assistant()
        return assistant.status is Winnability.WINNABLE and assistant.next_winning_move() != str(
            move
        )

    def _answered(self, held: Held, answer: SolveAnswer | None) -> None:
        if self._held is not held:
            return
        self._timer.stop()
        if answer is not None and answer.status == "lost":
            self._ask(held)
        else:
            self._play(held)

    def _no_answer(self) -> None:
        held = self._held
        if held is None or self.box is not None:
            return
        log.debug("no verdict on %s within %d ms: it is played", held.move, WAIT_MS)
        self.unanswered += 1
        self._assistant().client.cancel(PURPOSE)
        self._play(held)

    def _play(self, held: Held) -> None:
        self._held = None
        self._timer.stop()
        controller = self._controller
        played = (
            controller.game.position is held.position
            and not controller.is_over
            and controller.play(held.move, checked=True)
        )
        if not played:
            self._withdraw()
        self.settled.emit(played)

    def _drop(self) -> None:
        self._held = None
        self._withdraw()
        self.settled.emit(False)

    def _game_changed(self, _event: ChangeEvent) -> None:
        """Another game, or an undo, while a move waits: it is of a position left."""
        held = self._held
        if held is not None and self._controller.game.position is not held.position:
            self._timer.stop()
            self._assistant().client.cancel(PURPOSE)
            self._held = None
            if self.box is not None:
                self.box.reject()

    # -- the question ---------------------------------------------------------------------

    def _ask(self, held: Held) -> None:
        translate = QCoreApplication.translate
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("BlunderCheck", "Losing Move"),
            translate("BlunderCheck", "This move loses a winnable game. Play it anyway?"),
            QMessageBox.StandardButton.NoButton,
            self._window,
        )
        box.setObjectName("blunder_box")
        play = box.addButton(
            translate("BlunderCheck", "&Play It"), QMessageBox.ButtonRole.AcceptRole
        )
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)  # Enter does not lose the game by mistake
        box.setEscapeButton(cancel)

        def answered(_result: int) -> None:
            self.box = None
            box.deleteLater()
            if self._held is not held:
                return
            if box.clickedButton() is play:
                self._play(held)
            else:
                self._drop()

        box.finished.connect(answered)
        self.box = box
        box.open()
        self.asked.emit()
