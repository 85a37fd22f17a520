"""A new game's deal searched in the solver's worker: a random deal proven winnable, or a
date's daily deal. The game on the board goes on meanwhile; a game that replaces it (New
Game, Restart, Paste) ends the search, and its message."""

from __future__ import annotations

import datetime
import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from scorpion_qt.engine import Game, daily_deal
from scorpion_qt.engine.deals import MAX_DEAL
from scorpion_qt.package_files import resource
from scorpion_qt.store.grades import GRADES
from scorpion_qt.ui.play.controller import Change, ChangeEvent, GameController
from scorpion_qt.ui.play.winnable_deals import winnable_deal

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.solver.protocol import DailyAnswer, WinnableAnswer
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.play.assistant import Assistant
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

# the purpose of the solver jobs that find a new game's deal (winnable, daily): one at a
# time, the latest choice of game wins
DEAL_SEARCH = "deal"
# the solver's time for each deal tried (seconds); a deal it does not win within it is
# passed over. Most winnable deals take milliseconds, the hardest about a second.
SECONDS_EACH = 1.0
# the deals tried for any winnable deal, and for one of a grade. The grades are thirds of
# the winnable deals, and Classic has the fewest winnable ones (about one deal in ten), so
# about one random Classic deal in thirty is a Hard one won within SECONDS_EACH: 1,000
# tries miss one once in 10**14 searches (in milliseconds each, mostly)
WINNABLE_TRIES = 400
GRADED_TRIES = 1000


class StatusLine(Protocol):
    """Where a search is told (the window's status bar)."""

    def show_message(self, message: str, timeout: int | None = None) -> None: ...

    def clear_message_if(self, message: str) -> None: ...


class DealSearch(QObject):
    """The window's deal searches, run by ``assistant``'s solver client (the assistant is
    made when first asked for) and started on ``controller``; ``status_bar`` tells of them.
    A daily deal is kept by the store (``store`` gives it once open, ``store_thread`` runs
    there). A child of the window."""

    winnable_started = Signal(object)  # the deal (an int past 2**31) found and started
    daily_started = Signal(object)  # the daily deal chosen and started

    def __init__(
        self,
        controller: GameController,
        assistant: Callable[[], Assistant],
        store_thread: StoreThread,
        store: Callable[[], Store | None],
        status_bar: StatusLine,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._assistant = assistant
        self._store_thread = store_thread
        self._store = store
        self._status_bar = status_bar
        self._searching = ""  # the message shown while a new game's deal is searched
        # the folder of the pinned table of daily deals
        self.daily_table: Path = resource("daily")

    def find_winnable(self, rules: str, grade: str | None = None) -> None:
        """Ask the worker for a proven-winnable random deal of ``grade`` ("E", "M", "H";
        None: any); start it, with its grade, when found."""
        from scorpion_qt.solver.protocol import WinnableJob  # with the worker's client

        self._show_searching(searching_text(grade))
        first = random.randint(1, MAX_DEAL)
        tries = WINNABLE_TRIES if grade is None else GRADED_TRIES
        self._assistant().client.submit(
            DEAL_SEARCH,
            WinnableJob(rules, first, SECONDS_EACH, tries, grade),
            lambda deal: self.winnable_found(rules, deal, grade),
        )

    def find_daily(self, rules: str, day: datetime.date) -> None:
        """A date's deal winnable under ``rules`` from the worker: the pinned table's (at
        once), or past its end the solver's choice (usually at once, rarely seconds). A
        date after today is refused, told in the status bar: a daily is not played before
        its date."""
        if day > datetime.date.today():
            self._status_bar.show_message(
                QCoreApplication.translate(
                    "MainWindow", "A daily deal cannot be played before its date."
                )
            )
            return
        from scorpion_qt.solver.protocol import DailyJob  # with the worker's client

        self._show_searching(QCoreApplication.translate("MainWindow", "Preparing the daily deal…"))
        self._assistant().client.submit(
            DEAL_SEARCH,
            DailyJob(day, rules, str(self.daily_table)),
            lambda answer: self._daily_found(rules, day, answer),
        )

    def end(self, event: ChangeEvent) -> None:
        """Another game replaced the current one: the deal being searched is found, or not
        wanted any more. Its message ("Finding a winnable deal…") is done with."""
        if event.kind is Change.NEW:
            self._assistant().client.cancel(DEAL_SEARCH)
            if self._searching:
                self._status_bar.clear_message_if(self._searching)
                self._searching = ""

    def winnable_found(
        self, rules: str, deal: WinnableAnswer | None, wanted: str | None = None
    ) -> None:
        """The worker's answer: the deal found and its grade, or None when the search
        failed (then a deal proven beforehand, its grade not known, and the player is told
        when a grade was ``wanted``)."""
        if deal is None:
            found, grade = winnable_deal(rules), None  # proven beforehand
        else:
            found, grade = deal.deal, deal.grade if deal.grade in GRADES else None
        controller = self._controller
        controller.abandon_if_started()
        controller.set_game(Game.new(found, rules), grade=grade)
        if wanted is not None and grade != wanted:
            self._status_bar.show_message(not_found_text(wanted))
        self.winnable_started.emit(found)

    def _show_searching(self, message: str) -> None:
        """Say that a deal is being searched, until a game is on the board (the one found,
        or another chosen meanwhile)."""
        self._searching = message
        self._status_bar.show_message(message, 0)

    def _daily_found(self, rules: str, day: datetime.date, answer: DailyAnswer | None) -> None:
        """The worker's choice and its grade; the store keeps it as the date's deal under
        ``rules`` unless the date was served under them before (then the deal it kept is
        the one played, its grade not known). A table that could not be read, or a worker
        that did not answer, is told in the status bar."""
        controller = self._controller
        found = daily_deal(day, rules) if answer is None else answer.deal
        grade = None if answer is None or answer.grade not in GRADES else answer.grade
        if answer is None:
            self._status_bar.show_message(
                QCoreApplication.translate(
                    "MainWindow",
                    "The solver did not answer, so this daily deal is not proven winnable.",
                )
            )
        elif answer.error:
            log.warning("the table of daily deals: %s", answer.error)
            self._status_bar.show_message(
                QCoreApplication.translate(
                    "MainWindow",
                    "The table of daily deals could not be read, so the solver chose this "
                    "date's deal: other players may have another.",
                )
            )
        if self._store() is None:  # not open yet: it records the date when the game starts
            self._start_daily(rules, day, found, grade)
            return
        playing = controller.game

        def served(kept: int) -> None:
            if controller.game is playing:  # no other game was chosen meanwhile
                self._start_daily(rules, day, kept, grade if kept == found else None)

        self._store_thread.run(
            lambda store: store.daily_deal_for(day, rules, lambda _day: found), served
        )

    def _start_daily(
        self, rules: str, day: datetime.date, deal: int, grade: str | None = None
    ) -> None:
        """Start the daily deal of ``day``; ``grade``: its grade, when known."""
        controller = self._controller
        controller.abandon_if_started()
        controller.set_game(Game.new(deal, rules), daily=day, grade=grade)
        self.daily_started.emit(deal)


def searching_text(grade: str | None) -> str:
    """What the status bar says while a winnable deal of ``grade`` is searched."""
    # the window's texts, translated as they were when the window asked itself
    texts = {
        "E": QCoreApplication.translate("MainWindow", "Finding an easy winnable deal…"),
        "M": QCoreApplication.translate("MainWindow", "Finding a medium winnable deal…"),
        "H": QCoreApplication.translate("MainWindow", "Finding a hard winnable deal…"),
    }
    return texts.get(grade or "") or QCoreApplication.translate(
        "MainWindow", "Finding a winnable deal…"
    )


def not_found_text(grade: str) -> str:
    """What the status bar says when no winnable deal of ``grade`` was found (a winnable
    deal of a grade not known is played instead)."""
    texts = {
        "E": QCoreApplication.translate(
            "MainWindow", "No easy winnable deal was found, so another winnable deal was dealt"
        ),
        "M": QCoreApplication.translate(
            "MainWindow", "No medium winnable deal was found, so another winnable deal was dealt"
        ),
        "H": QCoreApplication.translate(
            "MainWindow", "No hard winnable deal was found, so another winnable deal was dealt"
        ),
    }
    return texts[grade]
