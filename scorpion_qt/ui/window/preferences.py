"""The Settings menu's choices, applied as they are made and kept in the settings: the
check boxes, Appearance…, Sound… and Online Leaderboard…"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from scorpion_qt.ui.window.game_actions import Switches
from scorpion_qt.ui.window.system_look import SystemLook

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorpion_qt.ui.play.assistant import Assistant
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.services.settings import Look, Settings
    from scorpion_qt.ui.services.sound import Sounds
    from scorpion_qt.ui.table.board_scene import BoardScene
    from scorpion_qt.ui.window.online_results import OnlineResults


class Preferences(QObject):
    """Applies a choice to what it changes (the ``scene``, the ``controller``'s scoring,
    the ``assistant``, the ``sounds`` and the ``online`` results, each made when first asked
    for)
    and keeps it in ``settings``. A child of ``window``, over which its dialogs open."""

    # whether Settings → Large Card Corners can be chosen: the deck has small ones
    corners_offered = Signal(bool)
    # Settings → Warn Before Losing Moves was turned on or off (the window's blunder check)
    blunder_check_changed = Signal(bool)

    def __init__(  # noqa: PLR0913 (each thing it uses, not the window)
        self,
        settings: Settings,
        controller: GameController,
        scene: BoardScene,
        assistant: Callable[[], Assistant],
        sounds: Callable[[], Sounds],
        online: Callable[[], OnlineResults],
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self._settings = settings
        self._controller = controller
        self._scene = scene
        self._assistant = assistant
        self._sounds = sounds
        self._online = online
        self._window = window
        # the look is shown at once: the player's choices, else the system's
        self.system_look = SystemLook(settings, scene, self)
        self.system_look.shown.connect(self.offer_large_corners)

    @property
    def switches(self) -> Switches:
        """What the Settings menu's check boxes run."""
        return Switches(
            interactive=self.set_interactive,
            animations=self.set_animations,
            timed=self.set_timed,
            winnability=self.set_winnability,
            four_colour=self.set_four_colour,
            large_index=self.set_large_index,
            blunder_check=self.set_blunder_check,
        )

    def set_interactive(self, on: bool) -> None:
        self._settings.interactive_rules = on

    def set_animations(self, on: bool) -> None:
        self._settings.animations = on
        self._scene.animations_enabled = on

    def set_winnability(self, on: bool) -> None:
        self._settings.winnability = on
        self._assistant().set_enabled(on)

    def set_blunder_check(self, on: bool) -> None:
        self._settings.blunder_check = on
        self.blunder_check_changed.emit(on)

    def set_four_colour(self, on: bool) -> None:
        self._settings.four_colour = on
        self._scene.set_card_style(on, self._settings.large_index)

    def set_large_index(self, on: bool) -> None:
        self._settings.large_index = on
        self._scene.set_card_style(self._settings.four_colour, on)

    def set_timed(self, on: bool) -> None:
        self._settings.timed_scoring = on
        self._controller.timed_scoring = on

    def show_look(self, look: Look) -> None:
        """The cards' deck and back, the felt and the window's colours (Settings →
        Appearance previews)."""
        self.system_look.show(look)

    def choose_appearance(self) -> None:
        """Settings → Appearance…: the choice shows on the board as it is made, and is
        kept on OK."""
        from scorpion_qt.ui.dialogs.appearance_dialog import AppearanceDialog  # loads when asked

        shown = self.system_look.look
        dialog = AppearanceDialog(shown, self.show_look, self._window)
        if dialog.exec() == AppearanceDialog.DialogCode.Accepted:
            self.system_look.keep(dialog.choice(), shown)

    def offer_large_corners(self) -> None:
        """Settings → Large Card Corners, for the decks that have small ones."""
        self.corners_offered.emit(self.system_look.look.deck != "large")

    def choose_sound(self) -> None:
        """Settings → Sound…: heard as it is chosen, kept on OK."""
        from scorpion_qt.ui.dialogs.sound_dialog import SoundDialog  # loads when asked

        settings = self._settings
        dialog = SoundDialog(self._sounds(), settings.sound, settings.sound_volume, self._window)
        if dialog.exec() == SoundDialog.DialogCode.Accepted:
            settings.sound, settings.sound_volume = dialog.choice()

    def choose_online(self) -> None:
        """Settings → Online Leaderboard…: the server and the player's name, registered on
        OK; what waited for a registration is sent then."""
        from scorpion_qt.ui.dialogs.online_dialog import OnlineDialog  # loads when asked

        online = self._online()
        dialog = OnlineDialog(self._settings, lambda: online.api, self._window)
        dialog.registered.connect(online.registered)
        dialog.exec()
