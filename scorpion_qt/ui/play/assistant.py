"""The solver at the player's side: winnability, hints along a winning line, auto-finish."""

from __future__ import annotations

import enum
import logging
from itertools import repeat

from PySide6.QtCore import QObject, Signal

from scorpion_qt.engine import Move, MoveKind, Position
from scorpion_qt.solver.line_keys import position_key, scoreless
from scorpion_qt.solver.protocol import SolveAnswer, SolveJob
from scorpion_qt.ui.play.controller import Change, ChangeEvent, GameController
from scorpion_qt.ui.services.solver_client import SolverClient

log = logging.getLogger(__name__)
CHECK_SECONDS = 2.0  # the background check after every move
HINT_SECONDS = 5.0  # a hint may search longer
#: the one purpose of the assistant's solver jobs: it asks about the current position only
#: (a check, or a hint's longer search), so each ask cancels the one before it
ASKING = "position"


class Winnability(enum.Enum):
    OFF = "off"
    CHECKING = "checking"
    WINNABLE = "winnable"
    LOST = "lost"
    UNKNOWN = "unknown"


#: what the solver said of a position: its answer (for the position itself, or for one
#: before it on the answer's winning line), and how many of the line's moves lead from the
#: answer's position to this one (the rest of the line wins from here)
Known = tuple[SolveAnswer, int]


class Assistant(QObject):
    """Keeps what the solver knows about the current position, asking it in the background."""

    status_changed = Signal()
    hint_ready = Signal(object, bool)  # the suggested Move (or None), whether it wins

    def __init__(self, controller: GameController, client: SolverClient | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.client = client or SolverClient()
        self.enabled = True
        #: by position key: one entry a position the solver answered for or a winning line
        #: passes through, each sharing its line's one answer (memory linear in the line)
        self._known: dict[str, Known] = {}
        self._asking: str | None = None  # the position the solver is looking at
        self._hint_for: str | None = None
        #: the positions of the game's line, by move count up to the latest move played
        #: ("" for those played before the assistant saw the game)
        self._line: list[str] = []
        self._follow(Change.NEW)
        controller.changed.connect(self._on_change)

    # -- what is known ------------------------------------------------------------------

    def _key(self) -> str:
        return position_key(self.controller.game.to_text())

    @property
    def status(self) -> Winnability:
        if self.controller.game.is_won:
            return Winnability.WINNABLE
        known = self._known.get(self._key())
        if known is None:
            if not self.enabled and self._hint_for is None:
                return Winnability.OFF
            return Winnability.CHECKING
        return {
            "won": Winnability.WINNABLE,
            "lost": Winnability.LOST,
        }.get(known[0].status, Winnability.UNKNOWN)

    @property
    def was_winnable(self) -> bool:
        """The solver has proven a position of this game's line winnable: the current one,
        or one before it (that Undo goes back to, unless past its 100 moves)."""
        line = self._line[: self.controller.game.move_count + 1]
        return any(self._proven_won(key) for key in line)

    def _proven_won(self, key: str) -> bool:
        known = self._known.get(key)
        return known is not None and known[0].status == "won"

    def next_winning_move(self) -> str | None:
        """The next move of a winning line from the current position, if one is known."""
        answer, played = self._known.get(self._key()) or (None, 0)
        if answer is None or answer.status != "won" or played >= len(answer.moves):
            return None
        return answer.moves[played]

    @property
    def can_finish(self) -> bool:
        """A proven win with every card face-up and the reserve dealt."""
        position = self.controller.game.position
        return (
            not position.is_won
            and self.next_winning_move() is not None
            and not position.reserve
            and not any(position.down)
        )

    # -- asking -------------------------------------------------------------------------

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self.refresh()

    def refresh(self) -> None:
        """Ask about the current position unless it is known or already asked; stop
        asking about any other."""
        key = self._key()
        if self._hint_for != key:
            self._hint_for = None  # the player has moved on: no hint for the position left
        if self.enabled or self._hint_for is not None:
            self._ask(key, CHECK_SECONDS if self._hint_for is None else HINT_SECONDS)
        elif self._asking is not None:
            self._stop_asking()  # nobody wants the answer
        self.status_changed.emit()

    def _ask(self, key: str, seconds: float) -> None:
        if key == self._asking:
            return
        if key in self._known or self.controller.game.is_won:
            self._stop_asking()  # the solver may still look at a position left
            return
        self._asking = key
        # the position without its score, which the solver needs not know: nor can a score
        # the notation would refuse (Relaxed can still pass 700) keep the solver from it
        text = scoreless(self.controller.game.to_text())
        self.client.submit(
            ASKING, SolveJob(text, seconds), lambda answer: self._on_answer(key, text, answer)
        )

    def _stop_asking(self) -> None:
        self.client.cancel(ASKING)
        self._asking = None

    def _on_change(self, event: ChangeEvent) -> None:
        self._follow(event.kind)
        self.refresh()

    def _follow(self, kind: Change) -> None:
        """Keep :attr:`_line` in step with the game: a new game starts it afresh, a move
        drops what Redo could have replayed."""
        count = self.controller.game.move_count
        if kind is Change.NEW:
            self._line.clear()
        elif kind is Change.MOVE:
            del self._line[count:]
        self._line.extend([""] * (count + 1 - len(self._line)))
        self._line[count] = self._key()

    def _on_answer(self, key: str, text: str, answer: SolveAnswer | None) -> None:
        self._asking = None
        if answer is None:  # the solver failed: say so, and do not ask it again
            answer = SolveAnswer(text, "unknown", ())
        self._remember(key, answer)
        if key == self._key():
            self.status_changed.emit()
            if self._hint_for == key:
                self._hint_for = None
                self._give_hint()

    def _remember(self, key: str, answer: SolveAnswer) -> None:
        """Keep the answer, and along a winning line every position it passes through: by
        the keys the worker sent with the line (it replayed the line, not this thread),
        each sharing the one answer. A newer line replaces an older one where they meet
        (both win from there)."""
        self._known[key] = (answer, 0)
        # built in C, not in a loop of this thread's; where the line passes a position
        # twice, its last pass counts (the shorter rest)
        count = len(answer.keys)
        places = zip(repeat(answer, count), range(1, count + 1), strict=True)
        self._known.update(zip(answer.keys, places, strict=True))

    # -- hints --------------------------------------------------------------------------

    def hint(self) -> None:
        """Suggest a move now if known, else once the solver has looked (``hint_ready``)."""
        key = self._key()
        if key in self._known or self.controller.game.is_won:
            self._give_hint()
            return
        if self._hint_for == key:  # its search is on its way
            return
        self._hint_for = key
        self._asking = None  # a hint deserves the longer search: it replaces the check
        self._ask(key, HINT_SECONDS)
        self.status_changed.emit()

    def _give_hint(self) -> None:
        move = self.next_winning_move()
        game = self.controller.game
        if move is not None:
            self.hint_ready.emit(game.check(move), True)
        else:
            self.hint_ready.emit(useful_move(game.position, game.legal_moves()), False)


def useful_move(position: Position, moves: list[Move]) -> Move | None:
    """The most useful legal move by rule of thumb, when no winning line is known."""

    def value(move: Move) -> int:
        if move.kind is MoveKind.FOUNDATION:
            return 100
        if move.kind is MoveKind.DEAL:
            return 1
        assert move.card is not None
        if move.kind is MoveKind.FROM_CELL:  # a card back from a cell to play with
            target = position.columns[move.target]
            return 15 + 10 * (bool(target) and target[-1] // 13 == move.card.code // 13)
        where = position.where(move.card)
        assert where is not None
        column, index = where
        if move.kind is MoveKind.TO_CELL:  # a free cell spent: worth it to turn a card up
            return 40 if index == position.down[column] and index > 0 else 0
        target = position.columns[move.target]
        if not target and index == 0:
            return -1  # a whole column into an empty one changes nothing
        turns_up = index == position.down[column] and index > 0
        same_suit = bool(target) and target[-1] // 13 == move.card.code // 13
        empties = index == 0
        return 50 * turns_up + 20 * empties + 10 * same_suit + 5

    useful = [m for m in moves if value(m) >= 0]
    return max(useful, key=value) if useful else None
