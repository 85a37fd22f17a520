"""What the window tells the player about the saved games (damaged, newer, not saving)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from scorpion_qt.store import Notice


def store_notice_text(notice: Notice) -> str:
    """The translated message for a store notice."""
    from scorpion_qt.store.notices import NoticeKind

    texts = {
        NoticeKind.DAMAGED_FILE_MOVED: QCoreApplication.translate(
            "MainWindow",
            "The game database could not be read, so a new one was started.\n"
            "The old file was kept as:\n{path}",
        ),
        NoticeKind.NEWER_DATABASE: QCoreApplication.translate(
            "MainWindow",
            "The game database {path} comes from a newer version of Scorpion Qt.\n"
            "This version will not change it, so games are not being saved.",
        ),
        NoticeKind.NOT_SAVING: QCoreApplication.translate(
            "MainWindow", "Games are not being saved ({reason}).\nYou can keep playing."
        ),
    }
    return texts[notice.kind].format(path=notice.path or "", reason=notice.message)


def open_store_notice(notice: Notice, parent: QWidget) -> QMessageBox:
    """Show the notice without blocking (start-up goes on behind it)."""
    title = QCoreApplication.translate("MainWindow", "Saved games")
    box = QMessageBox(QMessageBox.Icon.Warning, title, store_notice_text(notice), parent=parent)
    box.setObjectName("store_notice")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
