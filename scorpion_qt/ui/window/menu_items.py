"""The items of the main window's menus, from its actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorpion_qt.ui.window.game_toolbar import ToolbarMenu
from scorpion_qt.ui.window.language_menu import LanguageMenu

if TYPE_CHECKING:
    from scorpion_qt.ui.window.main_window import MainWindow


def fill_menus(window: MainWindow) -> None:
    """Game, Edit, Settings (with Toolbar and Language) and Help."""
    game = window.game_menu
    game.addActions([window.new_action, window.restart_action])
    game.addSeparator()
    game.addActions([window.deal_action, window.hint_action, window.finish_action])
    game.addSeparator()
    game.addActions([window.copy_action, window.paste_action])
    game.addSeparator()
    game.addActions([window.statistics_action, window.slip_action])
    game.addSeparator()
    game.addAction(window.quit_action)
    window.edit_menu.addActions([window.undo_action, window.redo_action])
    options = window.settings_menu
    options.addActions(
        [
            window.interactive_action,
            window.animations_action,
            window.timed_action,
            window.winnability_action,
        ]
    )
    options.addSeparator()
    options.addActions([window.four_colour_action, window.large_index_action])
    options.addActions([window.appearance_action, window.sound_action])
    options.addAction(window.online_action)
    options.addSeparator()
    options.addMenu(ToolbarMenu(window.settings.toolbar_style, window.set_toolbar_style, window))
    options.addMenu(LanguageMenu(window.settings, window))
    help_menu = window.help_menu
    help_menu.addActions([window.rules_action, window.tips_action, window.example_action])
    help_menu.addSeparator()
    help_menu.addAction(window.about_action)
