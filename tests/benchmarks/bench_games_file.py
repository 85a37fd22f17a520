"""The games file with 3,000 and 30,000 played games: export, import into an empty folder
(every game replayed), and the same file again (every game found already there). Run with
``python -m pytest tests/benchmarks/bench_games_file.py -m benchmark -s -q``; seconds are
printed (best of three), targets asserted."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from scorpion_qt.store.games_export import export_games
from scorpion_qt.store.games_import import import_games
from scorpion_qt.store.service import Store
from tests.played_history import generate_played

pytestmark = pytest.mark.benchmark

#: seconds for 3,000 games (a year of keen play): the player waits behind a progress bar
TARGET_EXPORT_S = 1.0
TARGET_IMPORT_S = 10.0  # 1.6 s on an idle machine; every game is replayed


def best_of(runs: int, work: Callable[[int], object]) -> float:
    times = []
    for run in range(runs):
        began = time.perf_counter()
        work(run)
        times.append(time.perf_counter() - began)
    return min(times)


@pytest.mark.parametrize("games", [3000, 30_000])
def test_export_and_import_seconds(tmp_path: Path, games: int) -> None:
    source = generate_played(tmp_path / "source", games)
    file = tmp_path / "games.json"
    exported = best_of(3, lambda _run: export_games(source, file))
    targets = []
    for run in range(3):
        with Store.open(tmp_path / f"empty{run}") as store:
            targets.append(store.path)

    def into_empty(run: int) -> None:
        assert import_games(targets[run], file).added == games

    imported = best_of(3, into_empty)
    again = best_of(3, lambda run: import_games(targets[run], file))
    size = file.stat().st_size / (1 << 20)
    print(
        f"\n{games} games ({size:.1f} MiB): export {exported:.2f} s, import into an empty"
        f" folder {imported:.2f} s, the same file again {again:.2f} s"
    )
    if games == 3000:
        assert exported < TARGET_EXPORT_S
        assert imported < TARGET_IMPORT_S and again < TARGET_IMPORT_S
