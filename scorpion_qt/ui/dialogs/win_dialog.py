"""The summary shown after a win: score, moves, time; new game or play the deal again."""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from scorpion_qt.ui.play.status_texts import clock_text


class WinDialog(QDialog):
    """``result()`` is NEW_GAME or PLAY_AGAIN (or Rejected when closed)."""

    NEW_GAME = 10
    PLAY_AGAIN = 11

    def __init__(self, score: int, moves: int, seconds: float, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("You won!"))
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Congratulations — all four runs are complete!"), self)
        title.setStyleSheet("font-size: 15pt; font-weight: bold")
        layout.addWidget(title)
        summary = self.tr("Score: {score}\nMoves: {moves}\nTime: {time}").format(
            score=score, moves=moves, time=clock_text(seconds)
        )
        self.summary = QLabel(summary, self)
        layout.addWidget(self.summary)
        self.par_label = QLabel(self)  # the moves against the deal's par, when it is known
        self.par_label.setObjectName("par_line")
        self.par_label.setVisible(False)
        layout.addWidget(self.par_label)
        self.best_label = QLabel(self)  # a new personal best or a streak, when there is one
        self.best_label.setObjectName("best_news")
        self.best_label.setWordWrap(True)
        self.best_label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.best_label.setVisible(False)
        layout.addWidget(self.best_label)
        self.online_label = QLabel(self)  # a daily game's online rank, when it is sent
        self.online_label.setObjectName("online_rank")
        self.online_label.setWordWrap(True)
        self.online_label.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # the server's words
        self.online_label.setVisible(False)
        layout.addWidget(self.online_label)
        buttons = QDialogButtonBox(self)
        # capitalised as the menus are (Game → New Game…, Restart This Deal)
        self.new_button = QPushButton(self.tr("New Game"), self)
        self.again_button = QPushButton(self.tr("Play This Deal Again"), self)
        # a daily game's share line (see ResultShare.offer, which shows it)
        self.copy_button = QPushButton(self.tr("Copy Result"), self)
        self.copy_button.setObjectName("copy_result")
        self.copy_button.setAutoDefault(False)
        self.copy_button.setVisible(False)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.clicked.connect(lambda: self.done(self.NEW_GAME))
        self.again_button.clicked.connect(lambda: self.done(self.PLAY_AGAIN))
        layout.addWidget(buttons)
        self.new_button.setDefault(True)

    def set_online_text(self, text: str) -> None:
        """What the online leaderboard made of this game ("" hides it)."""
        self.online_label.setText(text)
        self.online_label.setVisible(bool(text))

    def set_best_text(self, text: str) -> None:
        """What the win did for the player's bests ("" hides it)."""
        self.best_label.setText(text)
        self.best_label.setVisible(bool(text))

    def set_par_text(self, text: str) -> None:
        """The win against the deal's par ("" hides it: no par known)."""
        self.par_label.setText(text)
        self.par_label.setVisible(bool(text))
