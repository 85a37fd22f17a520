"""The View menu: full screen, the toolbar and the status bar, each kept in the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from scorpion_qt.ui.window.full_screen_return import FullScreenReturn

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorpion_qt.ui.services.settings import Settings


class ViewOptions(QObject):
    """The View actions of ``window``, whose ``toolbar`` and ``status_bar`` they show or
    hide, applied at once and kept in ``settings``. A child of the window."""

    def __init__(
        self, window: QWidget, settings: Settings, toolbar: QWidget, status_bar: QWidget
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._toolbar = toolbar
        self._status_bar = status_bar
        self._return = FullScreenReturn(window)  # its size back from full screen (Wayland)
        self.full_screen_action = self._action(
            self.tr("&Full Screen"), settings.full_screen, self.set_full_screen
        )
        # F11 everywhere, and the platform's own key where it has another (Ctrl+Cmd+F)
        # named as text: Qt's namespace of enums (keys among them), built at its first
        # use, waits until after the first paint
        keys = [QKeySequence("F11")]
        keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)]
        self.full_screen_action.setShortcuts(list(dict.fromkeys(keys)))
        self.toolbar_action = self._action(
            self.tr("Show &Toolbar"), settings.show_toolbar, self.set_toolbar_shown
        )
        self.status_bar_action = self._action(
            self.tr("Show Status &Bar"), settings.show_status_bar, self.set_status_bar_shown
        )
        toolbar.setVisible(settings.show_toolbar)
        status_bar.setVisible(settings.show_status_bar)

    def _action(self, text: str, on: bool, slot: object) -> QAction:
        action = QAction(text, self._window)
        action.setCheckable(True)
        action.setChecked(on)
        action.triggered.connect(slot)
        self._window.addAction(action)  # its keys work in full screen, menu bar or not
        return action

    @property
    def actions(self) -> list[QAction]:
        return [self.full_screen_action, self.toolbar_action, self.status_bar_action]

    def show_window(self) -> None:
        """Show the window as it was left: full screen, or as saved."""
        if self._settings.full_screen:
            self._window.showFullScreen()
        else:
            self._window.show()

    def set_full_screen(self, on: bool) -> None:
        """View → Full Screen (F11): the board takes the whole screen; kept for next time.
        Leaving it gives back a maximized window maximized."""
        window = self._window
        self.full_screen_action.setChecked(on)
        self._settings.full_screen = on
        state = window.windowState()
        if on:
            window.setWindowState(state | QtCore.Qt.WindowState.WindowFullScreen)
        else:
            window.setWindowState(state & ~QtCore.Qt.WindowState.WindowFullScreen)

    def window_state_changed(self) -> None:
        """The window manager may end full screen itself: the action follows (the
        setting is the player's choice, and stays)."""
        self.full_screen_action.setChecked(self._window.isFullScreen())
        self._return.state_changed()

    def set_toolbar_shown(self, on: bool) -> None:
        self.toolbar_action.setChecked(on)
        self._settings.show_toolbar = on
        self._toolbar.setVisible(on)

    def set_status_bar_shown(self, on: bool) -> None:
        self.status_bar_action.setChecked(on)
        self._settings.show_status_bar = on
        self._status_bar.setVisible(on)
