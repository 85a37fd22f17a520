"""What the status bar says while a move on the board is not saved yet (the store took
longer than the board waits for it: see :mod:`~scorpion_qt.ui.services.store_recorder`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from scorpion_qt.ui.window.game_status_bar import GameStatusBar


def late_text() -> str:
    return QCoreApplication.translate(
        "MainWindow", "Saving is slow: the last move is not saved yet"
    )


def show_late_saving(status_bar: GameStatusBar, late: bool) -> None:
    """While ``late``, the message stays; once the moves are saved, it goes (if it is still
    the one shown)."""
    if late:
        status_bar.show_message(late_text(), 0)
    else:
        status_bar.clear_message_if(late_text())
