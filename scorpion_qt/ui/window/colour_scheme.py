"""The window's colours: the system's light or dark scheme, or the one the player chose
(Settings → Appearance). Qt asks the platform for a chosen scheme; where the platform cannot
give one (X11 without a desktop's theme, for one), the app's palette is set to it instead."""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.table.board_colours import Rgb

#: the palettes the app sets itself: (role, colour), each text 4.5:1 or more on its
#: background (WCAG 2.2; tests/ui/test_colour_scheme.py checks it)
DARK: dict[str, Rgb] = {
    "Window": (45, 45, 48),
    "WindowText": (240, 240, 240),
    "Base": (30, 30, 32),
    "AlternateBase": (54, 54, 58),
    "Text": (240, 240, 240),
    "Button": (58, 58, 62),
    "ButtonText": (240, 240, 240),
    "ToolTipBase": (60, 60, 64),
    "ToolTipText": (240, 240, 240),
    "PlaceholderText": (165, 165, 165),
    "Highlight": (25, 95, 175),
    "HighlightedText": (255, 255, 255),
    "Link": (120, 175, 255),
    "BrightText": (255, 120, 110),
    "Light": (80, 80, 86),
    "Midlight": (66, 66, 70),
    "Mid": (40, 40, 42),
    "Dark": (22, 22, 24),
    "Shadow": (0, 0, 0),
}
LIGHT: dict[str, Rgb] = {
    "Window": (239, 239, 239),
    "WindowText": (0, 0, 0),
    "Base": (255, 255, 255),
    "AlternateBase": (247, 247, 247),
    "Text": (0, 0, 0),
    "Button": (239, 239, 239),
    "ButtonText": (0, 0, 0),
    "ToolTipBase": (255, 255, 220),
    "ToolTipText": (0, 0, 0),
    "PlaceholderText": (110, 110, 110),
    "Highlight": (25, 95, 175),
    "HighlightedText": (255, 255, 255),
    "Link": (0, 70, 190),
    "BrightText": (255, 255, 255),
    "Light": (255, 255, 255),
    "Midlight": (202, 202, 202),
    "Mid": (184, 184, 184),
    "Dark": (159, 159, 159),
    "Shadow": (118, 118, 118),
}
#: the texts of disabled widgets (WCAG asks no contrast of them)
DISABLED_TEXT = {True: (128, 128, 128), False: (150, 150, 150)}


def scheme_palette(dark: bool) -> QPalette:
    """The palette the app sets when the platform cannot give the chosen scheme."""
    palette = QPalette()
    for role, colour in (DARK if dark else LIGHT).items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(*colour))
    for role in ("WindowText", "Text", "ButtonText"):
        palette.setColor(
            QPalette.ColorGroup.Disabled,
            getattr(QPalette.ColorRole, role),
            QColor(*DISABLED_TEXT[dark]),
        )
    return palette


class ColourScheme:
    """Shows the window in the scheme chosen: "system", "light" or "dark"
    (settings.COLOUR_SCHEMES)."""

    def __init__(self) -> None:
        self.chosen = "system"
        self._own_palette = False  # the app's palette is one of ours

    def apply(self, chosen: str) -> None:
        if chosen == self.chosen:
            return
        self.chosen = chosen
        # Qt's enums load only for a chosen scheme: the system's needs none at start-up
        from PySide6.QtCore import Qt

        hints = QGuiApplication.styleHints()
        if chosen == "system":
            hints.unsetColorScheme()
            self._use_palette(None)
            return
        wanted = Qt.ColorScheme.Dark if chosen == "dark" else Qt.ColorScheme.Light
        hints.setColorScheme(wanted)
        self._use_palette(None if hints.colorScheme() == wanted else chosen == "dark")

    def _use_palette(self, dark: bool | None) -> None:
        """Set our palette (None: the platform's, if ours was set)."""
        if dark is not None:
            QApplication.setPalette(scheme_palette(dark))
            self._own_palette = True
        elif self._own_palette:
            QApplication.setPalette(QPalette())  # resolves to the platform's
            self._own_palette = False

    @property
    def dark(self) -> bool:
        """Whether the window's colours are dark now."""
        window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
        return window.lightness() < 128
