"""Settings → Warn Before Losing Moves, in the real main window with real drags and keys:
a move that loses a winnable game asks first; Cancel keeps the board (the cards go back),
Play It plays it; off, a move that keeps the game winnable, a daily game sent online and a
worker that does not answer in time play the move without a question."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.solver.protocol import SolveAnswer, SolveJob
from scorpion_qt.ui.play.assistant import Winnability
from scorpion_qt.ui.play.blunder_check import BlunderCheck
from scorpion_qt.ui.services import solver_client
from scorpion_qt.ui.services.solver_client import SolverClient
from scorpion_qt.ui.services.translations import use_language
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import Board
from tests.ui.test_assistant import HARD_DEAL, HARD_MOVES, HARD_RULES
from tests.ui.test_translations import speak  # noqa: F401 (a fixture)

#: a deal the solver proves winnable, played 17 moves along a winning line: every move from
#: there keeps it winnable but LOSING (the block from 4D onto 5D buries the 2S the line
#: needs: the solver's static test proves it lost at once)
DEAL = 1059757628
PLAYED = [
    "4:8C>2",
    "3:JD>2",
    "1:8H>2",
    "7:6H>1",
    "2:QD>1",
    "1:7S>4",
    "6:TD>1",
    "1:7H>4",
    "5:3H>1",
    "2:7D>5",
    "5:9S>7",
    "4:6D>5",
    "deal",
    "6:3D>1",
    "2:JC>6",
    "6:QC>1",
    "4:9H>1",
]
LOSING = "1:4D>5"
#: a move off the winning line known that keeps the game winnable
KEEPS_IT = "5:4C>3"
QUESTION = "This move loses a winnable game. Play it anyway?"
SOLVER_MS = 20_000


def checked_game(board: Board, *, on: bool = True, practice: bool = False) -> BlunderCheck:
    """The window at the position above, known winnable, with the check ``on`` (turned on
    in the Settings menu); a practice game if ``practice``."""
    window, qtbot = board.window, board.qtbot
    game = Game.new(DEAL)
    for move in PLAYED:
        game.play(move)
    window.controller.set_game(game, practice=practice)
    qtbot.waitUntil(lambda: window.assistant.status is Winnability.WINNABLE, timeout=SOLVER_MS)
    action = window.game_actions.blunder_check_action
    assert not action.isChecked()  # off by default
    if on:
        action.trigger()
    assert window.settings.blunder_check is on
    check = window.blunder_check
    assert check.enabled is on
    return check


def worker_idle() -> bool:
    """The solver's worker has answered every job sent to it."""
    worker = solver_client._host.worker  # what the test waits for
    return worker is None or not worker.unanswered


def drag_losing_move(board: Board) -> None:
    board.drag("4D", board.column_point(5))


def box_shown(board: Board, check: BlunderCheck) -> QMessageBox:
    board.qtbot.waitUntil(lambda: check.box is not None and check.box.isVisible(), timeout=5000)
    box = check.box
    assert box is not None
    assert box.text() == QUESTION
    return box


def button(box: QMessageBox, text: str) -> QPushButton:
    for candidate in box.findChildren(QPushButton):
        if candidate.text().replace("&", "") == text:
            return candidate
    raise KeyError(text)


def last_move(window: MainWindow) -> str:
    return window.controller.game.moves[-1]


def test_a_losing_move_asks_and_cancel_puts_the_cards_back(board: Board, qtbot: QtBot) -> None:
    window = board.window
    check = checked_game(board)
    before = window.controller.game.to_text()
    home = board.item("4D").pos()
    drag_losing_move(board)
    assert check.waiting  # held back, the dragged cards where they were dropped
    assert board.item("4D").pos() != home
    box = box_shown(board, check)
    assert window.controller.game.to_text() == before
    assert button(box, "Cancel") is box.defaultButton()
    qtbot.mouseClick(button(box, "Cancel"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: check.box is None)
    assert not check.waiting
    assert window.controller.game.to_text() == before
    assert not window.scene.dragging
    board.settle()
    assert board.item("4D").pos() == home  # back in its column
    # Enter answers Cancel too: the default button
    drag_losing_move(board)
    box = box_shown(board, check)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: check.box is None)
    assert window.controller.game.to_text() == before


def test_play_it_plays_the_losing_move(board: Board, qtbot: QtBot) -> None:
    window = board.window
    check = checked_game(board)
    drag_losing_move(board)
    box = box_shown(board, check)
    qtbot.mouseClick(button(box, "Play It"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not check.waiting)
    assert last_move(window) == LOSING
    board.settle()
    assert board.column_text(5).endswith("5D 4D 3D TC KC QC JC TH 9H 8H 7H 6H 2S")
    qtbot.waitUntil(lambda: window.assistant.status is Winnability.LOST, timeout=SOLVER_MS)


def test_a_double_click_and_the_deal_key_ask_too(board: Board, qtbot: QtBot) -> None:
    """The double-click's move and the reserve's deal by its key (D) are held back as a
    drag is; Escape answers Cancel."""
    window = board.window
    check = checked_game(board)
    before = window.controller.game.to_text()
    qtbot.mouseDClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.visible_point("4D")
    )
    qtbot.keyClick(box_shown(board, check), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: check.box is None)
    assert window.controller.game.to_text() == before
    # a fresh deal the solver wins, where dealing the reserve at once loses it
    window.controller.set_game(Game.new(DEAL))
    qtbot.waitUntil(lambda: window.assistant.status is Winnability.WINNABLE, timeout=SOLVER_MS)
    reserve = window.controller.game.position.reserve
    assert reserve
    # a player who looks before dealing: the worker is done with the new deal's par
    qtbot.waitUntil(worker_idle, timeout=SOLVER_MS)
    window.activateWindow()  # the box has closed: shortcuts need the window active
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(board.view, Qt.Key.Key_D)
    qtbot.keyClick(box_shown(board, check), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: check.box is None)
    assert window.controller.game.position.reserve == reserve
    assert window.controller.game.move_count == 0


def test_off_the_losing_move_is_played_at_once(board: Board) -> None:
    window = board.window
    check = checked_game(board, on=False)
    drag_losing_move(board)
    assert last_move(window) == LOSING  # played as the mouse was released
    assert check.box is None and not check.waiting


def test_moves_that_keep_the_game_winnable_ask_nothing(board: Board, qtbot: QtBot) -> None:
    window = board.window
    check = checked_game(board)
    asked: list[bool] = []
    check.asked.connect(lambda: asked.append(True))
    # off the winning line known: the solver is asked, and the move played on its answer
    with qtbot.waitSignal(check.settled, timeout=5000) as settled:
        board.drag("4C", board.column_point(3))
        assert check.waiting
    assert settled.args == [True]
    assert last_move(window) == KEEPS_IT
    qtbot.waitUntil(lambda: window.assistant.status is Winnability.WINNABLE, timeout=SOLVER_MS)
    # the winning line's next move is not even asked about
    line_move = window.assistant.next_winning_move()
    assert line_move is not None
    window.controller.play(line_move)
    assert last_move(window) == line_move
    assert not asked and check.box is None


def test_never_asked_in_a_daily_game_sent_online(board: Board) -> None:
    window = board.window
    check = checked_game(board)
    window.settings.remember_online("http://127.0.0.1:9", "tester")
    assert window.daily.online.on
    window.controller.daily = datetime.date(2026, 12, 4)
    drag_losing_move(board)
    assert last_move(window) == LOSING
    assert check.box is None and not check.waiting


def test_never_asked_in_a_practice_game(board: Board) -> None:
    window = board.window
    check = checked_game(board, practice=True)
    drag_losing_move(board)
    assert last_move(window) == LOSING
    assert check.box is None and not check.waiting


def test_a_daily_game_offline_is_asked(board: Board) -> None:
    window = board.window
    check = checked_game(board)
    assert not window.daily.online.on
    window.controller.daily = datetime.date(2026, 12, 4)
    drag_losing_move(board)
    box_shown(board, check).reject()


def test_a_busy_worker_lets_the_move_go_without_waiting(board: Board, qtbot: QtBot) -> None:
    """The worker runs a long search (a hint's, say) when the move comes: the move is
    played when its wait is over, long before that search ends."""
    window = board.window
    check = checked_game(board)
    hard = Game.new(HARD_DEAL, HARD_RULES)
    for move in HARD_MOVES:
        hard.play(move)
    busy = SolverClient()
    answers: list[SolveAnswer | None] = []
    busy.submit("busy", SolveJob(hard.to_text(), 8.0), answers.append)
    try:
        with qtbot.waitSignal(check.settled, timeout=5000) as settled:
            drag_losing_move(board)
            assert check.waiting
        assert settled.args == [True]
        assert not answers  # the worker is still busy: the move did not wait for it
        assert last_move(window) == LOSING
        assert check.box is None
    finally:
        busy.cancel("busy")


@pytest.mark.parametrize(("language", "start"), [("tr", "Bu hamle"), ("de", "Dieser Zug")])
@pytest.mark.usefixtures("speak")
def test_the_question_is_translated(language: str, start: str) -> None:
    use_language(language)
    text = QCoreApplication.translate("BlunderCheck", QUESTION)
    assert text.startswith(start), text
