"""The decks to choose from (Settings → Appearance): where each one's art is, and how the
app's strip index goes on it. Every deck's faces show the same index in the top strip that
a covered card keeps in view (see card_art.index_band), in its two or four colours."""

from __future__ import annotations

import re
from dataclasses import dataclass

from scorpion_qt.engine import Card
from scorpion_qt.package_files import resource

#: the art's units: every deck is drawn into a card of this shape
ART_WIDTH, ART_HEIGHT = 140, 190


@dataclass(frozen=True)
class Deck:
    """One deck's art and what the app draws over it."""

    name: str
    #: where the art draws its own index, top left, in the art's units (the same turned
    #: about the card's middle at the bottom right): a white patch hides it
    art_index: tuple[float, float, float, float]
    #: the same on the court cards, where it differs
    court_index: tuple[float, float, float, float] | None = None
    #: the art has pictures where the strip's index goes: a white patch goes behind it
    index_patch: bool = False
    #: the faces are blank: a large rank and suit are drawn in the middle, for low vision
    large_print: bool = False


#: the readable default: Nicu Buculei's "white" deck, its own index replaced. No pip or
#: picture of it reaches into its index area; its white is (2, 2, 135, 185), corners of 16.
STANDARD = Deck("standard", art_index=(0.0, 0.0, 39.0, 90.0))
#: traditional court cards: Luciano Montanaro's Tigullio International (one file, each
#: face an element); its index is rank over suit at (3, 4) to (9, 20) of its 57.6 x 87.6,
#: and a court's frame has the suit at (6, 6) to (20, 20) too
CLASSIC = Deck(
    "classic",
    art_index=(0.0, 0.0, 25.0, 46.0),
    court_index=(0.0, 0.0, 50.0, 46.0),
    index_patch=True,
)
#: large print: a blank face, the largest strip index, and the rank and suit large
LARGE = Deck("large", art_index=(0.0, 0.0, 0.0, 0.0), large_print=True)
DECKS = {deck.name: deck for deck in (STANDARD, CLASSIC, LARGE)}
NAMES = tuple(DECKS)

FOUR_COLOUR_CLUBS = b"#118234"  # 4.9:1 on white (WCAG text)
FOUR_COLOUR_DIAMONDS = b"#1565c0"
_CLUBS_BLACK = rb"fill:#000000(?!;fill-opacity:0\.498)"  # not the white deck's shadow
_CLASSIC_FILE = ("cards", "classic", "tigullio.svgz")
_CLASSIC_RANKS = {1: "1", 11: "jack", 12: "queen", 13: "king"}
_CLASSIC_SUITS = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}


def index_area(deck: Deck, card: Card) -> tuple[float, float, float, float]:
    """Where ``deck``'s art draws its own index on ``card``, in the art's units."""
    if card.rank > 10 and deck.court_index is not None:
        return deck.court_index
    return deck.art_index


def art_file(deck: Deck, name: str) -> tuple[str, ...]:
    """The resource path of the SVG that holds face ``name`` (``4H``) of ``deck``."""
    if deck is CLASSIC:
        return _CLASSIC_FILE
    if deck is LARGE:
        return ("cards", "large", "face.svg")
    return ("cards", f"{name}.svg")


def element(deck: Deck, name: str) -> str | None:
    """The id of face ``name``'s element in its file, or None when the file is the face."""
    if deck is not CLASSIC:
        return None
    card = Card.parse(name)
    return f"{_CLASSIC_RANKS.get(card.rank, str(card.rank))}_{_CLASSIC_SUITS[name[-1]]}"


def art(deck: Deck, name: str, four_colour: bool) -> bytes:
    """The SVG that holds face ``name``, in four colours (clubs green, diamonds blue) when
    asked: the art's suit colours changed, nothing else."""
    data = resource(*art_file(deck, name)).read_bytes()
    if deck is CLASSIC:
        import gzip  # only when cards are drawn anew (a kept card sheet needs none)

        data = gzip.decompress(data)
        if four_colour:  # the suits' one drawing each, that every pip and court uses
            data = data.replace(
                b'id="diamond" transform="scale(0.28)" >\n<path style="fill:red"',
                b'id="diamond" transform="scale(0.28)" >\n<path style="fill:'
                + FOUR_COLOUR_DIAMONDS
                + b'"',
            ).replace(
                b'id="club" transform="scale(0.28)" >\n<path style="fill:black"',
                b'id="club" transform="scale(0.28)" >\n<path style="fill:'
                + FOUR_COLOUR_CLUBS
                + b'"',
            )
        return data
    if four_colour and deck is STANDARD:
        suit = name[-1]
        if suit == "C":  # black to green, but not the card's shadow
            data = re.sub(_CLUBS_BLACK, b"fill:" + FOUR_COLOUR_CLUBS, data)
        elif suit == "D":
            data = data.replace(b"fill:#ff0000", b"fill:" + FOUR_COLOUR_DIAMONDS)
    return data
