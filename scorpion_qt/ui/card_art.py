"""Card faces and backs from SVG, rendered to pixmaps cached per size and pixel ratio.

Rendering the deck takes a few tens of milliseconds, so the pixmaps of the size the board
was last shown at are also kept on disk as one sheet, which the next start loads instead.
"""

from __future__ import annotations

import logging
import re
import struct
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap

from scorpion_qt import __version__
from scorpion_qt.engine import CARDS, Card, Suit
from scorpion_qt.engine.cards import RANK_CHARS
from scorpion_qt.ui.resources import resource

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

log = logging.getLogger(__name__)

BACK = "back"
#: The deck's drawing is 140 x 190; cards keep that shape.
ASPECT = 190 / 140
NAMES = (*(str(card) for card in CARDS), BACK)
_SHEET_COLUMNS = 13
_SHEET_MAGIC = b"SQCARDS1"
_SHEET_HEADER = struct.Struct("<8sIII")  # magic, width, height, bytes per line
FOUR_COLOUR_CLUBS = b"#138a36"
FOUR_COLOUR_DIAMONDS = b"#1565c0"
_CLUBS_BLACK = re.compile(rb"fill:#000000(?!;fill-opacity:0\.498)")


class CardArt:
    """Renders each card face (by notation, ``4H``) or the back at a requested size."""

    def __init__(self, cache_dir: Path | None = None) -> None:
        self.cache_dir = cache_dir
        self.four_colour = False  # clubs green, diamonds blue
        self.large_index = False  # a big rank and suit in the corner, for low vision
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: dict[str, QPixmap] = {}
        self._key: tuple[int, int, float] | None = None  # the size the cache holds

    def set_style(self, four_colour: bool, large_index: bool) -> None:
        """Change the deck's look; every pixmap is drawn again."""
        if (four_colour, large_index) != (self.four_colour, self.large_index):
            self.four_colour, self.large_index = four_colour, large_index
            self._renderers.clear()
            self._cache.clear()
            self._key = None

    def _svg(self, name: str) -> bytes:
        data = resource("cards", f"{name}.svg").read_bytes()
        if self.four_colour and name != BACK:
            suit = name[-1]
            if suit == "C":  # black to green, but not the card's shadow
                data = _CLUBS_BLACK.sub(b"fill:" + FOUR_COLOUR_CLUBS, data)
            elif suit == "D":
                data = data.replace(b"fill:#ff0000", b"fill:" + FOUR_COLOUR_DIAMONDS)
        return data

    def _renderer(self, name: str) -> QSvgRenderer:
        renderer = self._renderers.get(name)
        if renderer is None:
            # QtSvg loads only when a card is drawn anew, not on a start that finds the sheet
            from PySide6.QtSvg import QSvgRenderer

            renderer = QSvgRenderer(QByteArray(self._svg(name)))
            if not renderer.isValid():
                raise FileNotFoundError(f"card art {name}.svg is missing or invalid")
            self._renderers[name] = renderer
        return renderer

    def pixmap(self, name: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """The pixmap of ``name`` at ``width`` x ``height`` logical pixels."""
        key = (width, height, ratio)
        if key != self._key:
            # one size at a time: the board shows every card at the same size
            self._key = key
            self._cache = self._load_sheet(key)
        pixmap = self._cache.get(name)
        if pixmap is None:
            pixmap = self._render(name, key)
            self._cache[name] = pixmap
        return pixmap

    def _render(self, name: str, key: tuple[int, int, float]) -> QPixmap:
        width, height, ratio = key
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer(name).render(painter, QRectF(0, 0, width, height))
        if self.large_index and name != BACK:
            self._draw_large_index(painter, name, width, height)
        painter.end()
        return pixmap

    def _draw_large_index(self, painter: QPainter, name: str, width: int, height: int) -> None:
        """Cover the corner with a big rank and suit, readable in a stacked column."""
        card = Card.parse(name)
        box = QRectF(width * 0.04, height * 0.025, width * 0.92, height * 0.22)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255))
        painter.drawRoundedRect(box, width * 0.06, width * 0.06)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, round(height * 0.19)))
        painter.setFont(font)
        painter.setPen(self.suit_colour(card))
        rank = "10" if card.rank == 10 else RANK_CHARS[card.rank - 1]
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{rank}{card.suit.symbol}")

    def suit_colour(self, card: Card) -> QColor:
        if self.four_colour and card.suit == Suit.CLUBS:
            return QColor(FOUR_COLOUR_CLUBS.decode())
        if self.four_colour and card.suit == Suit.DIAMONDS:
            return QColor(FOUR_COLOUR_DIAMONDS.decode())
        return QColor(204, 0, 0) if card.suit.is_red else QColor(0, 0, 0)

    # -- the sheet on disk ----------------------------------------------------------------

    def _sheet_path(self, key: tuple[int, int, float]) -> Path | None:
        if self.cache_dir is None:
            return None
        width, height, ratio = key
        style = f"{'4' if self.four_colour else '2'}{'L' if self.large_index else ''}"
        return self.cache_dir / f"cards-{__version__}-{style}-{width}x{height}@{ratio:g}.sheet"

    def _load_sheet(self, key: tuple[int, int, float]) -> dict[str, QPixmap]:
        """The cards of a sheet saved by :meth:`save_sheet`; none if it is missing, of
        another size or damaged (the cards are then rendered again)."""
        path = self._sheet_path(key)
        if path is None:
            return {}
        try:
            data = path.read_bytes()
        except OSError:
            return {}
        width, height = round(key[0] * key[2]), round(key[1] * key[2])
        rows = -(-len(NAMES) // _SHEET_COLUMNS)
        header = _SHEET_HEADER.size
        if len(data) < header:
            return {}
        magic, sheet_w, sheet_h, stride = _SHEET_HEADER.unpack_from(data)
        if (
            magic != _SHEET_MAGIC
            or (sheet_w, sheet_h) != (width * _SHEET_COLUMNS, height * rows)
            or stride < sheet_w * 4
            or len(data) != header + stride * sheet_h
        ):
            return {}
        pixels = memoryview(data)[header:]
        sheet = QImage(pixels, sheet_w, sheet_h, stride, QImage.Format.Format_ARGB32_Premultiplied)
        cards: dict[str, QPixmap] = {}
        for index, name in enumerate(NAMES):
            row, col = divmod(index, _SHEET_COLUMNS)
            # copy() detaches each card from ``data``, which is freed on return
            part = QPixmap.fromImage(sheet.copy(QRect(col * width, row * height, width, height)))
            part.setDevicePixelRatio(key[2])
            cards[name] = part
        return cards

    def save_sheet(self) -> None:
        """Keep the current size's pixmaps on disk for the next start (once per size).

        The sheet is raw premultiplied pixels behind a small header: reading it back is a
        copy, where decoding a PNG of the same cards took several milliseconds."""
        key = self._key
        path = self._sheet_path(key) if key is not None else None
        if key is None or path is None or path.is_file():
            return
        width, height = round(key[0] * key[2]), round(key[1] * key[2])
        rows = -(-len(NAMES) // _SHEET_COLUMNS)
        sheet = QImage(
            width * _SHEET_COLUMNS, height * rows, QImage.Format.Format_ARGB32_Premultiplied
        )
        sheet.fill(Qt.GlobalColor.transparent)
        painter = QPainter(sheet)
        for index, name in enumerate(NAMES):
            row, col = divmod(index, _SHEET_COLUMNS)
            painter.drawPixmap(col * width, row * height, self.pixmap(name, *key))
        painter.end()
        header = _SHEET_HEADER.pack(
            _SHEET_MAGIC, sheet.width(), sheet.height(), sheet.bytesPerLine()
        )
        partial = path.with_suffix(".partial")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            for old in (*path.parent.glob("cards-*.sheet"), *path.parent.glob("cards-*.png")):
                old.unlink()
            with partial.open("wb") as out:
                out.write(header)
                out.write(bytes(sheet.constBits()))
            partial.replace(path)  # a crash mid-write leaves no half sheet under the name
        except OSError as error:
            log.info("could not write the card cache %s: %s", path, error)
            partial.unlink(missing_ok=True)
