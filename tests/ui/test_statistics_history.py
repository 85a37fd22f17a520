"""The history table: header clicks and filters ask the store again, rows are read a page
at a time, the CSV export writes the rows shown, and a row's deal can be played again."""

from __future__ import annotations

import csv
import dataclasses
import datetime
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryFilter, SortKey
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.statistics.history_model import COLUMNS, PAGE_SIZE
from scorpion_qt.ui.statistics.window import HISTORY
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.test_statistics_helpers import (
    DAY,
    Opened,
    click_header,
    click_row,
    history_ids,
    open_statistics,
    row_at,
    seed_database,
    settle,
    show_page,
)

EXTRA = 260


@pytest.fixture
def opened(qtbot: QtBot, data_dir: Path) -> Iterator[Opened]:
    seeded = seed_database(data_dir, extra_rows=EXTRA)
    window, statistics = open_statistics(qtbot, data_dir)
    show_page(qtbot, statistics, HISTORY)
    yield window, statistics, seeded
    window.close()


def store_ids(
    window: MainWindow, chosen: HistoryFilter, sort: SortKey, descending: bool
) -> list[int]:
    assert window.store is not None
    page = window.store.history_page(chosen, sort, descending, 0, 10_000)
    return [row.id for row in page.rows]


def test_clicking_headers_sorts_through_the_store(opened: Opened, qtbot: QtBot) -> None:
    window, statistics, _seeded = opened
    model = statistics.history.model
    assert (model.sort_key, model.descending) == (SortKey.STARTED_AT, True)
    newest_first = history_ids(statistics)
    assert newest_first == store_ids(window, HistoryFilter(), SortKey.STARTED_AT, True)
    header = statistics.history.table.horizontalHeader()
    for column, spec in enumerate(COLUMNS):
        reads = model.pages_read
        was = model.sort_key, model.descending
        click_header(qtbot, statistics, column)
        if spec.key is None:  # the store cannot sort by it: the order stays, unread
            assert (model.sort_key, model.descending) == was
            assert model.pages_read == reads
            assert header.sortIndicatorSection() == model.column_of(model.sort_key)
        elif spec.key is not SortKey.STARTED_AT:
            assert model.sort_key is spec.key
            assert model.pages_read > reads  # a new query, not a sort in Python
        ids = history_ids(statistics)
        assert ids == store_ids(window, HistoryFilter(), model.sort_key, model.descending)
    score = model.column_of(SortKey.SCORE)
    click_header(qtbot, statistics, score)
    first_order = history_ids(statistics)
    click_header(qtbot, statistics, score)  # the same header again: the other way round
    assert history_ids(statistics) == list(reversed(first_order))
    scores = [row_at(model, i).score for i in range(model.total)]
    assert scores == sorted(scores, reverse=model.descending)
    assert scores != sorted(scores, reverse=not model.descending)
    # the table shows it: the first row's score cell is the top score in that order
    assert model.index(0, score).data() == str(scores[0])


def test_filters_change_the_rows(opened: Opened, qtbot: QtBot) -> None:
    window, statistics, seeded = opened
    model, bar = statistics.history.model, statistics.filter_bar
    everything = model.total
    bar.rules_combo.setCurrentIndex(bar.rules_combo.findData("relaxed"))
    settle(qtbot, statistics)
    relaxed = HistoryFilter(rules="relaxed")
    assert model.chosen == relaxed
    assert 0 < model.total < everything
    assert {row_at(model, i).rules for i in range(model.total)} == {"relaxed"}
    assert history_ids(statistics) == store_ids(window, relaxed, SortKey.STARTED_AT, True)
    assert statistics.history.count_label.text() == f"Games: {model.total}"

    bar.result_combo.setCurrentIndex(bar.result_combo.findData("won"))
    settle(qtbot, statistics)
    won = HistoryFilter(rules="relaxed", result=GameResult.WON)
    assert model.chosen == won
    assert history_ids(statistics) == store_ids(window, won, SortKey.STARTED_AT, True)

    bar.rules_combo.setCurrentIndex(0)
    bar.result_combo.setCurrentIndex(0)
    bar.period_combo.setCurrentIndex(bar.period_combo.findData("week"))
    settle(qtbot, statistics)
    today = seeded.today
    week = HistoryFilter(date_from=today - datetime.timedelta(days=6))
    assert model.chosen == week
    # yesterday's two games and the daily deals of two and five days ago
    assert model.total == 4

    first = today - datetime.timedelta(days=20)
    last = today - datetime.timedelta(days=3)
    bar.set_dates(first, last)
    settle(qtbot, statistics)
    assert bar.from_edit.isVisible() and bar.to_edit.isVisible()
    dated = HistoryFilter(date_from=first, date_to=last)
    assert model.chosen == dated
    assert history_ids(statistics) == store_ids(window, dated, SortKey.STARTED_AT, True)
    assert seeded.ids["undo_redo"] in history_ids(statistics)


def test_rows_are_read_a_page_at_a_time(opened: Opened, qtbot: QtBot) -> None:
    window, statistics, _seeded = opened
    model, table = statistics.history.model, statistics.history.table
    assert model.total == EXTRA + 8
    assert model.pages_read <= 2  # the first page (and the count) only
    table.scrollToBottom()
    last = row_at(model, model.total - 1)  # its page is read on the store's thread
    assert window.store is not None
    expected = window.store.history_page(offset=model.total - 1, limit=1).rows[0]
    assert last == expected
    assert model.pages_read <= 4  # the last page, not everything in between
    assert table.indexAt(table.viewport().rect().bottomLeft()).row() >= model.total - 2


def test_export_writes_the_rows_shown(opened: Opened, qtbot: QtBot, tmp_path: Path) -> None:
    _window, statistics, _seeded = opened
    bar = statistics.filter_bar
    bar.rules_combo.setCurrentIndex(bar.rules_combo.findData("classic"))
    settle(qtbot, statistics)
    click_header(qtbot, statistics, statistics.history.model.column_of(SortKey.MOVES))
    target = tmp_path / "history.csv"
    with qtbot.waitSignal(statistics.exported, timeout=10_000) as exported:
        statistics.export_to(target)
    assert exported.args == [statistics.history.model.total]
    with target.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [int(row["id"]) for row in rows] == history_ids(statistics)
    assert {row["rules"] for row in rows} == {"classic"}
    assert str(statistics.history.model.total) in statistics.message_label.text()


def test_export_failure_is_reported(
    opened: Opened, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _window, statistics, _seeded = opened
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warned.append(text))
    with qtbot.waitSignal(statistics.exported, timeout=10_000) as exported:
        statistics.export_to(tmp_path / "missing-folder" / "history.csv")
    assert exported.args == [None]
    assert warned and "could not be exported" in warned[0]


def test_play_this_deal_again_starts_it_in_the_main_window(
    opened: Opened, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, statistics, seeded = opened
    # a move in the main window first: leaving that game asks for confirmation
    assert window.controller.play(window.controller.game.legal_moves()[0])
    asked: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    model = statistics.history.model
    number = next(i for i in range(model.total) if row_at(model, i).id == seeded.ids["relaxed"])
    click_row(qtbot, statistics, number)
    history = statistics.history
    selected = history.selected_row()
    assert selected is not None and selected.id == seeded.ids["relaxed"]
    assert history.play_again_button.isEnabled()
    qtbot.mouseClick(history.play_again_button, Qt.MouseButton.LeftButton)
    assert asked == ["Abandon this game?"]
    game = window.controller.game
    assert (game.deal, game.rules, game.move_count) == (12, "relaxed", 0)
    assert window.controller.daily is None


def test_todays_daily_deal_is_played_again_as_the_daily(opened: Opened, qtbot: QtBot) -> None:
    _window, statistics, seeded = opened
    row = statistics.history.model.row(0)
    assert row is not None
    chosen: list[NewGameChoice] = []
    statistics.play_requested.disconnect()
    statistics.play_requested.connect(chosen.append)
    statistics.play_again(dataclasses.replace(row, daily_date=seeded.today, deal=99))
    statistics.play_again(dataclasses.replace(row, daily_date=seeded.today - DAY, deal=98))
    statistics.play_again(dataclasses.replace(row, daily_date=None, deal=None))
    assert chosen == [
        NewGameChoice(row.rules, "daily", 99),
        NewGameChoice(row.rules, "number", 98),
    ]


def test_a_custom_position_cannot_be_played_again(opened: Opened, qtbot: QtBot) -> None:
    _window, statistics, seeded = opened
    model = statistics.history.model
    number = next(i for i in range(model.total) if row_at(model, i).id == seeded.ids["won"])
    click_row(qtbot, statistics, number)
    assert statistics.history.replay_button.isEnabled()
    assert not statistics.history.play_again_button.isEnabled()


def test_page_size_is_a_page(opened: Opened) -> None:
    _window, statistics, _seeded = opened
    assert statistics.history.model.total > PAGE_SIZE  # the paging tests above page
