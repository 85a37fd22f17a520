"""Player names: NFKC-normalised, 1–24 characters, printable, something visible, and
unique by what they look like.

Two names are one when they look alike: their Unicode security skeletons (UTS #39, by
ICU's ``SpoofChecker``, the reference implementation, through PyICU) are equal once the
default-ignorable code points (ICU's ``Default_Ignorable_Code_Point`` property: the
variation selectors, the combining grapheme joiner, the Hangul fillers…) are removed, as
the skeleton of UTS #39 since Unicode 15.1 removes them. A name is compared twice: as
written (``Alice`` and ``AIice``, with a capital I, look alike) and case-folded (``Alice``
and ``ALICE`` are one player: names are unique ignoring case).
"""

from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass

import icu

MAX_LENGTH = 24

#: Unicode categories a name may not hold, with what to call them in a refusal.
FORBIDDEN = {
    "Cc": "a control character",
    "Cf": "a format character (such as a zero-width joiner or a direction override)",
    "Cs": "a surrogate",
    "Co": "a private-use character",
    "Cn": "an unassigned character",
    "Zl": "a line separator",
    "Zp": "a paragraph separator",
}

#: Characters drawn as an empty space that are neither white space nor default-ignorable
#: (a name of these alone shows nothing; in a key they count as a space)
BLANKS = frozenset(
    {
        "\u2800",  # BRAILLE PATTERN BLANK
        "\U0001d159",  # MUSICAL SYMBOL NULL NOTEHEAD
    }
)

#: the categories of characters that show something on their own (letters, digits,
#: punctuation, symbols; not marks, which only change the character before them)
_VISIBLE_CATEGORIES = ("L", "N", "P", "S")
_SHOWS_NOTHING = "the name shows nothing: it holds no visible letter, digit, punctuation or symbol"


class BadName(ValueError):
    """Why a name cannot be registered, in words."""


@dataclass(frozen=True, slots=True)
class PlayerName:
    """A name as shown (``text``) and as compared: ``skeleton`` as written, ``folded``
    (the skeleton) case-folded, and ``key``, the name case-folded (NFKC), as names were
    compared before skeletons. A name any of whose three another player's has is taken."""

    text: str
    skeleton: str
    folded: str
    key: str


def player_name(raw: str) -> PlayerName:
    """The name ``raw`` registers as: NFKC-normalised (full-width letters and ligatures
    are their plain letters) and stripped of what shows nothing at either end (white
    space, default-ignorable code points, blanks). Raises :class:`BadName`."""
    text = shown_name(raw, MAX_LENGTH)
    return PlayerName(text, name_skeleton(text), folded_skeleton(text), name_key(text))


def shown_name(raw: str, most: int) -> str:
    """``raw`` as a name is shown: NFKC-normalised and stripped of what shows nothing at
    either end, 1 to ``most`` characters, none of them :data:`FORBIDDEN`, something
    visible (a player's name, a club's). Raises :class:`BadName`."""
    normal = unicodedata.normalize("NFKC", raw)
    text = _strip_invisible(normal)
    if not normal.strip():
        raise BadName("the name is empty")
    if not text:
        raise BadName(_SHOWS_NOTHING)
    if len(text) > most:
        raise BadName(f"the name has {len(text)} characters, more than {most}")
    for char in text:
        kind = FORBIDDEN.get(unicodedata.category(char))
        if kind is not None:
            raise BadName(f"the name holds {kind}, U+{ord(char):04X}")
    if not any(_visible(char) for char in text):
        raise BadName(_SHOWS_NOTHING)
    return text


def name_skeleton(text: str) -> str:
    """What two names must differ in as written: the UTS #39 skeleton of ``text`` without
    its default-ignorable code points, blanks and white space as one space."""
    shown = "".join(
        " " if char in BLANKS or char.isspace() else char
        for char in text
        if not is_default_ignorable(char)
    )
    skeleton: str = _checker().getSkeleton(0, shown)
    return skeleton


def folded_skeleton(text: str) -> str:
    """What two names must differ in ignoring case: the skeleton of the name case-folded."""
    return name_skeleton(name_key(text))


def name_key(text: str) -> str:
    """The name case folded, then NFKC again (folding can denormalise)."""
    return unicodedata.normalize("NFKC", text.casefold())


def is_default_ignorable(char: str) -> bool:
    """Whether ``char`` has Unicode's Default_Ignorable_Code_Point property (ICU's data,
    the same Unicode version as its confusables)."""
    return bool(icu.Char.hasBinaryProperty(char, icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT))


def _visible(char: str) -> bool:
    return (
        unicodedata.category(char)[0] in _VISIBLE_CATEGORIES
        and char not in BLANKS
        and not is_default_ignorable(char)
    )


def _strip_invisible(text: str) -> str:
    """``text`` without what shows nothing at its ends (see :func:`_invisible_edge`)."""
    start, end = 0, len(text)
    while start < end and _invisible_edge(text[start]):
        start += 1
    while end > start and _invisible_edge(text[end - 1]):
        end -= 1
    return text[start:end]


def _invisible_edge(char: str) -> bool:
    """Stripped from an end: white space, a blank, or a default-ignorable code point that
    is no format character (those are refused wherever they are)."""
    return (
        char.isspace()
        or char in BLANKS
        or (is_default_ignorable(char) and unicodedata.category(char) != "Cf")
    )


@functools.cache
def _checker() -> icu.SpoofChecker:
    """ICU's spoof checker (its skeleton is a pure function of the string and ICU's
    confusables data; one is made per process)."""
    return icu.SpoofChecker()
