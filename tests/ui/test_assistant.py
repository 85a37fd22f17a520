"""The solver at the player's side: winnability, hints, finishing, no moves left."""

from __future__ import annotations

import datetime
import random
import sqlite3
from contextlib import closing

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.package_files import resource
from scorpion_qt.solver.daily_table import pinned_daily
from scorpion_qt.solver.protocol import SolveAnswer, SolveJob
from scorpion_qt.solver.solve import solve
from scorpion_qt.ui.play.assistant import Assistant, Winnability
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.services.solver_client import SolverClient
from scorpion_qt.ui.table.card_item import SELECTED
from tests.positions import NEARLY_WON
from tests.ui.conftest import Board, saved

#: a deal the solver does not decide within a minute, and moves from it to positions as hard
HARD_DEAL = 727
HARD_RULES = "relaxed"
HARD_MOVES = ["5:7C>1", "3:5D>1", "7:4D>1", "2:3C>1", "7:9C>1", "6:QC>1"]

# every card face-up, the reserve dealt, a few moves from the win
OPEN_WIN = """\
rules: classic
reserve: -
foundations: H D
1: KS QS JS TS 9S 8S 7S
2: 6S 5S 4S 3S 2S AS
3: KC QC JC TC 9C 8C 7C 6C
4: 5C 4C 3C 2C AC
5:
6:
7:
"""


def wait_for_the_worker(qtbot: QtBot) -> None:
    """Until the worker has answered every job sent before (it runs them in order)."""
    answers: list[SolveAnswer | None] = []
    job = SolveJob(Game.from_text(NEARLY_WON).to_text(), 5.0)
    SolverClient().submit("test", job, answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)


def stuck_after(deal: int = 1, seed: int = 5) -> tuple[Game, str]:
    """A game one move before no legal move is left, and that last move."""
    rng = random.Random(seed)
    game = Game.new(deal)
    log: list[str] = []
    while game.legal_moves():
        move = str(rng.choice(game.legal_moves()))
        game.play(move)
        log.append(move)
    return Game.replay(log[:-1], deal=deal), log[-1]


def test_winnability_in_the_status_bar(board: Board, qtbot: QtBot) -> None:
    # once a move is made (before it nothing is told: see test_status_messages)
    window = board.window
    window.controller.set_game(Game.from_text(OPEN_WIN))
    window.controller.play("2:6S>1")  # the spades' run leaves; one move from the win
    qtbot.waitUntil(
        lambda: window.status_bar.winnability_label.text() == "Winnable", timeout=20_000
    )
    game, last = stuck_after()
    window.controller.set_game(game)
    window.controller.play(last)
    qtbot.waitUntil(
        lambda: window.status_bar.winnability_label.text() == "Not winnable", timeout=20_000
    )


def test_winnability_can_be_switched_off(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.game_actions.winnability_action.trigger()
    assert not window.settings.winnability
    window.controller.set_game(Game.from_text(NEARLY_WON))
    assert window.status_bar.winnability_label.text() == ""


def test_hint_marks_the_next_move_of_a_winning_line(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(NEARLY_WON))
    board.settle()
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=20_000)
    assert "column 2 to column 1" in window.statusBar().currentMessage()
    assert board.item("AS").mark == SELECTED
    assert board.scene.columns[0].highlighted
    assert window.controller.hints == 1
    # the hint is recorded with the game (once the store's thread has written it)
    assert window.store is not None
    saved(window, qtbot)
    with closing(sqlite3.connect(window.store.path)) as db:
        assert db.execute("SELECT hints FROM games ORDER BY id DESC LIMIT 1").fetchone() == (1,)


def test_finish_automatically_plays_the_proven_line(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.controller.set_game(Game.from_text(OPEN_WIN))
    qtbot.waitUntil(window.game_actions.finish_action.isEnabled, timeout=20_000)
    window.game_actions.finish_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.is_won, timeout=20_000)
    assert window.controller.game.move_count >= 2


def test_no_moves_left_is_said_and_undo_offered(board: Board, qtbot: QtBot) -> None:
    window = board.window
    game, last = stuck_after()
    window.controller.set_game(game)
    assert window.game_end.stuck_box is None
    window.controller.play(last)
    box = window.game_end.stuck_box
    assert isinstance(box, QMessageBox)
    assert box.text() == "No move left can change this game."
    buttons = {b.text(): b for b in box.findChildren(QPushButton)}
    assert {"Undo", "Restart", "New Game"} <= set(buttons)
    buttons["Undo"].click()
    assert window.controller.game.moves == game.moves
    qtbot.waitUntil(lambda: window.game_end.stuck_box is None)


def test_the_daily_deal_is_proven_winnable(
    board: Board, qtbot: QtBot, today: datetime.date
) -> None:
    window = board.window
    with qtbot.waitSignal(window.deal_search.daily_started, timeout=30_000) as started:
        window.new_games.start(NewGameChoice("classic", "daily", 1))
    deal = started.args[0]
    pinned = pinned_daily(resource("daily"), today, "classic")
    assert pinned is not None and deal == pinned.deal
    assert window.controller.game.deal == deal
    assert window.controller.daily == today
    assert solve(window.controller.game, time_limit=10).status == "won"
    assert window.store is not None and window.store.daily_deal_for(today) == deal


def test_winnable_deals_only(board: Board, qtbot: QtBot) -> None:
    window = board.window
    with qtbot.waitSignal(window.deal_search.winnable_started, timeout=60_000) as started:
        window.new_games.start(NewGameChoice("classic", "random", 1, winnable_only=True))
    game = window.controller.game
    assert game.deal == started.args[0]
    assert solve(game, time_limit=10).status == "won"


def test_a_hint_after_many_moves_does_not_wait_for_their_checks(qtbot: QtBot) -> None:
    controller = GameController(Game.new(HARD_DEAL, HARD_RULES))
    assistant = Assistant(controller)
    assistant.refresh()
    for move in HARD_MOVES:  # each asks for a 2 s check of a position it then leaves
        assert controller.play(move)
    with qtbot.waitSignal(assistant.hint_ready, timeout=30_000) as hint:
        assistant.hint()
    assert hint.args[0] is not None and hint.args[1] is False  # by rule of thumb
    assert assistant.status is Winnability.UNKNOWN  # what the hint's search found is kept
    # the checks of the positions left were cancelled, not answered before the hint
    left = []
    while controller.undo():
        left.append(assistant.status)
    assert left == [Winnability.CHECKING] * len(HARD_MOVES)
    assistant.set_enabled(False)  # the last check is not wanted either


def test_a_hint_for_a_position_left_is_dropped(qtbot: QtBot) -> None:
    controller = GameController(Game.new(HARD_DEAL, HARD_RULES))
    assistant = Assistant(controller)
    assistant.set_enabled(False)
    hints: list[object] = []
    assistant.hint_ready.connect(lambda move, _wins: hints.append(move))
    statuses = [assistant.status]
    assistant.hint()
    statuses.append(assistant.status)  # its 5 s search
    controller.play(HARD_MOVES[0])
    statuses.append(assistant.status)  # nothing asked for the new position
    assert statuses == [Winnability.OFF, Winnability.CHECKING, Winnability.OFF]
    wait_for_the_worker(qtbot)
    assert hints == []


def test_new_game_during_a_winnable_search_starts_the_last_choice(
    board: Board, qtbot: QtBot
) -> None:
    window = board.window
    started: list[object] = []
    window.deal_search.winnable_started.connect(started.append)
    window.new_games.start(NewGameChoice("classic", "random", 1, winnable_only=True))
    assert window.statusBar().currentMessage() == "Finding a winnable deal…"
    assert window.game_actions.new_action.isEnabled()  # the player may choose again
    window.new_games.start(
        NewGameChoice("classic", "random", 1, winnable_only=True)
    )  # the latest wins
    window.new_games.start(NewGameChoice("relaxed", "number", 42))  # and this is the latest
    assert window.statusBar().currentMessage() == ""
    wait_for_the_worker(qtbot)
    assert started == []
    game = window.controller.game
    assert (game.deal, game.variant.id) == (42, "relaxed")
    assert window.game_actions.new_action.isEnabled()


def test_restart_during_the_daily_deal_search_cancels_it(board: Board, qtbot: QtBot) -> None:
    window = board.window
    before = window.controller.game.to_text()
    started: list[object] = []
    window.deal_search.daily_started.connect(started.append)
    window.new_games.start(NewGameChoice("classic", "daily", 1))
    assert window.statusBar().currentMessage() == "Preparing the daily deal…"
    window.new_games.restart()
    assert window.statusBar().currentMessage() == ""
    wait_for_the_worker(qtbot)
    assert started == []
    assert window.controller.game.to_text() == before
    assert window.controller.daily is None


#: Relaxed, where 4♥ can go back and forth between 5♣ and 5♥ (+5 each time onto 5♥)
BOUNCING = """\
rules: relaxed
score: 695
reserve: -
foundations: D S
1: KH QH JH TH 9H 8H 7H 6H
2: 5H
3: KC QC JC TC 9C 8C 7C 6C 5C 4H
4: 4C 3C 2C AC
5: 3H 2H AH
6:
7:
"""


def test_a_bounced_card_scores_once_and_the_solver_still_answers(qtbot: QtBot) -> None:
    controller = GameController(Game.from_text(BOUNCING))
    scores = []
    for move in ("3:4H>2", "2:4H>3", "3:4H>2"):  # onto 5H, back onto 5C, onto 5H again
        assert controller.play(move)
        scores.append(controller.game.score)
    assert scores == [700, 700, 700]  # one same-suit bonus per card (RULES.md §4)
    assistant = Assistant(controller)
    with qtbot.waitSignal(assistant.status_changed, timeout=30_000):
        assistant.refresh()
    qtbot.waitUntil(lambda: assistant.status is not Winnability.CHECKING, timeout=30_000)
    assert assistant.status is Winnability.WINNABLE
