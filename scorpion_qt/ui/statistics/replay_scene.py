"""A read-only board: the board scene and view, with every click, drag and key ignored."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QWidget

from scorpion_qt.ui.board_scene import BoardScene
from scorpion_qt.ui.board_view import BoardView
from scorpion_qt.ui.card_art import CardArt
from scorpion_qt.ui.controller import GameController


class ReplayScene(BoardScene):
    """Shows the controller's game like the board does, but never asks it for a move."""

    read_only = True

    def __init__(self, controller: GameController, art: CardArt | None = None) -> None:
        super().__init__(controller, art)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.ignore()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()


class ReplayView(BoardView):
    """The board view of a :class:`ReplayScene`: not interactive, never takes focus."""

    def __init__(self, scene: ReplayScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setInteractive(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(420, 320)
