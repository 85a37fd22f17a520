"""The game controller: owns the engine Game, plays every move through it, emits signals."""

from __future__ import annotations

import enum
import logging
import time
from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from scorpion_qt.engine import (
    CARDS,
    DEAL,
    Game,
    IllegalMove,
    Move,
    MoveKind,
    Outcome,
    Refusal,
)
from scorpion_qt.engine.dead_end import is_dead_end
from scorpion_qt.engine.scoring import timed_bonus
from scorpion_qt.ui.play.messages import card_name, refusal_text
from scorpion_qt.ui.play.places import FOUNDATION, cell_place, place_cell

if TYPE_CHECKING:
    import datetime
    from collections.abc import Callable

log = logging.getLogger(__name__)


class Change(enum.Enum):
    NEW = "new"  # a different game (new deal, resume, paste)
    MOVE = "move"
    UNDO = "undo"
    REDO = "redo"


class ChangeEvent(NamedTuple):
    kind: Change
    outcome: Outcome | None  # the move played, undone or redone


class Recorder(Protocol):
    """What the controller needs from persistence (the store, or nothing in tests)."""

    def started(
        self, game: Game, daily: datetime.date | None, grade: str | None = None
    ) -> None: ...
    def moved(self, game: Game, elapsed: float) -> None: ...
    def undone(self, game: Game, elapsed: float) -> None: ...
    def redone(self, game: Game, elapsed: float) -> None: ...
    def hinted(self, game: Game) -> None: ...
    def finished(self, game: Game, won: bool, score: int, elapsed: float) -> None: ...
    def suspended(self, game: Game, elapsed: float) -> None: ...


class GameController(QObject):
    """The one owner of the current :class:`Game`; views ask it and listen to it."""

    changed = Signal(object)  # ChangeEvent
    refused = Signal(str)  # translated refusal message
    # the same refusal, for words of one's own: the IllegalMove, or the Card with nowhere to go
    refusal = Signal(object)
    won = Signal()
    status_changed = Signal()  # score, moves, undo/redo availability, clock state

    def __init__(self, game: Game, recorder: Recorder | None = None) -> None:
        super().__init__()
        self._game = game
        self._recorder = recorder
        self.daily: datetime.date | None = None
        # the game's grade ("E", "M", "H": store.grades.GRADES), None when not known
        self.grade: str | None = None
        self.timed_scoring = False
        self.final_score: int | None = None
        self.hints = 0
        self.given_up = False  # Give Up ended the game: lost, no move is played any more
        #: a practice game (see :mod:`scorpion_qt.ui.practice`): nothing of it is recorded,
        #: the recorder being kept aside meanwhile
        self.practice = False
        self._kept_recorder: Recorder | None = None
        self._started = 0.0  # time.monotonic() when the clock last ran
        self._elapsed_before = 0.0
        self._paused = True
        self._stuck = self._no_move_left()
        #: asked before a legal move is played (see :mod:`~scorpion_qt.ui.play.blunder_check`):
        #: True when it holds the move back, to play it later with ``checked`` or drop it
        self.move_guard: Callable[[Move], bool] | None = None

    # -- state --------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def score(self) -> int:
        return self.final_score if self.final_score is not None else self._game.score

    @property
    def is_over(self) -> bool:
        """Won, or given up."""
        return self._game.is_won or self.given_up

    @property
    def is_stuck(self) -> bool:
        """The game is at a dead end (:func:`scorpion_qt.engine.dead_end.is_dead_end`: no
        legal move left, or none that can still change anything): the clock stays stopped
        (until an undo out of it, or another game)."""
        return self._stuck

    def _no_move_left(self) -> bool:
        return is_dead_end(self._game.position)

    def elapsed(self) -> float:
        """Active playing seconds (pauses excluded)."""
        running = time.monotonic() - self._started if not self._paused else 0.0
        return self._elapsed_before + running

    def pause_clock(self) -> None:
        if not self._paused:
            self._elapsed_before = self.elapsed()
            self._paused = True
            self.keep_clock()
            self.status_changed.emit()

    def keep_clock(self) -> None:
        """Save the clock of the game in progress: the window does so every few seconds
        while it runs, and when it stops, so that a crash loses at most those seconds."""
        if self._game.move_count and not self.is_over and self._recorder is not None:
            self._recorder.suspended(self._game, self.elapsed())

    def run_clock(self) -> None:
        """Let the clock run (only once a move has been made, until the game is over, and
        not while no move is left)."""
        if self._paused and self._game.move_count and not self.is_over and not self._stuck:
            self._started = time.monotonic()
            self._paused = False
            self.status_changed.emit()

    @property
    def clock_running(self) -> bool:
        return not self._paused

    # -- games --------------------------------------------------------------------------

    def set_game(
        self,
        game: Game,
        *,
        daily: datetime.date | None = None,
        elapsed: float = 0.0,
        record: bool = True,
        grade: str | None = None,
        practice: bool = False,
    ) -> None:
        """Switch to ``game`` (a new deal, a resumed game or a pasted position); ``grade``
        is its deal's grade when known (a winnable deal found, a daily deal), recorded
        with it. ``practice``: a practice game, of which nothing is recorded."""
        if practice != self.practice:
            self._recorder, self._kept_recorder = self._kept_recorder, self._recorder
            self.practice = practice
        self._game = game
        self.daily = daily
        self.grade = grade
        self.final_score = None
        self.hints = 0
        self.given_up = False
        self._elapsed_before = elapsed
        self._paused = True
        self._stuck = self._no_move_left()
        if record and self._recorder is not None:
            self._recorder.started(game, daily, grade)
        self.changed.emit(ChangeEvent(Change.NEW, None))
        self.status_changed.emit()

    def abandon_if_started(self) -> None:
        """Count the current game as lost if moves were made and it is not over."""
        if self._game.move_count and not self.is_over and self._recorder is not None:
            self._recorder.finished(self._game, False, self._game.score, self.elapsed())

    def give_up(self) -> bool:
        """End the game in progress (moves made, not over) as lost, where it stands: no
        move, undo or redo is played in it any more. False if there was none to end."""
        if not self._game.move_count or self.is_over:
            return False
        self.pause_clock()
        self.abandon_if_started()
        self.given_up = True
        self.status_changed.emit()
        return True

    def record_hint(self) -> None:
        """A hint was shown for the current game."""
        self.hints += 1
        if self._recorder is not None:
            self._recorder.hinted(self._game)

    def close_game(self) -> None:
        """The window closes: keep the clock of the game in progress for its resumption."""
        self.pause_clock()
        self.keep_clock()

    # -- moves --------------------------------------------------------------------------

    def targets_for(self, code: int) -> list[int]:
        """The places (see :mod:`~scorpion_qt.ui.play.places`: a 0-based column, FOUNDATION, a
        cell) where the block starting at ``code``, or the card in a cell, may go."""
        card = CARDS[code]
        if self.given_up:
            return []
        return [_target(m) for m in self._game.legal_moves() if m.card == card]

    def best_move_for(self, code: int) -> Move | None:
        """The move a double-click plays: a run to its foundation, else the best build; a
        King (or in a Wasp, any card) into an empty column, then a free cell, last."""
        card = CARDS[code]
        moves = [m for m in self._game.legal_moves() if m.card == card]
        if not moves:
            return None
        position = self._game.position

        def preference(move: Move) -> tuple[int, int]:
            if move.kind is MoveKind.FOUNDATION:
                return (0, 0)
            if move.kind is MoveKind.TO_CELL:
                return (4, move.cell)
            target = position.columns[move.target]
            if not target:
                return (3, move.target)  # into an empty column: a last resort
            same_suit = target[-1] // 13 == code // 13
            return (1 if same_suit else 2, move.target)

        return min(moves, key=preference)

    def explain_no_move(self, code: int) -> None:
        """Say that a card has no legal move (a double-click found nothing)."""
        text = QCoreApplication.translate("Rules", "{card} has nowhere to go")
        self.refused.emit(text.format(card=card_name(CARDS[code])))
        self.refusal.emit(CARDS[code])

    def move_for(self, code: int, target: int) -> Move:
        """The move of the block starting at ``code`` (or of the card in a cell) to place
        ``target`` (a 0-based column, FOUNDATION or a cell's place); raises
        :class:`IllegalMove` for what no move can be (a cell's card to a foundation or
        to a cell)."""
        card = CARDS[code]
        position = self._game.position
        to_cell = place_cell(target)
        from_cell = position.cell_of(card)
        if from_cell is not None:
            if to_cell is not None:
                raise IllegalMove(Refusal.CELL_TO_CELL)
            if target == FOUNDATION:
                raise IllegalMove(Refusal.NOT_A_RUN)
            return Move(MoveKind.FROM_CELL, -1, card, target, from_cell)
        where = position.where(card)
        source = where[0] if where is not None else -1
        if to_cell is not None:
            return Move(MoveKind.TO_CELL, source, card, -1, to_cell)
        if target == FOUNDATION:
            return Move(MoveKind.FOUNDATION, source, card)
        return Move(MoveKind.BUILD, source, card, target)

    def move_to(self, code: int, target: int) -> bool:
        """Play the move of ``code``'s block (or cell card) to place ``target``; on refusal
        emit :attr:`refused` and return False."""
        try:
            move = self.move_for(code, target)
        except IllegalMove as error:
            self.refused.emit(refusal_text(error))
            self.refusal.emit(error)
            return False
        return self.play(move)

    def play(self, move: Move | str, *, checked: bool = False) -> bool:
        """Play a move; on refusal emit :attr:`refused` and return False (a game given up
        plays none, silently). Unless ``checked``, the :attr:`move_guard` may hold a legal
        move back (True is returned: it is played or dropped later)."""
        if self.given_up:
            return False
        try:
            guard = None if checked else self.move_guard
            if guard is not None and guard(self._game.check(move)):
                return True
            outcome = self._game.play(move)
        except IllegalMove as error:
            self.refused.emit(refusal_text(error))
            self.refusal.emit(error)
            return False
        self._stuck = self._no_move_left()
        self.run_clock()
        if self._recorder is not None:
            self._recorder.moved(self._game, self.elapsed())
        if self._stuck:
            self.pause_clock()  # a dead end: the time spent looking at it is not play
        self.changed.emit(ChangeEvent(Change.MOVE, outcome))
        if outcome.won:
            self._finish_won()
        self.status_changed.emit()
        return True

    def deal_reserve(self) -> bool:
        return self.play(DEAL)

    def undo(self) -> bool:
        if self.is_over or not self._game.undo():
            return False
        outcome = self._game.undone_outcome()
        was_stuck, self._stuck = self._stuck, self._no_move_left()  # a shuffle undone stays one
        if was_stuck and not self._stuck:
            self.run_clock()  # back from the dead end: play goes on
        if self._recorder is not None:
            self._recorder.undone(self._game, self.elapsed())
        self.changed.emit(ChangeEvent(Change.UNDO, outcome))
        self.status_changed.emit()
        return True

    def redo(self) -> bool:
        if self.is_over or not self._game.redo():
            return False
        outcome = self._game.last_outcome
        self._stuck = self._no_move_left()
        if self._recorder is not None:
            self._recorder.redone(self._game, self.elapsed())
        if self._stuck:
            self.pause_clock()
        self.changed.emit(ChangeEvent(Change.REDO, outcome))
        if self._game.is_won:
            self._finish_won()
        self.status_changed.emit()
        return True

    def _finish_won(self) -> None:
        elapsed = self.elapsed()
        self.pause_clock()
        score = self._game.score
        if self.timed_scoring:
            score += timed_bonus(elapsed)
        self.final_score = score
        if self._recorder is not None:
            self._recorder.finished(self._game, True, score, elapsed)
        self.won.emit()


def _target(move: Move) -> int:
    """Where a move goes, as a place (see :mod:`~scorpion_qt.ui.play.places`)."""
    if move.kind is MoveKind.FOUNDATION:
        return FOUNDATION
    if move.kind is MoveKind.TO_CELL:
        return cell_place(move.cell)
    return move.target
