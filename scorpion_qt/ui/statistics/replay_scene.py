"""A read-only board: the board scene and view, with every click, drag and key ignored;
it can mark a move played and a better one (where a game slipped away)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QWidget

from scorpion_qt.engine import Move, MoveKind
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.statistics.slip_marks import MoveMark
from scorpion_qt.ui.statistics.slip_texts import BETTER_COLOUR, PLAYED_COLOUR
from scorpion_qt.ui.table.board_scene import MOVE_MS, BoardScene
from scorpion_qt.ui.table.board_view import BoardView
from scorpion_qt.ui.table.card_art import CardArt
from scorpion_qt.ui.table.layout import BoardLayout, Rect


class ReplayScene(BoardScene):
    """Shows the controller's game like the board does, but never asks it for a move.

    :meth:`show_moves` marks moves the dialog names (it decides nothing about them): the
    one played (:attr:`played_mark`) and a better one (:attr:`better_mark`), laid out
    again whenever the board is."""

    read_only = True

    def __init__(self, controller: GameController, art: CardArt | None = None) -> None:
        super().__init__(controller, art)
        self._marked: tuple[Move | None, Move | None] = (None, None)
        self.played_mark = MoveMark(QColor(PLAYED_COLOUR), played=True)
        self.better_mark = MoveMark(QColor(BETTER_COLOUR))
        self.addItem(self.played_mark)
        self.addItem(self.better_mark)

    # -- marks --------------------------------------------------------------------------

    def show_moves(self, played: Move | None, better: Move | None) -> None:
        """Mark ``played`` and ``better``, moves of the position shown (None: no mark)."""
        self._marked = (played, better)
        self._place_moves()

    def clear_moves(self) -> None:
        self.show_moves(None, None)

    @property
    def marked(self) -> tuple[Move | None, Move | None]:
        """The moves marked: (played, better)."""
        return self._marked

    def sync(self, animate: bool, duration: int = MOVE_MS) -> None:
        super().sync(animate, duration)
        self._place_moves()  # where the layout puts the cards, not where they fly now

    def _place_moves(self) -> None:
        played, better = self._marked
        width = self.board.card_width if self.board is not None else 0.0
        for mark, move in ((self.played_mark, played), (self.better_mark, better)):
            if move is None or self.board is None:
                mark.clear()
            else:
                mark.show_move(*self._move_rects(move), width)

    def _move_rects(self, move: Move) -> tuple[QRectF | None, QRectF | None]:
        """Where the layout puts the cards ``move`` takes, and where it takes them."""
        position = self.controller.game.position
        board = self.board
        assert board is not None
        if move.kind is MoveKind.DEAL:
            return _slot(board, board.reserve), None
        assert move.card is not None
        source = QRectF()
        for item in self.block_of(move.card.code):
            rect = self._card_rect(item.code)
            if rect is not None:
                source = source.united(rect)
        target: QRectF | None = None
        if move.kind is MoveKind.FOUNDATION:
            free = min(len(position.foundations), len(board.foundations) - 1)
            target = _slot(board, board.foundations[free])
        elif move.kind is MoveKind.TO_CELL and 0 <= move.cell < len(board.cells):
            target = _slot(board, board.cells[move.cell])
        elif 0 <= move.target < len(board.columns):
            column = position.columns[move.target]
            on = self._card_rect(column[-1]) if column else None
            target = on if on is not None else _slot(board, board.columns[move.target])
        return (None if source.isEmpty() else source), target

    # -- no input -----------------------------------------------------------------------

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


def _slot(board: BoardLayout, rect: Rect) -> QRectF:
    """A pile's card-sized slot (a column's zone runs on down the board)."""
    return QRectF(rect.x, rect.y, board.card_width, board.card_height)


class ReplayView(BoardView):
    """The board view of a :class:`ReplayScene`: not interactive, never takes focus."""

    def __init__(self, scene: ReplayScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setInteractive(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(420, 320)
