"""The main window's actions: the menus' items and the toolbar's buttons, with their keys
and icons, each built from the callback it runs. Their texts are in the window's
translation context."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.window.icons import themed_icon

# an action's keys: one, several (the first is the one menus show) or a standard key
Shortcut = str | tuple[str, ...] | QKeySequence.StandardKey
Command = Callable[[], object]
Switch = Callable[[bool], object]  # told whether its check box is now on

translate = QCoreApplication.translate


class Commands(NamedTuple):
    """What the window's actions run."""

    new_game: Command
    restart: Command
    give_up: Command
    deal_reserve: Command
    undo: Command
    redo: Command
    hint: Command
    finish: Command
    copy_position: Command
    paste_position: Command
    copy_result: Command
    statistics: Command
    slip: Command
    quit: Command
    rules: Command
    tips: Command
    keys: Command
    example: Command
    about: Command
    appearance: Command
    sound: Command
    online: Command


class Switches(NamedTuple):
    """What the Settings menu's check boxes run when they are turned on or off."""

    interactive: Switch
    animations: Switch
    timed: Switch
    winnability: Switch
    four_colour: Switch
    large_index: Switch
    blunder_check: Switch


class GameActions:
    """The actions of ``window`` (their parent: their keys work wherever its focus is), the
    check boxes set as ``settings`` are."""

    def __init__(
        self, window: QWidget, commands: Commands, switches: Switches, settings: Settings
    ) -> None:
        self._window = window
        run = commands
        self.new_action = self._action(
            translate("MainWindow", "&New Game…"),
            run.new_game,
            QKeySequence.StandardKey.New,
            "document-new",
        )
        self.restart_action = self._action(
            translate("MainWindow", "&Restart This Deal"), run.restart, "Ctrl+R", "view-refresh"
        )
        self.give_up_action = self._action(translate("MainWindow", "&Give Up…"), run.give_up)
        self.deal_action = self._action(
            translate("MainWindow", "&Deal Reserve"), run.deal_reserve, ("D", "Ctrl+D"), "go-down"
        )
        self.undo_action = self._action(
            translate("MainWindow", "&Undo"), run.undo, "Ctrl+Z", "edit-undo"
        )
        self.redo_action = self._action(
            translate("MainWindow", "&Redo"), run.redo, ("Ctrl+Shift+Z", "Ctrl+Y"), "edit-redo"
        )
        self.hint_action = self._action(
            translate("MainWindow", "&Hint"), run.hint, "H", "help-hint"
        )
        self.finish_action = self._action(
            translate("MainWindow", "&Finish Automatically"),
            run.finish,
            "Ctrl+F",
            "media-skip-forward",
        )
        self.copy_action = self._action(
            translate("MainWindow", "&Copy Position"), run.copy_position, "Ctrl+Shift+C"
        )
        self.paste_action = self._action(
            translate("MainWindow", "&Paste Position"), run.paste_position, "Ctrl+Shift+V"
        )
        self.copy_result_action = self._action(
            translate("MainWindow", "Copy Res&ult"), run.copy_result
        )
        self.copy_result_action.setEnabled(False)  # once a daily game is over
        self.statistics_action = self._action(
            translate("MainWindow", "&Statistics…"), run.statistics, "Ctrl+T", "view-statistics"
        )
        self.slip_action = self._action(
            translate("MainWindow", "&Where Did It Slip Away?"), run.slip
        )
        # the platform's Quit keys: Ctrl+Q on Linux and macOS, none on Windows (Alt+F4)
        self.quit_action = self._action(
            translate("MainWindow", "&Quit"),
            run.quit,
            QKeySequence.StandardKey.Quit,
            "application-exit",
        )
        self._make_switches(switches, settings)
        self.rules_action = self._action(
            translate("MainWindow", "&Rules…"), run.rules, "F1", "help-contents"
        )
        self.tips_action = self._action(translate("MainWindow", "&Tips…"), run.tips)
        self.keys_action = self._action(translate("MainWindow", "&Keys…"), run.keys)
        self.example_action = self._action(
            translate("MainWindow", "&Play the Example Deal"), run.example
        )
        self.about_action = self._action(translate("MainWindow", "&About Scorpion"), run.about)
        self.appearance_action = self._action(
            translate("MainWindow", "A&ppearance…"), run.appearance
        )
        self.sound_action = self._action(translate("MainWindow", "&Sound…"), run.sound)
        self.online_action = self._action(
            translate("MainWindow", "Online Leader&board…"), run.online
        )

    def _make_switches(self, switches: Switches, settings: Settings) -> None:
        self.interactive_action = self._toggle(
            translate("MainWindow", "&Interactive Rules"),
            settings.interactive_rules,
            switches.interactive,
        )
        self.animations_action = self._toggle(
            translate("MainWindow", "&Animations"), settings.animations, switches.animations
        )
        self.timed_action = self._toggle(
            translate("MainWindow", "&Timed Scoring"), settings.timed_scoring, switches.timed
        )
        self.winnability_action = self._toggle(
            translate("MainWindow", "Show &Winnability"),
            settings.winnability,
            switches.winnability,
        )
        self.blunder_check_action = self._toggle(
            translate("MainWindow", "Warn Before Losing &Moves"),
            settings.blunder_check,
            switches.blunder_check,
        )
        self.four_colour_action = self._toggle(
            translate("MainWindow", "&Four-Colour Deck"),
            settings.four_colour,
            switches.four_colour,
        )
        self.large_index_action = self._toggle(
            translate("MainWindow", "&Large Card Corners"),
            settings.large_index,
            switches.large_index,
        )

    def _action(self, text: str, slot: Command, shortcut: Shortcut = (), icon: str = "") -> QAction:
        """An action of the window: ``shortcut`` is a key, several keys (the first is the
        one menus show) or one of the platform's standard keys."""
        action = QAction(text, self._window)
        if icon:
            action.setIcon(themed_icon(icon))
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)
        elif shortcut:
            keys = (shortcut,) if isinstance(shortcut, str) else shortcut
            action.setShortcuts([QKeySequence(key) for key in keys])
        action.triggered.connect(slot)
        self._window.addAction(action)
        return action

    def _toggle(self, text: str, on: bool, slot: Switch) -> QAction:
        action = QAction(text, self._window)
        action.setCheckable(True)
        action.setChecked(on)
        action.toggled.connect(slot)
        return action

    @property
    def toolbar(self) -> list[QAction]:
        """The game toolbar's buttons, in order."""
        return [
            self.new_action,
            self.restart_action,
            self.deal_action,
            self.undo_action,
            self.redo_action,
            self.hint_action,
            self.finish_action,
        ]
