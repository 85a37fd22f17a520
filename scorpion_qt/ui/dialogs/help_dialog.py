"""Help → Rules, Tips and Keys: the help texts, in the language the app speaks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from scorpion_qt.package_files import resource
from scorpion_qt.ui.services.translations import SOURCE_LANGUAGE, current_language

TOPICS = ("rules", "tips", "keys")


def help_file(topic: str, language: str) -> Path:
    """The help page for ``topic`` in ``language``, else in English."""
    path = resource("help", language, f"{topic}.html")
    return path if path.is_file() else resource("help", SOURCE_LANGUAGE, f"{topic}.html")


class HelpDialog(QDialog):
    """A window showing one help page; ``browser`` holds the text."""

    def __init__(self, topic: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"help_{topic}")
        titles = {
            "rules": self.tr("Rules of Scorpion"),
            "tips": self.tr("Tips"),
            "keys": self.tr("Keys"),
        }
        self.setWindowTitle(titles[topic])
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(help_file(topic, current_language()).read_text(encoding="utf-8"))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 620)
