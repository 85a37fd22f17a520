"""Settings → Appearance: the card back and the felt show on the board as they are chosen,
OK keeps them for the next start, Cancel puts the board back."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient
from PySide6.QtWidgets import QComboBox, QDialogButtonBox
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.dialogs.appearance_dialog import AppearanceDialog
from scorpion_qt.ui.services import settings
from scorpion_qt.ui.services.settings import Look
from scorpion_qt.ui.table import card_art, card_decks, felt
from scorpion_qt.ui.table.card_art import BACK
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import open_window, when_modal
from tests.ui.test_grades import choose
from tests.ui.test_view_menu import click_in_menu


def felt_top(window: MainWindow) -> QColor:
    gradient = window.scene.backgroundBrush().gradient()
    assert isinstance(gradient, QLinearGradient)
    return gradient.stops()[0][1]


def back_centre(window: MainWindow) -> QColor:
    """A point near the top left of a card back, inside its border, as the board draws it
    now (the aces' backs have white cards in the middle)."""
    image = window.scene.art.pixmap(BACK, 60, 90).toImage()
    return image.pixelColor(10, 12)


def open_appearance(
    qtbot: QtBot, window: MainWindow, answer: Callable[[AppearanceDialog], None]
) -> None:
    when_modal(qtbot, answer)
    click_in_menu(qtbot, window, window.menus.settings_menu, "Appearance…")


def pick(qtbot: QtBot, combo: QComboBox, data: str) -> None:
    choose(qtbot, combo, combo.findData(data))


def test_the_choices_are_the_art_s() -> None:
    assert settings.CARD_BACKS == card_art.BACKS
    assert settings.CARD_DECKS == card_decks.NAMES
    assert tuple(felt.FELTS) == settings.FELT_COLOURS


def test_a_choice_shows_at_once_and_ok_keeps_it(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert felt_top(window) == QColor(*felt.FELTS["green"][0])
    blue_back = back_centre(window)
    seen: dict[str, object] = {}

    def answer(dialog: AppearanceDialog) -> None:
        assert dialog.back_combo.accessibleName() and dialog.felt_combo.accessibleName()
        pick(qtbot, dialog.felt_combo, "dark")
        seen["felt"] = felt_top(window)  # on the board before OK
        pick(qtbot, dialog.back_combo, "back-red")
        seen["back"] = back_centre(window)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    open_appearance(qtbot, window, answer)
    qtbot.waitUntil(lambda: "back" in seen)
    assert seen["felt"] == QColor(*felt.FELTS["dark"][0])
    red = seen["back"]
    assert isinstance(red, QColor) and red != blue_back and red.red() > red.blue()
    assert (window.settings.card_back, window.settings.felt) == ("back-red", "dark")
    window.close()
    again = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert felt_top(again) == QColor(*felt.FELTS["dark"][0])
    assert back_centre(again) == red
    again.close()


def test_cancel_puts_the_board_back(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    before = (felt_top(window), back_centre(window))
    done: list[bool] = []

    def answer(dialog: AppearanceDialog) -> None:
        pick(qtbot, dialog.felt_combo, "wine")
        pick(qtbot, dialog.back_combo, "back-blue")
        assert felt_top(window) == QColor(*felt.FELTS["wine"][0])
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        done.append(True)

    open_appearance(qtbot, window, answer)
    qtbot.waitUntil(lambda: bool(done))
    assert (felt_top(window), back_centre(window)) == before
    assert (window.settings.card_back, window.settings.felt) == ("back", "green")
    window.close()


def test_every_back_and_felt_draw_differently(qtbot: QtBot, data_dir: Path) -> None:
    """Each back differs from the others, and each felt is its own colour."""
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    backs = set()
    for back in card_art.BACKS:
        window.preferences.show_look(Look(back=back))
        colour = back_centre(window)
        backs.add((colour.red(), colour.green(), colour.blue()))
    assert len(backs) == len(card_art.BACKS)
    tops = set()
    for name in felt.FELTS:
        window.preferences.show_look(Look(felt=name))
        tops.add(felt_top(window).name())
    assert len(tops) == len(felt.FELTS)
    # the dark felt is the dimmest of the coloured ones (low glare); the plain one is flat
    window.preferences.show_look(Look(felt="dark"))
    assert felt_top(window).lightness() == min(
        QColor(*top).lightness() for top, bottom in felt.FELTS.values() if top != bottom
    )
    assert [name for name, (top, bottom) in felt.FELTS.items() if top == bottom] == ["plain"]
    window.close()


def king_face(window: MainWindow) -> QImage:
    """The king of spades as the board draws it now."""
    return window.scene.art.pixmap("KS", 70, 95).toImage()


def test_the_deck_shows_at_once_and_is_kept(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    standard = king_face(window)
    assert window.game_actions.large_index_action.isEnabled()
    seen: dict[str, QImage] = {}

    def answer(dialog: AppearanceDialog) -> None:
        assert dialog.deck_combo.accessibleName()
        pick(qtbot, dialog.deck_combo, "classic")
        seen["classic"] = king_face(window)  # on the board before OK
        pick(qtbot, dialog.deck_combo, "large")
        seen["large"] = king_face(window)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    open_appearance(qtbot, window, answer)
    qtbot.waitUntil(lambda: "large" in seen)
    assert len({standard.cacheKey(), seen["classic"].cacheKey(), seen["large"].cacheKey()}) == 3
    assert standard != seen["classic"] != seen["large"] != standard
    assert window.settings.card_deck == "large" and window.scene.art.deck is card_decks.LARGE
    # the large-print deck's corners are large already
    assert not window.game_actions.large_index_action.isEnabled()
    window.close()
    again = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert again.scene.art.deck is card_decks.LARGE
    assert king_face(again) == seen["large"]
    assert not again.game_actions.large_index_action.isEnabled()
    again.close()


def test_the_deck_is_chosen_with_the_keyboard(qtbot: QtBot, data_dir: Path) -> None:
    """Alt+C reaches the deck's choice; Down picks the next deck, shown at once."""
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    decks: list[str] = []

    def answer(dialog: AppearanceDialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(dialog.deck_combo.hasFocus)
        qtbot.keyClick(dialog.deck_combo, Qt.Key.Key_Down)
        decks.append(window.scene.art.deck.name)
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        decks.append(window.scene.art.deck.name)

    open_appearance(qtbot, window, answer)
    qtbot.waitUntil(lambda: len(decks) == 2)
    assert decks == ["classic", "standard"]  # shown, then put back by Esc
    assert window.settings.card_deck == "standard"
    window.close()
