"""The no-moves box comes at a dead end even while legal moves remain: when all that is
left is carrying a King between empty columns."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from tests.engine.test_dead_end import KING_ON_A_HIDDEN_CARD
from tests.ui.conftest import Board


def test_king_shuffles_only_bring_the_no_moves_box(board: Board, qtbot: QtBot) -> None:
    window = board.window
    controller = window.controller
    controller.set_game(Game.from_text(KING_ON_A_HIDDEN_CARD.format(rules="classic")))
    assert window.game_end.stuck_box is None
    board.drag("KS", board.column_point(5))  # turns 2S up; then only the King can move
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None, timeout=5000)
    box = window.game_end.stuck_box
    assert isinstance(box, QMessageBox)
    assert box.isVisible()
    assert controller.game.legal_moves()  # the King could still go to column 6 or 7
    assert controller.is_stuck
    assert not controller.clock_running
    box.close()
    board.settle()
    controller.play("5:KS>6")  # a shuffle played anyway: still the dead end
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None, timeout=5000)
    controller.undo()  # the shuffle undone: still stuck
    assert controller.is_stuck
    controller.undo()  # before the King left 2S: a move of progress is there again
    assert not controller.is_stuck
    qtbot.waitUntil(lambda: window.game_end.stuck_box is None, timeout=5000)
