"""Make the classic deck's art, ``resources/cards/classic/tigullio.svgz``, from Luciano
Montanaro's "Tigullio International" deck as Debian's ``kdegames-card-data-kf5`` ships it
(LGPL-2.0-or-later, see resources/ATTRIBUTION.md).

The changes, all removals, so that the faces look like the app's other decks:

- the grey shading laid over every face (``card-shadow``) is left out: the faces are white;
- the KDE logo on the ace of hearts and the maker's mark "KDE" on the court cards' frames
  are left out (a trademark, not a card's picture);
- the pips of the two to the ten are drawn smaller (:data:`PIPS`) about the card's middle,
  so that the app's index in the top strip (card_art.index_band) covers none of them;
- the sheet of every card that the file shows when opened whole is left out: the app draws
  one card at a time, by its element's id.

Usage: ``python packaging/classic_deck.py [path/to/tigullio-international.svgz]``
"""

from __future__ import annotations

import gzip
import re
import sys
from pathlib import Path

DEBIAN = Path("/usr/share/carddecks/svg-tigullio-international/tigullio-international.svgz")
#: how much smaller the pips are drawn: their top row ends up below the strip a covered
#: card keeps in view (0.185 of the card's height, 16.2 of the art's 87.6; the top pips'
#: tops are at 7, the card's middle at 44)
PIPS = 0.72
_MIDDLE = (29.0, 44.0)
_PIP_CARD = re.compile(
    r'(<g id="(?:[2-9]|10)_[a-z]+" >\n<use xlink:href="#card-outline-[a-z]+" />\n)'  # its start
    r"(.*?)"  # its pips
    r'(<use [^>]*xlink:href="#ii-)',  # its index
    re.S,
)
OUT = Path(__file__).resolve().parent.parent / "resources" / "cards" / "classic" / "tigullio.svgz"


def classic(svg: str) -> str:
    """The deck's SVG with the removals above."""
    svg, shadows = re.subn(r'\n<use xlink:href="#card-shadow" />', "", svg)
    svg, logos = re.subn(r'\n<use [^>]*xlink:href="#k-logo" />', "", svg)
    svg, marks = re.subn(r'\n<use [^>]*xlink:href="#cardmaker"[^>]*/>', "", svg)
    svg, sheets = re.subn(r'\n<use (?:y="\d+" )?xlink:href="#[a-z]+-(?:suit|cards)" />', "", svg)
    x, y = (round(c * (1 - PIPS), 3) for c in _MIDDLE)
    svg, pips = _PIP_CARD.subn(
        lambda m: f'{m[1]}<g transform="matrix({PIPS} 0 0 {PIPS} {x} {y})">\n{m[2]}</g>\n{m[3]}',
        svg,
    )
    if shadows < 52 or logos != 1 or sheets != 5 or marks != 2 or pips != 36:
        raise SystemExit(
            f"not the deck expected: {shadows} shadows, {logos} logos, {marks} marks, "
            f"{sheets} sheets, {pips} pip cards"
        )
    return svg


def main(argv: list[str]) -> None:
    source = Path(argv[0]) if argv else DEBIAN
    svg = classic(gzip.decompress(source.read_bytes()).decode("utf-8"))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    # mtime 0: the same art gives the same bytes
    OUT.write_bytes(gzip.compress(svg.encode("utf-8"), compresslevel=9, mtime=0))
    print(f"{OUT}: {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
