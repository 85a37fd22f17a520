"""Settings → Language: follow the system, or one of the languages the app speaks."""

from __future__ import annotations

from PySide6 import QtCore  # QtCore.Qt at call time: not before the first paint (BoardView)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.translations import LANGUAGE_NAMES, SYSTEM


class LanguageMenu(QMenu):
    """Stores the choice in the settings; it takes effect when the app next starts."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("La&nguage"), parent)
        self.setObjectName("language_menu")
        self.settings = settings
        group = QActionGroup(self)
        for code, name in {SYSTEM: self.tr("System Default"), **LANGUAGE_NAMES}.items():
            action = self.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == settings.language)
            action.setData(code)
            group.addAction(action)
        group.triggered.connect(self._choose)

    def _choose(self, action: QAction) -> None:
        code = str(action.data())
        if code == self.settings.language:
            return
        self.settings.language = code
        from PySide6.QtWidgets import QMessageBox  # loads when a language is chosen

        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Language"),
            self.tr("Scorpion will use the new language the next time it starts."),
            parent=self.parentWidget(),
        )
        box.setObjectName("language_notice")
        box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.notice = box
        box.open()
