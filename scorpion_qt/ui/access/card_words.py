"""Cards and piles in words, in the player's language, as a screen reader speaks them:
"Seven of Hearts", "Column 3", "7 cards: 3 face down, then Jack of Hearts to Three of Spades".

Pure functions of engine values; each call translates anew, so a language chosen later is
spoken at once.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine import Card, Suit

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


class PileKind(enum.Enum):
    """The kinds of pile on the board."""

    RESERVE = "reserve"
    FOUNDATION = "foundation"
    CELL = "cell"
    COLUMN = "column"


def _rank_words() -> tuple[str, ...]:
    # A rank as it stands in a card's name: languages that inflect it (Turkish "Kupa
    # Yedilisi") translate these in that form.
    return (
        translate("CardWords", "Ace", "rank in a card's name"),
        translate("CardWords", "Two", "rank in a card's name"),
        translate("CardWords", "Three", "rank in a card's name"),
        translate("CardWords", "Four", "rank in a card's name"),
        translate("CardWords", "Five", "rank in a card's name"),
        translate("CardWords", "Six", "rank in a card's name"),
        translate("CardWords", "Seven", "rank in a card's name"),
        translate("CardWords", "Eight", "rank in a card's name"),
        translate("CardWords", "Nine", "rank in a card's name"),
        translate("CardWords", "Ten", "rank in a card's name"),
        translate("CardWords", "Jack", "rank in a card's name"),
        translate("CardWords", "Queen", "rank in a card's name"),
        translate("CardWords", "King", "rank in a card's name"),
    )


def suit_name(suit: Suit) -> str:
    """A suit's name, e.g. "Hearts"."""
    names = (
        translate("CardWords", "Clubs"),
        translate("CardWords", "Diamonds"),
        translate("CardWords", "Hearts"),
        translate("CardWords", "Spades"),
    )
    return names[suit]


def card_name(card: Card) -> str:
    """A face-up card in words: "Seven of Hearts" (TR "Kupa Yedilisi", DE "Herz Sieben")."""
    return translate("CardWords", "{rank} of {suit}").format(
        rank=_rank_words()[card.rank - 1], suit=suit_name(card.suit)
    )


def face_down_name() -> str:
    """What a face-down card is called."""
    return translate("CardWords", "Face-down card")


def pile_name(kind: PileKind, index: int = 0) -> str:
    """A pile's name from its 0-based index: "Reserve", "Foundation 2", "Cell 1", "Column 3"."""
    number = index + 1
    if kind is PileKind.RESERVE:
        return translate("CardWords", "Reserve")
    if kind is PileKind.FOUNDATION:
        return translate("CardWords", "Foundation {number}").format(number=number)
    if kind is PileKind.CELL:
        return translate("CardWords", "Cell {number}").format(number=number)
    return translate("CardWords", "Column {number}").format(number=number)


def empty_text() -> str:
    """What an empty pile holds."""
    return translate("CardWords", "Empty")


def _face_up_span(cards: Sequence[Card]) -> str:
    if len(cards) == 1:
        return card_name(cards[0])
    return translate("CardWords", "{first} to {last}").format(
        first=card_name(cards[0]), last=card_name(cards[-1])
    )


def column_summary(cards: Sequence[Card], down: int = 0) -> str:
    """A pile in one line, bottom to top, its ``down`` lowest cards face-down: "Empty",
    "1 card: Seven of Hearts", "7 cards: 3 face down, then Jack of Hearts to Three of
    Spades", "3 cards, all face down"."""
    count = len(cards)
    if not count:
        return empty_text()
    if down >= count:
        if count == 1:
            return translate("CardWords", "1 card, face down")
        return translate("CardWords", "{count} cards, all face down").format(count=count)
    span = _face_up_span(cards[down:])
    if not down:
        if count == 1:
            return translate("CardWords", "1 card: {cards}").format(cards=span)
        return translate("CardWords", "{count} cards: {cards}").format(count=count, cards=span)
    return translate("CardWords", "{count} cards: {down} face down, then {cards}").format(
        count=count, down=down, cards=span
    )
