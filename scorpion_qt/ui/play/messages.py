"""User-facing, translated texts for engine refusals, cards and moves (the rule sets' names:
:mod:`scorpion_qt.ui.play.rule_sets`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine import Card, IllegalMove, Move, MoveKind, Refusal

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


def card_name(card: Card) -> str:
    """A card's translated short name, e.g. ``4♥``."""
    ranks = {
        1: translate("Rules", "A", "card rank: Ace"),
        11: translate("Rules", "J", "card rank: Jack"),
        12: translate("Rules", "Q", "card rank: Queen"),
        13: translate("Rules", "K", "card rank: King"),
    }
    return ranks.get(card.rank, str(card.rank)) + card.suit.symbol


def refusal_text(error: IllegalMove, name: Callable[[Card], str] = card_name) -> str:
    """The translated message for a refused move, its card called by ``name``."""
    params = dict(error.params)
    if isinstance(params.get("card"), Card):
        params["card"] = name(params["card"])
    texts = {
        Refusal.NOT_A_MOVE: translate("Rules", "Not a move: {text}"),
        Refusal.NO_SUCH_COLUMN: translate("Rules", "There is no column {column}"),
        Refusal.SAME_COLUMN: translate("Rules", "The card is already in column {column}"),
        Refusal.CARD_NOT_IN_COLUMN: translate("Rules", "{card} is not in column {column}"),
        Refusal.FACE_DOWN: translate("Rules", "{card} is face-down and cannot be moved yet"),
        Refusal.EMPTY_NEEDS_KING: translate(
            "Rules", "Only a King can be placed in an empty column"
        ),
        Refusal.NOTHING_ON_ACE: translate("Rules", "Nothing can be placed on an Ace"),
        Refusal.WRONG_RANK: translate(
            "Rules", "{card} can only be placed on a card one rank higher"
        ),
        Refusal.SAME_SUIT: translate("Rules", "Rule: cards must be the same suit"),
        Refusal.NOT_A_RUN: translate(
            "Rules", "Only a complete run from King to Ace can go to a foundation"
        ),
        Refusal.RESERVE_DEALT: translate("Rules", "The reserve has already been dealt"),
        Refusal.GAME_OVER: translate("Rules", "The game is already won"),
        Refusal.NO_RESERVE: translate("Rules", "This game has no reserve to deal"),
        Refusal.NO_SUCH_CELL: translate("Rules", "There is no cell {cell}"),
        Refusal.NOT_IN_CELL: translate("Rules", "{card} is not in cell {cell}"),
        Refusal.CELL_NOT_EMPTY: translate("Rules", "Cell {cell} already holds a card"),
        Refusal.BLOCK_INTO_CELL: translate(
            "Rules", "Only the last card of a column can go into a cell, never a block"
        ),
        Refusal.NO_CELL_MOVES_HERE: translate(
            "Rules", "Nothing can be placed in a cell in this game"
        ),
        Refusal.CELL_TO_CELL: translate("Rules", "A card never moves from one cell to another"),
    }
    return texts[error.reason].format(**params)


def describe_move(move: Move) -> str:
    """A move in words: ``4♥ from column 2 to column 7``."""
    if move.kind is MoveKind.DEAL:
        return QCoreApplication.translate("Rules", "deal the reserve")
    assert move.card is not None
    card = card_name(move.card)
    if move.kind is MoveKind.FOUNDATION:
        return QCoreApplication.translate(
            "Rules", "the run from {card} in column {source} to a foundation"
        ).format(card=card, source=move.source + 1)
    if move.kind is MoveKind.FROM_CELL:
        return QCoreApplication.translate(
            "Rules", "{card} from cell {cell} to column {target}"
        ).format(card=card, cell=move.cell + 1, target=move.target + 1)
    if move.kind is MoveKind.TO_CELL:
        return QCoreApplication.translate(
            "Rules", "{card} from column {source} to cell {cell}"
        ).format(card=card, source=move.source + 1, cell=move.cell + 1)
    return QCoreApplication.translate(
        "Rules", "{card} from column {source} to column {target}"
    ).format(card=card, source=move.source + 1, target=move.target + 1)
