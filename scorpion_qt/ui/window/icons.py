"""The actions' icons: the system's icon theme's where it has them, else the app's own."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from scorpion_qt.package_files import resource

#: the icons drawn for the app (resources/icons/NAME.svg), by the theme's name they stand in
#: for: the toolbar's buttons have an icon on a system with no icon theme, too
OWN_ICONS = {
    "document-new": "new-game",
    "view-refresh": "restart",
    "go-down": "deal-reserve",
    "edit-undo": "undo",
    "edit-redo": "redo",
    "help-hint": "hint",
    "media-skip-forward": "finish",
}


#: the sizes each of them is kept at, as NAME-N.png rendered from its SVG (see
#: packaging/icons/render_icons.py): PNGs, since an SVG icon would load Qt's SVG icon engine
#: and library at the first paint (about 3.5 MB)
OWN_SIZES = (16, 22, 24, 32, 44, 48, 64)


def themed_icon(name: str) -> QIcon:
    """The icon theme's icon ``name``; where the theme has none, the app's own drawing of it,
    if it has one (at the kept size nearest to the one asked for)."""
    own = OWN_ICONS.get(name)
    if own is None:
        return QIcon.fromTheme(name)
    fallback = QIcon()
    for size in OWN_SIZES:  # its size given: the file is not opened to read it until needed
        fallback.addFile(str(resource("icons", f"{own}-{size}.png")), QSize(size, size))
    return QIcon.fromTheme(name, fallback)
