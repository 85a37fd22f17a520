"""The game toolbar's buttons named for players and assistive technology, and its style
(Settings → Toolbar)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar, QWidget

from scorpion_qt.ui.services.settings import TOOLBAR_STYLES

# Qt's ``Qt.ToolButtonStyle`` for each of TOOLBAR_STYLES, by name: set through Qt's
# property, since PySide6's ``Qt`` namespace is not built before the first paint (BoardView)
TOOL_BUTTON_STYLES = {
    "icons": "ToolButtonIconOnly",
    "text_beside_icons": "ToolButtonTextBesideIcon",
    "text": "ToolButtonTextOnly",
}


def set_style(toolbar: QToolBar, style: str) -> None:
    """Show the buttons as ``style``, one of TOOLBAR_STYLES, says."""
    toolbar.setProperty("toolButtonStyle", TOOL_BUTTON_STYLES[style])


def name_buttons(toolbar: QToolBar) -> None:
    """Every button is named by its action's text (without "&" and "…"), whatever it
    shows: the name for assistive technology, and the tooltip with the action's key."""
    for action in toolbar.actions():
        name = action.iconText()
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        # a toolbar button's tooltip: its action, as the menus name it, and its keys
        tip = QCoreApplication.translate("GameToolbar", "{action} ({keys})")
        action.setToolTip(tip.format(action=name, keys=keys) if keys else name)
        button = toolbar.widgetForAction(action)
        if button is not None:
            button.setAccessibleName(name)


class ToolbarMenu(QMenu):
    """Icons only, text beside icons or text only: ``choose`` is called with the style
    chosen (a TOOLBAR_STYLES value), which it applies and keeps."""

    def __init__(
        self, style: str, choose: Callable[[str], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("T&oolbar"), parent)
        self.setObjectName("toolbar_menu")
        names = {
            "icons": self.tr("&Icons Only"),
            "text_beside_icons": self.tr("Text &Beside Icons"),
            "text": self.tr("&Text Only"),
        }
        group = QActionGroup(self)  # one of them checked at a time
        for code in TOOLBAR_STYLES:
            action = self.addAction(names[code])
            action.setCheckable(True)
            action.setChecked(code == style)
            action.setData(code)
            group.addAction(action)
        self._choose = choose
        group.triggered.connect(self._chosen)

    def _chosen(self, action: QAction) -> None:
        self._choose(str(action.data()))
