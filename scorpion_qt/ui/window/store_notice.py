"""What the window tells the player about the saved games (damaged, newer, not saving,
saving again)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from scorpion_qt.store.failures import Reason
from scorpion_qt.store.notices import Notice, NoticeKind
from scorpion_qt.ui.window.os_error_text import os_error_text


def store_notice_text(notice: Notice) -> str:
    """The translated message for a store notice."""
    translate = QCoreApplication.translate
    texts = {
        NoticeKind.DAMAGED_FILE_MOVED: translate(
            "MainWindow",
            "The game database could not be read, so a new one was started.\n"
            "The old file was kept as:\n{path}",
        ),
        NoticeKind.DAMAGED_FILE_SALVAGED: translate(
            "MainWindow",
            "The game database was damaged, so a new one was started with what could still "
            "be read of it.\nGames recovered: {count}\nThe damaged file was kept as:\n{path}",
        ),
        NoticeKind.NEWER_DATABASE: translate(
            "MainWindow",
            "The game database {path} comes from a newer version of Scorpion Qt.\n"
            "This version will not change it, so games are not being saved.",
        ),
        NoticeKind.NOT_SAVING: translate(
            "MainWindow", "Games are not being saved ({reason}).\nYou can keep playing."
        ),
        NoticeKind.SAVING_RESUMED: translate(
            "MainWindow",
            "Games are being saved again.\nWhat was played in the meantime has been saved too.",
        ),
        NoticeKind.GAME_DAMAGED: translate(
            "MainWindow",
            "The game in progress could not be restored: its saved moves are damaged.\n"
            "It is kept in the history as damaged, and a new game was started.",
        ),
        NoticeKind.STRAY_LOG: translate(
            "MainWindow",
            "A log of changes beside the game database did not belong to it, so it was not "
            "applied: your games are as the database holds them.\nThe log was kept as:\n{path}",
        ),
        NoticeKind.DAMAGED_LOG: translate(
            "MainWindow",
            "The log of the latest changes to the game database was damaged: what could be "
            "read of it was applied.\nThe damaged log was kept as:\n{path}",
        ),
        NoticeKind.LONE_LOG: translate(
            "MainWindow",
            "A log of changes was found without its game database, so it could not be "
            "applied.\nThe log was kept as:\n{path}",
        ),
    }
    return texts[notice.kind].format(
        path=notice.path or "", reason=reason_text(notice), count=notice.count or 0
    )


def reason_text(notice: Notice) -> str:
    """Why games are not being saved, translated; a notice without a reason (the window's
    own, for a store call that raised) gives its message."""
    if notice.reason is None:
        return notice.message
    translate = QCoreApplication.translate
    texts = {
        Reason.DISK_FULL: translate("MainWindow", "the disk is full"),
        Reason.DISK_ERROR: translate("MainWindow", "the disk reported an input/output error"),
        Reason.IN_USE: translate(
            "MainWindow",
            "the game database is in use by another program (is Scorpion Qt open twice?)",
        ),
        Reason.CANNOT_WRITE: translate("MainWindow", "the data folder {folder} cannot be written"),
        Reason.DAMAGED: translate(
            "MainWindow", "the game database is damaged; start Scorpion Qt again to repair it"
        ),
        Reason.CHANGED_ELSEWHERE: translate(
            "MainWindow", "this game was changed by another copy of Scorpion Qt"
        ),
        Reason.BAD_VALUE: translate("MainWindow", "a value of the game could not be stored"),
        Reason.FAILED: translate("MainWindow", "the game database failed"),
    }
    folder = notice.path.parent if notice.path is not None else ""
    text = texts[notice.reason].format(folder=folder)
    why = os_error_text(notice.error_number) if notice.reason is Reason.CANNOT_WRITE else None
    if why is None:
        return text
    return translate("MainWindow", "{reason}: {why}").format(reason=text, why=why)


def open_store_notice(notice: Notice, parent: QWidget) -> QMessageBox:
    """Show the notice without blocking (start-up goes on behind it)."""
    title = QCoreApplication.translate("MainWindow", "Saved games")
    icon = (
        QMessageBox.Icon.Information
        if notice.kind is NoticeKind.SAVING_RESUMED
        else QMessageBox.Icon.Warning
    )
    box = QMessageBox(icon, title, store_notice_text(notice), parent=parent)
    box.setObjectName("store_notice")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
