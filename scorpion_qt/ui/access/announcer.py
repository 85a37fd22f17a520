"""What a screen reader is told as the game goes on: every move played, undone or redone, a
refused move and why, a card picked up, a new game, a dead end, a win, a hint and a game
given up, each sent as Qt's accessibility announcement from the board view (and shown on
the status bar as before, by the window). Where a screen reader would not hear the
announcement (Orca 43 on Linux listens for none), the words are also shown as the status
bar's notification, which it speaks (:mod:`scorpion_qt.ui.access.status_notice`).

Moves and what follows from them are polite (said after what is being said); a refusal,
a dead end and a win are assertive (said at once), as is what the reading keys read.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from scorpion_qt.engine import CARDS, Card, IllegalMove, Move
from scorpion_qt.ui.access.card_words import card_name
from scorpion_qt.ui.access.move_words import (
    move_text,
    picked_up_text,
    played_text,
    redone_text,
    undone_text,
)
from scorpion_qt.ui.access.status_notice import StatusNotice
from scorpion_qt.ui.play.controller import Change, ChangeEvent
from scorpion_qt.ui.play.messages import refusal_text
from scorpion_qt.ui.play.rule_sets import rules_name
from scorpion_qt.ui.play.status_texts import clock_text, deal_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.table.board_view import BoardView

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class Announcer(QObject):
    """Announces the game of ``view``'s scene to assistive technology. ``announced`` carries
    each text as it is sent, and whether it was assertive. ``qualify_hint`` words a hinted
    move that is on no known winning line (the status bar's words: SolverHelp)."""

    announced = Signal(str, bool)

    def __init__(self, view: BoardView, qualify_hint: Callable[[str], str] | None = None) -> None:
        super().__init__(view)
        self._view = view
        self._scene = view.board_scene
        self._controller: GameController = view.board_scene.controller
        self._qualify_hint = qualify_hint
        self._picked_up: int | None = None
        self._notice = StatusNotice(view)
        controller = self._controller
        controller.changed.connect(self._changed)
        controller.refusal.connect(self._refused)
        controller.won.connect(self._won)
        self._scene.marks_changed.connect(self._marks_changed)

    def say(self, text: str, assertive: bool = False) -> None:
        """Announce ``text`` from the board view: polite unless ``assertive``."""
        self.announced.emit(text, assertive)
        event = QAccessibleAnnouncementEvent(self._view, text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QAccessible.updateAccessibility(event)
        if self._notice.needed():
            self._notice.show(text)
        log.debug("announced %r", text)

    # -- what the game tells --------------------------------------------------------------

    def _changed(self, event: ChangeEvent) -> None:
        controller = self._controller
        game = controller.game
        self._picked_up = None
        if event.kind is Change.NEW:
            deal = deal_text(game.deal, controller.daily, controller.grade)
            self.say(
                translate("Announcer", "New game: {rules}, {deal}").format(
                    rules=rules_name(game.rules), deal=deal
                )
            )
            return
        outcome = event.outcome
        if outcome is None:
            return
        if event.kind is Change.UNDO:
            self.say(undone_text(outcome, controller.score))
            return
        texts = {Change.MOVE: played_text, Change.REDO: redone_text}
        self.say(texts[event.kind](outcome, game.position))
        if controller.is_stuck and not game.is_won:
            self.say(
                translate(
                    "Announcer",
                    "No moves left: undo, restart this deal or start a new game",
                ),
                assertive=True,
            )

    def _refused(self, why: IllegalMove | Card) -> None:
        if isinstance(why, Card):
            text = translate("Rules", "{card} has nowhere to go").format(card=card_name(why))
        else:
            text = refusal_text(why, card_name)
        self.say(text, assertive=True)

    def _won(self) -> None:
        controller = self._controller
        self.say(
            translate("Announcer", "You won! Score {score}, {moves} moves, time {time}").format(
                score=controller.score,
                moves=controller.game.move_count,
                time=clock_text(controller.elapsed()),
            ),
            assertive=True,
        )

    def _marks_changed(self) -> None:
        """A card picked up (by a click or Enter) says so, with the cards on it."""
        selected = self._scene.input.selected
        if selected == self._picked_up:
            return
        self._picked_up = selected
        if selected is not None:
            count = len(self._scene.block_of(selected))
            self.say(picked_up_text(CARDS[selected], count))

    # -- what the window tells ------------------------------------------------------------

    def hint(self, move: Move | None, wins: bool) -> None:
        """The hint the solver gave (the assistant's hint_ready)."""
        if move is None:
            self.say(translate("MainWindow", "There is no move to suggest."))
            return
        text = move_text(move, self._controller.game.position)
        if not wins and self._qualify_hint is not None:
            text = self._qualify_hint(text)
        self.say(translate("MainWindow", "Hint: {move}").format(move=text))

    def given_up(self) -> None:
        self.say(translate("MainWindow", "Given up: this game counts as lost"), assertive=True)
