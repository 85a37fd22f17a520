"""View → Full Screen (F11), Show Toolbar and Show Status Bar: applied at once, kept, and
back at the next start."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import open_window
from tests.ui.test_grades import press


def click_in_menu(qtbot: QtBot, window: MainWindow, menu: QMenu, text: str) -> None:
    """Open ``menu`` from the menu bar with the mouse and click its item ``text``."""
    bar = window.menuBar()
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center()
    )
    qtbot.waitUntil(menu.isVisible)
    action = next(a for a in menu.actions() if a.text().replace("&", "") == text)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible())


def test_f11_toggles_full_screen_and_it_is_kept(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert not window.isFullScreen()
    press(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.view.full_screen_action.isChecked()
    assert window.settings.full_screen
    # the board takes the screen: the window is the screen's size
    qtbot.waitUntil(lambda: window.geometry() == window.screen().geometry())
    press(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.view.full_screen_action.isChecked()
    assert not window.settings.full_screen
    window.close()


def test_the_next_start_is_full_screen_if_it_was_left_so(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    click_in_menu(qtbot, window, window.menus.view_menu, "Full Screen")
    qtbot.waitUntil(window.isFullScreen)
    window.close()
    again = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    again.view.show_window()
    qtbot.waitUntil(again.isFullScreen)
    assert again.view.full_screen_action.isChecked()
    again.close()


def test_the_toolbar_and_status_bar_hide_and_stay_hidden(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert window.game_toolbar.isVisible() and window.status_bar.isVisible()
    click_in_menu(qtbot, window, window.menus.view_menu, "Show Toolbar")
    assert not window.game_toolbar.isVisible()
    click_in_menu(qtbot, window, window.menus.view_menu, "Show Status Bar")
    assert not window.status_bar.isVisible()
    assert not window.view.toolbar_action.isChecked()
    assert not window.view.status_bar_action.isChecked()
    window.close()
    again = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert not again.game_toolbar.isVisible() and not again.status_bar.isVisible()
    click_in_menu(qtbot, again, again.menus.view_menu, "Show Toolbar")
    click_in_menu(qtbot, again, again.menus.view_menu, "Show Status Bar")
    assert again.game_toolbar.isVisible() and again.status_bar.isVisible()
    assert again.settings.show_toolbar and again.settings.show_status_bar
    again.close()


def test_the_view_keys_work_without_the_bars(qtbot: QtBot, data_dir: Path) -> None:
    """With toolbar and status bar hidden and in full screen, F11 still brings the window
    back: the actions belong to the window, not only to a menu."""
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    window.view.set_toolbar_shown(False)
    window.view.set_status_bar_shown(False)
    press(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    press(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    window.close()
