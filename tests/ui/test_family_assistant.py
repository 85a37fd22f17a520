"""The solver at the player's side under the Three Blind Mice rule sets: a hint names a
cell move, Finish Automatically plays a line through a cell."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from tests.ui.conftest import Board

#: Three Blind Mice, two moves from the win: 5♠ from cell 1 onto 6♠, then 4♠ (and the
#: spades on it) onto 5♠
CELL_FIRST = """\
rules: three-blind-mice
cells: 5S -
foundations: H D C
1: KS QS JS TS 9S 8S 7S 6S
2: 4S 3S 2S AS
3:
4:
5:
6:
7:
8:
9:
10:
"""


def test_a_hint_names_a_cell_move(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(CELL_FIRST))
    board.settle()
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    message = window.statusBar().currentMessage
    qtbot.waitUntil(lambda: message().startswith("Hint:"), timeout=20_000)
    assert "cell 1" in message(), message()
    assert board.scene.columns[0].highlighted


def test_finish_automatically_plays_through_a_cell(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(CELL_FIRST))
    qtbot.waitUntil(window.game_actions.finish_action.isEnabled, timeout=20_000)
    window.game_actions.finish_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.is_won, timeout=20_000)
    assert str(window.controller.game.moves[0]) == "c1:5S>1"
