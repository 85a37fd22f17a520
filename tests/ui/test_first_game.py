"""A first game that can be won: random deals are winnable-only unless the player says
otherwise, and the very first start plays a deal proven beforehand, with no solver to wait
for before the board is painted."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import RULES, Game
from scorpion_qt.options import parse_args
from scorpion_qt.solver.solve import solve
from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.play.winnable_deals import WINNABLE_BY_RULES, WINNABLE_DEALS
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.startup import first_game
from tests.ui.conftest import Board, open_window, when_modal
from tests.ui.test_startup_loading import heavy_before_painting

#: the budget the list was chosen with (see winnable_deals): a proof on every machine
NODE_LIMIT = 20_000


@pytest.mark.parametrize("rules", sorted(RULES))
def test_every_deal_kept_for_a_first_game_is_proven_winnable(rules: str) -> None:
    kept = WINNABLE_BY_RULES[rules]
    assert len(set(kept)) == len(kept) >= (50 if rules in ("classic", "relaxed") else 16)
    for deal in kept:
        result = solve(Game.new(deal, rules), time_limit=None, node_limit=NODE_LIMIT)
        assert result.status == "won", (deal, rules, result.status)


def test_the_first_start_plays_a_winnable_deal(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--data-dir", str(data_dir)])  # nothing to resume
    game = window.controller.game
    assert game.deal in WINNABLE_DEALS and game.rules == "classic"
    window.close()


def test_the_first_board_waits_for_no_solver(tmp_path: Path) -> None:
    # no game to resume, no game asked for: neither the store nor the solver loaded
    assert heavy_before_painting(tmp_path) == []


def test_with_winnable_only_off_the_first_deal_is_any(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(random, "randint", lambda _low, _high: 12345)
    args = parse_args([])
    game, daily = first_game(args, winnable_only=False)
    assert (game.deal, daily) == (12345, None)
    game, _daily = first_game(args)
    assert game.deal in WINNABLE_DEALS


def test_a_start_follows_the_setting(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Settings(data_dir / "settings.ini").remember_new_game("classic", "random", 1, False)
    monkeypatch.setattr(random, "randint", lambda _low, _high: 12345)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert window.controller.game.deal == 12345
    window.close()


def test_the_new_game_dialog_offers_winnable_deals_only_at_first(
    board: Board, qtbot: QtBot
) -> None:
    window = board.window
    checked: list[bool] = []

    def answer(dialog: NewGameDialog, winnable: bool) -> None:
        checked.append(dialog.winnable_box.isChecked())
        dialog.random_button.click()
        dialog.winnable_box.setChecked(winnable)
        dialog.buttons.accepted.emit()

    before = window.controller.game
    when_modal(qtbot, lambda dialog: answer(dialog, winnable=False))
    window.game_actions.new_action.trigger()
    assert checked == [True]  # checked the first time
    assert window.controller.game is not before  # any random deal: started at once
    assert not window.settings.new_game_winnable_only  # the choice is remembered
    with qtbot.waitSignal(window.deal_search.winnable_started, timeout=60_000) as started:
        when_modal(qtbot, lambda dialog: answer(dialog, winnable=True))
        window.game_actions.new_action.trigger()
    assert checked == [True, False]
    assert window.settings.new_game_winnable_only
    assert window.controller.game.deal == started.args[0]
    assert solve(window.controller.game, time_limit=10).status == "won"


@pytest.mark.parametrize("rules", ["classic", "three-blind-mice"])
def test_a_failed_search_still_gives_a_winnable_deal(
    board: Board, qtbot: QtBot, rules: str
) -> None:
    window = board.window
    with qtbot.waitSignal(window.deal_search.winnable_started) as started:
        window.deal_search.winnable_found(rules, None)  # the worker's answer on a failure
    assert started.args[0] in WINNABLE_BY_RULES[rules]
    game = window.controller.game
    assert (game.deal, game.rules) == (started.args[0], rules)


def test_a_default_new_game_choice_is_winnable_only() -> None:
    assert NewGameChoice("classic", "random", 1).winnable_only


def test_a_first_start_under_another_rule_set_plays_a_deal_proven_for_it(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = open_window(qtbot, ["--rules", "three-blind-mice", "--data-dir", str(data_dir)])
    game = window.controller.game
    assert game.rules == "three-blind-mice"
    assert game.deal in WINNABLE_BY_RULES["three-blind-mice"]
    window.close()
