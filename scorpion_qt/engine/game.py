"""A game: a start position, the moves played from it, and undo/redo over snapshots."""

from __future__ import annotations

from collections.abc import Iterable

from scorpion_qt.engine.deals import check_deal_number, deal_position
from scorpion_qt.engine.moves import Move, legal_moves
from scorpion_qt.engine.notation import from_text, to_text
from scorpion_qt.engine.play import Outcome, apply, check
from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import Rules, get_rules

UNDO_LIMIT = 100
UNDO = "undo"
REDO = "redo"


class Game:
    """A game of Scorpion.

    Every played move stores the position after it, so undo and redo only move a cursor
    (automatic turns and run removals come back for free). Undo reaches back at most
    ``UNDO_LIMIT`` moves. ``log`` records every action (moves, ``undo``, ``redo``) so that
    :meth:`replay` rebuilds the same position, score and undo stack.
    """

    def __init__(self, start: Position, deal: int | None = None) -> None:
        self._start = start
        self._deal = deal
        self._positions: list[Position] = [start]
        self._moves: list[Move] = []
        self._outcomes: list[Outcome] = []
        self._cursor = 0
        self._floor = 0  # the earliest cursor undo may reach
        self._log: list[str] = []

    # -- construction -------------------------------------------------------------------

    @classmethod
    def new(cls, deal: int, rules: str | Rules = "classic") -> Game:
        """The start of deal ``deal`` (1..2**32-1, or a daily deal's number) under
        ``rules``: a :class:`Rules` or the id of one in ``RULES`` (``classic``, ``relaxed``,
        ``scorpion-ii``, ``wasp``, ``wasp-ii``, ``three-blind-mice``, ``how-they-run``)."""
        variant = rules if isinstance(rules, Rules) else get_rules(rules)
        return cls(deal_position(check_deal_number(deal), variant), deal)

    @classmethod
    def from_text(cls, text: str) -> Game:
        """A game starting from a position in RULES.md §7 notation (``deal`` is None)."""
        return cls(from_text(text))

    @classmethod
    def replay(
        cls,
        log: Iterable[str],
        *,
        deal: int | None = None,
        rules: str | Rules = "classic",
        start_text: str | None = None,
    ) -> Game:
        """Rebuild a game from its deal (or start text) and its action log or move log.

        With both ``start_text`` and ``deal``, the game starts from the text and keeps the
        deal number (a stored layout stays valid even if the generator changes).
        """
        if start_text is not None:
            game = cls(from_text(start_text), deal)
        elif deal is not None:
            game = cls.new(deal, rules)
        else:
            raise ValueError("replay needs a deal number or a start position")
        for action in log:
            if action == UNDO:
                if not game.undo():
                    raise ValueError("the log undoes a move that cannot be undone")
            elif action == REDO:
                if not game.redo():
                    raise ValueError("the log redoes a move that cannot be redone")
            else:
                game.play(action)
        return game

    def copy(self) -> Game:
        """A copy that later moves of either game leave alone (positions are immutable, so
        only the lists are copied)."""
        twin = Game(self._start, self._deal)
        twin._positions = list(self._positions)
        twin._moves = list(self._moves)
        twin._outcomes = list(self._outcomes)
        twin._cursor = self._cursor
        twin._floor = self._floor
        twin._log = list(self._log)
        return twin

    # -- state --------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self._positions[self._cursor]

    @property
    def start(self) -> Position:
        return self._start

    @property
    def rules(self) -> str:
        return self._start.rules.id

    @property
    def variant(self) -> Rules:
        return self._start.rules

    @property
    def deal(self) -> int | None:
        return self._deal

    @property
    def score(self) -> int:
        return self.position.score

    @property
    def is_won(self) -> bool:
        return self.position.is_won

    @property
    def moves(self) -> list[str]:
        """The moves leading to the current position, as notation."""
        return [str(m) for m in self._moves[: self._cursor]]

    @property
    def log(self) -> list[str]:
        """Every action taken, moves and ``undo``/``redo``, in order."""
        return list(self._log)

    @property
    def move_count(self) -> int:
        return self._cursor

    @property
    def can_undo(self) -> bool:
        return self._cursor > self._floor

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._moves)

    @property
    def last_outcome(self) -> Outcome | None:
        """What the move leading to the current position did."""
        return self._outcomes[self._cursor - 1] if self._cursor else None

    def to_text(self) -> str:
        return to_text(self.position)

    def start_text(self) -> str:
        return to_text(self._start)

    def legal_moves(self) -> list[Move]:
        return legal_moves(self.position)

    # -- actions ------------------------------------------------------------------------

    def check(self, move: Move | str) -> Move:
        """The parsed move if legal; raises :class:`IllegalMove` otherwise."""
        parsed = Move.parse(move) if isinstance(move, str) else move
        check(self.position, parsed)
        return parsed

    def play(self, move: Move | str) -> Outcome:
        """Play a move (object or notation); raises :class:`IllegalMove` if refused."""
        parsed = self.check(move)
        position, outcome = apply(self.position, parsed)
        del self._positions[self._cursor + 1 :]
        del self._moves[self._cursor :]
        del self._outcomes[self._cursor :]
        self._positions.append(position)
        self._moves.append(parsed)
        self._outcomes.append(outcome)
        self._cursor += 1
        self._floor = max(self._floor, self._cursor - UNDO_LIMIT)
        self._log.append(str(parsed))
        return outcome

    def undo(self) -> bool:
        """Take back the last move; False when there is nothing to undo."""
        if not self.can_undo:
            return False
        self._cursor -= 1
        self._log.append(UNDO)
        return True

    def redo(self) -> bool:
        """Play again the last undone move; False when there is nothing to redo."""
        if not self.can_redo:
            return False
        self._cursor += 1
        self._log.append(REDO)
        return True

    def undone_outcome(self) -> Outcome | None:
        """What the move that the next redo would replay did (for animating undo)."""
        return self._outcomes[self._cursor] if self.can_redo else None
