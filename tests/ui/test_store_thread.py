"""The store's thread: calls run there in order, answers come back on the GUI thread, a call
that raises is reported to the player, closing waits for everything given, and the GUI
thread never opens the database."""

from __future__ import annotations

import functools
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy import event
from sqlalchemy.pool import Pool

from scorpion_qt.engine import Game
from scorpion_qt.store.service import Store
from scorpion_qt.ui.services.store_thread import StoreThread
from scorpion_qt.ui.statistics.history_model import PAGE_SIZE
from scorpion_qt.ui.statistics.window import CHARTS, DAILY, HISTORY, LEADERBOARD, SUMMARY
from tests.ui.conftest import notice_box, open_window, saved
from tests.ui.test_statistics_helpers import open_statistics, row_at, seed_database, show_page


def test_calls_run_in_order_off_the_gui_thread(qtbot: QtBot, tmp_path: Path) -> None:
    thread = StoreThread()
    ran: list[tuple[str, bool]] = []
    answered: list[tuple[object, bool]] = []
    gui = threading.current_thread()
    thread.open(lambda: Store.open(tmp_path))

    def call(n: int, _store: Store) -> int:
        ran.append((f"call {n}", threading.current_thread() is gui))
        return n

    def answer(result: int) -> None:
        answered.append((result, threading.current_thread() is gui))

    for n in range(20):
        thread.run(functools.partial(call, n), answer)
    qtbot.waitUntil(lambda: not thread.busy)
    assert ran == [(f"call {n}", False) for n in range(20)]
    assert answered == [(n, True) for n in range(20)]
    thread.close()


def test_closing_waits_for_every_call_and_the_calls_they_give(tmp_path: Path) -> None:
    thread = StoreThread()
    thread.open(lambda: Store.open(tmp_path))
    game = Game.new(5)
    ids: list[int | None] = []

    def started(game_id: int | None) -> None:
        ids.append(game_id)
        game.play(game.legal_moves()[0])
        thread.run(lambda store: store.record_move(game_id, game.copy(), 3.0))

    thread.run(lambda store: store.start_game(game.copy()), started)
    thread.close()  # no event loop ran: close delivers the answer, then waits for the move
    with Store.open(tmp_path) as store:
        resumed = store.resume()
    assert resumed is not None and resumed.id == ids[0]
    assert resumed.game.log == game.log


def test_a_call_that_raises_is_told_once_and_saving_shows_stopped(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert not window.status_bar.saving_label.isVisible()

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a bug in the store")

    monkeypatch.setattr(Store, "record_move", broken)
    controller = window.controller
    for _ in range(2):
        moves = [move for move in controller.game.legal_moves() if str(move) != "deal"]
        assert controller.play(moves[0])
    saved(window, qtbot)
    assert window.status_bar.saving_label.isVisible()
    assert "the game database failed" in notice_box(window).text()  # the log has more
    assert "the game database failed" in window.status_bar.saving_label.toolTip()
    boxes = [box for box in window.findChildren(type(notice_box(window))) if box.isVisible()]
    assert boxes == [notice_box(window)]  # told once, not once a move
    notice_box(window).close()
    window.close()


def test_the_gui_thread_never_opens_the_database(
    qtbot: QtBot, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From the start through the statistics (the history paged, a game replayed, the
    history exported, every page shown) no database connection is made or lent on the
    window's thread: every SQLAlchemy pool (the store's, the statistics' reader's) and the
    sqlite3 module are watched."""
    seeded = seed_database(data_dir, extra_rows=3 * PAGE_SIZE)
    gui = threading.current_thread()
    elsewhere: list[str] = []
    on_gui: list[str] = []

    def note(what: str) -> None:
        here = threading.current_thread()
        (on_gui if here is gui else elsewhere).append(f"{what} on {here.name}")

    def lent(_dbapi: object, _record: object, _proxy: object) -> None:
        note("a pooled connection lent")

    def made(_dbapi: object, _record: object) -> None:
        note("a pooled connection made")

    real_connect = sqlite3.connect

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        note(f"sqlite3.connect({args[0]!r})")
        connection: sqlite3.Connection = real_connect(*args, **kwargs)
        return connection

    event.listen(Pool, "checkout", lent)
    event.listen(Pool, "connect", made)
    monkeypatch.setattr(sqlite3, "connect", connect)
    try:
        window, statistics = open_statistics(qtbot, data_dir)
        show_page(qtbot, statistics, HISTORY)
        model, table = statistics.history.model, statistics.history.table
        table.scrollToBottom()
        row_at(model, model.total - 1)  # a page read as the table shows it
        table.scrollTo(model.index(model.total // 2, 0))
        row_at(model, model.total // 2)
        rows = (row_at(model, number) for number in range(model.total))
        statistics.replay(next(row for row in rows if row.id == seeded.ids["undo_redo"]))
        qtbot.waitUntil(lambda: statistics.replay_dialog is not None)
        with qtbot.waitSignal(statistics.exported, timeout=10_000) as exported:
            statistics.export_to(tmp_path / "history.csv")
        assert exported.args == [model.total]
        for page in (SUMMARY, CHARTS, DAILY, LEADERBOARD):
            show_page(qtbot, statistics, page)
        statistics.close()
        window.close()
    finally:
        event.remove(Pool, "checkout", lent)
        event.remove(Pool, "connect", made)
    assert on_gui == []
    assert any("lent on store" in what for what in elsewhere)  # the watch works
