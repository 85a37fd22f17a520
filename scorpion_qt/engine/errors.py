"""The engine's exceptions: refused moves and malformed notation."""

from __future__ import annotations

import enum
from typing import Any


class Refusal(enum.Enum):
    """Why a move was refused; the UI translates by this code, ``str()`` gives English.

    Parameters: ``column`` and ``cell`` are 1-based numbers, ``card`` a :class:`Card`,
    ``text`` the text that was not a move.
    """

    NOT_A_MOVE = "Not a move: {text}"
    NO_SUCH_COLUMN = "There is no column {column}"
    SAME_COLUMN = "The card is already in column {column}"
    CARD_NOT_IN_COLUMN = "{card} is not in column {column}"
    FACE_DOWN = "{card} is face-down and cannot be moved yet"
    EMPTY_NEEDS_KING = "Only a King can be placed in an empty column"
    NOTHING_ON_ACE = "Nothing can be placed on an Ace"
    WRONG_RANK = "{card} can only be placed on a card one rank higher"
    SAME_SUIT = "Rule: cards must be the same suit"
    NOT_A_RUN = "Only a complete run from King to Ace can go to a foundation"
    RESERVE_DEALT = "The reserve has already been dealt"
    GAME_OVER = "The game is already won"
    NO_RESERVE = "This game has no reserve to deal"
    NO_SUCH_CELL = "There is no cell {cell}"
    NOT_IN_CELL = "{card} is not in cell {cell}"
    CELL_NOT_EMPTY = "Cell {cell} already holds a card"
    BLOCK_INTO_CELL = "Only the last card of a column can go into a cell, never a block"
    NO_CELL_MOVES_HERE = "Nothing can be placed in a cell in this game"
    CELL_TO_CELL = "A card never moves from one cell to another"


class IllegalMove(ValueError):
    """A move the rules refuse. ``str()`` is the user-facing English message."""

    def __init__(self, reason: Refusal, **params: Any) -> None:
        self.reason = reason
        self.params = params
        super().__init__(reason.value.format(**params))


class NotationError(ValueError):
    """Malformed position text; the message names the line and the problem."""

    def __init__(self, problem: str, line: int | None = None) -> None:
        self.problem = problem
        self.line = line
        super().__init__(f"line {line}: {problem}" if line is not None else problem)
