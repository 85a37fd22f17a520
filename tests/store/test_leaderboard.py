"""The leaderboard ranks wins only: the highest score, then fewer moves, then less time;
and a daily date's best game for the calendar (a win before any loss)."""

from __future__ import annotations

import datetime

import pytest

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.reader import StoreReader
from scorpion_qt.store.service import Store
from tests.store.conftest import START, Row, seed

H = datetime.timedelta(hours=1)
DAY = datetime.date(2025, 6, 3)

#: the names of the rows below, in the order they are seeded (ids follow it)
NAMES = [
    "slow",
    "quick",
    "short",
    "short_later",
    "lost_high",
    "in_progress",
    "damaged",
    "relaxed",
    "timed",
    "daily_lost",
    "daily_lost_best",
    "daily_won",
]
ROWS = [
    # three Classic wins of 700 without timed scoring: moves, then time, then order decide
    Row("won", score=700, moves=120, elapsed=900, started=START),
    Row("won", score=700, moves=120, elapsed=400, started=START + H),
    Row("won", score=700, moves=95, elapsed=999, started=START + 2 * H, extra={"hints": 2}),
    Row("won", score=700, moves=95, elapsed=999, started=START + 3 * H),
    Row("lost", score=900, moves=40, elapsed=50, started=START + 4 * H),
    Row("in_progress", score=950, moves=20, started=START + 5 * H, actions=3),
    Row("damaged", score=990, moves=20, started=START + 6 * H),
    Row("won", "relaxed", 705, 130, 800, started=START + 7 * H),
    Row("won", score=1500, moves=130, elapsed=300, started=START + 8 * H, deal=9),
    Row("lost", score=120, moves=30, started=START + 9 * H, daily=DAY),
    Row("lost", score=180, moves=35, started=START + 10 * H, daily=DAY),
    Row("won", score=80, moves=50, started=START + 11 * H, daily=DAY + datetime.timedelta(1)),
]


@pytest.fixture
def ids(store: Store) -> dict[str, int]:
    return dict(zip(NAMES, seed(store.path, ROWS), strict=True))


def test_wins_only_by_score_then_fewer_moves_then_less_time(
    store: Store, ids: dict[str, int]
) -> None:
    best = store.leaderboard()
    ranked = [next(n for n, i in ids.items() if i == e.game.id) for e in best]
    assert ranked == ["timed", "relaxed", "short", "short_later", "quick", "slow", "daily_won"]
    assert [e.rank for e in best] == [1, 2, 3, 4, 5, 6, 7]
    assert {e.game.result for e in best} == {GameResult.WON}
    assert best[2].game.hints == 2 and best[3].game.hints == 0  # the page shows them
    classic = [e.game.id for e in store.leaderboard("classic", limit=3)]
    assert classic == [ids["timed"], ids["short"], ids["short_later"]]
    assert [e.game.id for e in store.leaderboard(deal=9)] == [ids["timed"]]


def test_a_date_with_no_win_has_no_leaderboard_but_a_best_game(
    store: Store, ids: dict[str, int]
) -> None:
    assert store.leaderboard(daily_date=DAY) == []
    reader = StoreReader(store.path)
    try:
        best = reader.daily_best(DAY)
        assert best is not None and best.id == ids["daily_lost_best"]
        assert reader.daily_best(DAY - datetime.timedelta(1)) is None
        seed(store.path, [Row("won", score=100, moves=200, started=START + 20 * H, daily=DAY)])
        won = reader.daily_best(DAY)
        assert won is not None and won.result is GameResult.WON and won.score == 100
    finally:
        reader.close()
