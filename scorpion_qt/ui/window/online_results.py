"""Daily results for the online leaderboard: a daily game over for good (won; given up; or
left at a dead end by another game, Restart or closing the window: Undo from the dead end
plays on and sends nothing) is queued in the local database and sent in the background;
offline or on an error that can pass it waits there and is tried again (at the next
start, and after 1, 5, 15 and then every 60 minutes). The server's answer (the rank)
reaches the summary on screen as it comes. Nothing is sent, and QtNetwork is not loaded,
while online leaderboards are off."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from scorpion_qt.store.submissions import OnlineSubmission, SubmissionState
from scorpion_qt.ui.dialogs import online_texts
from scorpion_qt.ui.play.controller import Change, ChangeEvent
from scorpion_qt.ui.services.daily_close import DAY_OVER, closed_text, over_day
from scorpion_qt.ui.services.daily_payload import day_and_rules, payload_day, payload_of
from scorpion_qt.ui.services.online_answer import PASSING, Answer, Outcome, board_of

if TYPE_CHECKING:
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.services.online_api import OnlineApi
    from scorpion_qt.ui.services.settings import Settings
    from scorpion_qt.ui.services.store_recorder import StoreRecorder
    from scorpion_qt.ui.services.store_thread import StoreThread
    from scorpion_qt.ui.window.game_status_bar import GameStatusBar

log = logging.getLogger(__name__)
T = TypeVar("T")

# the waits after the first, second, third and every later failed try
BACKOFF_MINUTES = (1, 5, 15, 60)
# the longest single wait of the retry timer (a clock changed meanwhile is caught up)
LONGEST_WAIT_MS = 60 * 60 * 1000
# how many places of a day's board are read to find the player's own (after a 409)
OWN_PLACE_LIMIT = 100


class Summary(Protocol):
    """A summary on screen that shows the online rank (the win and no-moves boxes)."""

    def set_online_text(self, text: str) -> None: ...


@dataclass
class Unqueued:
    """A result to queue, or one the database could not keep (it is not saving): kept
    here until it can, and sent meanwhile. ``named``: ``game_id`` is its stored game's,
    taken when it was made (a dead end's, queued once another game is on the board)."""

    server: str
    payload: str
    game_id: int | None = None
    named: bool = False


def backoff(attempts: int) -> datetime.timedelta:
    """The wait after ``attempts`` failed tries (1 or more)."""
    minutes = BACKOFF_MINUTES[min(max(attempts, 1), len(BACKOFF_MINUTES)) - 1]
    return datetime.timedelta(minutes=minutes)


class OnlineResults(QObject):
    """The online results of the ``controller``'s games, told in ``status_bar``; their
    queue is kept on ``store_thread``'s store. :attr:`text` is what the summary of the game
    that just ended shows ("" when it has nothing to say); :attr:`text_changed` follows it.
    A child of the window, which calls :meth:`start` once the store is open and
    :meth:`stop` when it closes."""

    text_changed = Signal(str)
    sent = Signal(object)  # an OnlineSubmission the server answered for good

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        store_thread: StoreThread,
        status_bar: GameStatusBar,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self.settings = settings
        self._store_thread = store_thread
        self._status_bar = status_bar
        self._store_open = False  # see start
        # the recorder of the window's games: submissions name the stored game
        self.recorder: StoreRecorder | None = None
        self._api: OnlineApi | None = None
        self._in_flight: set[int] = set()
        self._unqueued: list[Unqueued] = []
        self._latest = ""  # the payload of the game that ended last
        # a daily game's loss at its dead end, held until the player leaves it
        self._dead_end: Unqueued | None = None
        self.text = ""
        self._told_token = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.send_due)
        self._closed = False

    def stop(self) -> None:
        """The window closes: its store is about to be. A daily game at its dead end is
        over for good: lost, its result queued (sent at the next start). An answer still
        on its way is not kept: its result stays pending, and the next start sends it
        again (the server then says it has it)."""
        if self._dead_end is not None:
            self._controller.give_up()
            self.leave_dead_end(still_on_board=True)
        self._closed = True
        self._timer.stop()

    def _run(self, work: Callable[[Store], T], done: Callable[[T], None]) -> None:
        """A call on the store's thread, unless the window has closed."""
        if self._closed:
            log.info("an online result's answer came after the window closed")
            return
        self._store_thread.run(work, done)

    @property
    def on(self) -> bool:
        return bool(self.settings.online_server)

    @property
    def api(self) -> OnlineApi:
        """The calls to the server (QtNetwork loads with the first)."""
        if self._api is None:
            from scorpion_qt.ui.services.online_api import OnlineApi

            self._api = OnlineApi(self)
        return self._api

    @property
    def busy(self) -> bool:
        """Whether a result is on its way (or its answer is being kept)."""
        return bool(self._in_flight) or (self._api is not None and self._api.busy)

    # -- a game ended ----------------------------------------------------------------------

    def game_ended(self, gave_up: bool = False) -> None:
        """The game on the board is won, or was given up (``gave_up``: before it was
        stuck): a daily game's result is queued and sent, if online leaderboards are on."""
        if self._dead_end is not None:  # given up at its dead end
            self.leave_dead_end(still_on_board=True)
            return
        payload = self._payload(gave_up)
        if not self.on or payload is None:
            self._set_text("")
            return
        self._latest = payload
        self._set_text(self._pending_text())
        self._queue(Unqueued(self.settings.online_server, payload))

    def _payload(self, gave_up: bool = False) -> str | None:
        """The payload of the game on the board, if it is a daily game with moves made."""
        controller = self._controller
        game, day = controller.game, controller.daily
        if day is None or game.deal is None or not game.move_count:
            return None
        return payload_of(game, day, controller.elapsed(), controller.hints, gave_up)

    def reached_dead_end(self) -> None:
        """No legal move is left: a daily game's loss is held, not sent, until the player
        leaves the game (:meth:`leave_dead_end`); Undo plays on and drops it."""
        payload = self._payload()
        if payload is None:
            self._set_text("")
            return
        item = self._dead_end = Unqueued("", payload, named=True)

        def name(_store: Store, game_id: int | None) -> None:
            item.game_id = game_id  # on the store's thread, before the item is queued

        if self.recorder is not None:
            self.recorder.for_game(name, lambda _none: None)
        closed = over_day(payload)  # its day is over: it will not be sent
        held = online_texts.held_text() if closed is None else closed_text(closed)
        self._set_text(held if self.on else "")

    def leave_dead_end(self, still_on_board: bool = False) -> None:
        """The player leaves a daily game's dead end for good: its loss is queued and
        sent (if online leaderboards are on); ``still_on_board``: the game is (given up,
        or the window closes on it), its hints counted up to now."""
        item, self._dead_end = self._dead_end, None
        if item is None or not self.on:
            return
        if still_on_board:
            item.payload = self._payload() or item.payload
        item.server = self.settings.online_server
        self._latest = item.payload
        self._set_text(self._pending_text())
        self._queue(item)

    def game_changed(self, event: ChangeEvent) -> None:
        """The window's game changed (it forwards the controller's ``changed``, and
        ``won`` to :meth:`game_ended`). Another game replaces one at its dead end: it is
        left; an undo from the dead end plays on."""
        if event.kind is Change.NEW:
            self.leave_dead_end()
        elif self._dead_end is not None and not self._controller.is_stuck:
            self._dead_end = None
            self._set_text("")

    def follow(self, summary: Summary) -> None:
        """Show the online rank of the game that just ended on ``summary``, now and as it
        changes (until ``summary`` is gone)."""
        summary.set_online_text(self.text)
        self.text_changed.connect(summary.set_online_text)

    def _queue(self, item: Unqueued) -> None:
        if (day := over_day(item.payload)) is not None:  # the server would refuse it
            self._unqueued = [kept for kept in self._unqueued if kept is not item]
            self._show(item.payload, closed_text(day))
            self._status_bar.show_message(closed_text(day))
            return

        def work(store: Store, game_id: int | None) -> OnlineSubmission | None:
            named = item.game_id if item.named else game_id
            return store.online.queue(named, item.server, item.payload)

        def queued(submission: OnlineSubmission | None) -> None:
            if submission is None:
                log.warning("the database is not saving: the result waits in memory")
                if item not in self._unqueued:
                    self._unqueued.append(item)
                self._send_unqueued(item)
                return
            if item in self._unqueued:
                self._unqueued.remove(item)
            self._send(submission)

        if self.recorder is not None:
            self.recorder.for_game(work, queued)
        else:
            self._run(lambda store: work(store, None), queued)

    # -- sending ---------------------------------------------------------------------------

    def start(self) -> None:
        """The store is open: send what waits (from an earlier session, too)."""
        self._store_open = True
        if self.on:
            self.send_due(everything=True)

    def registered(self) -> None:
        """The player (re-)registered: what waited for a good token goes now."""
        self._told_token = False
        self.send_due(everything=True)

    def send_due(self, *, everything: bool = False) -> None:
        """Send every waiting result whose time has come (``everything``: every waiting
        one), then wait for the next."""
        if not self.on or not self._store_open:
            return
        server = self.settings.online_server
        for item in list(self._unqueued):
            if item.server == server:
                self._queue(item)

        def due(store: Store) -> list[OnlineSubmission]:
            return store.online.due(server, waiting=everything)

        def send(found: list[OnlineSubmission]) -> None:
            for submission in found:
                self._send(submission)
            self._schedule()

        self._run(due, send)

    def _send(self, submission: OnlineSubmission) -> None:
        settings = self.settings
        if submission.id in self._in_flight or submission.state is not SubmissionState.PENDING:
            return
        if self._closed:
            return  # queued as the window closed: it goes at the next start
        if submission.server != settings.online_server:
            return  # for a server no longer chosen: it waits for it
        if over_day(submission.payload) is not None:  # queued before its day closed
            self._refused(submission, Answer(Outcome.REFUSED, None, {"reason": DAY_OVER}))
            return
        token = settings.online_token
        if not token:
            if submission.payload == self._latest:
                self._set_text(online_texts.unregistered_text())
            return
        self._in_flight.add(submission.id)
        self.api.submit(
            submission.server,
            token,
            submission.payload,
            lambda answer: self._answered(submission, answer),
        )

    def _send_unqueued(self, item: Unqueued) -> None:
        """A result the database could not keep is sent from memory (tried again with the
        next retry, first into the database)."""
        token = self.settings.online_token
        if not token or item.server != self.settings.online_server:
            return

        def answered(answer: Answer) -> None:
            if answer.outcome in PASSING:
                self._show(item.payload, online_texts.waiting_text())
                self._arm(backoff(1))
                return
            if item in self._unqueued:
                self._unqueued.remove(item)
            self._show(item.payload, self._final_text(answer, None, None))

        self.api.submit(item.server, token, item.payload, answered)

    def _answered(self, submission: OnlineSubmission, answer: Answer) -> None:
        outcome = answer.outcome
        if outcome is Outcome.OK:
            rank = answer.body.get("rank")
            self._with_total(submission, rank if isinstance(rank, int) else None)
        elif outcome is Outcome.ALREADY:
            self._own_place(submission)
        elif outcome is Outcome.BAD_TOKEN:
            self._bad_token(submission)
        elif outcome is Outcome.REFUSED:
            self._refused(submission, answer)
        else:
            self._postpone(submission, answer)

    def _with_total(self, submission: OnlineSubmission, rank: int | None) -> None:
        """Taken, at ``rank``: the day's board says of how many."""
        day, rules = day_and_rules(submission.payload)

        def counted(answer: Answer) -> None:
            board = board_of(answer)
            self._done(submission, rank, board.total if board is not None else None, None)

        self.api.board(submission.server, day, rules, 0, 1, counted)

    def _own_place(self, submission: OnlineSubmission) -> None:
        """The player's result of that day was in already (the first one counts): found on
        the day's board, if it is among its first places."""
        day, rules = day_and_rules(submission.payload)
        name = self.settings.online_name

        def found(answer: Answer) -> None:
            board = board_of(answer)
            rank = total = None
            if board is not None:
                total = board.total
                mine = [row.rank for row in board.rows if row.is_named(name)]
                rank = mine[0] if mine else None
            self._done(submission, rank, total, "already submitted")

        self.api.board(submission.server, day, rules, 0, OWN_PLACE_LIMIT, found)

    def _done(
        self,
        submission: OnlineSubmission,
        rank: int | None,
        total: int | None,
        note: str | None,
    ) -> None:
        self._show(submission.payload, online_texts.rank_text(rank, total))
        if submission.payload == self._latest:
            self._status_bar.show_message(online_texts.ranked_message(rank, total))

        def stored(kept: OnlineSubmission | None) -> None:
            self._in_flight.discard(submission.id)
            if kept is not None:
                self.sent.emit(kept)

        self._run(lambda store: store.online.answered(submission.id, rank, total, note), stored)

    def _bad_token(self, submission: OnlineSubmission) -> None:
        """The server does not know the token: the player is told once; the result waits,
        its tries uncounted, until the name is registered again."""
        log.warning("the leaderboard server refused the player's token")
        self.settings.forget_online_token()
        self._show(submission.payload, online_texts.unregistered_text())
        if not self._told_token:
            self._told_token = True
            self._status_bar.show_message(online_texts.bad_token_text(), 0)
        self._store_then_release(
            submission,
            lambda store: store.online.postponed(submission.id, "401", None, counted=False),
        )

    def _refused(self, submission: OnlineSubmission, answer: Answer) -> None:
        reason = answer.reason or str(answer.body.get("reason", ""))
        log.warning("result %s is refused: %s", submission.id, reason)
        text = online_texts.refused_text(answer.reason)
        if answer.body.get("reason") == DAY_OVER:
            text = closed_text(payload_day(submission.payload))
        self._show(submission.payload, text)
        self._status_bar.show_message(text)
        self._store_then_release(
            submission, lambda store: store.online.refused(submission.id, reason or "refused")
        )

    def _postpone(self, submission: OnlineSubmission, answer: Answer) -> None:
        wait = backoff(submission.attempts + 1)
        if answer.retry_after is not None:
            wait = max(wait, datetime.timedelta(seconds=answer.retry_after))
        retry = datetime.datetime.now(datetime.UTC) + wait
        error = f"{answer.outcome.value} {answer.status or ''} {answer.reason}".strip()
        log.info("result %s waits until %s: %s", submission.id, retry, error)
        self._show(submission.payload, online_texts.waiting_text())
        self._store_then_release(
            submission, lambda store: store.online.postponed(submission.id, error, retry)
        )

    def _store_then_release(
        self, submission: OnlineSubmission, work: Callable[[Store], object]
    ) -> None:
        def released(_kept: object) -> None:
            self._in_flight.discard(submission.id)
            self._schedule()

        self._run(work, released)

    def _schedule(self) -> None:
        """Arm the timer for the next waiting result."""
        if not self.on:
            return
        server = self.settings.online_server

        def arm(when: datetime.datetime | None) -> None:
            if when is not None:
                self._arm(when - datetime.datetime.now(datetime.UTC))

        self._run(lambda store: store.online.next_try(server), arm)

    def _arm(self, wait: datetime.timedelta) -> None:
        milliseconds = max(int(wait.total_seconds() * 1000), 0)
        milliseconds = min(milliseconds, LONGEST_WAIT_MS)
        if self._timer.isActive() and self._timer.remainingTime() <= milliseconds:
            return
        self._timer.start(milliseconds)

    # -- what the summary shows ----------------------------------------------------------

    def _pending_text(self) -> str:
        if not self.settings.online_token:
            return online_texts.unregistered_text()
        return online_texts.sending_text()

    def _final_text(self, answer: Answer, rank: int | None, total: int | None) -> str:
        if answer.outcome is Outcome.REFUSED:
            return online_texts.refused_text(answer.reason)
        if answer.outcome is Outcome.BAD_TOKEN:
            return online_texts.unregistered_text()
        if answer.outcome is Outcome.OK:
            found = answer.body.get("rank")
            return online_texts.rank_text(found if isinstance(found, int) else rank, total)
        return online_texts.rank_text(rank, total)

    def _show(self, payload: str, text: str) -> None:
        if payload == self._latest:
            self._set_text(text)

    def _set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.text_changed.emit(text)
