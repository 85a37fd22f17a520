"""Copy Result: the share line of the daily game that ended last (won, stuck or given up),
offered on its summary (the win dialog, the no-moves box) and by Game → Copy Result. Its
rank is added when the online board's answer comes, even after the summary opened. Not
for other games, nor practice games (they count nowhere)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QGuiApplication

from scorpion_qt.ui.play.controller import Change, ChangeEvent
from scorpion_qt.ui.play.share_line import DailyResult, share_line

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton

    from scorpion_qt.store.submissions import OnlineSubmission
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.window.game_status_bar import GameStatusBar

# the note the online results keep with a day's result the server had already: the rank
# found is the first result's, not this game's
ALREADY_NOTE = "already submitted"


class ResultShare(QObject):
    """The share line of the ``controller``'s last finished daily game: :attr:`result`
    (None: none yet); :attr:`available` follows whether there is one. ``par`` is asked for
    the par of the game on the board (the window's owner sets it)."""

    available = Signal(bool)

    def __init__(
        self, controller: GameController, status_bar: GameStatusBar, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._status_bar = status_bar
        self.par: Callable[[], int | None] = lambda: None
        self.result: DailyResult | None = None
        self._actions: list[str] = []  # the result's game's log: its online answer names it
        self._on_board = False  # whether :attr:`result` is the game on the board's

    def refresh(self) -> None:
        """Take the game on the board if it is a finished daily game (won, at a dead end or
        given up); an undo out of its dead end takes it back."""
        controller = self._controller
        game = controller.game
        if controller.daily is None or controller.practice or not game.move_count:
            return
        if not (game.is_won or controller.given_up or controller.is_stuck):
            if self._on_board:
                self._set(None)
            return
        known = self.result if self._on_board else None
        self._actions = list(game.log)
        self._on_board = True
        self._set(
            DailyResult(
                game.rules,
                controller.daily,
                game.is_won,
                game.move_count,
                controller.hints,
                self.par(),
                known.rank if known is not None else None,
                known.total if known is not None else None,
            )
        )

    def game_changed(self, event: ChangeEvent) -> None:
        """The window's game changed (it forwards the controller's ``changed``, and its
        ``status_changed`` and ``won`` to :meth:`refresh`)."""
        if event.kind is Change.NEW:
            self._on_board = False  # the last one stays, for Game → Copy Result
        else:
            self.refresh()

    def _set(self, result: DailyResult | None) -> None:
        was = self.result is not None
        self.result = result
        if result is None:
            self._on_board = False
        if was != (result is not None):
            self.available.emit(result is not None)

    def ranked(self, submission: OnlineSubmission) -> None:
        """The online board answered for a result: its rank goes into the share line of
        the game it is (found by its log)."""
        result = self.result
        if result is None or submission.rank is None or submission.last_error == ALREADY_NOTE:
            return
        body = json.loads(submission.payload)
        if body.get("actions") != self._actions or body.get("date") != result.day.isoformat():
            return
        self.result = dataclasses.replace(result, rank=submission.rank, total=submission.total)

    def offer(self, button: QAbstractButton) -> None:
        """Show ``button`` (a summary's Copy Result) if the game on the board is a finished
        daily game; a click copies its share line."""
        self.refresh()
        button.setVisible(self._on_board and self.result is not None)
        button.clicked.connect(self.copy)

    def copy(self) -> None:
        """Put the share line on the clipboard, and say so in the status bar."""
        if self.result is None:
            return
        line = share_line(self.result)
        QGuiApplication.clipboard().setText(line)
        message = QCoreApplication.translate("MainWindow", "Result copied: {line}")
        self._status_bar.show_message(message.format(line=line))
