"""The status bar's messages agree with each other and with what the solver knows: nothing
told before the first move, a move that loses a winnable game said with the way back, a
hint on a lost game, after a win, the deal searches, the dead end's clock, long texts."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.solver.protocol import SolveJob
from scorpion_qt.solver.solve import solve
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
from scorpion_qt.ui.play.assistant import Winnability
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.services.translations import use_language
from scorpion_qt.ui.window import game_status_bar
from scorpion_qt.ui.window.main_window import MainWindow
from tests.positions import NEARLY_WON
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.conftest import Board, when_modal
from tests.ui.test_assistant import HARD_DEAL, HARD_RULES, stuck_after
from tests.ui.test_translations import window_in

#: a deal the solver proves winnable, where dealing the reserve at once loses it
WINNABLE = 1059757628
LOSING_MOVE = "deal"
#: a deal the solver proves lost before any move
LOST_DEAL = 7
SOLVER_MS = 20_000

#: three moves from a win along the only line, every card face-up, the reserve dealt
THREE_FROM_WON = """\
rules: classic
reserve: -
foundations: H D C
1: KS QS JS TS 9S 8S 7S 6S 5S
2: 4S 3S
3: 2S
4: AS
5:
6:
7:
"""


def known(window: MainWindow, qtbot: QtBot, status: Winnability) -> None:
    qtbot.waitUntil(lambda: window.assistant.status is status, timeout=SOLVER_MS)


def message(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def hint(board: Board) -> str:
    board.qtbot.keyClick(board.view, Qt.Key.Key_H)
    board.qtbot.waitUntil(lambda: message(board.window).startswith("Hint:"), timeout=SOLVER_MS)
    return message(board.window)


def test_nothing_is_told_of_a_deal_before_its_first_move(board: Board, qtbot: QtBot) -> None:
    window = board.window
    assert solve(Game.new(LOST_DEAL), time_limit=5.0).status == "lost"
    window.controller.set_game(Game.new(LOST_DEAL))
    known(window, qtbot, Winnability.LOST)
    assert window.status_bar.winnability_label.text() == ""  # not "This deal cannot be won"
    window.controller.set_game(Game.new(WINNABLE))
    known(window, qtbot, Winnability.WINNABLE)
    assert window.status_bar.winnability_label.text() == ""


def test_a_lost_deal_is_not_winnable_after_a_move_never_no_longer(
    board: Board, qtbot: QtBot
) -> None:
    window = board.window
    game = Game.new(LOST_DEAL)
    window.controller.set_game(game.copy())
    known(window, qtbot, Winnability.LOST)
    window.controller.play(game.legal_moves()[0])
    known(window, qtbot, Winnability.LOST)
    assert window.status_bar.winnability_label.text() == "Not winnable"
    # the hint says as much, not that no winning line is known
    text = hint(board)
    assert text.endswith("(this game cannot be won)"), text


def test_a_move_that_loses_a_winnable_game_says_undo_goes_back(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.new(WINNABLE))
    known(window, qtbot, Winnability.WINNABLE)
    window.controller.play(LOSING_MOVE)
    known(window, qtbot, Winnability.LOST)
    assert window.status_bar.winnability_label.text() == "No longer winnable — Undo to go back"
    text = hint(board)
    assert text.endswith("(no longer winnable — Undo to go back)"), text
    assert "no winning line is known" not in text
    window.game_actions.undo_action.trigger()
    known(window, qtbot, Winnability.WINNABLE)
    assert window.status_bar.winnability_label.text() == ""  # back at move 0


def test_winnable_is_said_once_the_player_has_moved(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(THREE_FROM_WON))
    known(window, qtbot, Winnability.WINNABLE)
    assert window.status_bar.winnability_label.text() == ""
    window.controller.play("4:AS>3")
    qtbot.waitUntil(
        lambda: window.status_bar.winnability_label.text() == "Winnable", timeout=SOLVER_MS
    )


def test_after_a_win_nothing_says_winnable_and_hint_is_off(
    window: MainWindow, qtbot: QtBot
) -> None:
    board = Board(window, qtbot)
    window.game_actions.animations_action.trigger()  # no celebration to wait for
    window.controller.set_game(Game.from_text(NEARLY_WON))
    assert window.game_actions.hint_action.isEnabled()
    summaries: list[WinDialog] = []

    def close(dialog: WinDialog) -> None:
        summaries.append(dialog)
        dialog.reject()

    when_modal(qtbot, close)
    window.controller.play("2:AS>1")
    qtbot.waitUntil(lambda: bool(summaries))
    assert window.controller.game.is_won
    assert window.status_bar.winnability_label.text() == ""
    assert not window.game_actions.hint_action.isEnabled()
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    assert not message(window).startswith("Looking for a hint")
    window.controller.set_game(Game.from_text(RULE_BOOK_DEAL))  # a new game: hints again
    assert window.game_actions.hint_action.isEnabled()


def test_the_winnable_deal_search_is_said_until_its_deal_is_on_the_board(
    board: Board, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = board.window
    monkeypatch.setattr(game_status_bar, "MESSAGE_MS", 100)  # what passing messages last
    # the worker is busy for 3 s before it looks for a deal (it runs its jobs in order)
    busy = Game.new(HARD_DEAL, HARD_RULES).to_text()
    window.assistant.client.submit("busy", SolveJob(busy, 3.0), lambda _answer: None)
    with qtbot.waitSignal(window.deal_search.winnable_started, timeout=60_000):
        window.new_games.start(NewGameChoice("classic", "random", 1, winnable_only=True))
        qtbot.wait(500)
        assert message(window) == "Finding a winnable deal…"
    assert message(window) == ""  # at once, not seconds later


def test_the_daily_deal_message_goes_when_the_deal_is_on_the_board(
    board: Board, qtbot: QtBot, today: datetime.date
) -> None:
    window = board.window
    with qtbot.waitSignal(window.deal_search.daily_started, timeout=60_000):
        window.new_games.start(NewGameChoice("classic", "daily", 1))
        assert message(window) == "Preparing the daily deal…"
    assert window.controller.daily == today
    assert message(window) == ""


def test_the_clock_stops_when_no_move_is_left(board: Board, qtbot: QtBot) -> None:
    window = board.window
    controller = window.controller
    game, last = stuck_after()
    controller.set_game(game)
    controller.run_clock()
    assert controller.clock_running
    controller.play(last)
    assert isinstance(window.game_end.stuck_box, QMessageBox)
    assert not controller.clock_running
    frozen = controller.elapsed()
    qtbot.wait(50)
    assert controller.elapsed() == frozen
    controller.run_clock()  # as the window coming back to the front asks
    assert not controller.clock_running
    assert "(paused)" not in window.status_bar.clock_label.text()  # stopped, not paused
    controller.undo()
    assert controller.clock_running  # the game goes on


# -- long texts ---------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["tr", "de"])
def test_a_long_hint_is_cut_at_the_end_and_whole_in_the_tooltip(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    try:
        window = window_in(qtbot, tmp_path, language)
        board = Board(window, qtbot)
        window.resize(640, 600)
        qtbot.waitUntil(lambda: window.width() <= 660)
        label = window.status_bar.message_label
        qtbot.keyClick(board.view, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: board.scene.hint is not None, timeout=SOLVER_MS)
        whole = label.text()
        assert whole == message(window) and len(whole) > 40
        shown = label.shown_text()
        assert label.isVisible() and label.width() > 0
        assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
        assert shown != whole and shown.endswith("…")
        qtbot.waitUntil(lambda: label.toolTip() == whole)  # asked once its layout answered
        window.status_bar.show_message("OK")  # a short text: whole, and no tooltip
        assert label.shown_text() == "OK" and label.toolTip() == ""
        window.close()
    finally:
        use_language("en")
