"""Statistics window speed with a keen player's year: 3,000 games over 365 days, graded,
with the new figures (time played, winning times, win rate by grade), the Hints and Undos
columns, the deal number and Daily only filters and the monthly chart. Run with
``python -m pytest tests/benchmarks/bench_statistics_year.py -m benchmark -s -q``;
figures are printed, targets asserted (medians; the worst within twice the target, the
machine being shared): the window is painted with the summary in ≤ 300 ms and has every
rule set's figures in ≤ 500 ms, a filter shows its first page in ≤ 100 ms, the charts
(three, the monthly one too) follow a filter in ≤ 300 ms.
"""

from __future__ import annotations

import sqlite3
import statistics
from collections.abc import Iterator
from contextlib import closing
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scorpion_qt.store.paths import database_path
from scorpion_qt.ui.statistics.window import CHARTS, HISTORY, SUMMARY
from scorpion_qt.ui.window.main_window import MainWindow
from tests.benchmarks.bench_statistics import (
    open_statistics,
    timed_until_answered,
    timed_until_painted,
)
from tests.benchmarks.store_history import generate_history
from tests.ui.conftest import open_window

median = statistics.median

pytestmark = pytest.mark.benchmark

GAMES = 3000
DEAL = 4242  # the deal of every 40th game
TARGET_OPEN_MS = 300.0
#: every rule set's figures in (eight summaries, one after another on the store's thread)
TARGET_FIGURES_MS = 500.0
TARGET_FILTER_MS = 100.0
TARGET_CHARTS_MS = 300.0


@pytest.fixture(scope="module")
def year(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    data_dir = tmp_path_factory.mktemp("year")
    generate_history(data_dir, GAMES, span_days=365)
    with closing(sqlite3.connect(database_path(data_dir))) as db:
        db.execute(
            "UPDATE games SET grade = CASE id % 4 WHEN 0 THEN 'E' WHEN 1 THEN 'M'"
            " WHEN 2 THEN 'H' END WHERE action_count > 0"
        )
        db.execute("UPDATE games SET deal = ? WHERE id % 40 = 0", (DEAL,))
        db.commit()
    yield data_dir


@pytest.fixture
def main_window(qtbot: QtBot, year: Path) -> Iterator[MainWindow]:
    window = open_window(qtbot, ["--deal", "7", "--data-dir", str(year)])
    qtbot.wait(300)  # let the start-up's deferred work (solver worker, ...) settle
    yield window
    window.close()


def test_a_year_of_games_opens_and_filters_quickly(main_window: MainWindow, qtbot: QtBot) -> None:
    stats, first_open, first_complete = open_statistics(main_window)
    assert stats.summary.statistics[None].played == GAMES
    assert stats.summary.cells[("time_played", None)].text() != "…"
    reopen, complete = [], []
    for _ in range(7):
        stats.close()
        QApplication.processEvents()
        stats, opened, done = open_statistics(main_window)
        reopen.append(opened)
        complete.append(done)
    print(
        f"\n{GAMES:,} games over a year: statistics window first opened, painted in"
        f" {first_open:.0f} ms, every figure in {first_complete:.0f} ms; opened again:"
        f" painted in {median(reopen):.0f} ms median, every figure in"
        f" {median(complete):.0f} ms median (worst {max(complete):.0f})"
    )

    def answered() -> bool:
        return not stats.loading

    table = stats.history.table
    shown = [table.viewport(), stats.history.empty_label]
    page_ms = timed_until_painted(shown, lambda: stats.show_page(HISTORY), answered)
    bar = stats.filter_bar
    filters: dict[str, float] = {}
    bar.deal_edit.setFocus()
    # each key typed asks again; the time is the last key's
    qtbot.keyClicks(bar.deal_edit, str(DEAL)[:-1])
    type_last = partial(qtbot.keyClicks, bar.deal_edit, str(DEAL)[-1])
    filters["deal typed"] = timed_until_painted(shown, type_last, answered)
    assert stats.history.model.total == GAMES // 40
    tick = partial(qtbot.mouseClick, bar.daily_box, Qt.MouseButton.LeftButton)
    filters["deal and Daily only"] = timed_until_painted(shown, tick, answered)
    filters["deal cleared, Daily only"] = timed_until_painted(shown, bar.deal_edit.clear, answered)
    grade = partial(bar.grade_combo.setCurrentIndex, 3)
    filters["Daily only, Hard"] = timed_until_painted(shown, grade, answered)
    filters["Daily only off"] = timed_until_painted(shown, tick, answered)
    filters["every grade"] = timed_until_painted(
        shown, partial(bar.grade_combo.setCurrentIndex, 0), answered
    )
    assert stats.history.model.total == GAMES
    print(
        f"History page shown: {page_ms:.0f} ms; filter to first page painted: "
        + ", ".join(f"{name} {ms:.1f} ms" for name, ms in filters.items())
    )

    charts_first = timed_until_answered(stats, stats.charts_page, lambda: stats.show_page(CHARTS))
    charts = stats.charts
    assert charts is not None and len(charts.monthly.months) in (12, 13)
    changes = []
    for act in (
        partial(qtbot.mouseClick, bar.daily_box, Qt.MouseButton.LeftButton),
        partial(bar.rules_combo.setCurrentIndex, 1),
        partial(qtbot.mouseClick, bar.daily_box, Qt.MouseButton.LeftButton),
        partial(bar.rules_combo.setCurrentIndex, 0),
    ):
        changes.append(timed_until_answered(stats, charts.monthly.viewport(), act))
    stats.show_page(SUMMARY)
    print(
        f"Charts page first shown (loads QtCharts; {len(charts.monthly.months)} months):"
        f" {charts_first:.0f} ms; after a filter change: median {median(changes):.0f} ms,"
        f" worst {max(changes):.0f} ms"
    )
    assert median(reopen) <= TARGET_OPEN_MS
    assert median(complete) <= TARGET_FIGURES_MS
    assert median(list(filters.values())) <= TARGET_FILTER_MS
    assert max(filters.values()) <= 2 * TARGET_FILTER_MS
    assert median(changes) <= TARGET_CHARTS_MS
    assert max(changes) <= 2 * TARGET_CHARTS_MS
