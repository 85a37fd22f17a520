"""Cards and piles in words, as a screen reader speaks them, in English, Turkish and German."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import CARDS, Card
from scorpion_qt.ui.access.card_words import (
    PileKind,
    card_name,
    column_summary,
    face_down_name,
    pile_name,
)
from scorpion_qt.ui.services.translations import LANGUAGES, use_language


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    yield
    use_language("en")


def cards(*codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes]


@pytest.mark.parametrize(
    ("language", "seven_of_hearts", "ace_of_spades", "ten_of_clubs", "queen_of_diamonds"),
    [
        ("en", "Seven of Hearts", "Ace of Spades", "Ten of Clubs", "Queen of Diamonds"),
        ("tr", "Kupa Yedilisi", "Maça Ası", "Sinek Onlusu", "Karo Kızı"),
        ("de", "Herz Sieben", "Pik Ass", "Kreuz Zehn", "Karo Dame"),
    ],
)
def test_cards_in_words(
    speak: None,
    language: str,
    seven_of_hearts: str,
    ace_of_spades: str,
    ten_of_clubs: str,
    queen_of_diamonds: str,
) -> None:
    use_language(language)
    named = [card_name(card) for card in cards("7H", "AS", "TC", "QD")]
    assert named == [seven_of_hearts, ace_of_spades, ten_of_clubs, queen_of_diamonds]


def test_every_card_has_its_own_name_in_every_language(speak: None) -> None:
    for language in LANGUAGES:
        use_language(language)
        names = {card_name(card) for card in CARDS}
        assert len(names) == 52, language
        assert face_down_name() not in names


def test_piles_are_numbered_from_one(speak: None) -> None:
    assert [pile_name(kind, 1) for kind in PileKind] == [
        "Reserve",
        "Foundation 2",
        "Cell 2",
        "Column 2",
    ]
    use_language("de")
    assert [pile_name(kind, 2) for kind in PileKind] == [
        "Reserve",
        "Zielstapel 3",
        "Zelle 3",
        "Spalte 3",
    ]
    use_language("tr")
    assert pile_name(PileKind.COLUMN, 6) == "Sütun 7" and pile_name(PileKind.RESERVE) == "Yedek"


def test_a_column_summed_up(speak: None) -> None:
    column = cards("2C", "4D", "9S", "JH", "TH", "5C", "3S")
    assert column_summary(column, 3) == (
        "7 cards: 3 face down, then Jack of Hearts to Three of Spades"
    )
    assert column_summary(column[:4], 3) == "4 cards: 3 face down, then Jack of Hearts"
    assert column_summary(column[3:]) == "4 cards: Jack of Hearts to Three of Spades"
    assert column_summary(column[:1]) == "1 card: Two of Clubs"
    assert column_summary(column[:3], 3) == "3 cards, all face down"
    assert column_summary(column[:1], 1) == "1 card, face down"
    assert column_summary([]) == "Empty"
    use_language("tr")
    assert column_summary(column, 3) == (
        "7 kart: 3 kapalı, ardından Kupa Valesi ile Maça Üçlüsü arası"
    )
    use_language("de")
    assert column_summary(column, 3) == "7 Karten: 3 verdeckt, dann Herz Bube bis Pik Drei"
    assert column_summary([]) == "Leer"
