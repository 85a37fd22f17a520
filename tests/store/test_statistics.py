"""Statistics against figures worked out by hand on a seeded set of games."""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store.service import Store
from scorpion_qt.store.statistics import nothing_played
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


def at(n: int, hour: int, minute: int = 0) -> datetime.datetime:
    """A local time on a June 2025 date, as an aware datetime."""
    return datetime.datetime(2025, 6, n, hour, minute).astimezone()


def test_a_daily_deal_won_on_a_later_day_counts_for_its_date_not_for_the_streak(
    seeded: Store,
) -> None:
    # the 7th was lost on the day; its deal is won on the 10th
    seed(seeded.path, [Row("won", daily=day(7), started=at(10, 9), ended=at(10, 10))])
    stats = seeded.statistics(today=TODAY)
    assert (stats.daily_played, stats.daily_won) == (5, 5)
    assert stats.daily_streak == 3  # 8, 9, 10: the 7th was not won on the day
    # won on its own day, it would join the run
    seed(seeded.path, [Row("won", daily=day(7), started=at(7, 20))])
    assert seeded.statistics(today=TODAY).daily_streak == 4


@pytest.mark.parametrize(
    ("started", "streak"),
    [
        (at(12, 23, 59), 2),  # started in the last minute of the 12th, won after midnight
        (at(13, 0, 0), 1),  # started as the 13th began: late
    ],
)
def test_a_daily_game_is_in_time_if_it_started_before_its_date_ended(
    store: Store, started: datetime.datetime, streak: int
) -> None:
    seed(
        store.path,
        [
            Row("won", daily=day(12), started=started, ended=at(13, 0, 20)),
            Row("won", daily=day(13), started=at(13, 9)),
        ],
    )
    assert store.statistics(today=day(13)).daily_streak == streak


@pytest.fixture
def local_zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], None]]:
    """Lets a test choose the local time zone (a POSIX TZ rule) for Python and SQLite."""

    def choose(zone: str) -> None:
        monkeypatch.setenv("TZ", zone)
        time.tzset()

    yield choose
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize(("zone", "streak"), [("UTC0", 2), ("JST-9", 1)])
def test_in_time_follows_the_local_date(
    store: Store, local_zone: Callable[[str], None], zone: str, streak: int
) -> None:
    """16:00 UTC on the 7th is still the 7th in UTC, but 01:00 on the 8th in Tokyo."""
    local_zone(zone)
    started = datetime.datetime(2025, 6, 7, 16, tzinfo=datetime.UTC)
    seed(
        store.path,
        [
            Row("won", daily=day(7), started=started),
            Row("won", daily=day(8), started=started + datetime.timedelta(hours=12)),
        ],
    )
    assert store.statistics(today=day(8)).daily_streak == streak


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


def test_an_empty_history_has_the_figures_of_nothing_played(store: Store) -> None:
    # what the summary's queries give over no game at all, every grade or one
    assert store.statistics(today=TODAY) == nothing_played(None)
    assert store.statistics(today=TODAY, grade="H") == nothing_played(None, "H")


def test_a_rule_set_never_played_has_the_figures_of_nothing_played(seeded: Store) -> None:
    for rules in ("wasp", "how-they-run"):
        assert seeded.statistics(rules, today=TODAY) == nothing_played(rules)
        assert seeded.statistics(rules, today=TODAY, grade="E") == nothing_played(rules, "E")
    # a rule set with a game is counted in full: one not played yet counts nowhere, one
    # played counts
    seed(seeded.path, [Row("in_progress", "wasp", 0, 0, 0, percent=0, actions=0)])
    assert seeded.statistics("wasp", today=TODAY) == nothing_played("wasp")
    seed(seeded.path, [Row("lost", "wasp", 40, 10, 60, percent=5, ended=START + 10 * H)])
    wasp = seeded.statistics("wasp", today=TODAY)
    assert (wasp.rules, wasp.played, wasp.lost, wasp.best_score) == ("wasp", 1, 1, 40)
