"""Why the operating system refused a data folder, in the player's language: the errors a
folder's path or permissions give (a name too long, a file in a folder's place, no
permission, a read-only disk, a loop of symbolic links)."""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication


def os_error_text(number: int | None) -> str | None:
    """The translated reason for the operating system's error ``number`` (an ``errno``),
    None for one without a text of its own (the reason's own text then says enough)."""
    translate = QCoreApplication.translate
    texts = {
        errno.ENAMETOOLONG: translate("MainWindow", "a name in its path is too long"),
        errno.ENOTDIR: translate("MainWindow", "a part of its path is a file, not a folder"),
        errno.EEXIST: translate(
            "MainWindow", "its name is taken by something that is not a folder"
        ),
        errno.EACCES: translate("MainWindow", "permission is denied"),
        errno.EPERM: translate("MainWindow", "permission is denied"),
        errno.EROFS: translate("MainWindow", "the disk is read-only"),
        errno.ELOOP: translate("MainWindow", "its symbolic links go round in a circle"),
        errno.ENOENT: translate("MainWindow", "a part of its path does not exist"),
    }
    return texts.get(number) if number is not None else None
