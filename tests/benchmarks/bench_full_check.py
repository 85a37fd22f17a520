"""The full integrity check's cost on this machine, which says up to what size it runs at
every start (under ``QUICK_ENOUGH``); larger files are checked once a day. Run
``QT_QPA_PLATFORM=offscreen python -m pytest tests/benchmarks/bench_full_check.py -m
benchmark -s -q``."""

from __future__ import annotations

import sqlite3
import statistics
import time
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.store.damage_check import find_damage
from scorpion_qt.store.full_check import QUICK_ENOUGH
from tests.benchmarks.store_history import generate_history

pytestmark = pytest.mark.benchmark

#: Game counts measured; the first must check in full under QUICK_ENOUGH.
SIZES = (10_000, 40_000)


def full_check_seconds(path: Path) -> float:
    times = []
    for _ in range(3):
        began = time.perf_counter()
        assert find_damage(path) is None
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def test_the_full_check_runs_at_every_start_for_an_ordinary_history(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    figures: dict[int, tuple[int, float]] = {}
    for games in SIZES:
        data_dir = tmp_path_factory.mktemp(f"games-{games}")
        path = generate_history(data_dir, games)
        with closing(sqlite3.connect(path)) as db:
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = path.stat().st_size
        figures[games] = (size, full_check_seconds(path))
        rate = size / figures[games][1]
        print(
            f"PRAGMA integrity_check, {games:,} games ({size / 2**20:.0f} MiB):"
            f" {figures[games][1] * 1000:.0f} ms median; {QUICK_ENOUGH:.0f} s checks"
            f" about {rate * QUICK_ENOUGH / 2**20:.0f} MiB"
        )
    assert figures[SIZES[0]][1] < QUICK_ENOUGH
