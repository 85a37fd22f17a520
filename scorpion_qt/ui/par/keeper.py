"""The par of each game's deal: asked for at a game's first move (a game with no move is
not stored; the solver's worker is not started with the window), kept with the stored game
when it comes (during the game or after it ended), and shown on the win summary.

A game's par is its starting position's: the length of the shortest winning line the
solver found within its fixed node budget, the same on every machine. No par is claimed
where the budget ran out before a winning line was found: the game keeps none, and the
win summary says nothing of par. A practice game is not asked about (nothing of it is
stored).
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from shiboken6 import isValid

from scorpion_qt.engine import Game
from scorpion_qt.ui.par.texts import par_line
from scorpion_qt.ui.play.controller import Change, ChangeEvent

if TYPE_CHECKING:
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.services.store_recorder import StoreRecorder

log = logging.getLogger(__name__)

#: Finds the par of ``game``'s deal (a daily game's ``daily`` date with it) in the
#: background: ``done(par)`` follows once, on the window's thread (None: no par), unless a
#: newer request replaced it first.
ParFinder = Callable[[Game, datetime.date | None, Callable[[int | None], None]], None]


class Summary(Protocol):
    """A win summary on screen that shows the win against par (the win dialog)."""

    def set_par_text(self, text: str) -> None: ...


class ParKeeper(QObject):
    """The par of the ``controller``'s game: :attr:`par` (None while not known), asked of
    ``find`` at each game's first move; each par found is stored with its game through the
    recorder given to :meth:`start`."""

    #: the answer for the game on the board: its par, or None (no winning line was found
    #: within the budget: no par is claimed)
    answered = Signal(object)

    def __init__(
        self, controller: GameController, find: ParFinder, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._find = find
        self._recorder: StoreRecorder | None = None
        self.par: int | None = None
        self._games = 0  # games asked about so far: an answer names its game by number
        self._ids: dict[int, int | None] = {}  # a game's stored id, once the store told it
        self._pars: dict[int, int | None] = {}  # a game's par, once found (None: no par)
        self._summary: Summary | None = None
        self._asked = False  # whether the game on the board was asked about
        controller.changed.connect(self._changed)

    def start(self, recorder: StoreRecorder) -> None:
        """Keep pars through ``recorder`` from now on."""
        self._recorder = recorder

    def text(self) -> str:
        """The win summary's line: the game's moves against its par ("" while the game is
        not won or no par is known)."""
        game = self._controller.game
        return par_line(game.move_count, self.par) if game.is_won else ""

    def follow(self, summary: Summary) -> None:
        """Show the win against par on ``summary``, now and when the par comes later."""
        self._summary = summary
        summary.set_par_text(self.text())

    def _changed(self, event: ChangeEvent) -> None:
        if event.kind is Change.NEW:
            self._games += 1
            self.par = None
            self._summary = None
            self._asked = False
        elif not self._asked:
            self._ask()

    def _ask(self) -> None:
        controller = self._controller
        if controller.practice or self._recorder is None:
            return
        self._asked = True
        number = self._games
        # an earlier game still waiting for its par waits no more: the finder's newer
        # request replaced its own
        for waiting in [n for n in self._ids if n not in self._pars]:
            del self._ids[waiting]
        # in order after the game's start is recorded: the id it is stored under
        self._recorder.for_game(
            lambda _store, game_id: game_id, lambda game_id: self._stored_as(number, game_id)
        )
        start = Game.from_text(controller.game.start_text())
        self._find(start, controller.daily, lambda par: self._found(number, par))

    def _stored_as(self, number: int, game_id: int | None) -> None:
        self._ids[number] = game_id
        self._keep(number)

    def _found(self, number: int, par: int | None) -> None:
        if not isValid(self):
            # the window and this keeper were deleted while the worker searched: the answer
            # has no one to tell, and is dropped
            return
        par = par if par is not None and par > 0 else None  # a won position has no par
        self._pars[number] = par
        if number == self._games:
            self.par = par
            if self._summary is not None:
                self._summary.set_par_text(self.text())
            self.answered.emit(par)
        self._keep(number)

    def _keep(self, number: int) -> None:
        """Store a game's par once both it and the game's id are known."""
        if number not in self._ids or number not in self._pars or self._recorder is None:
            return
        game_id, par = self._ids.pop(number), self._pars.pop(number)
        if game_id is None or par is None:
            return
        if self._recorder.closed:
            # found after the window closed (the app quits): the par is the solver's to
            # find again, not something the player made, so it is not worth a warning
            log.info("the par %s of game %s came after the store closed: not kept", par, game_id)
            return

        def save(store: Store, _current: int | None) -> None:
            store.save_par(game_id, par)

        self._recorder.for_game(save, lambda _none: None)
