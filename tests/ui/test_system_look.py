"""The system's look: the window's colours follow its light or dark scheme, or the player's
choice in Settings → Appearance (System / Light / Dark); when the system asks for more
contrast, the large-print deck on the plain felt with wider outlines, unless the player
chose a deck or felt."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox
from pytestqt.qtbot import QtBot

from scorpion_qt.app import create_window
from scorpion_qt.ui.dialogs.appearance_dialog import AppearanceDialog
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.startup import SETTINGS_FILE
from scorpion_qt.ui.table import card_decks, felt
from scorpion_qt.ui.window import colour_scheme
from scorpion_qt.ui.window.game_status_bar import WARNING, WARNING_ON_DARK
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import open_window
from tests.ui.test_appearance import felt_top, open_appearance
from tests.ui.test_contrast import TEXT, ratio, rgb


@pytest.fixture(autouse=True)
def system_colours() -> Iterator[None]:
    """The app's colours are the system's again after each test, whatever it chose."""
    yield
    QGuiApplication.styleHints().unsetColorScheme()
    QApplication.setPalette(QPalette())


def window_colour(window: MainWindow) -> QColor:
    return window.palette().color(QPalette.ColorRole.Window)


def click_choice(qtbot: QtBot, combo: QComboBox, data: str) -> None:
    """Open ``combo``'s list with the mouse and click the item holding ``data``. (The list
    ignores a release within a double click's time of its opening: that time is none here,
    so the click need not wait.)"""
    interval = QApplication.doubleClickInterval()
    QApplication.setDoubleClickInterval(0)
    try:
        qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
        view = combo.view()
        qtbot.waitUntil(view.isVisible)
        QApplication.processEvents()  # the list's zero-length block runs out
    finally:
        QApplication.setDoubleClickInterval(interval)
    index = combo.model().index(combo.findData(data), 0)
    view.scrollTo(index)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center()
    )
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentData() == data


def in_dialog(qtbot: QtBot, window: MainWindow, answer: Callable[[AppearanceDialog], None]) -> None:
    """Open Settings → Appearance and run ``answer`` in it; a failure closes the dialog
    (and is reported) instead of leaving it waiting."""

    def guarded(dialog: AppearanceDialog) -> None:
        try:
            answer(dialog)
        except BaseException:
            dialog.reject()
            raise

    open_appearance(qtbot, window, guarded)


def click_ok(qtbot: QtBot, dialog: AppearanceDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def settings_text(data_dir: Path) -> str:
    return (data_dir / SETTINGS_FILE).read_text(encoding="utf-8")


def test_the_window_takes_the_colours_chosen(qtbot: QtBot, data_dir: Path) -> None:
    """Dark, chosen in Settings → Appearance with the mouse, darkens the window (and the
    green felt) before OK, and is kept for the next start; System gives the system's
    colours back."""
    argv = ["--deal", "5", "--data-dir", str(data_dir)]
    window = open_window(qtbot, argv)
    system = window_colour(window)
    assert system.lightness() >= 128  # the test platform's scheme is light
    assert felt_top(window) == QColor(*felt.COLOURS[False][0])
    seen: dict[str, QColor] = {}

    def answer(dialog: AppearanceDialog) -> None:
        assert dialog.scheme_combo.accessibleName() == "Window colours"
        assert dialog.scheme_combo.currentData() == "system"
        click_choice(qtbot, dialog.scheme_combo, "dark")
        qtbot.waitUntil(lambda: window_colour(window).lightness() < 128)
        seen["window"], seen["felt"] = window_colour(window), felt_top(window)
        click_ok(qtbot, dialog)

    in_dialog(qtbot, window, answer)
    qtbot.waitUntil(lambda: "felt" in seen)
    assert seen["felt"] == QColor(*felt.COLOURS[True][0])  # the green felt, darker
    assert window.settings.colour_scheme == "dark"
    kept = settings_text(data_dir)
    assert "colour_scheme=dark" in kept
    assert "deck=" not in kept and "felt=" not in kept  # only what the player changed
    window.close()

    again = open_window(qtbot, argv)
    assert window_colour(again) == seen["window"]
    assert felt_top(again) == QColor(*felt.COLOURS[True][0])
    done: list[bool] = []

    def back_to_system(dialog: AppearanceDialog) -> None:
        assert dialog.scheme_combo.currentData() == "dark"
        click_choice(qtbot, dialog.scheme_combo, "light")
        qtbot.waitUntil(lambda: window_colour(again).lightness() >= 128)
        click_choice(qtbot, dialog.scheme_combo, "system")
        click_ok(qtbot, dialog)
        done.append(True)

    in_dialog(qtbot, again, back_to_system)
    qtbot.waitUntil(lambda: bool(done))
    qtbot.waitUntil(lambda: window_colour(again) == system)
    assert felt_top(again) == QColor(*felt.COLOURS[False][0])
    assert again.settings.colour_scheme == "system"
    again.close()


def strong(window: MainWindow) -> bool:
    """Whether the focus frame and the piles' marks are drawn wide."""
    scene = window.scene
    piles = [*scene.columns, scene.reserve, *scene.foundations]
    marks = {pile.strong for pile in piles} | {scene.focus_frame.strong}
    assert len(marks) == 1, "some marks wide, some not"
    return marks.pop()


def test_more_contrast_from_the_system_until_the_player_chooses(
    qtbot: QtBot, data_dir: Path
) -> None:
    """The system's contrast preference changing (Qt's signal, as the platform sends it)
    shows the large-print deck on the plain felt with wide outlines; a deck the player then
    chooses wins over it, and stays when the system asks for no more contrast."""
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    scene = window.scene
    assert (scene.art.deck, scene.felt, strong(window)) == (card_decks.STANDARD, "green", False)
    normal_focus = scene.focus_frame.pen_width
    hints = QGuiApplication.styleHints()
    access = hints.accessibility()  # kept with its style hints: see SystemLook

    access.contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    assert (scene.art.deck, scene.felt, strong(window)) == (card_decks.LARGE, "plain", True)
    assert scene.focus_frame.pen_width > normal_focus
    assert felt_top(window) == QColor(*felt.FELTS["plain"][0])
    assert window.settings.system_contrast
    assert not window.game_actions.large_index_action.isEnabled()  # large already
    seen: list[tuple[str, str]] = []

    def answer(dialog: AppearanceDialog) -> None:
        seen.append((dialog.deck_combo.currentData(), dialog.felt_combo.currentData()))
        click_choice(qtbot, dialog.deck_combo, "classic")
        click_ok(qtbot, dialog)

    in_dialog(qtbot, window, answer)
    qtbot.waitUntil(lambda: bool(seen) and scene.art.deck is card_decks.CLASSIC)
    assert seen == [("large", "plain")]  # the look shown, the system's
    assert (scene.felt, strong(window)) == ("plain", True)  # the felt still the system's
    assert "deck=classic" in settings_text(data_dir)

    access.contrastPreferenceChanged.emit(Qt.ContrastPreference.NoPreference)
    assert (scene.art.deck, scene.felt, strong(window)) == (card_decks.CLASSIC, "green", False)
    assert not window.settings.system_contrast
    assert window.game_actions.large_index_action.isEnabled()
    window.close()


def test_the_contrast_last_seen_shows_at_start_then_the_system_s(
    qtbot: QtBot, data_dir: Path
) -> None:
    """A start shows the look of the contrast the system asked for last time, before
    anything is painted; once the board is on screen, the system's preference is read
    (the test platform asks for none) and followed."""
    Settings(data_dir / SETTINGS_FILE).system_contrast = True
    window = create_window(["--deal", "5", "--data-dir", str(data_dir)])
    qtbot.addWidget(window)
    assert (window.scene.art.deck, window.scene.felt) == (card_decks.LARGE, "plain")
    assert not window.board_view.painted
    window.show()
    qtbot.waitUntil(lambda: window.board_view.painted)
    qtbot.waitUntil(lambda: window.scene.art.deck is card_decks.STANDARD)
    assert window.scene.felt == "green" and not strong(window)
    assert not window.settings.system_contrast
    qtbot.waitUntil(lambda: window.store is not None)
    window.close()


@pytest.mark.parametrize("dark", [False, True])
def test_the_app_s_own_palettes_are_readable(dark: bool) -> None:
    """The palettes set where the platform cannot give the scheme chosen: every text 4.5:1
    on what it is written on, and the status bar's not-saving warning too."""
    palette = colour_scheme.DARK if dark else colour_scheme.LIGHT
    pairs = [
        ("WindowText", "Window"),
        ("Text", "Base"),
        ("Text", "AlternateBase"),
        ("ButtonText", "Button"),
        ("ToolTipText", "ToolTipBase"),
        ("HighlightedText", "Highlight"),
        ("Link", "Base"),
        ("Link", "Window"),
        ("PlaceholderText", "Base"),
    ]
    for text, background in pairs:
        assert ratio(palette[text], palette[background]) >= TEXT, (text, background)
    warning = rgb(WARNING_ON_DARK if dark else WARNING)
    assert ratio(warning, palette["Window"]) >= TEXT
