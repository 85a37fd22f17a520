"""Qt's way to the board view's accessible tree: a factory installed before the first
board view is made (Qt keeps the first interface it makes for a view). The tree's modules
load when assistive technology first asks for a board view, not with the window."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

#: the board view's class as Qt's meta-object names it (Qt asks by each class's name)
BOARD_VIEW = "BoardView"
_installed: list[bool] = []


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if key != BOARD_VIEW:
        return None
    from scorpion_qt.ui.access.board_tree import board_node

    return board_node(obj)


def install() -> None:
    """Make Qt ask for the board view's accessible interface here (once; before the first
    board view is made, whose interface Qt would otherwise make and keep)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)
