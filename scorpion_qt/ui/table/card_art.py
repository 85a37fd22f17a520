"""Card faces and backs from SVG, rendered to pixmaps cached per size and pixel ratio.

Rendering the deck takes a few tens of milliseconds, so the pixmaps of the size the board
was last shown at are also kept on disk as one sheet, which the next start loads instead.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import mmap
import struct
from pathlib import Path
from typing import TYPE_CHECKING

# QtCore.Qt and QPen at call time: not needed before the first paint (BoardView)
from PySide6 import QtCore, QtGui
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from scorpion_qt import __version__
from scorpion_qt.engine import CARDS, Card, Suit
from scorpion_qt.engine.cards import RANK_CHARS
from scorpion_qt.package_files import resource
from scorpion_qt.ui.table import board_colours, card_decks
from scorpion_qt.ui.table.card_decks import ART_HEIGHT as _ART_HEIGHT
from scorpion_qt.ui.table.card_decks import ART_WIDTH as _ART_WIDTH
from scorpion_qt.ui.table.card_decks import FOUR_COLOUR_CLUBS, FOUR_COLOUR_DIAMONDS, Deck

if TYPE_CHECKING:
    from PySide6.QtGui import QFont
    from PySide6.QtSvg import QSvgRenderer

log = logging.getLogger(__name__)

BACK = "back"
#: the card backs to choose from (Settings → Appearance), by their art's file name: the
#: blue diamonds first (the default), then the blue and the red aces
BACKS = ("back", "back-blue", "back-red")
SLOT = "slot"  # the outline of an empty pile
#: The deck's drawing is 140 x 190; cards keep that shape.
ASPECT = 190 / 140
NAMES = (*(str(card) for card in CARDS), BACK, SLOT)
_SHEET_COLUMNS = 13
_SHEET_ROWS = -(-len(NAMES) // _SHEET_COLUMNS)
_PLACE = {name: index for index, name in enumerate(NAMES)}  # a name's cell, in reading order
_SHEET_MAGIC = b"SQCARDS2"  # 2: with the slot
_SHEET_HEADER = struct.Struct("<8sIII")  # magic, width, height, bytes per line
#: the design of the faces, in the sheet cache's name: a new design draws the cards anew
FACE_DESIGN = 4  # 3: the strip face (rank and suit in the top strip); 4: contrast (WCAG)
_INDEX_LEFT = 10.0  # where the index starts, in the art's units
_INDEX_SPACE = 5.0  # between the rank and the suit, in the art's units


class CardArt:
    """Draws each card face (by notation, ``4H``), the back and the empty-pile slot at a
    requested size, into one sheet image per size that the board's items copy from."""

    def __init__(self, cache_dir: Path | None = None) -> None:
        self.cache_dir = cache_dir
        self.four_colour = False  # clubs green, diamonds blue
        self.large_index = False  # the index larger still, for low vision
        self.back = BACKS[0]  # the backs' design
        self.deck: Deck = card_decks.STANDARD  # the faces' design
        self._renderers: dict[tuple[str, ...], QSvgRenderer] = {}  # by file
        self._key: tuple[int, int, float] | None = None  # the size the sheet holds
        self._sheet = QImage()  # every name's cell at that size, in a grid
        self._pixels: mmap.mmap | None = None  # the file a sheet from disk lives in
        self._drawn: set[str] = set()  # the names whose cell is drawn

    @property
    def from_disk(self) -> bool:
        """The sheet in use was read from the cache folder (no card drawn anew for it)."""
        return self._pixels is not None

    def set_style(self, four_colour: bool, large_index: bool) -> None:
        """Change the deck's look; every card is drawn again."""
        if (four_colour, large_index) != (self.four_colour, self.large_index):
            self.four_colour, self.large_index = four_colour, large_index
            self._renderers.clear()
            self._key = None

    def set_back(self, back: str) -> None:
        """Show the backs in another design (one of :data:`BACKS`); every card is drawn
        again (the sheet on disk is kept per design)."""
        if back != self.back and back in BACKS:
            self.back = back
            self._key = None

    def set_deck(self, deck: str) -> None:
        """Show the faces in another deck (one of card_decks.NAMES); every card is drawn
        again (the sheet on disk is kept per deck)."""
        chosen = card_decks.DECKS.get(deck)
        if chosen is not None and chosen is not self.deck:
            self.deck = chosen
            self._renderers.clear()
            self._key = None

    def _file(self, name: str) -> tuple[str, ...]:
        if name == BACK:
            return ("cards", f"{self.back}.svg")
        return card_decks.art_file(self.deck, name)

    def _renderer(self, name: str) -> QSvgRenderer:
        file = self._file(name)
        renderer = self._renderers.get(file)
        if renderer is None:
            # QtSvg loads only when a card is drawn anew, not on a start that finds the sheet
            from PySide6.QtSvg import QSvgRenderer

            if name == BACK:
                data = resource(*file).read_bytes()
            else:
                data = card_decks.art(self.deck, name, self.four_colour)
            renderer = QSvgRenderer(QtCore.QByteArray(data))
            if not renderer.isValid():
                raise FileNotFoundError(f"card art {'/'.join(file)} is missing or invalid")
            self._renderers[file] = renderer
        return renderer

    def source(
        self, name: str, width: int, height: int, ratio: float = 1.0
    ) -> tuple[QImage, QRect]:
        """The sheet holding ``name`` at ``width`` x ``height`` logical pixels, and the cell
        (in the sheet's pixels) it is in: an item draws that cell at its own size."""
        key = (width, height, ratio)
        if key != self._key:
            # one size at a time: the board shows every card at the same size
            self._use_size(key)
        cell = self._cell(name)
        if name not in self._drawn:
            self._draw(name, cell)
        return self._sheet, cell

    def pixmap(self, name: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """``name`` at ``width`` x ``height`` logical pixels as a pixmap of its own."""
        sheet, cell = self.source(name, width, height, ratio)
        pixmap = QPixmap.fromImage(sheet.copy(cell))
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def _cell(self, name: str) -> QRect:
        assert self._key is not None
        width, height = _pixels(self._key)
        row, col = divmod(_PLACE[name], _SHEET_COLUMNS)
        return QRect(col * width, row * height, width, height)

    def _use_size(self, key: tuple[int, int, float]) -> None:
        """Make the sheet the one of this size: from disk if it was kept, else empty."""
        self._key = key
        if self._load_sheet(key):
            self._drawn = set(NAMES)
            return
        width, height = _pixels(key)
        self._sheet = QImage(
            width * _SHEET_COLUMNS, height * _SHEET_ROWS, QImage.Format.Format_ARGB32_Premultiplied
        )
        self._sheet.fill(QtCore.Qt.GlobalColor.transparent)
        self._pixels = None
        self._drawn = set()

    def _draw(self, name: str, cell: QRect) -> None:
        assert self._key is not None
        width, height, ratio = self._key
        painter = QPainter(self._sheet)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(cell.x(), cell.y())
        painter.scale(ratio, ratio)
        if name == SLOT:
            self._draw_slot(painter, width, height)
        elif name == BACK:
            self._renderer(name).render(painter, QRectF(0, 0, width, height))
        else:
            renderer, element = self._renderer(name), card_decks.element(self.deck, name)
            if element is None:
                renderer.render(painter, QRectF(0, 0, width, height))
            else:
                renderer.render(painter, element, QRectF(0, 0, width, height))
            self._draw_index(painter, name, width, height)
        painter.end()
        self._drawn.add(name)

    @staticmethod
    def _draw_slot(painter: QPainter, width: int, height: int) -> None:
        """A dashed outline on a shadow: where a pile's cards would lie. It is art like the
        cards, so that painting an empty pile needs no pen (see BoardView)."""
        radius = width / 14
        line = board_colours.qcolor(board_colours.SLOT_LINE)
        painter.setPen(QtGui.QPen(line, 2, QtCore.Qt.PenStyle.DashLine))
        painter.setBrush(board_colours.qcolor(board_colours.SLOT_SHADE))
        painter.drawRoundedRect(QRectF(2, 2, width - 4, height - 4), radius, radius)

    def _draw_index(self, painter: QPainter, name: str, width: int, height: int) -> None:
        """Replace the art's own corner index with the strip face's: the rank and the suit
        side by side, large, in the top strip that a covered card keeps in view (see
        layout.STRIP), and the same turned about the card's middle at the bottom."""
        card = Card.parse(name)
        colour = self.suit_colour(card)
        deck = self.deck
        top, size = index_band(self.large_index or deck.large_print)
        rank = "10" if card.rank == 10 else RANK_CHARS[card.rank - 1]
        # each glyph the band's height; "10" narrowed, to be no wider than it needs
        glyphs = ((rank, 0.8 if rank == "10" else 1.0), (card.suit.symbol, 1.0))
        painter.save()
        painter.scale(width / _ART_WIDTH, height / _ART_HEIGHT)  # the art's own units
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        if deck.large_print:
            painter.setBrush(colour)
            _draw_large_print(painter, rank, card.suit.symbol)
        for turn in (0, 180):
            painter.save()
            painter.translate(_ART_WIDTH / 2, _ART_HEIGHT / 2)
            painter.rotate(turn)
            painter.translate(-_ART_WIDTH / 2, -_ART_HEIGHT / 2)
            painter.setBrush(board_colours.qcolor(board_colours.FACE))
            painter.drawPath(_corner_patch(card_decks.index_area(deck, card)))
            if deck.index_patch:  # white behind the index, where the art has a picture
                right = _INDEX_LEFT + _glyphs_width(glyphs, size) + _INDEX_SPACE
                bottom = (top + size) * _ART_HEIGHT + _INDEX_SPACE
                painter.drawPath(_corner_patch((0.0, 0.0, right, bottom)))
            painter.setBrush(colour)
            x = _INDEX_LEFT
            for text, narrow in glyphs:
                x = _draw_glyph(painter, text, x, top * _ART_HEIGHT, size * _ART_HEIGHT, narrow)
                x += _INDEX_SPACE
            painter.restore()
        painter.restore()

    def suit_colour(self, card: Card) -> QColor:
        """The colour of ``card``'s index: its suit's, in two or four colours."""
        if self.four_colour and card.suit == Suit.CLUBS:
            return QColor(FOUR_COLOUR_CLUBS.decode())
        if self.four_colour and card.suit == Suit.DIAMONDS:
            return QColor(FOUR_COLOUR_DIAMONDS.decode())
        return board_colours.qcolor(
            board_colours.RED_SUIT if card.suit.is_red else board_colours.BLACK_SUIT
        )

    # -- the sheet on disk ----------------------------------------------------------------

    def _sheet_path(self, key: tuple[int, int, float]) -> Path | None:
        if self.cache_dir is None:
            return None
        width, height, ratio = key
        colours = "4" if self.four_colour else "2"
        style = f"{self.deck.name}{colours}{'L' if self.large_index else ''}{self.back}"
        name = f"cards-{__version__}-f{FACE_DESIGN}-{style}-{width}x{height}@{ratio:g}.sheet"
        return self.cache_dir / name

    def _load_sheet(self, key: tuple[int, int, float]) -> bool:
        """Use the sheet saved by :meth:`save_sheet` for this size; False if it is missing,
        of another size or damaged (the cards are then drawn again).

        The image lives in a private mapping of the file: nothing is read or copied before
        the cards are drawn, and drawing on it never writes to the file. A sheet is never
        rewritten in place (see save_sheet), so the mapped file cannot shrink under it."""
        path = self._sheet_path(key)
        if path is None:
            return False
        try:
            with path.open("rb") as file:
                pixels = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_COPY)
        except (OSError, ValueError):  # ValueError: an empty file cannot be mapped
            return False
        width, height = _pixels(key)
        header = _SHEET_HEADER.size
        if len(pixels) < header:
            return False
        magic, sheet_w, sheet_h, stride = _SHEET_HEADER.unpack_from(pixels)
        if (
            magic != _SHEET_MAGIC
            or (sheet_w, sheet_h) != (width * _SHEET_COLUMNS, height * _SHEET_ROWS)
            or stride < sheet_w * 4
            or len(pixels) != header + stride * sheet_h
        ):
            return False
        image_format = QImage.Format.Format_ARGB32_Premultiplied
        self._sheet = QImage(memoryview(pixels)[header:], sheet_w, sheet_h, stride, image_format)
        self._pixels = pixels  # the image's pixels: kept as long as it is
        return True

    def save_sheet(self) -> None:
        """Keep the current size's sheet on disk for the next start (once per size).

        The sheet is raw premultiplied pixels behind a small header: reading it back is a
        single read, where decoding a PNG of the same cards took several milliseconds."""
        key = self._key
        path = self._sheet_path(key) if key is not None else None
        if key is None or path is None or self._pixels is not None:
            return  # no size yet, nowhere to keep it, or the sheet came from there
        for name in NAMES:
            if name not in self._drawn:
                self._draw(name, self._cell(name))
        sheet = self._sheet
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
            with contextlib.suppress(OSError):  # the folder itself may be what failed
                partial.unlink(missing_ok=True)


def index_band(large: bool) -> tuple[float, float]:
    """Where a face's index lies: its top and its height, in card heights. Its bottom stays
    above layout.STRIP (0.185), the least of a covered card that the board keeps in view,
    and above the art's highest pips (0.189: the eights' and tens')."""
    return (0.025, 0.15) if large else (0.035, 0.13)


@functools.cache
def _corner_patch(area: tuple[float, float, float, float]) -> QtGui.QPainterPath:
    """``area`` (x, y, width, height in the art's units) within the face's white, a unit
    inside its edge."""
    face = QtGui.QPainterPath()
    face.addRoundedRect(QRectF(3, 3, 133, 183), 15, 15)
    corner = QtGui.QPainterPath()
    corner.addRect(QRectF(*area))
    return face.intersected(corner)


def _draw_glyph(
    painter: QPainter, text: str, x: float, y: float, height: float, narrow: float = 1.0
) -> float:
    """Draw ``text`` ``height`` tall with its top left at (x, y), its width times
    ``narrow``; where it ends on the right."""
    glyph = _glyph(text)
    bounds = glyph.boundingRect()
    scale = height / bounds.height()
    painter.save()
    painter.translate(x, y)
    painter.scale(scale * narrow, scale)
    painter.translate(-bounds.x(), -bounds.y())
    painter.drawPath(glyph)
    painter.restore()
    return x + bounds.width() * scale * narrow


def _glyphs_width(glyphs: tuple[tuple[str, float], ...], size: float) -> float:
    """How wide the index's glyphs are side by side, in the art's units."""
    widths = []
    for text, narrow in glyphs:
        bounds = _glyph(text).boundingRect()
        widths.append(bounds.width() * size * _ART_HEIGHT / bounds.height() * narrow)
    return sum(widths) + _INDEX_SPACE * (len(glyphs) - 1)


#: the large-print face's rank and suit in its middle: their tops and heights, in the art's
#: units; below the most of a covered card the board shows (layout.UP_STEP, 0.26 of the
#: card: 49.4), above the turned index at the bottom (from 156.75)
_LARGE_RANK = (52.0, 50.0)
_LARGE_SUIT = (108.0, 42.0)


def _draw_large_print(painter: QPainter, rank: str, suit: str) -> None:
    """The rank and, under it, the suit, large and centred on the face."""
    for text, (top, height), narrow in (
        (rank, _LARGE_RANK, 0.8 if rank == "10" else 1.0),
        (suit, _LARGE_SUIT, 1.0),
    ):
        bounds = _glyph(text).boundingRect()
        width = bounds.width() * height / bounds.height() * narrow
        _draw_glyph(painter, text, (_ART_WIDTH - width) / 2, top, height, narrow)


@functools.cache
def _index_font() -> QFont:
    """The bundled DejaVu Sans Bold, so that the index looks the same on every system."""
    from PySide6.QtGui import QFont, QFontDatabase  # loads only for drawing anew

    font_id = QFontDatabase.addApplicationFont(str(resource("fonts", "DejaVuSans-Bold.ttf")))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    font = QFont(families[0]) if families else QFont()
    font.setPixelSize(100)
    font.setBold(True)
    return font


@functools.cache
def _glyph(text: str) -> QtGui.QPainterPath:
    """The outline of ``text`` at 100 pixels; the index scales it to its height."""
    glyph = QtGui.QPainterPath()
    glyph.addText(0, 0, _index_font(), text)
    return glyph


def device_ratio(painter: QPainter) -> float:
    """The device pixel ratio ``painter`` draws at: the art is drawn for it."""
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def _pixels(key: tuple[int, int, float]) -> tuple[int, int]:
    """A cell's size in the sheet's (device) pixels."""
    width, height, ratio = key
    return round(width * ratio), round(height * ratio)
