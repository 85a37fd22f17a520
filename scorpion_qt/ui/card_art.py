"""Card faces and backs from SVG, rendered to pixmaps cached per size and pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from scorpion_qt.ui.resources import resource

BACK = "back"
#: The deck's drawing is 140 x 190; cards keep that shape.
ASPECT = 190 / 140


class CardArt:
    """Renders each card face (by notation, ``4H``) or the back at a requested size."""

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: dict[tuple[str, int, int], QPixmap] = {}
        self._cache_size = QSize()

    def _renderer(self, name: str) -> QSvgRenderer:
        renderer = self._renderers.get(name)
        if renderer is None:
            renderer = QSvgRenderer(str(resource("cards", f"{name}.svg")))
            if not renderer.isValid():
                raise FileNotFoundError(f"card art {name}.svg is missing or invalid")
            self._renderers[name] = renderer
        return renderer

    def pixmap(self, name: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """The pixmap of ``name`` at ``width`` x ``height`` logical pixels."""
        key = (name, width, height)
        pixmap = self._cache.get(key)
        if pixmap is None or pixmap.devicePixelRatio() != ratio:
            if QSize(width, height) != self._cache_size:
                # one size at a time: the board shows every card at the same size
                self._cache = {k: v for k, v in self._cache.items() if k[1:] == (width, height)}
                self._cache_size = QSize(width, height)
            pixmap = QPixmap(round(width * ratio), round(height * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderer(name).render(painter, QRectF(0, 0, width, height))
            painter.end()
            self._cache[key] = pixmap
        return pixmap
