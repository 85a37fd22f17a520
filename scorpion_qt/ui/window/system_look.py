"""The look shown: the player's Appearance choices, and where the player chose none, the
system's — its light or dark scheme for the window, and, when it asks for more contrast,
the large-print deck on the plain felt with wider outlines."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication

from scorpion_qt.ui.window.colour_scheme import ColourScheme

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAccessibilityHints, QStyleHints

    from scorpion_qt.ui.services.settings import Look, Settings
    from scorpion_qt.ui.table.board_scene import BoardScene


class SystemLook(QObject):
    """Shows the look on the ``scene`` and the window at once, from what ``settings`` keep
    (the system's contrast as last seen); :meth:`watch_system` then follows the system."""

    shown = Signal()  # a look was shown (the deck may be another)

    def __init__(self, settings: Settings, scene: BoardScene, parent: QObject) -> None:
        super().__init__(parent)
        self._settings = settings
        self._scene = scene
        self.colours = ColourScheme()
        self.high_contrast = settings.system_contrast
        # kept: PySide6 deletes the accessibility hints with a style hints wrapper it drops
        self._hints: QStyleHints | None = None
        self._access: QAccessibilityHints | None = None
        self.show(self.look)

    @property
    def look(self) -> Look:
        """The look to show now (see Settings.look_for)."""
        return self._settings.look_for(self.high_contrast)

    def show(self, look: Look) -> None:
        """``look`` on the board and the window (Settings → Appearance previews with it)."""
        scene = self._scene
        scene.set_deck(look.deck)
        scene.set_card_back(look.back)
        scene.set_felt(look.felt)
        self.colours.apply(look.scheme)
        scene.follow_window_colours()
        scene.set_strong_marks(self.high_contrast or look.deck == "large")
        self.shown.emit()

    def keep(self, chosen: Look, shown: Look) -> None:
        """Settings → Appearance's OK: what the player changed from ``shown`` is kept."""
        self._settings.keep_look(chosen, shown)
        self.show(self.look)

    def watch_system(self) -> None:
        """Follow the system's contrast preference from now on (once the board is on screen:
        reading it loads Qt's enums)."""
        if self._access is not None:
            return
        self._hints = QGuiApplication.styleHints()
        self._access = self._hints.accessibility()
        self._access.contrastPreferenceChanged.connect(self.follow_contrast)
        self.follow_contrast(self._access.contrastPreference())

    def follow_contrast(self, preference: Qt.ContrastPreference) -> None:
        """The system's contrast preference is ``preference``: the deck, felt and outlines
        follow it where the player chose none."""
        from PySide6.QtCore import Qt

        high = preference == Qt.ContrastPreference.HighContrast
        if high != self.high_contrast:
            self.high_contrast = high
            self._settings.system_contrast = high
            self.show(self.look)
