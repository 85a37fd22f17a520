"""Connects the controller to the store: every new game (with its grade), move, undo, hint
and finish is saved.

**A move is saved before the board shows it.** The controller records a move, undo or redo
before it tells the board; the recording waits until the store's thread has committed it
(:attr:`StoreRecorder.shown_wait` at most), so a move on screen is in the database even if
the app is killed the next instant. The wait blocks for its first moments only; a longer
one (another program holds the database's lock) keeps the window answering, the player's
input held back until the move is shown (see :meth:`StoreThread.ran`). A commit takes
about a millisecond (WAL, ``synchronous=NORMAL``: a committed transaction survives the
process being killed). When the store's thread is slow (a stalled disk, a long read
before the move) the move is shown once the wait runs out, the player is told it is not saved yet
(:attr:`StoreRecorder.on_late`), and the next moves do not wait again until its save has
ended (saved, or failed: a failure is reported as not saving). Moves made before the store
has opened (the first moments after start-up) wait in order and are saved once it opens.

**A file salvaged while the app runs** (damage found after a read failed) may have lost
the game being played, or kept it as damaged: :meth:`StoreRecorder.salvaged` then records
the board's game again, with every move, as the game in progress.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from scorpion_qt.engine import Game

if TYPE_CHECKING:
    import datetime
    from concurrent.futures import Future

    from scorpion_qt.store.notices import Notice
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)
T = TypeVar("T")
#: Seconds the board waits, at most, for a move to be saved before it shows the move.
SHOWN_WAIT = 0.5


class StoreRecorder:
    """The controller's :class:`Recorder`: each call is saved on the store's thread, in order,
    with a copy of the game as it was when the call was made.

    Until :meth:`attach`, calls wait here in order (the store is still opening); attaching
    gives them to the store's thread.
    """

    def __init__(self) -> None:
        self._thread: StoreThread | None = None
        #: the stored game being recorded; read and written by the calls, on the store's thread
        self.game_id: int | None = None
        self._pending: list[tuple[Callable[[Store], Any], Callable[[Any], None] | None]] = []
        #: told, on the window's thread, of every stored game that ended (won, lost, or
        #: left for another with moves made): its id and the game as it ended
        self.on_ended: Callable[[int, Game], None] | None = None
        self._playing: Game | None = None  # the last recorded state of the game being played
        # the stored game that ended last, until another starts (the store's thread's)
        self._ended_id: int | None = None
        #: seconds a move waits, at most, to be saved before the board shows it (0: it
        #: does not wait, as before issue 32; for the benchmark's comparison)
        self.shown_wait = SHOWN_WAIT
        #: told, on the window's thread, True when a move is shown before it is saved (the
        #: wait ran out), then False once the save of every move shown has ended
        self.on_late: Callable[[bool], None] | None = None
        self._late = False  # a move shown is not saved yet
        self._shown = 0  # the moves given to be saved before shown

    def _do(
        self, call: Callable[[Store], Any], done: Callable[[Any], None] | None = None
    ) -> Future[Any] | None:
        if self._thread is None:
            self._pending.append((call, done))
            return None
        return self._thread.run(call, done)

    def _do_before_shown(self, call: Callable[[Store], Any]) -> None:
        """Run ``call`` like :meth:`_do` and wait until it has run (the move is committed),
        at most :attr:`shown_wait`; unless a move shown before is not saved yet."""
        self._shown += 1
        number = self._shown

        def ended() -> None:
            # the last move shown is saved, or its save failed (the store thread reported
            # it): either way the moves that follow wait for their saves again
            if self._late and number == self._shown:
                self._late = False
                if self.on_late is not None:
                    self.on_late(False)

        if self._thread is None:
            self._pending.append((call, None))
            return
        future = self._thread.run(call, ended=ended)
        if future is None or self._late or self.shown_wait <= 0:
            return
        if not self._thread.ran(future, self.shown_wait):
            log.warning(
                "a move is shown before it is saved: the store took over %s s", self.shown_wait
            )
            self._late = True
            if self.on_late is not None:
                self.on_late(True)

    def _do_then_tell(self, call: Callable[[Store], int | None], game: Game | None) -> None:
        """Run ``call`` like :meth:`_do`; when it returns the id of a game that ended
        (``game``, as it ended), tell :attr:`on_ended` on the window's thread."""

        def tell(ended: int | None) -> None:
            if ended is not None and game is not None and self.on_ended is not None:
                self.on_ended(ended, game)

        self._do(call, tell)

    @property
    def closed(self) -> bool:
        """Whether the store it records through has been closed (the window is gone)."""
        return self._thread is not None and self._thread.closed

    def attach(self, thread: StoreThread) -> None:
        """Record through ``thread`` (its store open) from now on, the waiting calls first."""
        self._thread = thread
        pending, self._pending = self._pending, []
        for call, done in pending:
            thread.run(call, done)

    def for_game(self, work: Callable[[Store, int | None], T], done: Callable[[T], None]) -> None:
        """Call ``work(store, game_id)`` in order with the recording, ``game_id`` being the
        stored game being played, or the one that just ended (None if none is stored);
        then ``done(result)`` on the window's thread."""

        def call(store: Store) -> T:
            return work(store, self.game_id if self.game_id is not None else self._ended_id)

        self._do(call, done)

    def discard_pending(self) -> None:
        self._pending.clear()

    def started(self, game: Game, daily: datetime.date | None, grade: str | None = None) -> None:
        """A new game, and its deal's grade when known (in the same call: no other
        recording comes between them)."""
        snapshot = game.copy()
        left, self._playing = self._playing, None

        def call(store: Store) -> int | None:
            # the game before, if one with moves was still being played, ends here
            before = self.game_id if left is not None and left.moves else None
            self._ended_id = None
            self.game_id = store.start_game(snapshot, daily)
            if grade is not None and self.game_id is not None:
                store.set_grade(self.game_id, grade)
            return before

        self._do_then_tell(call, left)

    def resumed(self, game_id: int) -> None:
        self.game_id = game_id

    def salvaged(
        self, game: Game, daily: datetime.date | None, grade: str | None, elapsed: float
    ) -> None:
        """The store's file was found damaged and salvaged while the app ran: if the stored
        game being recorded did not come through with every move of ``game`` (the board's),
        ``game`` is stored again as the game in progress (its daily date, deal's grade and
        time with it), and the moves that follow are recorded in it."""
        snapshot = game.copy()

        def call(store: Store) -> None:
            if self.game_id is None or not store.saving or store.holds(self.game_id, snapshot):
                return  # nothing recorded, kept until saving resumes, or come through whole
            log.warning(
                "game %s was lost by the salvage: the board's game is stored again", self.game_id
            )
            self.game_id = store.start_game(snapshot, daily)
            store.record_time(self.game_id, elapsed)
            if grade is not None:
                store.set_grade(self.game_id, grade)

        self._do(call)

    def moved(self, game: Game, elapsed: float) -> None:
        snapshot = self._playing = game.copy()
        self._do_before_shown(lambda store: store.record_move(self.game_id, snapshot, elapsed))

    def undone(self, game: Game, elapsed: float) -> None:
        snapshot = self._playing = game.copy()
        self._do_before_shown(lambda store: store.record_undo(self.game_id, snapshot, elapsed))

    def redone(self, game: Game, elapsed: float) -> None:
        snapshot = self._playing = game.copy()
        self._do_before_shown(lambda store: store.record_redo(self.game_id, snapshot, elapsed))

    def hinted(self, game: Game) -> None:
        self._do(lambda store: store.record_hint(self.game_id))

    def finished(self, game: Game, won: bool, score: int, elapsed: float) -> None:
        snapshot = game.copy()
        self._playing = None

        def call(store: Store) -> int | None:
            ended = self._ended_id = self.game_id
            store.finish(self.game_id, snapshot, elapsed, score=score)
            self.game_id = None
            return ended

        self._do_then_tell(call, snapshot)

    def suspended(self, game: Game, elapsed: float) -> None:
        self._do(lambda store: store.record_time(self.game_id, elapsed))


def follow_salvages(
    recorder: StoreRecorder, controller: GameController, thread: StoreThread
) -> None:
    """``recorder`` hears of every salvage while the app runs (from ``thread``'s notices):
    the game on ``controller``'s board is then saved on (see :meth:`StoreRecorder.salvaged`)."""

    def heard(notice: Notice) -> None:
        from scorpion_qt.store.notices import NoticeKind  # loads with the first notice

        if notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED:
            game = controller.game
            recorder.salvaged(game, controller.daily, controller.grade, controller.elapsed())

    thread.noticed.connect(heard)
