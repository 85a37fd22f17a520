"""The main window's menus, filled with its actions; their titles are in the window's
translation context."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.window.game_actions import GameActions
from scorpion_qt.ui.window.game_toolbar import ToolbarMenu
from scorpion_qt.ui.window.language_menu import LanguageMenu

translate = QCoreApplication.translate


class Menus(NamedTuple):
    """The menu bar's menus, in order."""

    game_menu: QMenu
    edit_menu: QMenu
    view_menu: QMenu
    settings_menu: QMenu
    help_menu: QMenu


def make_menus(
    bar: QMenuBar,
    actions: GameActions,
    view_actions: list[QAction],
    settings: Settings,
    choose_toolbar_style: Callable[[str], None],
    window: QWidget,
) -> Menus:
    """Game, Edit, View (``view_actions``), Settings (with Toolbar, whose choice goes to
    ``choose_toolbar_style``, and Language) and Help, on ``bar`` of ``window``."""
    menus = Menus(
        bar.addMenu(translate("MainWindow", "&Game")),
        bar.addMenu(translate("MainWindow", "&Edit")),
        bar.addMenu(translate("MainWindow", "&View")),
        bar.addMenu(translate("MainWindow", "&Settings")),
        bar.addMenu(translate("MainWindow", "&Help")),
    )
    game = menus.game_menu
    game.addActions([actions.new_action, actions.restart_action, actions.give_up_action])
    game.addSeparator()
    game.addActions([actions.deal_action, actions.hint_action, actions.finish_action])
    game.addSeparator()
    game.addActions([actions.copy_action, actions.paste_action, actions.copy_result_action])
    game.addSeparator()
    game.addActions([actions.statistics_action, actions.slip_action])
    game.addSeparator()
    game.addAction(actions.quit_action)
    menus.edit_menu.addActions([actions.undo_action, actions.redo_action])
    menus.view_menu.addActions(view_actions)
    options = menus.settings_menu
    options.addActions(
        [
            actions.interactive_action,
            actions.animations_action,
            actions.timed_action,
            actions.winnability_action,
            actions.blunder_check_action,
        ]
    )
    options.addSeparator()
    options.addActions([actions.four_colour_action, actions.large_index_action])
    options.addActions([actions.appearance_action, actions.sound_action])
    options.addAction(actions.online_action)
    options.addSeparator()
    options.addMenu(ToolbarMenu(settings.toolbar_style, choose_toolbar_style, window))
    options.addMenu(LanguageMenu(settings, window))
    help_menu = menus.help_menu
    help_menu.addActions(
        [actions.rules_action, actions.tips_action, actions.keys_action, actions.example_action]
    )
    help_menu.addSeparator()
    help_menu.addAction(actions.about_action)
    return menus
