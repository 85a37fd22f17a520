"""A win's news (new bests, the streak) on large histories: read on the store's thread
while the win is celebrated, it should be there before the summary opens. Run with
``python -m pytest tests/benchmarks/bench_win_news.py -m benchmark -s -q``; figures are
printed, the target asserted: the news of the last win in ≤ 250 ms with 100,000 games.
"""

from __future__ import annotations

import sqlite3
import statistics
import time
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.store.personal_bests import read_news
from tests.benchmarks.store_history import generate_history

pytestmark = pytest.mark.benchmark

TARGET_MS = 250.0
RUNS = 7


@pytest.mark.parametrize("games", [3_000, 100_000])
def test_the_news_of_the_last_win(tmp_path: Path, games: int) -> None:
    path = generate_history(tmp_path / "data", games)
    with closing(sqlite3.connect(path)) as db:
        (last_win,) = db.execute(
            "SELECT max(id) FROM games WHERE outcome = 'won' AND rules = 'classic'"
        ).fetchone()
        db.execute("PRAGMA optimize")  # as the app leaves the file when it closes
    times = []
    for _ in range(RUNS):
        began = time.perf_counter()
        found = read_news(path, last_win)
        times.append((time.perf_counter() - began) * 1000)
        assert found is not None
        news = found
    median = statistics.median(times)
    print(
        f"\n{games} games: the news of the last win in {median:.1f} ms (median of {RUNS},"
        f" best {min(times):.1f} ms, worst {max(times):.1f} ms): streak {news.streak},"
        f" best other run {news.best_streak_before}"
    )
    assert median <= TARGET_MS
