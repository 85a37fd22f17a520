"""Settings → Appearance: the cards' deck and back, the felt and the window's colours,
previewed live on the board."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from scorpion_qt.ui.services.settings import (
    CARD_BACKS,
    CARD_DECKS,
    COLOUR_SCHEMES,
    FELT_COLOURS,
    Look,
)

# shows a choice on the board
Show = Callable[[Look], None]


def deck_name(deck: str) -> str:
    return {
        "standard": QCoreApplication.translate("Appearance", "Standard"),
        "classic": QCoreApplication.translate("Appearance", "Classic (traditional court cards)"),
        "large": QCoreApplication.translate("Appearance", "Large print"),
    }[deck]


def back_name(back: str) -> str:
    return {
        "back": QCoreApplication.translate("Appearance", "Blue diamonds"),
        "back-blue": QCoreApplication.translate("Appearance", "Blue, with aces"),
        "back-red": QCoreApplication.translate("Appearance", "Red, with aces"),
    }[back]


def felt_name(felt: str) -> str:
    return {
        "green": QCoreApplication.translate("Appearance", "Green"),
        "blue": QCoreApplication.translate("Appearance", "Blue"),
        "wine": QCoreApplication.translate("Appearance", "Wine red"),
        "dark": QCoreApplication.translate("Appearance", "Dark (low glare)"),
        "plain": QCoreApplication.translate("Appearance", "Plain black (high contrast)"),
    }[felt]


def scheme_name(scheme: str) -> str:
    return {
        "system": QCoreApplication.translate("Appearance", "System"),
        "light": QCoreApplication.translate("Appearance", "Light"),
        "dark": QCoreApplication.translate("Appearance", "Dark"),
    }[scheme]


class AppearanceDialog(QDialog):
    """Each choice shows on the board at once; OK keeps it, Cancel (or Esc) puts back what
    was there."""

    def __init__(self, look: Look, show: Show, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Appearance"))
        self._before = look
        self._show = show
        self.deck_combo = self._combo(CARD_DECKS, deck_name, look.deck, self.tr("Cards"))
        self.back_combo = self._combo(CARD_BACKS, back_name, look.back, self.tr("Card back"))
        self.felt_combo = self._combo(FELT_COLOURS, felt_name, look.felt, self.tr("Table"))
        self.scheme_combo = self._combo(
            COLOUR_SCHEMES, scheme_name, look.scheme, self.tr("Window colours")
        )
        form = QFormLayout(self)
        form.addRow(self.tr("&Cards:"), self.deck_combo)
        form.addRow(self.tr("Card &back:"), self.back_combo)
        form.addRow(self.tr("&Table:"), self.felt_combo)
        form.addRow(self.tr("&Window colours:"), self.scheme_combo)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)

    def _combo(
        self, ids: tuple[str, ...], name: Callable[[str], str], current: str, accessible: str
    ) -> QComboBox:
        combo = QComboBox(self)
        combo.setAccessibleName(accessible)
        for item in ids:
            combo.addItem(name(item), item)
        combo.setCurrentIndex(max(combo.findData(current), 0))
        combo.currentIndexChanged.connect(lambda _index: self._show(self.choice()))
        return combo

    def choice(self) -> Look:
        """The deck, back, felt and window colours chosen."""
        return Look(
            str(self.deck_combo.currentData()),
            str(self.back_combo.currentData()),
            str(self.felt_combo.currentData()),
            str(self.scheme_combo.currentData()),
        )

    def reject(self) -> None:
        self._show(self._before)  # the board as it was
        super().reject()
