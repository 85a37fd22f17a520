"""A new game's deal searched in the solver's worker: a random deal proven winnable, or a
date's daily deal. The game on the board goes on meanwhile; a game that replaces it (New
Game, Restart, Paste) ends the search, and its message."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from scorpion_qt.engine import Game, daily_deal
from scorpion_qt.engine.deals import MAX_DEAL
from scorpion_qt.ui.controller import Change, ChangeEvent
from scorpion_qt.ui.winnable_deals import winnable_deal

if TYPE_CHECKING:
    import datetime

    from scorpion_qt.ui.main_window import MainWindow

# the purpose of the solver jobs that find a new game's deal (winnable, daily): one at a
# time, the latest choice of game wins
DEAL_SEARCH = "deal"


class DealSearch(QObject):
    """The window's deal searches; the window's ``winnable_started`` and ``daily_started``
    say when the deal found is on the board. A child of the window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._searching = ""  # the message shown while a new game's deal is searched

    def find_winnable(self, rules: str) -> None:
        """Ask the worker for a proven-winnable random deal; start it when found."""
        # the window's texts, translated as they were when the window asked itself
        self._show_searching(QCoreApplication.translate("MainWindow", "Finding a winnable deal…"))
        first = random.randint(1, MAX_DEAL)
        self._window.assistant.client.submit(
            DEAL_SEARCH,
            "winnable",
            [rules, first, 1.0],
            lambda deal: self.winnable_found(rules, deal),
        )

    def find_daily(self, rules: str, day: datetime.date) -> None:
        """The solver picks a date's deal winnable under ``rules`` in the worker (usually
        at once, rarely seconds)."""
        self._show_searching(QCoreApplication.translate("MainWindow", "Preparing the daily deal…"))
        self._window.assistant.client.submit(
            DEAL_SEARCH,
            "daily",
            [day.isoformat(), rules],
            lambda deal: self._daily_found(rules, day, deal),
        )

    def end(self, event: ChangeEvent) -> None:
        """Another game replaced the current one: the deal being searched is found, or not
        wanted any more. Its message ("Finding a winnable deal…") is done with."""
        if event.kind is Change.NEW:
            self._window.assistant.client.cancel(DEAL_SEARCH)
            if self._searching:
                self._window.status_bar.clear_message_if(self._searching)
                self._searching = ""

    def winnable_found(self, rules: str, deal: object) -> None:
        """The worker's answer: the deal found, or None when the search failed (then a
        deal proven beforehand)."""
        found = deal.get("deal") if isinstance(deal, dict) else None
        deal = found if isinstance(found, int) else winnable_deal(rules)  # proven beforehand
        controller = self._window.controller
        controller.abandon_if_started()
        controller.set_game(Game.new(deal, rules))
        self._window.winnable_started.emit(deal)

    def _show_searching(self, message: str) -> None:
        """Say that a deal is being searched, until a game is on the board (the one found,
        or another chosen meanwhile)."""
        self._searching = message
        self._window.status_bar.show_message(message, 0)

    def _daily_found(self, rules: str, day: datetime.date, deal: object) -> None:
        """The solver's choice; the store keeps it as the date's deal under ``rules``
        unless the date was served under them before (then the deal it kept is the one
        played)."""
        window = self._window
        found = deal if isinstance(deal, int) else daily_deal(day)
        if window.store is None:  # not open yet: it records the date when the game starts
            self._start_daily(rules, day, found)
            return
        playing = window.controller.game

        def served(kept: int) -> None:
            if window.controller.game is playing:  # no other game was chosen meanwhile
                self._start_daily(rules, day, kept)

        window.store_thread.run(
            lambda store: store.daily_deal_for(day, rules, lambda _day: found), served
        )

    def _start_daily(self, rules: str, day: datetime.date, deal: int) -> None:
        controller = self._window.controller
        controller.abandon_if_started()
        controller.set_game(Game.new(deal, rules), daily=day)
        self._window.daily_started.emit(deal)
