"""The Statistics window: opened from the Game menu or Ctrl+T once the store is there, the
summary's figures as the store computes them, and empty states that read well."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import cast

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from scorpion_qt.app import create_window
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryFilter
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.statistics import StatisticsWindow
from scorpion_qt.ui.statistics.summary_view import RULE_SETS, figure_rows
from scorpion_qt.ui.statistics.window import (
    CHARTS,
    DAILY,
    FOLLOW_MS,
    HISTORY,
    LEADERBOARD,
    SUMMARY,
)
from tests.store.conftest import NEAR_WIN
from tests.ui.conftest import notice_box, open_window, saved, when_modal
from tests.ui.test_statistics_helpers import (
    click_row,
    open_statistics,
    press_ctrl_t,
    seed_database,
    settle,
    show_page,
)

ROOT = Path(__file__).resolve().parents[2]


def test_the_game_menu_offers_statistics_with_a_shortcut(qtbot: QtBot, data_dir: Path) -> None:
    window, statistics = open_statistics(qtbot, data_dir)
    game_menu = cast(QMenu, window.menuBar().actions()[0].menu())  # Qt types it a QObject
    assert window.game_actions.statistics_action in game_menu.actions()
    assert window.game_actions.statistics_action.shortcut().toString() == "Ctrl+T"
    assert statistics.isVisible() and not statistics.isModal()
    # opening it again brings the same window forward
    statistics.close()
    window.game_actions.statistics_action.trigger()
    assert window.findChildren(StatisticsWindow) == [statistics]
    assert statistics.isVisible()
    window.close()


def test_the_action_waits_for_the_store(qtbot: QtBot, data_dir: Path) -> None:
    window = create_window(["--deal", "5", "--data-dir", str(data_dir)])
    qtbot.addWidget(window)
    assert window.store is None
    assert not window.game_actions.statistics_action.isEnabled()
    assert window.statistics.show_statistics() is None
    with qtbot.waitSignal(window.store_ready, timeout=10_000):
        window.show()
    assert window.game_actions.statistics_action.isEnabled()
    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow)
    assert statistics is not None and statistics.isVisible()
    window.close()


def test_the_summary_shows_the_storesfigure_rows(qtbot: QtBot, data_dir: Path) -> None:
    seed_database(data_dir, extra_rows=40)
    window, statistics = open_statistics(qtbot, data_dir)
    summary = statistics.summary
    assert not summary.is_empty
    assert statistics.tabs.currentIndex() == SUMMARY
    assert window.store is not None
    for rules in RULE_SETS:
        expected = window.store.statistics(rules)
        for key, _label, text in figure_rows():
            assert summary.cells[(key, rules)].text() == text(expected), (key, rules)
    all_rules = window.store.statistics()
    played_all = summary.findChild(type(summary.cells[("played", None)]), "played_all")
    assert played_all is not None
    assert played_all.text() == str(all_rules.played)
    assert all_rules.played == 40 + 8  # the seeded games (the new deal 5 has no move yet)
    assert summary.cells[("daily_streak", None)].text() == "1"
    assert summary.cells[("fastest_win", None)].text() == "0:05"
    window.close()


def test_empty_states_read_well(qtbot: QtBot, data_dir: Path) -> None:
    window, statistics = open_statistics(qtbot, data_dir)
    assert statistics.summary.is_empty
    assert "No games yet" in statistics.summary.empty_label.text()
    show_page(qtbot, statistics, HISTORY)
    history = statistics.history
    assert history.model.total == 0
    assert history.empty_label.isVisible() and "No games yet" in history.empty_label.text()
    assert not history.export_button.isEnabled()
    assert not history.replay_button.isEnabled()
    show_page(qtbot, statistics, CHARTS)
    assert statistics.charts is not None and statistics.charts.is_empty
    assert "No games yet" in statistics.charts.empty_label.text()
    show_page(qtbot, statistics, LEADERBOARD)
    assert statistics.leaderboard.empty_label.isVisible()
    show_page(qtbot, statistics, DAILY)
    assert "none yet" in statistics.daily.streak_label.text()
    assert statistics.daily.calendar.marks == {}
    window.close()


def test_a_filter_that_matches_nothing_says_so(qtbot: QtBot, data_dir: Path) -> None:
    seed_database(data_dir)
    window, statistics = open_statistics(qtbot, data_dir)
    show_page(qtbot, statistics, HISTORY)
    bar = statistics.filter_bar
    bar.rules_combo.setCurrentIndex(bar.rules_combo.findData("relaxed"))
    bar.result_combo.setCurrentIndex(bar.result_combo.findData("in_progress"))
    settle(qtbot, statistics)
    assert statistics.history.model.chosen != HistoryFilter()
    assert statistics.history.model.total == 0
    assert "No games match" in statistics.history.empty_label.text()
    window.close()


def test_the_filter_bar_shows_only_where_it_applies(qtbot: QtBot, data_dir: Path) -> None:
    window, statistics = open_statistics(qtbot, data_dir)
    bar = statistics.filter_bar
    shown = {}
    for page in (SUMMARY, HISTORY, CHARTS, DAILY, LEADERBOARD):
        statistics.show_page(page)
        QApplication.processEvents()
        shown[page] = bar.isVisible()
        # the summary is filtered by grade alone
        assert bar.rules_combo.isVisible() == (shown[page] and page != SUMMARY)
        assert bar.grade_combo.isVisible() == shown[page]
    assert shown == {SUMMARY: True, HISTORY: True, CHARTS: True, DAILY: False, LEADERBOARD: False}
    window.close()


def test_the_tab_bar_stays_put_on_every_page(qtbot: QtBot, data_dir: Path) -> None:
    """The filter bar shows inside the pages it filters, so the tabs do not jump."""
    seed_database(data_dir)
    window, statistics = open_statistics(qtbot, data_dir)
    bar = statistics.tabs.tabBar()
    where = {}
    for page in (SUMMARY, HISTORY, CHARTS, DAILY, LEADERBOARD, HISTORY, SUMMARY):
        show_page(qtbot, statistics, page)
        QApplication.processEvents()
        where[page] = bar.mapTo(statistics, QPoint(0, 0)).y()
        if page in (SUMMARY, HISTORY, CHARTS):  # the bar sits above the page's own content
            assert statistics.tabs.currentWidget().isAncestorOf(statistics.filter_bar)
            top = statistics.filter_bar.mapTo(statistics, QPoint(0, 0)).y()
            assert top > where[page] + bar.height() - 1
    assert len(set(where.values())) == 1, where
    window.close()


def test_qtcharts_loads_with_the_charts_page(data_dir: Path) -> None:
    """QtCharts loads when the Charts page is first shown: not at start-up, nor when the
    statistics open on another page."""
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from scorpion_qt.app import create_window\n"
        f"window = create_window(['--deal', '3', '--data-dir', {str(data_dir)!r}])\n"
        "window.show()\n"
        "while window.store is None:\n"
        "    QApplication.processEvents()\n"
        "print('charts' if 'PySide6.QtCharts' in sys.modules else '-')\n"
        "stats = window.statistics.show_statistics()\n"
        "print('charts' if 'PySide6.QtCharts' in sys.modules else '-')\n"
        "stats.show_page(2)\n"
        "print('charts' if 'PySide6.QtCharts' in sys.modules else '-')\n"
        "window.close()\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
    )
    assert out.stdout.split() == ["-", "-", "charts"]


def test_games_played_meanwhile_show_when_the_window_is_active_again(
    qtbot: QtBot, data_dir: Path
) -> None:
    seed_database(data_dir)
    window, statistics = open_statistics(qtbot, data_dir)
    show_page(qtbot, statistics, HISTORY)
    before = statistics.history.model.total
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    controller = window.controller
    assert controller.play(controller.game.legal_moves()[0])  # deal 5 is played now
    statistics.activateWindow()
    qtbot.waitUntil(lambda: statistics.history.model.total == before + 1)
    newest = statistics.history.model.row(0)
    assert newest is not None and newest.deal == 5 and newest.moves == 1
    # nothing changed: activating again reads nothing
    reads = statistics.history.model.pages_read
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    statistics.activateWindow()
    qtbot.waitUntil(statistics.isActiveWindow)
    assert statistics.history.model.pages_read == reads
    window.close()


def test_when_games_are_not_saved_the_window_still_reads_well(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(blocker / "data")])
    notice_box(window).close()  # "games are not being saved"
    statistics = window.statistics.show_statistics()
    assert statistics is not None
    assert window.store is not None
    assert not window.store.saving
    settle(qtbot, statistics)
    assert statistics.summary.is_empty
    assert not statistics.reset_button.isEnabled()
    assert "not being saved" in statistics.reset_button.toolTip()
    for page in (HISTORY, CHARTS, DAILY, LEADERBOARD):
        show_page(qtbot, statistics, page)
    assert statistics.history.model.total == 0
    assert statistics.charts is not None and statistics.charts.is_empty
    window.close()


def test_a_game_won_while_the_window_is_open_shows_at_once(
    qtbot: QtBot, data_dir: Path, tmp_path: Path
) -> None:
    """The window follows the store without being activated again: a game that ends
    while it is open is in its figures, its history and its leaderboard."""
    seed_database(data_dir)
    near_win = tmp_path / "near-win.txt"
    near_win.write_text(NEAR_WIN, encoding="utf-8")
    window, statistics = open_statistics(qtbot, data_dir, ["--position", str(near_win)])
    won_before = statistics.summary.cells[("won", None)].text()
    show_page(qtbot, statistics, LEADERBOARD)
    ranked = len(statistics.leaderboard.entries)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    when_modal(qtbot, lambda dialog: dialog.reject())  # the win's summary
    assert window.controller.play("2:AC>1")
    qtbot.waitUntil(lambda: len(statistics.leaderboard.entries) == ranked + 1)
    assert not statistics.isActiveWindow()
    newest = max(statistics.leaderboard.entries, key=lambda e: e.game.id).game
    assert newest.result is GameResult.WON and newest.moves == 1
    show_page(qtbot, statistics, SUMMARY)
    assert int(statistics.summary.cells[("won", None)].text()) == int(won_before) + 1
    window.close()


def test_the_history_follows_the_moves_and_keeps_the_chosen_game(
    qtbot: QtBot, data_dir: Path
) -> None:
    seed_database(data_dir)
    window, statistics = open_statistics(qtbot, data_dir)
    show_page(qtbot, statistics, HISTORY)
    history = statistics.history
    click_row(qtbot, statistics, 2)
    chosen = history.selected_row()
    assert chosen is not None
    total = history.model.total
    reloads: list[int] = []
    history.model.reloaded.connect(reloads.append)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    controller = window.controller
    for _ in range(4):  # moves in quick succession: read again once, not four times
        assert controller.play(controller.game.legal_moves()[0])
    qtbot.waitUntil(lambda: history.model.total == total + 1)  # deal 5, played now
    selected = history.selected_row()
    assert selected is not None and selected.id == chosen.id  # one row down, still chosen
    newest = history.model.row(0)
    assert newest is not None and (newest.deal, newest.moves) == (5, 4)
    qtbot.wait(2 * FOLLOW_MS)
    assert len(reloads) == 1
    # a game that ends by another one starting (not listed before its first move): lost,
    # and shown so
    window.new_games.start(NewGameChoice("classic", "number", 7))
    saved(window, qtbot)
    qtbot.waitUntil(lambda: len(reloads) == 2)
    row = history.model.row(0)
    assert row is not None and (row.deal, row.result) == (5, GameResult.LOST)
    window.close()


def test_a_closed_window_does_not_follow(qtbot: QtBot, data_dir: Path) -> None:
    window, statistics = open_statistics(qtbot, data_dir)
    statistics.close()
    reads = statistics.history.model.pages_read
    controller = window.controller
    assert controller.play(controller.game.legal_moves()[0])
    saved(window, qtbot)
    qtbot.wait(2 * FOLLOW_MS)
    assert statistics.history.model.pages_read == reads
    assert not statistics.loading
    window.close()
