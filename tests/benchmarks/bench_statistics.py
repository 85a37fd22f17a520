"""Statistics window speed with 100,000 games (issue 5): opening the window, and the new
first page after a sort or a filter. Run with ``python -m pytest
tests/benchmarks/bench_statistics.py -m benchmark -s -q``; figures are printed, targets
asserted: the window opens in ≤ 300 ms, a sort or filter shows its first page in ≤ 100 ms.
"""

from __future__ import annotations

import datetime
import statistics
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.statistics import StatisticsWindow
from scorpion_qt.ui.statistics.history_model import COLUMNS
from scorpion_qt.ui.statistics.window import CHARTS, HISTORY, SUMMARY
from scorpion_qt.ui.window.main_window import MainWindow
from tests.benchmarks.store_history import generate_history
from tests.ui.conftest import open_window

median = statistics.median

pytestmark = pytest.mark.benchmark

GAMES = 100_000
TARGET_OPEN_MS = 300.0
TARGET_FIRST_PAGE_MS = 100.0
TIMEOUT_S = 10.0


class PaintWatch(QObject):
    """Notes when a widget is painted (once ``ready()``: a paint before does not count)."""

    def __init__(self, widget: QWidget, ready: Callable[[], bool] = lambda: True) -> None:
        super().__init__()
        self.painted = False
        self.ready = ready
        widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.ready():
            self.painted = True
        return False


def spin_until(condition: Callable[[], bool]) -> None:
    deadline = time.perf_counter() + TIMEOUT_S
    while not condition():
        assert time.perf_counter() < deadline, "timed out"
        QApplication.processEvents()


def timed_until_painted(
    widgets: QWidget | list[QWidget],
    act: Callable[[], object],
    ready: Callable[[], bool] = lambda: True,
) -> float:
    """Milliseconds from ``act()`` to the next paint of (any of) ``widgets`` once
    ``ready()`` (the history's rows come from the store's thread: a paint before its answer
    shows the rows of before)."""
    chosen = widgets if isinstance(widgets, list) else [widgets]
    watches = [PaintWatch(widget, ready) for widget in chosen]
    began = time.perf_counter()
    act()
    spin_until(lambda: any(watch.painted for watch in watches))
    ms = (time.perf_counter() - began) * 1000
    for widget, watch in zip(chosen, watches, strict=True):
        widget.removeEventFilter(watch)
    return ms


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    data_dir = tmp_path_factory.mktemp("history")
    began = time.perf_counter()
    generate_history(data_dir, GAMES)
    print(f"\n{GAMES:,} games generated in {time.perf_counter() - began:.1f} s")
    yield data_dir


@pytest.fixture
def main_window(qtbot: QtBot, history: Path) -> Iterator[MainWindow]:
    window = open_window(qtbot, ["--deal", "7", "--data-dir", str(history)])
    qtbot.wait(300)  # let the start-up's deferred work (solver worker, ...) settle
    yield window
    window.close()


def open_statistics(window: MainWindow) -> tuple[StatisticsWindow, float, float]:
    """Trigger Game → Statistics; the milliseconds until the window is painted with the
    summary's first figures, and until every rule set's figures are in."""
    watched: list[PaintWatch] = []
    began = time.perf_counter()
    window.game_actions.statistics_action.trigger()
    stats = window.findChild(StatisticsWindow, "statistics_window")
    assert stats is not None
    watched.append(PaintWatch(stats.summary.cells[("played", None)]))
    spin_until(lambda: watched[0].painted)
    opened = (time.perf_counter() - began) * 1000
    spin_until(lambda: not stats.summary.loading)
    complete = (time.perf_counter() - began) * 1000
    return stats, opened, complete


def test_the_window_opens_within_300_ms(main_window: MainWindow) -> None:
    stats, first_open, first_complete = open_statistics(main_window)
    assert stats.summary.statistics[None].played == GAMES
    reopen, complete = [], []
    for _ in range(7):
        stats.close()
        QApplication.processEvents()
        _window, opened, done = open_statistics(main_window)
        reopen.append(opened)
        complete.append(done)
    print(
        f"\nstatistics window, first open (imports the package): painted with the summary"
        f" in {first_open:.0f} ms, every rule set's figures in {first_complete:.0f} ms"
    )
    print(
        f"opened again (fresh figures): painted in {median(reopen):.0f} ms median"
        f" (worst {max(reopen):.0f}), every figure in {median(complete):.0f} ms"
        f" median (worst {max(complete):.0f})"
    )
    assert first_open <= TARGET_OPEN_MS
    assert median(reopen) <= TARGET_OPEN_MS
    assert median(complete) <= TARGET_OPEN_MS


def test_sort_or_filter_shows_the_first_page_within_100_ms(
    main_window: MainWindow, qtbot: QtBot
) -> None:
    stats, _opened, _complete = open_statistics(main_window)

    def answered() -> bool:
        return not stats.loading

    page_ms = timed_until_painted(
        stats.history.table.viewport(), lambda: stats.show_page(HISTORY), answered
    )
    table, model = stats.history.table, stats.history.model
    header = table.horizontalHeader()
    assert model.total == GAMES

    def click(column: int) -> None:
        x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
        qtbot.mouseClick(
            header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2)
        )

    sorts: dict[str, float] = {}
    for column, spec in enumerate(COLUMNS):
        if spec.key is None:
            continue  # a column the store cannot sort by is not sortable (history_model)
        for direction in ("first", "second"):
            ms = timed_until_painted(table.viewport(), partial(click, column), answered)
            assert model.sort_key is spec.key
            sorts[f"{spec.key.value} {direction} click"] = ms

    bar = stats.filter_bar
    choices: list[tuple[str, Callable[[], None]]] = []
    for combo, name in ((bar.rules_combo, "rules"), (bar.result_combo, "result")):
        for index in [*range(1, combo.count()), 0]:
            choices.append(
                (f"{name}={combo.itemText(index)}", partial(combo.setCurrentIndex, index))
            )
    for index in [*range(1, bar.period_combo.count() - 1), 0]:
        choices.append(
            (
                f"period={bar.period_combo.itemText(index)}",
                partial(bar.period_combo.setCurrentIndex, index),
            )
        )
    month = (datetime.date(2023, 5, 1), datetime.date(2023, 5, 31))
    choices.append(("dates=May 2023", lambda: bar.set_dates(*month)))
    choices.append(("period=all", lambda: bar.period_combo.setCurrentIndex(0)))
    filters: dict[str, float] = {}
    for name, choose in choices:
        # a filter nothing matches shows the empty page instead of the table
        shown = [table.viewport(), stats.history.empty_label]
        filters[name] = timed_until_painted(shown, choose, answered)
    sort_worst = max(sorts.items(), key=lambda item: item[1])
    filter_worst = max(filters.items(), key=lambda item: item[1])
    print(f"\nHistory page shown (first page of {GAMES:,} games): {page_ms:.0f} ms")
    print(
        f"header click to the new first page painted ({len(sorts)} clicks, every sortable column"
        f" both ways): median {median(list(sorts.values())):.1f} ms, worst"
        f" {sort_worst[1]:.1f} ms ({sort_worst[0]})"
    )
    print(
        f"filter change to the new first page painted ({len(filters)} changes): median"
        f" {median(list(filters.values())):.1f} ms, worst {filter_worst[1]:.1f} ms"
        f" ({filter_worst[0]})"
    )

    # scrolling: jumps across the whole history read only the pages shown
    scrollbar = table.verticalScrollBar()
    jumps = []
    reads = model.pages_read
    for fraction in (0.5, 0.1, 0.9, 0.33, 0.66, 1.0, 0.0, 0.75, 0.25):
        value = round(scrollbar.maximum() * fraction)
        jump = partial(scrollbar.setValue, value)
        jumps.append(timed_until_painted(table.viewport(), jump, answered))
    print(
        f"scrollbar jumps across {GAMES:,} rows, painted: median"
        f" {median(jumps):.1f} ms, worst {max(jumps):.1f} ms"
        f" ({model.pages_read - reads} pages read for {len(jumps)} jumps)"
    )
    assert max(sorts.values()) <= TARGET_FIRST_PAGE_MS
    assert max(filters.values()) <= TARGET_FIRST_PAGE_MS


def timed_until_answered(
    stats: StatisticsWindow, widget: QWidget, act: Callable[[], object]
) -> float:
    """Milliseconds from ``act()`` until the store's thread has answered and ``widget`` is
    painted with the answer (the charts are drawn once their points come)."""
    began = time.perf_counter()
    act()
    spin_until(lambda: not stats.loading)
    watch = PaintWatch(widget)
    widget.update()
    spin_until(lambda: watch.painted)
    widget.removeEventFilter(watch)
    return (time.perf_counter() - began) * 1000


def test_charts_with_100000_games(main_window: MainWindow) -> None:
    stats, _opened, _complete = open_statistics(main_window)
    first = timed_until_answered(stats, stats.charts_page, lambda: stats.show_page(CHARTS))
    charts = stats.charts
    assert charts is not None
    assert sum(p.games for p in charts.points) == GAMES
    times = []
    bar = stats.filter_bar
    for index in (1, 2, 0):
        times.append(
            timed_until_answered(
                stats,
                charts.score_view.viewport(),
                partial(bar.rules_combo.setCurrentIndex, index),
            )
        )
    stats.show_page(SUMMARY)
    print(
        f"\ncharts page first shown (loads QtCharts, {len(charts.points)} points for"
        f" {GAMES:,} games): {first:.0f} ms; after a filter change: median"
        f" {median(times):.0f} ms, worst {max(times):.0f} ms"
    )
