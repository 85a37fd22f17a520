"""Statistics against figures worked out by hand on a seeded set of games."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store import Store
from tests.store.conftest import START, Row, play, seed, winning_game

H = datetime.timedelta(hours=1)
TODAY = datetime.date(2025, 6, 10)


def day(n: int) -> datetime.date:
    return datetime.date(2025, 6, n)


#: id: rules, outcome, score, moves, elapsed, percent, ended (hours after START), daily
GAMES = [
    Row("won", score=500, moves=100, elapsed=600, percent=100, ended=START + 1 * H),
    Row("won", score=480, moves=90, elapsed=500, percent=100, ended=START + 2 * H, daily=day(5)),
    Row("lost", score=100, moves=50, elapsed=300, percent=25, ended=START + 3 * H, daily=day(9)),
    Row("won", score=520, moves=95, elapsed=700, percent=100, ended=START + 4 * H),
    Row("won", score=460, moves=80, elapsed=450, percent=100, ended=START + 5 * H, daily=day(8)),
    Row("won", score=470, moves=85, elapsed=550, percent=100, ended=START + 6 * H, daily=day(9)),
    Row("lost", score=60, moves=40, elapsed=200, percent=12.5, ended=START + 7 * H, daily=day(7)),
    Row("won", score=490, moves=88, elapsed=480, percent=100, ended=START + 8 * H, daily=day(10)),
    Row("won", "relaxed", 600, 70, 400, percent=100, ended=START + 3.5 * H),
    Row("lost", "relaxed", 200, 60, 350, percent=50, ended=START + 9 * H),
    Row("in_progress", score=150, moves=20, elapsed=120, percent=30, actions=5),
    Row("in_progress", score=0, moves=0, elapsed=0, percent=0, actions=0),  # not played
]


@pytest.fixture
def seeded(store: Store) -> Store:
    seed(store.path, GAMES)
    return store


def test_overall_figures(seeded: Store) -> None:
    stats = seeded.statistics(today=TODAY)
    assert (stats.played, stats.won, stats.lost) == (11, 7, 3)
    assert stats.win_percent == pytest.approx(100 * 7 / 11)
    # by end time: W W L W(relaxed) W W W L W L
    assert (stats.longest_streak, stats.current_streak) == (4, 0)
    assert stats.best_score == 600
    assert stats.average_score == pytest.approx(4030 / 11)
    assert stats.fastest_win_seconds == 400
    assert stats.fewest_moves_to_win == 70
    assert stats.average_percent_complete == pytest.approx(817.5 / 11)


def test_classic_figures(seeded: Store) -> None:
    stats = seeded.statistics("classic", today=TODAY)
    assert (stats.rules, stats.played, stats.won, stats.lost) == ("classic", 9, 6, 2)
    assert stats.win_percent == pytest.approx(100 * 6 / 9)
    # W W L W W W L W
    assert (stats.longest_streak, stats.current_streak) == (3, 1)
    assert (stats.best_score, stats.fastest_win_seconds, stats.fewest_moves_to_win) == (
        520,
        450,
        80,
    )
    assert stats.average_score == pytest.approx(3230 / 9)
    assert stats.average_percent_complete == pytest.approx(667.5 / 9)


def test_relaxed_figures(seeded: Store) -> None:
    stats = seeded.statistics("relaxed", today=TODAY)
    assert (stats.played, stats.won, stats.lost, stats.win_percent) == (2, 1, 1, 50.0)
    assert (stats.longest_streak, stats.current_streak) == (1, 0)
    assert (stats.daily_played, stats.daily_won, stats.daily_streak) == (0, 0, 0)


def test_daily_figures(seeded: Store) -> None:
    stats = seeded.statistics(today=TODAY)
    # dates played: 5, 7, 8, 9, 10; won: 5, 8, 9 (a loss that day too), 10
    assert (stats.daily_played, stats.daily_won) == (5, 4)
    assert stats.daily_streak == 3  # 8, 9, 10 ending today


@pytest.mark.parametrize(("today", "streak"), [(day(11), 3), (day(12), 0), (day(9), 3)])
def test_daily_streak_ends_today_or_yesterday(
    seeded: Store, today: datetime.date, streak: int
) -> None:
    assert seeded.statistics(today=today).daily_streak == streak


def test_an_empty_history(store: Store) -> None:
    stats = store.statistics()
    assert (stats.played, stats.won, stats.win_percent) == (0, 0, 0.0)
    assert (stats.current_streak, stats.longest_streak, stats.daily_streak) == (0, 0, 0)
    assert stats.best_score is None and stats.fastest_win_seconds is None
    assert stats.average_percent_complete is None


def test_a_current_streak_of_only_wins(store: Store, tmp_path: Path) -> None:
    seed(store.path, [Row("won", ended=START + n * H) for n in range(3)])
    assert (store.statistics().current_streak, store.statistics().longest_streak) == (3, 3)


def test_recorded_games_add_up(store: Store) -> None:
    game = winning_game()
    won_id = store.start_game(game)
    game.play("2:AC>1")
    store.record_move(won_id, game, 42.0)
    store.finish(won_id, game, 42.0)
    lost = Game.new(1)
    lost_id = store.start_game(lost)
    store.record_move(lost_id, play(lost, 2), 10.0)
    store.finish(lost_id, lost, 11.0)
    stats = store.statistics()
    assert (stats.played, stats.won, stats.lost, stats.win_percent) == (2, 1, 1, 50.0)
    assert (stats.fastest_win_seconds, stats.fewest_moves_to_win) == (42.0, 1)
    assert stats.best_score == game.score
    assert (stats.longest_streak, stats.current_streak) == (1, 0)
    assert stats.average_percent_complete == pytest.approx((100.0 + 0.0) / 2)
