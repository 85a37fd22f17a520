"""User-facing, translated texts for engine refusals and names."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine import Card, IllegalMove, Refusal


def _tr(text: str) -> str:
    return QCoreApplication.translate("Rules", text)


def card_name(card: Card) -> str:
    """A card's translated short name, e.g. ``4♥``."""
    ranks = {1: _tr("A"), 11: _tr("J"), 12: _tr("Q"), 13: _tr("K")}
    return ranks.get(card.rank, str(card.rank)) + card.suit.symbol


def refusal_text(error: IllegalMove) -> str:
    """The translated message for a refused move."""
    params = dict(error.params)
    if isinstance(params.get("card"), Card):
        params["card"] = card_name(params["card"])
    texts = {
        Refusal.NOT_A_MOVE: _tr("Not a move: {text}"),
        Refusal.NO_SUCH_COLUMN: _tr("There is no column {column}"),
        Refusal.SAME_COLUMN: _tr("The card is already in column {column}"),
        Refusal.CARD_NOT_IN_COLUMN: _tr("{card} is not in column {column}"),
        Refusal.FACE_DOWN: _tr("{card} is face-down and cannot be moved yet"),
        Refusal.EMPTY_NEEDS_KING: _tr("Only a King can be placed in an empty column"),
        Refusal.NOTHING_ON_ACE: _tr("Nothing can be placed on an Ace"),
        Refusal.WRONG_RANK: _tr("{card} can only be placed on a card one rank higher"),
        Refusal.SAME_SUIT: _tr("Rule: cards must be the same suit"),
        Refusal.NOT_A_RUN: _tr("Only a complete run from King to Ace can go to a foundation"),
        Refusal.RESERVE_DEALT: _tr("The reserve has already been dealt"),
        Refusal.GAME_OVER: _tr("The game is already won"),
    }
    return texts[error.reason].format(**params)


def rules_name(rules_id: str) -> str:
    names = {"classic": _tr("Classic"), "relaxed": _tr("Relaxed")}
    return names.get(rules_id, rules_id)


def rules_explanation(rules_id: str) -> str:
    texts = {
        "classic": _tr("Build down in the same suit: 7♠ on 8♠. Only Kings fill empty columns."),
        "relaxed": _tr("Build down in any suit: 7♥ on 8♠. Runs must still be one suit."),
    }
    return texts.get(rules_id, "")


def card_long_name(card: Card) -> str:
    """A card's full translated name, e.g. ``Four of hearts``."""
    ranks = (
        _tr("Ace"),
        _tr("Two"),
        _tr("Three"),
        _tr("Four"),
        _tr("Five"),
        _tr("Six"),
        _tr("Seven"),
        _tr("Eight"),
        _tr("Nine"),
        _tr("Ten"),
        _tr("Jack"),
        _tr("Queen"),
        _tr("King"),
    )
    suits = (_tr("clubs"), _tr("diamonds"), _tr("hearts"), _tr("spades"))
    return _tr("{rank} of {suit}").format(rank=ranks[card.rank - 1], suit=suits[card.suit])


def card_place_description(card: Card, column: int) -> str:
    """``Four of hearts, column 7`` (column 1-based)."""
    return _tr("{card}, column {column}").format(card=card_long_name(card), column=column)


def empty_column_description(column: int) -> str:
    return _tr("Empty column {column}").format(column=column)


def reserve_description(cards: int) -> str:
    if cards:
        return _tr("Reserve, {count} cards: press Enter to deal").format(count=cards)
    return _tr("Reserve, dealt")
