"""The statistics players asked for, in the real Statistics window over a generated year
of 3,000 games: time played, average winning time and win rate by grade on the Summary;
Hints and Undos columns; a deal number typed and Daily only ticked in the filter bar; the
monthly chart with a bar per month; the CSV's h:mm:ss times, winnable and turning point.
Expected figures are computed here from the rows read with plain sqlite3."""

from __future__ import annotations

import csv
import datetime
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from scorpion_qt.store.paths import database_path
from scorpion_qt.store.records import StoredAnalysis
from scorpion_qt.store.service import Store
from scorpion_qt.ui.statistics.window import CHARTS, HISTORY, SUMMARY, StatisticsWindow
from scorpion_qt.ui.window.main_window import MainWindow
from tests.benchmarks.store_history import generate_history
from tests.ui.test_statistics_helpers import open_statistics, row_at, settle, show_page

GAMES = 3000
DEAL = 4242  # the deal of every 40th game
GRADES = ("E", "M", "H", None)

Rows = list[dict[str, object]]


@pytest.fixture
def opened(qtbot: QtBot, data_dir: Path) -> Iterator[tuple[MainWindow, StatisticsWindow, Rows]]:
    generate_history(data_dir, GAMES, seed=5, span_days=365)
    with closing(sqlite3.connect(database_path(data_dir))) as db:
        db.execute(
            "UPDATE games SET grade = CASE id % 4 WHEN 0 THEN 'E' WHEN 1 THEN 'M'"
            " WHEN 2 THEN 'H' END WHERE action_count > 0"
        )
        db.execute("UPDATE games SET deal = ? WHERE id % 40 = 0", (DEAL,))
        db.commit()
        db.row_factory = sqlite3.Row
        rows = [dict(r) for r in db.execute("SELECT * FROM games WHERE action_count > 0")]
    with Store.open(data_dir) as store:  # game 40 analysed: winnable, lost at its 12th move
        at = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)
        store.save_analysis(40, StoredAnalysis("28", "{}", True, 11, True, at))
    window, statistics = open_statistics(qtbot, data_dir)
    yield window, statistics, rows
    window.close()


def clock(seconds: float) -> str:
    whole = int(seconds)
    hours, minutes, rest = whole // 3600, whole // 60 % 60, whole % 60
    return f"{hours}:{minutes:02d}:{rest:02d}" if hours else f"{minutes}:{rest:02d}"


def test_summary_shows_time_played_winning_time_and_grades(
    opened: tuple[MainWindow, StatisticsWindow, Rows], qtbot: QtBot
) -> None:
    _window, statistics, rows = opened
    show_page(qtbot, statistics, SUMMARY)
    cells = statistics.summary.cells
    wins = [float(str(r["elapsed_seconds"])) for r in rows if r["outcome"] == "won"]
    played = sum(float(str(r["elapsed_seconds"])) for r in rows)
    assert cells[("time_played", None)].text() == clock(played)
    assert cells[("average_win", None)].text() == clock(sum(wins) / len(wins))
    for grade in GRADES:
        of_grade = [r for r in rows if r["grade"] == grade]
        rate = 100 * sum(r["outcome"] == "won" for r in of_grade) / len(of_grade)
        key = f"win_percent_{grade or 'ungraded'}"
        assert cells[(key, None)].text() == f"{rate:.1f} %"
    relaxed = [r for r in rows if r["rules"] == "relaxed" and r["grade"] == "H"]
    rate = 100 * sum(r["outcome"] == "won" for r in relaxed) / len(relaxed)
    assert cells[("win_percent_H", "relaxed")].text() == f"{rate:.1f} %"


def test_history_columns_and_filters_by_typing_and_ticking(
    opened: tuple[MainWindow, StatisticsWindow, Rows], qtbot: QtBot, tmp_path: Path
) -> None:
    _window, statistics, rows = opened
    show_page(qtbot, statistics, HISTORY)
    model = statistics.history.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    hints, undos = headers.index("Hints"), headers.index("Undos")
    by_id = {int(str(r["id"])): r for r in rows}
    for number in range(5):
        game = by_id[row_at(model, number).id]
        assert model.index(number, hints).data() == str(game["hints"])
        assert model.index(number, undos).data() == str(game["undos"])

    bar = statistics.filter_bar
    qtbot.mouseClick(bar.deal_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(bar.deal_edit, str(DEAL))
    settle(qtbot, statistics)
    deal_games = sorted((i for i, r in by_id.items() if r["deal"] == DEAL), reverse=True)
    assert model.total == len(deal_games) == GAMES // 40
    assert [row_at(model, n).id for n in range(model.total)] == deal_games
    assert statistics.history.count_label.text() == f"Games: {len(deal_games)}"

    qtbot.mouseClick(bar.daily_box, Qt.MouseButton.LeftButton)  # deal 4242 and daily
    settle(qtbot, statistics)
    both = [i for i in deal_games if by_id[i]["daily_date"] is not None]
    assert bar.daily_box.isChecked() and model.total == len(both) > 0

    target = tmp_path / "deal.csv"
    with qtbot.waitSignal(statistics.exported, timeout=10_000):
        statistics.export_to(target)
    with target.open(encoding="utf-8", newline="") as handle:
        lines = list(csv.DictReader(handle))
    assert [int(line["id"]) for line in lines] == both
    for line in lines:
        whole = int(float(str(by_id[int(line["id"])]["elapsed_seconds"])))
        assert line["elapsed"] == f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"
    analysed = {line["id"]: (line["winnable"], line["turning_point"]) for line in lines}
    assert analysed.get("40", ("yes", "12")) == ("yes", "12")

    # the deal cleared with the keyboard: every daily game
    qtbot.mouseClick(bar.deal_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(bar.deal_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(bar.deal_edit, Qt.Key.Key_Backspace)
    settle(qtbot, statistics)
    assert model.total == sum(r["daily_date"] is not None for r in rows)


def test_monthly_chart_has_a_bar_per_month(
    opened: tuple[MainWindow, StatisticsWindow, Rows], qtbot: QtBot
) -> None:
    _window, statistics, rows = opened
    show_page(qtbot, statistics, CHARTS)
    assert statistics.charts is not None
    monthly = statistics.charts.monthly
    months = set()
    for r in rows:
        moment = datetime.datetime.fromisoformat(str(r["started_at"])).replace(tzinfo=datetime.UTC)
        local = moment.astimezone()
        months.add((local.year, local.month))
    first, last = min(months), max(months)
    span = (last[0] - first[0]) * 12 + last[1] - first[1] + 1
    assert len(monthly.labels) == monthly.games_set.count() == span
    assert sum(monthly.games_set.at(i) for i in range(span)) == len(rows)
    assert monthly.isVisible()
    # Daily only, ticked: the months hold the daily games alone
    qtbot.mouseClick(statistics.filter_bar.daily_box, Qt.MouseButton.LeftButton)
    settle(qtbot, statistics)
    daily = sum(r["daily_date"] is not None for r in rows)
    assert sum(m.games for m in monthly.months) == daily
