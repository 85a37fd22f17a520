"""The game toolbar: an icon, a tooltip and a name on every button, room for all of them in
a window 640 px wide in each language, and the toolbar style setting."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMenu, QToolBar, QToolButton
from pytestqt.qtbot import QtBot

from scorpion_qt.package_files import resource
from scorpion_qt.ui.services.settings import TOOLBAR_STYLES, Settings
from scorpion_qt.ui.services.translations import LANGUAGES, use_language
from scorpion_qt.ui.window.game_toolbar import TOOL_BUTTON_STYLES, ToolbarMenu
from scorpion_qt.ui.window.icons import OWN_ICONS, themed_icon
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import open_window

NARROW = 640  # the narrowest window everything must work in


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    """Lets a test open the window in a language; English again afterwards."""
    yield
    use_language("en")


def window_in(qtbot: QtBot, data_dir: Path, language: str = "en") -> MainWindow:
    Settings(data_dir / "settings.ini").language = language
    return open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])


def toolbar_of(window: MainWindow) -> QToolBar:
    toolbar = window.findChild(QToolBar, "game_toolbar")
    assert toolbar is not None
    return toolbar


def toolbar_menu(window: MainWindow) -> QMenu:
    menu = window.findChild(QMenu, "toolbar_menu")
    assert isinstance(menu, ToolbarMenu)
    return menu


def test_every_button_has_an_icon_a_tooltip_and_a_name(window: MainWindow) -> None:
    toolbar = toolbar_of(window)
    assert len(toolbar.actions()) == 7
    for action in toolbar.actions():
        name = action.iconText()
        assert name and "&" not in name and "…" not in name
        assert not action.icon().isNull(), name
        assert not action.icon().pixmap(24, 24).isNull(), name
        assert action.toolTip().startswith(name), name
        button = toolbar.widgetForAction(action)
        assert isinstance(button, QToolButton)
        assert button.accessibleName() == name
        assert button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
    assert window.game_actions.undo_action.toolTip() == "Undo (Ctrl+Z)"
    assert window.game_actions.new_action.toolTip() == "New Game (Ctrl+N)"
    assert window.game_actions.deal_action.toolTip() == "Deal Reserve (D)"  # the first of its keys


def test_the_apps_own_icons_stand_in_for_a_missing_theme(qapp: QApplication) -> None:
    assert len(set(OWN_ICONS.values())) == 7
    for theme_name, own in OWN_ICONS.items():
        path = resource("icons", f"{own}.svg")
        assert path.is_file(), path
        drawn = QIcon(str(path)).pixmap(48, 48).toImage()
        assert not drawn.isNull()
        painted = {drawn.pixel(x, y) for x in range(0, 48, 3) for y in range(0, 48, 3)}
        assert len(painted) > 3, f"{own}.svg draws next to nothing"
        icon = themed_icon(theme_name)
        for size in (16, 24, 48):  # the icon the toolbar shows, at the sizes it asks for
            shown = icon.pixmap(size, size).toImage()
            assert shown.width() == size, (own, size)
            colours = {shown.pixel(x, y) for x in range(size) for y in range(size)}
            assert len(colours) > 3, f"{own} at {size} px draws next to nothing"
    if not QIcon.hasThemeIcon("edit-undo"):  # no icon theme here: the app's own drawing
        assert themed_icon("edit-undo").name() == ""


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_window_640_px_wide_shows_every_button(
    qtbot: QtBot, data_dir: Path, speak: None, language: str
) -> None:
    window = window_in(qtbot, data_dir, language)
    assert window.settings.toolbar_style == "icons"  # the default
    assert window.minimumSizeHint().width() <= NARROW
    window.resize(NARROW, 560)
    qtbot.waitUntil(lambda: window.width() == NARROW)
    toolbar = toolbar_of(window)
    qtbot.waitUntil(lambda: toolbar.width() <= NARROW)
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        assert button is not None and button.isVisible(), action.text()
        assert button.geometry().right() < toolbar.width(), action.text()
    extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert extension is None or not extension.isVisible()  # no chevron hiding buttons
    window.close()


def test_the_style_applies_at_once_and_is_kept(qtbot: QtBot, data_dir: Path) -> None:
    window = window_in(qtbot, data_dir)
    menu = toolbar_menu(window)
    assert menu in [action.menu() for action in window.menus.settings_menu.actions()]
    items = {str(action.data()): action for action in menu.actions()}
    assert list(items) == list(TOOLBAR_STYLES)
    assert [action.isChecked() for action in items.values()] == [True, False, False]
    items["text"].trigger()
    toolbar = toolbar_of(window)
    assert toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly
    assert [action.isChecked() for action in items.values()] == [False, False, True]
    window.close()
    assert "toolbar_style=text" in (data_dir / "settings.ini").read_text(encoding="utf-8")
    again = window_in(qtbot, data_dir)
    assert toolbar_of(again).toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly
    items = {str(action.data()): action for action in toolbar_menu(again).actions()}
    assert items["text"].isChecked()
    items["text_beside_icons"].trigger()
    assert toolbar_of(again).toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    assert again.settings.toolbar_style == "text_beside_icons"
    again.close()


def test_each_style_is_one_of_qts(window: MainWindow) -> None:
    # set by name through Qt's property: a misspelt name would be ignored silently
    toolbar = toolbar_of(window)
    for style in TOOLBAR_STYLES:
        window.set_toolbar_style(style)
        expected = getattr(Qt.ToolButtonStyle, TOOL_BUTTON_STYLES[style])
        assert toolbar.toolButtonStyle() == expected
    assert window.settings.toolbar_style == TOOLBAR_STYLES[-1]


def test_an_unknown_style_falls_back_to_icons(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[look]\ntoolbar_style=huge\n", encoding="utf-8")
    assert Settings(path).toolbar_style == "icons"
