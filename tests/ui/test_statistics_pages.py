"""The other pages: charts that follow the filters, the daily calendar, the leaderboard,
and resetting statistics without touching the game in progress."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QCalendarWidget, QLabel, QTableView
from pytestqt.qtbot import QtBot

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryFilter
from scorpion_qt.store.service import Store
from scorpion_qt.store.trends import TrendPoint
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.statistics.daily_view import MISSED, PLAYED, WON
from scorpion_qt.ui.statistics.rolling import MIN_GAMES, rolling_win_rate
from scorpion_qt.ui.statistics.window import CHARTS, DAILY, HISTORY, LEADERBOARD, SUMMARY
from tests.store.conftest import Row, seed
from tests.ui.conftest import open_window, saved
from tests.ui.test_statistics_helpers import (
    DAY,
    Opened,
    click_row,
    open_statistics,
    row_at,
    seed_database,
    settle,
    show_page,
)


@pytest.fixture
def opened(qtbot: QtBot, data_dir: Path) -> Iterator[Opened]:
    seeded = seed_database(data_dir, extra_rows=30)
    window, statistics = open_statistics(qtbot, data_dir)
    yield window, statistics, seeded
    window.close()


def test_charts_follow_the_filters(opened: Opened, qtbot: QtBot) -> None:
    window, statistics, _seeded = opened
    show_page(qtbot, statistics, CHARTS)
    charts = statistics.charts
    assert charts is not None and not charts.is_empty
    assert window.store is not None
    assert sum(p.games for p in charts.points) == window.store.history_page(limit=1).total
    assert charts.won_dots.count() + charts.other_dots.count() == len(charts.points)
    assert charts.rate_series.count() == len(charts.points) - (MIN_GAMES - 1)
    bar = statistics.filter_bar
    bar.rules_combo.setCurrentIndex(bar.rules_combo.findData("relaxed"))
    settle(qtbot, statistics)
    relaxed = window.store.history_page(HistoryFilter(rules="relaxed"), limit=1).total
    assert sum(p.games for p in charts.points) == relaxed
    bar.result_combo.setCurrentIndex(bar.result_combo.findData("won"))
    settle(qtbot, statistics)
    assert all(p.wins == p.games for p in charts.points)
    assert sum(p.games for p in charts.points) < MIN_GAMES  # too few for a rate
    assert charts.rates == [None] * len(charts.points) and charts.rate_series.count() == 0
    assert "The share of games won is drawn once 10 games are played." in charts.caption.text()
    assert charts.won_dots.count() == len(charts.points) and charts.other_dots.count() == 0
    # the history follows the same filter when it is shown
    show_page(qtbot, statistics, HISTORY)
    assert statistics.history.model.chosen == HistoryFilter("relaxed", GameResult.WON)


def test_many_games_are_grouped_into_few_points(opened: Opened, qtbot: QtBot) -> None:
    _window, statistics, _seeded = opened
    show_page(qtbot, statistics, CHARTS)
    charts = statistics.charts
    assert charts is not None
    games = sum(p.games for p in charts.points)
    points = statistics.reader.trend(HistoryFilter(), limit=5)
    assert len(points) <= 5 and sum(p.games for p in points) == games
    charts.show_points(points, HistoryFilter())
    assert charts.score_series.isVisible() and not charts.won_dots.isVisible()
    assert charts.score_series.count() == len(points)
    assert "Games a point sums up, on average:" in charts.caption.text()


@pytest.mark.parametrize("games", [1, 2])
def test_games_minutes_apart_are_apart_on_the_time_axis(
    qtbot: QtBot, data_dir: Path, games: int
) -> None:
    noon = datetime.datetime.combine(datetime.date.today(), datetime.time(12), datetime.UTC)
    with Store.open(data_dir) as store:
        path = store.path
    minutes = datetime.timedelta(minutes=5)
    seed(path, [Row("lost", score=100 + n, started=noon + n * minutes) for n in range(games)])
    window, statistics = open_statistics(qtbot, data_dir)
    statistics.resize(900, 700)
    show_page(qtbot, statistics, CHARTS)
    charts = statistics.charts
    assert charts is not None and not charts.is_empty
    axis = charts.score_x
    span = axis.max() - axis.min()
    assert span < 30 * 60_000  # not a whole day for minutes of play
    assert charts.caption.text().startswith(f"Games: {games}. Each point is one game.")
    dots = charts.other_dots
    plot = charts.score_chart.plotArea()
    xs = [charts.score_chart.mapToPosition(dots.at(n), dots).x() for n in range(dots.count())]
    assert all(plot.left() < x < plot.right() for x in xs)
    if games == 2:
        assert xs[1] - xs[0] > plot.width() / 4  # no longer on one vertical line
    window.close()


def test_rolling_win_rate() -> None:
    at = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)

    def point(games: int, wins: int) -> TrendPoint:
        return TrendPoint(at, games, wins, 0.0, 0, 0)

    singles = [point(1, n % 2) for n in range(6)]  # L W L W L W
    assert rolling_win_rate(singles, window=2) == [None, 50.0, 50.0, 50.0, 50.0, 50.0]
    assert rolling_win_rate(singles, window=4, minimum=1)[:4] == [0.0, 50.0, 100 / 3, 50.0]
    assert rolling_win_rate(singles, window=4, minimum=3)[:4] == [None, None, 100 / 3, 50.0]
    grouped = [point(10, 10), point(10, 0), point(10, 5)]
    assert rolling_win_rate(grouped, window=10) == [100.0, 0.0, 50.0]
    assert rolling_win_rate(grouped, window=20) == [100.0, 50.0, 25.0]


def test_the_rolling_rate_waits_for_ten_games() -> None:
    """One game alone would draw 0 % or 100 %: no rate is drawn before the tenth game
    (of those the filter chooses), and from then on the last 50 games count."""
    at = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)
    games = [TrendPoint(at, 1, int(n % 3 == 0), 0.0, 0, 0) for n in range(60)]
    rates = rolling_win_rate(games)
    assert rates[:9] == [None] * 9
    assert rates[9] == 40.0  # 4 won of 10: games 0, 3, 6, 9
    assert rates[59] == 100 * sum(n % 3 == 0 for n in range(10, 60)) / 50


def test_the_calendar_marks_won_played_and_missed_days(opened: Opened, qtbot: QtBot) -> None:
    window, statistics, seeded = opened
    show_page(qtbot, statistics, DAILY)
    daily = statistics.daily
    today = seeded.today
    results = statistics.reader.daily_results(today - 10 * DAY, today)
    marks = daily.marks_for(results, today - 10 * DAY, today)
    assert marks == {
        today - 5 * DAY: PLAYED,
        today - 4 * DAY: MISSED,
        today - 3 * DAY: MISSED,
        today - 2 * DAY: PLAYED,
        today - DAY: WON,
    }
    assert "1" in daily.streak_label.text()
    calendar = daily.calendar
    calendar.setCurrentPage(today.year, today.month)
    settle(qtbot, statistics)
    assert calendar.marks.get(today - DAY) == WON
    calendar.setSelectedDate(calendar.selectedDate().addDays(-1))
    settle(qtbot, statistics)
    assert "won" in daily.day_label.text() and "640" in daily.day_label.text()
    # a day whose deal was lost: its best lost game (the leaderboard ranks wins only)
    assert window.store is not None
    lost = window.store.history_page(limit=50).rows
    best_lost = max(r.score for r in lost if r.daily_date == today - 2 * DAY)
    calendar.setSelectedDate(calendar.selectedDate().addDays(-1))
    settle(qtbot, statistics)
    assert f"played, not won; best score {best_lost} " in daily.day_label.text()
    calendar.setSelectedDate(calendar.selectedDate().addDays(-1))
    settle(qtbot, statistics)
    assert "missed" in daily.day_label.text()
    # another month: the marks follow the page shown
    earlier = today.replace(day=1) - DAY
    calendar.setCurrentPage(earlier.year, earlier.month)
    settle(qtbot, statistics)
    assert all(day <= today for day in calendar.marks)


def double_click_date(qtbot: QtBot, calendar: QCalendarWidget, day: datetime.date) -> None:
    """Choose ``day`` on the calendar and double-click its cell."""
    calendar.setSelectedDate(QDate(day.year, day.month, day.day))
    view = calendar.findChild(QTableView)
    assert view is not None
    cell = view.visualRect(view.currentIndex())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())


def test_a_day_double_clicked_plays_its_deal(opened: Opened, qtbot: QtBot) -> None:
    """A day missed is played as that day's daily game under the rule set the page shows:
    it counts for that day's results under those rules (their calendar marks it played),
    not for the streak, and not for another rule set's calendar."""
    window, statistics, seeded = opened
    window.settings.remember_new_game("relaxed", "random", 1, False)  # the last New Game
    window.statistics.show_statistics()  # the daily rules follow the settings
    show_page(qtbot, statistics, DAILY)
    daily = statistics.daily
    assert "Double-click a day" in daily.play_hint.text()
    assert daily.rules == "relaxed" == daily.rules_combo.currentData()
    missed = seeded.today - 3 * DAY
    settle(qtbot, statistics)
    assert daily.calendar.marks == {}  # every daily played so far was Classic's
    streak = statistics.summary.cells[("daily_streak", "relaxed")].text()
    with qtbot.waitSignal(window.deal_search.daily_started, timeout=30_000) as started:
        double_click_date(qtbot, daily.calendar, missed)
    controller = window.controller
    assert controller.daily == missed
    assert controller.game.rules == "relaxed"
    assert window.store is not None
    assert started.args[0] == controller.game.deal == window.store.daily_deal_for(missed, "relaxed")
    assert started.args[0] != window.store.daily_deal_for(missed, "classic")
    assert window.isActiveWindow()
    assert controller.play(controller.game.legal_moves()[0])
    saved(window, qtbot)
    qtbot.waitUntil(lambda: daily.calendar.marks.get(missed) == PLAYED)
    newest = window.store.history_page(limit=1).rows[0]
    assert (newest.daily_date, newest.deal) == (missed, controller.game.deal)
    daily.rules_combo.setCurrentIndex(daily.rules_combo.findData("classic"))
    qtbot.waitUntil(lambda: daily.calendar.marks.get(seeded.today - DAY) == WON)
    assert daily.calendar.marks[missed] == MISSED
    show_page(qtbot, statistics, SUMMARY)
    assert statistics.summary.cells[("daily_streak", "relaxed")].text() == streak


def test_the_calendar_and_its_streak_show_one_rule_set(opened: Opened, qtbot: QtBot) -> None:
    """Classic's daily was won yesterday: Classic's page shows it and a streak of 1, as
    the Summary's Classic column does; Relaxed's page shows no daily and no streak, as its
    column does; a double-click plays the daily of the rule set shown."""
    _window, statistics, seeded = opened
    chosen: list[object] = []
    statistics.play_requested.disconnect()
    statistics.play_requested.connect(chosen.append)
    show_page(qtbot, statistics, SUMMARY)
    summary = statistics.summary
    show_page(qtbot, statistics, DAILY)
    daily = statistics.daily
    yesterday = seeded.today - DAY
    for rules, mark, streak in (("classic", WON, "1"), ("relaxed", None, "0")):
        daily.rules_combo.setCurrentIndex(daily.rules_combo.findData(rules))
        settle(qtbot, statistics)
        settle(qtbot, statistics)
        assert daily.calendar.marks.get(yesterday) == mark
        assert summary.cells[("daily_streak", rules)].text() == streak
        label = daily.streak_label.text()
        assert (f"</b> {streak} (" in label) if streak != "0" else ("none yet" in label)
        double_click_date(qtbot, daily.calendar, yesterday)
        assert chosen[-1] == NewGameChoice(rules, "daily", 0, date=yesterday)
    assert statistics.daily_rules == "relaxed"


def test_a_day_to_come_cannot_be_played(opened: Opened, qtbot: QtBot) -> None:
    _window, statistics, seeded = opened
    chosen: list[object] = []
    statistics.play_requested.disconnect()
    statistics.play_requested.connect(chosen.append)
    show_page(qtbot, statistics, DAILY)
    calendar = statistics.daily.calendar
    assert calendar.maximumDate() == QDate(seeded.today.year, seeded.today.month, seeded.today.day)
    double_click_date(qtbot, calendar, seeded.today)
    assert chosen == [NewGameChoice(statistics.daily_rules, "daily", 0, date=seeded.today)]
    calendar.activated.emit(QDate(2999, 1, 1))  # as if the calendar let a later day through
    assert len(chosen) == 1


def test_the_leaderboard_by_rules_and_by_deal(opened: Opened, qtbot: QtBot) -> None:
    window, statistics, seeded = opened
    show_page(qtbot, statistics, LEADERBOARD)
    board = statistics.leaderboard
    assert window.store is not None
    wins = window.store.history_page(HistoryFilter(result=GameResult.WON), limit=1).total
    assert len(board.entries) == wins == 8  # wins only, however many games were lost
    assert {e.game.result for e in board.entries} == {GameResult.WON}
    scores = [e.game.score for e in board.entries]
    assert scores == sorted(scores, reverse=True)
    assert board.entries[0].game.id == seeded.ids["relaxed_best"]
    first_score = board.table.item(0, 1)
    assert board.table.rowCount() == 8 and first_score is not None
    assert first_score.text() == "720"
    board.rules_combo.setCurrentIndex(board.rules_combo.findData("classic"))
    settle(qtbot, statistics)
    assert {e.game.rules for e in board.entries} == {"classic"}
    assert board.entries == window.store.leaderboard("classic")
    assert not board.deal_check.isEnabled()
    # choose the lost Relaxed game of deal 12 in the history: the board can narrow to its
    # deal, where only the win is ranked
    board.rules_combo.setCurrentIndex(board.rules_combo.findData(None))
    show_page(qtbot, statistics, HISTORY)
    model = statistics.history.model
    number = next(i for i in range(model.total) if row_at(model, i).id == seeded.ids["relaxed"])
    click_row(qtbot, statistics, number)
    show_page(qtbot, statistics, LEADERBOARD)
    assert board.deal_check.isEnabled() and "12" in board.deal_check.text()
    qtbot.mouseClick(board.deal_check, Qt.MouseButton.LeftButton)
    settle(qtbot, statistics)
    assert board.deal_check.isChecked()
    assert [e.game.id for e in board.entries] == [seeded.ids["relaxed_best"]]
    # another choice, deal 11, played twice and lost twice: the board follows, no win
    number = next(i for i in range(model.total) if row_at(model, i).id == seeded.ids["undo_redo"])
    show_page(qtbot, statistics, HISTORY)
    click_row(qtbot, statistics, number)
    show_page(qtbot, statistics, LEADERBOARD)
    assert board.deal_check.isChecked() and "11" in board.deal_check.text()
    assert board.entries == []
    assert "No win of this deal yet" in board.empty_label.text()


def test_equal_scores_rank_by_moves_then_time_and_show_hints(qtbot: QtBot, data_dir: Path) -> None:
    """Every Classic win without timed scoring scores 700: fewer moves, then less time
    decide; the page says whether hints were used."""
    noon = datetime.datetime.combine(datetime.date.today(), datetime.time(12), datetime.UTC)
    with Store.open(data_dir) as store:
        path = store.path
    rows = [
        Row("won", score=700, moves=120, elapsed=400.0, started=noon),
        Row("won", score=700, moves=95, elapsed=900.0, started=noon, extra={"hints": 3}),
        Row("won", score=700, moves=95, elapsed=500.0, started=noon),
        Row("lost", score=2000, moves=10, elapsed=100.0, started=noon),
    ]
    ids = seed(path, rows)
    window, statistics = open_statistics(qtbot, data_dir)
    show_page(qtbot, statistics, LEADERBOARD)
    board = statistics.leaderboard
    assert [e.game.id for e in board.entries] == [ids[2], ids[1], ids[0]]
    table = board.table
    model = table.model()
    headers = [
        str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())
    ]
    assert "Result" not in headers
    moves, time, hints = (headers.index(name) for name in ("Moves", "Time", "Hints"))

    def cells(column: int) -> list[str]:
        return [str(model.index(row, column).data()) for row in range(model.rowCount())]

    assert cells(moves) == ["95", "95", "120"]
    assert cells(time) == ["8:20", "15:00", "6:40"]
    assert cells(hints) == ["none", "3", "none"]
    window.close()


def test_reset_asks_first_and_keeps_the_game_in_progress(qtbot: QtBot, data_dir: Path) -> None:
    seed_database(data_dir, extra_rows=20)
    window, statistics = open_statistics(qtbot, data_dir)
    controller = window.controller
    assert controller.play(controller.game.legal_moves()[0])  # a game in progress now
    saved(window, qtbot)
    in_progress = controller.game.to_text()
    store = window.store
    assert store is not None
    before = {rules: store.statistics(rules) for rules in (None, "classic", "relaxed")}

    # cancelling changes nothing
    qtbot.mouseClick(statistics.reset_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: statistics.reset_dialog is not None)
    dialog = statistics.reset_dialog
    assert dialog is not None and dialog.isVisible()
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "cannot be undone" in texts and "game in progress is kept" in texts
    dialog.reject()
    assert store.statistics() == before[None]

    qtbot.waitUntil(lambda: statistics.reset_dialog is None)
    qtbot.mouseClick(statistics.reset_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: statistics.reset_dialog is not None)
    dialog = statistics.reset_dialog
    assert dialog is not None
    classic = dialog.choices["classic"]
    assert str(before["classic"].won + before["classic"].lost) in classic.text()
    qtbot.mouseClick(classic, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    settle(qtbot, statistics)

    after = store.statistics("classic")
    assert (after.won, after.lost) == (0, 0)
    assert after.played == 1  # the game in progress, still there
    assert store.statistics("relaxed") == before["relaxed"]
    assert "Finished games deleted" in statistics.message_label.text()
    show_page(qtbot, statistics, SUMMARY)
    assert statistics.summary.cells[("played", "classic")].text() == "1"
    show_page(qtbot, statistics, HISTORY)
    rows = [statistics.history.model.row(i) for i in range(statistics.history.model.total)]
    assert [r.result for r in rows if r is not None and r.rules == "classic"] == [
        GameResult.IN_PROGRESS
    ]
    # the game goes on, is still recorded, and resumes
    assert controller.game.to_text() == in_progress
    assert controller.play(controller.game.legal_moves()[0])
    expected = controller.game.to_text()
    window.close()
    again = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert again.controller.game.to_text() == expected
    again.close()


def test_reset_all_leaves_an_empty_summary(qtbot: QtBot, data_dir: Path) -> None:
    seed_database(data_dir)
    window, statistics = open_statistics(qtbot, data_dir)
    statistics.reset(None)
    settle(qtbot, statistics)
    assert statistics.message_label.text() == "Finished games deleted: 8"
    assert statistics.summary.is_empty
    with Store.open(data_dir) as store:
        assert store.statistics().played == 0
    window.close()


def test_the_time_axis_ticks_at_round_times(qtbot: QtBot, data_dir: Path) -> None:
    """Games at odd times of a day: the charts' ticks are on the hour (local time), and
    the four games draw no share of games won yet."""
    noon = datetime.datetime.combine(datetime.date.today(), datetime.time(12), datetime.UTC)
    with Store.open(data_dir) as store:
        path = store.path
    odd = [datetime.timedelta(minutes=m, seconds=27) for m in (13, 107, 185, 299)]
    seed(path, [Row("won", score=100, started=noon + late) for late in odd])
    window, statistics = open_statistics(qtbot, data_dir)
    show_page(qtbot, statistics, CHARTS)
    charts = statistics.charts
    assert charts is not None and not charts.is_empty
    for axis in (charts.score_x, charts.rate_x):
        labels = axis.categoriesLabels()
        assert 2 <= len(labels) <= 6, labels
        for label in labels:
            tick = datetime.datetime.fromtimestamp(axis.endValue(label) / 1000).astimezone()
            assert (tick.minute, tick.second, tick.microsecond) == (0, 0, 0), tick
            assert axis.min() <= axis.endValue(label) <= axis.max()
    assert charts.rate_series.count() == 0  # four games: no share of games won yet
    window.close()
