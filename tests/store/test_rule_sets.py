"""Every rule set of the Scorpion family is stored with its id: its games resume and load
as played (cells included), and statistics, history, leaderboards and daily results are
kept per rule set."""

from __future__ import annotations

import datetime

import pytest

from scorpion_qt.engine import RULES, Game
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryFilter
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock, play

DAY = datetime.date(2025, 6, 1)

#: How They Run with cell 1 free: 2♠ may go into it, and 7♠ out of cell 2 onto 8♠
FREE_CELL = """\
rules: how-they-run
cells: - 7S
foundations: -
1: 7D 9C 4D 8H 8D
2: 5S JD 6D 9S JC TC
3: 5D KD 3C 2D JH
4: 5H 7H 4H 2C 8S
5: 6S KC KH TH TS
6: JS TD AD QC 4S
7: 6C 7C AS 5C AH
8: [KS 6H QS] QH QD
9: [9D 3D 3S] AC 4C
10: [2H 8C 9H] 3H 2S
"""


def played(store: Store, rules: str, deal: int, moves: int, clock: Clock) -> tuple[int, Game]:
    """A game of ``rules`` started and ``moves`` moves into it, each move stored."""
    game = Game.new(deal, rules)
    game_id = store.start_game(game)
    assert game_id is not None
    for _ in range(moves):
        play(game, 1)
        clock.advance(seconds=5)
        store.record_move(game_id, game, 5.0 * game.move_count)
    return game_id, game


def test_each_rule_sets_games_are_stored_and_filtered_by_it(store: Store, clock: Clock) -> None:
    ids: dict[str, int] = {}
    for number, rules in enumerate(RULES, start=1):
        game_id, game = played(store, rules, 100 + number, 2, clock)
        store.finish(game_id, game, 10.0)  # given up: lost
        ids[rules] = game_id
    assert store.history_page().total == len(RULES)
    for rules, game_id in ids.items():
        page = store.history_page(HistoryFilter(rules=rules))
        assert [(row.id, row.rules, row.result) for row in page.rows] == [
            (game_id, rules, GameResult.LOST)
        ]
        statistics = store.statistics(rules)
        assert (statistics.rules, statistics.played, statistics.won) == (rules, 1, 0)
        loaded = store.load_game(game_id)
        assert loaded is not None
        assert loaded.rules == rules
        assert loaded.to_text() == play(Game.new(loaded.deal or 0, rules), 2).to_text()
    assert store.statistics().played == len(RULES)


def test_a_game_with_cells_resumes_where_it_was(store: Store) -> None:
    game = Game.from_text(FREE_CELL)
    game_id = store.start_game(game)
    for move in ("10:2S>c1", "c2:7S>4"):
        game.play(move)
        store.record_move(game_id, game, 3.0)
    resumed = store.resume()
    assert resumed is not None
    assert resumed.game.rules == "how-they-run"
    assert resumed.game.moves == ["10:2S>c1", "c2:7S>4"]
    assert resumed.game.to_text() == game.to_text()
    assert resumed.game.position.cells == game.position.cells


def near_win(rules: str) -> Game:
    """A game of ``rules`` one move (``2:AS>1``) from a win."""
    variant = RULES[rules]
    lines = [f"rules: {rules}", "foundations: H D C"]
    lines.append("cells: - -" if variant.cells else "reserve: -")
    lines += ["1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "2: AS"]
    lines += [f"{column}:" for column in range(3, variant.columns + 1)]
    return Game.from_text("\n".join(lines) + "\n")


def test_leaderboards_are_kept_per_rule_set(store: Store, clock: Clock) -> None:
    won: dict[str, int] = {}
    for rules in RULES:
        game = near_win(rules)
        game_id = store.start_game(game)
        assert game_id is not None
        game.play("2:AS>1")
        clock.advance(seconds=30)
        store.record_move(game_id, game, 30.0)
        store.finish(game_id, game, 30.0)
        won[rules] = game_id
    for rules, game_id in won.items():
        assert [entry.game.id for entry in store.leaderboard(rules=rules)] == [game_id]
        assert store.statistics(rules).won == 1
    assert len(store.leaderboard()) == len(RULES)


@pytest.mark.parametrize("rules", list(RULES))
def test_a_daily_deal_is_played_under_each_rule_set(store: Store, rules: str) -> None:
    deal = store.daily_deal_for(DAY, rules, lambda _day: 4242)
    game = store.daily_game(DAY, rules)
    assert (game.deal, game.rules) == (deal, rules)
    assert game.to_text() == Game.new(deal, rules).to_text()
    game_id = store.start_game(game, daily_date=DAY)
    play(game, 1)
    store.record_move(game_id, game, 4.0)
    store.finish(game_id, game, 4.0)
    assert store.statistics(rules).daily_played == 1
    assert store.statistics().daily_played == 1
