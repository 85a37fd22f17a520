"""The actions' icons: the system's icon theme's where it has them, else the app's own."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from scorpion_qt.ui.resources import resource

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


def themed_icon(name: str) -> QIcon:
    """The icon theme's icon ``name``; where the theme has none, the app's own drawing of it
    (an SVG, drawn at the size and pixel ratio asked for), if it has one."""
    own = OWN_ICONS.get(name)
    if own is None:
        return QIcon.fromTheme(name)
    return QIcon.fromTheme(name, QIcon(str(resource("icons", f"{own}.svg"))))
