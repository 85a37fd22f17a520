"""A kept log replayed step by step for its replay page: the position after each action
(moves, ``undo``, ``redo``, as the player sent them) and the action in words.

The engine replays it (the server never re-implements a rule). A day's logs are read many
times once it is over, and never change: each log's steps are kept (least recently read
dropped first)."""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass

from scorpion_qt.engine.cards import CARDS, Card
from scorpion_qt.engine.game import REDO, UNDO, Game
from scorpion_qt.engine.moves import MoveKind
from scorpion_qt.engine.play import Outcome
from scorpion_qt.engine.position import Position
from scorpion_qt.server.board_drawing import RANK_LABELS

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Step:
    """The position after an action (the first step: the deal, ``action`` empty), the
    action as logged and in words, and the cards it moved or dealt (their codes)."""

    action: str
    words: str
    position: Position
    marked: frozenset[int]


@functools.lru_cache(maxsize=64)
def replay_steps(deal: int, rules: str, actions: tuple[str, ...]) -> tuple[Step, ...]:
    """The deal's start, then a step for each action of the log. A log that stops
    replaying (the engine changed since it was checked) ends at the last step it reaches."""
    game = Game.new(deal, rules)
    steps = [Step("", "The deal, before the first move.", game.position, frozenset())]
    for index, action in enumerate(actions):
        before = game.position
        try:
            if action == UNDO:
                if not game.undo():
                    raise ValueError("there is no move to undo")
                undone = game.undone_outcome()
                assert undone is not None  # a move was undone
                words = f"Undo: {undone.move} taken back."
                marked = _marked(undone)
            elif action == REDO:
                if not game.redo():
                    raise ValueError("there is no undone move to redo")
                done = game.last_outcome
                assert done is not None  # a move was redone
                words = f"Redo: {describe(done, before)}"
                marked = _marked(done)
            else:
                outcome = game.play(action)
                words = describe(outcome, before)
                marked = _marked(outcome)
        except ValueError as exc:
            log.warning(
                "deal %d under %s: action %d (%r) no longer replays: %s",
                deal,
                rules,
                index,
                action,
                exc,
            )
            break
        steps.append(Step(action, words, game.position, marked))
    return tuple(steps)


def short(card: Card) -> str:
    """``10♥``: the card as its corner shows it."""
    return RANK_LABELS[card.rank - 1] + card.suit.symbol


def describe(outcome: Outcome, before: Position) -> str:
    """What a move did, in words: ``7♥ from column 3 onto 8♥ in column 2, with 2 cards on
    it. 3♦ turned face up in column 3.`` (``before``: the position it was played on)."""
    move = outcome.move
    card = move.card
    if move.kind is MoveKind.DEAL:
        dealt = ", ".join(f"{short(c)} onto column {col + 1}" for col, c in outcome.dealt)
        text = f"The reserve dealt: {dealt}."
    elif move.kind is MoveKind.FOUNDATION:
        assert card is not None
        text = f"The run of {card.suit.name.lower()} from column {move.source + 1} to a foundation."
    elif move.kind is MoveKind.TO_CELL:
        assert card is not None
        text = f"{short(card)} from column {move.source + 1} into cell {move.cell + 1}."
    else:
        assert card is not None
        source = (
            f"cell {move.cell + 1}"
            if move.kind is MoveKind.FROM_CELL
            else f"column {move.source + 1}"
        )
        target = before.columns[move.target]
        onto = (
            f"onto {short(CARDS[target[-1]])} in column {move.target + 1}"
            if target
            else f"into the empty column {move.target + 1}"
        )
        carried = len(outcome.moved) - 1
        text = f"{short(card)} from {source} {onto}"
        text += "." if carried <= 0 else f", with {carried} card{'s' if carried > 1 else ''} on it."
    for column, turned in outcome.turned_up:
        text += f" {short(turned)} turned face up in column {column + 1}."
    for column, suit in outcome.runs_removed:
        text += f" The run of {suit.name.lower()} went from column {column + 1} to a foundation."
    if outcome.won:
        text += " The game is won."
    return text


def _marked(outcome: Outcome) -> frozenset[int]:
    """The cards a move moved (a block, a cell's card) or dealt."""
    return frozenset(c.code for c in outcome.moved) | {c.code for _, c in outcome.dealt}
