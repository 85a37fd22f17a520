"""The message shown when no legal move is left: Undo, Restart or New Game, or a look back at
where the game slipped away; nothing forced."""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget


class NoMovesBox(QMessageBox):
    """``undo_button``, ``restart_button``, ``new_button`` and ``slip_button`` are for the
    window to wire."""

    def __init__(self, can_undo: bool, parent: QWidget | None = None) -> None:
        super().__init__(QMessageBox.Icon.Information, "", "", parent=parent)
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "No moves left"))
        self.setText(QCoreApplication.translate("MainWindow", "No move left can change this game."))
        self.setObjectName("no_moves")
        role = QMessageBox.ButtonRole.ActionRole
        self.undo_button: QPushButton = self.addButton(
            QCoreApplication.translate("MainWindow", "Undo"), role
        )
        self.restart_button: QPushButton = self.addButton(
            QCoreApplication.translate("MainWindow", "Restart"), role
        )
        self.new_button: QPushButton = self.addButton(
            QCoreApplication.translate("MainWindow", "New Game"), role
        )
        self.slip_button: QPushButton = self.addButton(
            QCoreApplication.translate("MainWindow", "Show Where It Slipped Away"), role
        )
        # a daily game's share line (see ResultShare.offer, which shows it): the box
        # stays open, its click is told before the box's own (which would close it)
        self.copy_button = QPushButton(QCoreApplication.translate("MainWindow", "Copy Result"))
        self.copy_button.setVisible(False)
        self.copy_button.clicked.connect(self._copying)
        self.addButton(self.copy_button, role)
        self.addButton(QMessageBox.StandardButton.Close)
        self.undo_button.setEnabled(can_undo)
        self._keep_open = False

    def _copying(self) -> None:
        self._keep_open = True

    def done(self, result: int) -> None:
        if self._keep_open:
            self._keep_open = False
            return
        super().done(result)

    def set_online_text(self, text: str) -> None:
        """What the online leaderboard made of this game (a daily game's rank), or ""; as
        plain text (it may hold the server's words)."""
        self.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.setInformativeText(text)
