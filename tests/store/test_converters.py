"""Converters: the figures kept for a game, and rebuilding a game from its log."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store.converters import figures, percent_complete, rebuild_game
from tests.store.conftest import play, winning_game


def test_percent_complete_counts_cards_removed_and_uncovered() -> None:
    assert percent_complete(0, 0, 12) == 0.0
    assert percent_complete(0, 12, 12) == pytest.approx(100 * 12 / 64)
    assert percent_complete(2, 6, 12) == pytest.approx(100 * 32 / 64)
    assert percent_complete(4, 12, 12) == 100.0


def test_figures_follow_the_current_position() -> None:
    game = play(Game.new(1), 6)
    found = figures(game)
    assert (found.score, found.moves) == (game.score, 6)
    turned = sum(game.start.down) - sum(game.position.down)
    assert found.cards_turned_up == turned
    game.undo()
    assert figures(game).moves == 5


def test_a_won_game_is_complete_even_from_a_custom_position() -> None:
    game = winning_game()
    game.play("2:AC>1")
    found = figures(game)
    assert (found.runs_completed, found.percent_complete) == (4, 100.0)


def test_rebuild_keeps_the_deal_and_the_undo_stack() -> None:
    game = play(Game.new(42, "relaxed"), 5)
    game.undo()
    rebuilt = rebuild_game(game.start_text(), 42, game.log)
    assert rebuilt.deal == 42 and rebuilt.rules == "relaxed"
    assert rebuilt.to_text() == game.to_text() and rebuilt.can_redo


def test_rebuild_refuses_a_log_that_does_not_replay() -> None:
    with pytest.raises(ValueError):
        rebuild_game(Game.new(1).start_text(), 1, ["undo"])
