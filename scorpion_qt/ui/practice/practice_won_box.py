"""The box after a practice game is won: it says the game was practice and counts nowhere,
and offers the practice again or a new game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

translate = QCoreApplication.translate


class PracticeWonBox(QMessageBox):
    """``again_button`` and ``new_button`` are for the window to wire; Close leaves the won
    practice game on the board."""

    def __init__(self, move_number: int, moves: int, parent: QWidget | None = None) -> None:
        super().__init__(QMessageBox.Icon.Information, "", "", parent=parent)
        self.setObjectName("practice_won")
        self.setWindowTitle(translate("Practice", "Practice Game Won"))
        self.setText(
            translate(
                "Practice", "You won the practice game from move {number}, in {moves} moves."
            ).format(number=move_number, moves=moves)
        )
        self.setInformativeText(
            translate(
                "Practice",
                "It was practice: it is not counted in your statistics nor sent online.",
            )
        )
        role = QMessageBox.ButtonRole.ActionRole
        self.again_button: QPushButton = self.addButton(translate("Practice", "Try Again"), role)
        self.new_button: QPushButton = self.addButton(translate("Practice", "New Game"), role)
        self.addButton(QMessageBox.StandardButton.Close)
