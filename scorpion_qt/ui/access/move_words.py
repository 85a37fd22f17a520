"""Moves in words, as a screen reader announces them once played, undone, redone or hinted:
"Four of Hearts and one card to Column 7; 5 points" (cards and piles named by card_words).

Pure functions of engine values; each call translates anew.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine import Card, Move, MoveKind, Outcome, Position, Suit
from scorpion_qt.ui.access.card_words import PileKind, card_name, pile_name, suit_name

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


def _column(index: int) -> str:
    return pile_name(PileKind.COLUMN, index)


def _foundation_of(suit: Suit, position: Position) -> str:
    """The foundation a run of ``suit`` lies on in ``position`` (one after the run went)."""
    index = position.foundations.index(suit) if suit in position.foundations else 0
    return pile_name(PileKind.FOUNDATION, index)


def block_words(card: Card, count: int) -> str:
    """A card with the cards on it: "Four of Hearts", "Four of Hearts and one card",
    "Four of Hearts and 3 cards"."""
    name = card_name(card)
    if count <= 1:
        return name
    if count == 2:
        return translate("MoveWords", "{card} and one card").format(card=name)
    return translate("MoveWords", "{card} and {count} cards").format(card=name, count=count - 1)


def _run(suit: Suit, source: int, position: Position) -> str:
    return translate("MoveWords", "Run of {suit} from {source} to {foundation}").format(
        suit=suit_name(suit), source=_column(source), foundation=_foundation_of(suit, position)
    )


def _dealt(dealt: tuple[tuple[int, Card], ...]) -> str:
    """ "Reserve dealt to columns 1 to 3: Ace of Clubs, Nine of Hearts, Four of Spades"."""
    if not dealt:
        return translate("MoveWords", "Reserve dealt")
    cards = translate("MoveWords", ", ", "between the cards of a list").join(
        card_name(card) for _column_index, card in dealt
    )
    return translate("MoveWords", "Reserve dealt to columns {first} to {last}: {cards}").format(
        first=dealt[0][0] + 1, last=dealt[-1][0] + 1, cards=cards
    )


def _where_to(move: Move) -> str:
    if move.kind is MoveKind.TO_CELL:
        return pile_name(PileKind.CELL, move.cell)
    return _column(move.target)


def _head(outcome: Outcome, position: Position) -> str:
    """What the move itself did, before what followed from it."""
    move = outcome.move
    if move.kind is MoveKind.DEAL:
        return _dealt(outcome.dealt)
    if move.kind is MoveKind.FOUNDATION:
        assert move.card is not None
        return _run(move.card.suit, move.source, position)
    assert move.card is not None
    return translate("MoveWords", "{cards} to {pile}").format(
        cards=block_words(move.card, len(outcome.moved)), pile=_where_to(move)
    )


def _points(points: int) -> str:
    return translate("MoveWords", "{points} points").format(points=points)


def _joined(parts: list[str]) -> str:
    return translate("MoveWords", "; ", "between the parts of an announcement").join(parts)


def played_text(outcome: Outcome, position: Position) -> str:
    """A move just played, in ``position`` after it: "Four of Hearts and one card to Column
    7; Nine of Clubs turned face up in Column 2; Run of Hearts from Column 7 to Foundation
    1; 110 points"."""
    parts = [_head(outcome, position)]
    for column, card in outcome.turned_up:
        parts.append(
            translate("MoveWords", "{card} turned face up in {pile}").format(
                card=card_name(card), pile=_column(column)
            )
        )
    if outcome.move.kind is not MoveKind.FOUNDATION:  # runs a move completed go at once
        parts += [_run(suit, column, position) for column, suit in outcome.runs_removed]
    if outcome.points:
        parts.append(_points(outcome.points))
    return _joined(parts)


def redone_text(outcome: Outcome, position: Position) -> str:
    return translate("MoveWords", "Redone: {move}").format(move=played_text(outcome, position))


def undone_text(outcome: Outcome, score: int) -> str:
    """A move taken back: "Undone: Four of Hearts and one card back to Column 2; score 35"."""
    move = outcome.move
    if move.kind is MoveKind.DEAL:
        what = translate("MoveWords", "the reserve's deal")
    elif move.kind is MoveKind.FOUNDATION:
        assert move.card is not None
        what = translate("MoveWords", "Run of {suit} back to {pile}").format(
            suit=suit_name(move.card.suit), pile=_column(move.source)
        )
    else:
        assert move.card is not None
        back = (
            pile_name(PileKind.CELL, move.cell)
            if move.kind is MoveKind.FROM_CELL
            else _column(move.source)
        )
        what = translate("MoveWords", "{cards} back to {pile}").format(
            cards=block_words(move.card, len(outcome.moved)), pile=back
        )
    score_text = translate("MoveWords", "score {score}").format(score=score)
    return _joined([translate("MoveWords", "Undone: {move}").format(move=what), score_text])


def move_text(move: Move, position: Position) -> str:
    """A move not yet played, as a hint says it, in ``position`` before it: "Ten of Hearts
    from Column 3 to Column 1", "Run of Spades from Column 5 to a foundation", "Deal the
    reserve"."""
    if move.kind is MoveKind.DEAL:
        return translate("MoveWords", "Deal the reserve")
    assert move.card is not None
    if move.kind is MoveKind.FOUNDATION:
        return translate("MoveWords", "Run of {suit} from {source} to a foundation").format(
            suit=suit_name(move.card.suit), source=_column(move.source)
        )
    if move.kind is MoveKind.FROM_CELL:
        source = pile_name(PileKind.CELL, move.cell)
    else:
        source = _column(move.source)
    where = position.where(move.card)
    count = len(position.columns[where[0]]) - where[1] if where is not None else 1
    return translate("MoveWords", "{cards} from {source} to {target}").format(
        cards=block_words(move.card, count), source=source, target=_where_to(move)
    )


def picked_up_text(card: Card, count: int) -> str:
    """A card picked up to move, with the cards on it: "Ten of Diamonds and one card picked
    up"."""
    return translate("MoveWords", "{cards} picked up").format(cards=block_words(card, count))
