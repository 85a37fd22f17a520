"""Every stored game that ends is analysed unasked: left for a new game with moves made, or
won. The history then knows whether its deal was winnable and where it slipped away."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.solver.solve import solve
from scorpion_qt.store.records import HistoryRow
from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.dialogs.no_moves_box import NoMovesBox
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
from scorpion_qt.ui.statistics.slip_analysis import slip_analysis
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import saved, when_modal
from tests.ui.test_turning_point import DEAL, MOVES, TURNING_POINT, play


def row_of(window: MainWindow, qtbot: QtBot, game_id: int) -> HistoryRow:
    saved(window, qtbot)
    store = window.store
    assert store is not None
    return next(row for row in store.history_page(limit=50).rows if row.id == game_id)


def analysed_row(window: MainWindow, qtbot: QtBot, game_id: int) -> HistoryRow:
    """The game's history row once its analysis is kept."""
    qtbot.waitUntil(lambda: row_of(window, qtbot, game_id).analysed, timeout=30_000)
    return row_of(window, qtbot, game_id)


def newest_id(window: MainWindow, qtbot: QtBot) -> int:
    saved(window, qtbot)
    assert window.store is not None
    return window.store.history_page(limit=1).rows[0].id


def new_game_by_number(qtbot: QtBot, window: MainWindow, number: int) -> None:
    """New Game from the no-moves box, deal by number; the question whether to leave the
    game (it could still be undone), asked on the dialog's OK, answered Yes."""

    def answer(dialog: QMessageBox | NewGameDialog) -> None:
        if isinstance(dialog, QMessageBox):
            yes = dialog.button(QMessageBox.StandardButton.Yes)
            qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
            return
        button = dialog.number_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
        dialog.number_edit.selectAll()
        qtbot.keyClicks(dialog.number_edit, str(number))
        when_modal(qtbot, answer)  # the question comes on OK
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    box = window.game_end.stuck_box
    assert isinstance(box, NoMovesBox)
    when_modal(qtbot, answer)
    qtbot.mouseClick(box.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.game.deal == number, timeout=10_000)


def test_a_game_left_for_a_new_one_is_analysed(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.set_game(Game.new(DEAL))
    play(window, MOVES)  # the game is lost after move 18, and no move is left
    qtbot.waitUntil(lambda: window.game_end.stuck_box is not None)
    left = newest_id(window, qtbot)
    new_game_by_number(qtbot, window, 5)
    row = analysed_row(window, qtbot, left)
    assert row.result.value == "lost"
    assert (row.winnable, row.turning_point, row.analysis_complete) == (True, TURNING_POINT, True)
    assert row.grade in ("E", "M", "H")
    # one job: the game left; the new one has not ended
    assert slip_analysis(window.store_thread).jobs == 1


def test_a_won_game_is_analysed_and_its_deal_graded(window: MainWindow, qtbot: QtBot) -> None:
    game = Game.new(DEAL)
    window.controller.set_game(game)
    line = solve(game, time_limit=10).moves
    summaries: list[WinDialog] = []

    def close(dialog: WinDialog) -> None:
        summaries.append(dialog)
        dialog.reject()

    when_modal(qtbot, close)
    play(window, list(line))
    qtbot.waitUntil(lambda: bool(summaries), timeout=10_000)
    won = newest_id(window, qtbot)
    row = analysed_row(window, qtbot, won)
    assert row.result.value == "won"
    assert (row.winnable, row.turning_point, row.analysis_complete) == (True, None, True)
    assert row.grade in ("E", "M", "H")
