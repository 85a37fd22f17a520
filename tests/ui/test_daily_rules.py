"""A daily game under a rule set other than Classic: the pinned table's deal for the date
under that rule set, kept by the store as the date's deal under it and recorded with it."""

from __future__ import annotations

import datetime

from pytestqt.qtbot import QtBot

from scorpion_qt.engine.deals import FIRST_DAILY_DEAL, MAX_DEAL, daily_deal
from scorpion_qt.package_files import resource
from scorpion_qt.solver.daily_table import pinned_daily
from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from tests.ui.conftest import Board, saved

RULES = "three-blind-mice"


def test_a_daily_game_under_three_blind_mice_gets_its_own_deal(
    board: Board, qtbot: QtBot, today: datetime.date
) -> None:
    window = board.window
    row = pinned_daily(resource("daily"), today, RULES)
    assert row is not None
    expected = row.deal
    with qtbot.waitSignal(window.deal_search.daily_started, timeout=60_000) as started:
        window.new_games.start(NewGameChoice(RULES, "daily", 1))
    controller = window.controller
    assert started.args[0] == expected
    assert (controller.game.deal, controller.game.rules) == (expected, RULES)
    assert controller.daily == today
    assert controller.play(controller.game.legal_moves()[0])
    saved(window, qtbot)
    store = window.store
    assert store is not None
    assert store.daily_deal_for(today, RULES) == expected
    newest = store.history_page(limit=1).rows[0]
    assert (newest.rules, newest.deal, newest.daily_date) == (RULES, expected, today)


def test_a_daily_of_a_date_to_come_is_refused(
    board: Board, qtbot: QtBot, today: datetime.date
) -> None:
    """However it is asked for, tomorrow's daily is not dealt before its date: the window
    says so and the game on the board goes on."""
    window = board.window
    playing = window.controller.game
    started: list[object] = []
    window.deal_search.daily_started.connect(started.append)
    tomorrow = today + datetime.timedelta(days=1)
    window.new_games.start(NewGameChoice(RULES, "daily", 1, date=tomorrow))
    assert window.statusBar().currentMessage() == "A daily deal cannot be played before its date."
    assert window.controller.game is playing
    assert window.controller.daily is None
    window.new_games.start(NewGameChoice(RULES, "daily", 1, date=today))
    qtbot.waitUntil(lambda: bool(started), timeout=60_000)
    assert window.controller.daily == today


def test_new_game_refuses_a_daily_deals_number(qtbot: QtBot, today: datetime.date) -> None:
    """A daily deal's number (past New Game's numbers) cannot be chosen as a deal number,
    typed whole or cut to the ten digits the field takes."""
    for daily in (daily_deal(today, RULES), FIRST_DAILY_DEAL):
        dialog = NewGameDialog(NewGameChoice(RULES, "number", 7))
        qtbot.addWidget(dialog)
        dialog.number_edit.clear()
        qtbot.keyClicks(dialog.number_edit, str(daily))
        assert int(dialog.number_edit.text()) > MAX_DEAL
        dialog.buttons.accepted.emit()
        assert dialog.result() != NewGameDialog.DialogCode.Accepted
        assert dialog.error_label.text() == f"Choose a deal number from 1 to {MAX_DEAL}."
