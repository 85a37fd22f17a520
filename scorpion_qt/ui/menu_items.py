"""The items of the main window's menus, and the actions' full shortcuts, put in once the
board is first on screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from scorpion_qt.ui.language_menu import LanguageMenu

if TYPE_CHECKING:
    from scorpion_qt.ui.main_window import MainWindow


def fill_menus(window: MainWindow) -> None:
    """Game, Edit, Settings (with Language) and Help, from the window's actions, whose
    shortcuts are completed first (see :func:`complete_shortcuts`)."""
    complete_shortcuts(window)
    game = window.game_menu
    game.addActions([window.new_action, window.restart_action])
    game.addSeparator()
    game.addActions([window.deal_action, window.hint_action, window.finish_action])
    game.addSeparator()
    game.addActions([window.copy_action, window.paste_action])
    game.addSeparator()
    game.addAction(window.statistics_action)
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
    options.addSeparator()
    options.addMenu(LanguageMenu(window.settings, window))
    help_menu = window.help_menu
    help_menu.addActions([window.rules_action, window.tips_action])
    help_menu.addSeparator()
    help_menu.addAction(window.about_action)


def complete_shortcuts(window: MainWindow) -> None:
    """The actions were made with their first shortcut only (see ``MainWindow._action``):
    the alternatives join them here, and New Game and Quit take the platform's own keys
    (Quit has none on Windows, where Alt+F4 closes a window)."""
    key = QKeySequence
    window.new_action.setShortcuts(key.StandardKey.New)
    window.quit_action.setShortcuts(key.StandardKey.Quit)
    window.deal_action.setShortcuts([key("D"), key("Ctrl+D")])
    window.redo_action.setShortcuts([key("Ctrl+Shift+Z"), key("Ctrl+Y")])
