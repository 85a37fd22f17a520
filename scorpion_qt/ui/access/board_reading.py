"""What the reading keys read, in words: a pile whole, card by card ("Column 3: 7 cards: 3
face down, then Jack of Hearts, Ten of Hearts, Nine of Hearts, Three of Spades"), where a
card can go, and the game's score, moves, time and winnability.

Pure functions of engine values (the legal places come from the controller, which asks the
engine); each call translates anew.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine import CARDS, Position
from scorpion_qt.ui.access.board_piles import Pile, face_down_count, pile_cards
from scorpion_qt.ui.access.card_words import PileKind, card_name, empty_text, pile_name
from scorpion_qt.ui.access.move_words import block_words
from scorpion_qt.ui.play.places import FOUNDATION, place_cell

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


def _listed(names: Sequence[str]) -> str:
    return translate("MoveWords", ", ", "between the cards of a list").join(names)


def pile_whole(position: Position, pile: Pile) -> str:
    """A pile read whole, bottom to top, every face-up card named (the words of a column's
    summary, card_words.column_summary, with the list in place of the span)."""
    codes = pile_cards(position, pile)
    down = face_down_count(position, pile)
    count = len(codes)
    if not count:
        contents = empty_text()
    elif down >= count:
        if count == 1:
            contents = translate("CardWords", "1 card, face down")
        else:
            contents = translate("CardWords", "{count} cards, all face down").format(count=count)
    else:
        cards = _listed([card_name(CARDS[code]) for code in codes[down:]])
        if down:
            contents = translate(
                "CardWords", "{count} cards: {down} face down, then {cards}"
            ).format(count=count, down=down, cards=cards)
        elif count == 1:
            contents = translate("CardWords", "1 card: {cards}").format(cards=cards)
        else:
            contents = translate("CardWords", "{count} cards: {cards}").format(
                count=count, cards=cards
            )
    return translate("ReadingKeys", "{pile}: {contents}").format(
        pile=pile_name(pile.kind, pile.index), contents=contents
    )


def _place_words(position: Position, place: int) -> str:
    """A place a card can go: "Column 5, onto Jack of Hearts", "Column 6, empty", "Cell 2",
    "a foundation"."""
    if place == FOUNDATION:
        return translate("ReadingKeys", "a foundation")
    cell = place_cell(place)
    if cell is not None:
        return pile_name(PileKind.CELL, cell)
    column = pile_name(PileKind.COLUMN, place)
    cards = position.columns[place]
    if not cards:
        return translate("ReadingKeys", "{pile}, empty").format(pile=column)
    return translate("ReadingKeys", "{pile}, onto {card}").format(
        pile=column, card=card_name(CARDS[cards[-1]])
    )


def _reading_order(place: int) -> tuple[int, int]:
    """A foundation first, then the columns left to right, then the cells."""
    if place == FOUNDATION:
        return (0, 0)
    cell = place_cell(place)
    return (2, cell) if cell is not None else (1, place)


def where_text(position: Position, code: int | None, places: Sequence[int]) -> str:
    """Where the card ``code`` (with the cards on it) can go: ``places`` are the legal
    places (see places.py) the controller gave for it."""
    if code is None:
        return translate("ReadingKeys", "No card here to move")
    card = CARDS[code]
    where = position.where(card)
    count = len(position.columns[where[0]]) - where[1] if where is not None else 1
    cards = block_words(card, count)
    if not places:
        return translate("Rules", "{card} has nowhere to go").format(card=cards)
    named = translate("MoveWords", "; ", "between the parts of an announcement").join(
        _place_words(position, place) for place in sorted(places, key=_reading_order)
    )
    return translate("ReadingKeys", "{cards} can go to {places}").format(cards=cards, places=named)


def status_words(
    score: int, moves: int, time: str, runs: int, winnability: str, paused: bool = False
) -> str:
    """ "Score 35; 12 moves; time 3:05; 1 of 4 runs done; Winnable" (no winnability when
    none is shown)."""
    parts = [
        translate("ReadingKeys", "Score {score}").format(score=score),
        translate("ReadingKeys", "1 move")
        if moves == 1
        else translate("ReadingKeys", "{moves} moves").format(moves=moves),
        (
            translate("ReadingKeys", "time {time}, paused")
            if paused
            else translate("ReadingKeys", "time {time}")
        ).format(time=time),
        translate("ReadingKeys", "{runs} of 4 runs done").format(runs=runs),
    ]
    if winnability:
        parts.append(winnability)
    return translate("MoveWords", "; ", "between the parts of an announcement").join(parts)
