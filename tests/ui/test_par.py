"""Par through the real main window: the solver's worker finds the deal's par at the first
move, the store keeps it with the game, the win summary says "Won in 3 moves — par 2" (or
that the win matched par), History shows it in its Par column and the Summary counts the
wins at or under par."""

from __future__ import annotations

import datetime
import gzip
import logging
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from scorpion_qt.engine import Game
from scorpion_qt.engine.daily_table import MAGIC
from scorpion_qt.solver.par import find_par
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
from scorpion_qt.ui.par.finder import solver_par_finder
from scorpion_qt.ui.par.keeper import ParKeeper
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.services.store_recorder import StoreRecorder
from scorpion_qt.ui.statistics.window import HISTORY, SUMMARY, StatisticsWindow
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import Board, open_window, saved, when_modal
from tests.ui.test_statistics_helpers import press_ctrl_t, row_at, show_page

#: Two moves from the win (3:AS>2, then 2:2S>1 completes the spades); three with the
#: spades' King moved to an empty column first (1:KS>4, 3:AS>2, 2:2S>4).
TWO_FROM_WIN = """\
rules: classic
reserve: -
foundations: H D C
1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S
2: 2S
3: AS
4:
5:
6:
7:
"""


@pytest.fixture
def two_from_win(tmp_path: Path) -> Path:
    path = tmp_path / "two-from-win.txt"
    path.write_text(TWO_FROM_WIN, encoding="utf-8")
    return path


def open_on(qtbot: QtBot, data_dir: Path, position: Path) -> MainWindow:
    window = open_window(qtbot, ["--position", str(position), "--data-dir", str(data_dir)])
    window.game_actions.animations_action.trigger()  # the win at once
    return window


def keeper(window: MainWindow) -> ParKeeper:
    found = window.findChild(ParKeeper)
    assert found is not None
    return found


def win_and_read(window: MainWindow, qtbot: QtBot, drags: list[tuple[str, int]]) -> str:
    """Play ``drags`` (a card onto a column) with the mouse; the win summary's par line
    once the par has come (the summary is then closed)."""
    board = Board(window, qtbot)
    pars = keeper(window)
    texts: list[str] = []

    def read(dialog: WinDialog) -> None:
        qtbot.waitUntil(lambda: pars.par is not None, timeout=30_000)
        qtbot.waitUntil(dialog.par_label.isVisible)
        texts.append(dialog.par_label.text())
        dialog.reject()

    when_modal(qtbot, read)
    for card, column in drags:
        board.drag(card, board.column_point(column))
        board.settle()
    assert window.controller.game.is_won
    qtbot.waitUntil(lambda: bool(texts), timeout=40_000)
    return texts[0]


def test_a_win_over_par_then_at_par_in_the_summary_history_and_figures(
    qtbot: QtBot, data_dir: Path, two_from_win: Path
) -> None:
    window = open_on(qtbot, data_dir, two_from_win)
    over = win_and_read(window, qtbot, [("KS", 4), ("AS", 2), ("2S", 4)])
    assert over == "Won in 3 moves — par 2"

    window.controller.set_game(Game.from_text(TWO_FROM_WIN))  # the same position again
    at_par = win_and_read(window, qtbot, [("AS", 2), ("2S", 1)])
    assert at_par == "Won in 2 moves — you matched par 2!"

    saved(window, qtbot)
    store = window.store
    assert store is not None
    qtbot.waitUntil(lambda: all(r.par == 2 for r in store.history_page().rows), timeout=10_000)
    rows = store.history_page().rows
    assert [(r.result, r.moves, r.par) for r in rows] == [
        (GameResult.WON, 2, 2),
        (GameResult.WON, 3, 2),
    ]
    figures = store.statistics()
    assert (figures.won_with_par, figures.won_at_or_under_par) == (2, 1)

    press_ctrl_t(qtbot, window)  # Statistics: History's Par column, the Summary's figure
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitExposed(statistics)
    show_page(qtbot, statistics, HISTORY)
    model = statistics.history.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    moves, par = headers.index("Moves"), headers.index("Par")
    assert par == moves + 1
    for number in range(2):
        row_at(model, number)
    assert [(model.index(n, moves).data(), model.index(n, par).data()) for n in range(2)] == [
        ("2", "2"),
        ("3", "2"),
    ]
    show_page(qtbot, statistics, SUMMARY)
    assert statistics.summary.cells[("par", None)].text() == "50.0 % (1 of 2)"
    assert statistics.summary.cells[("par", "classic")].text() == "50.0 % (1 of 2)"
    assert statistics.summary.cells[("par", "relaxed")].text() == "—"
    window.close()


def write_table(folder: Path, rules: str, first: datetime.date, rows: list[str]) -> None:
    """A daily table of ``rules`` in ``folder`` (the format with the par column)."""
    last = first + datetime.timedelta(days=len(rows) - 1)
    header = f"{MAGIC} rules={rules} first={first} last={last} node_limit=20000 par_nodes=20000"
    data = "\n".join([header, *rows]) + "\n"
    (folder / f"{rules}.txt.gz").write_bytes(gzip.compress(data.encode("ascii")))


def test_a_daily_deal_s_par_comes_from_its_table_else_from_the_worker(
    qtbot: QtBot, tmp_path: Path
) -> None:
    day = datetime.date(2025, 3, 1)
    write_table(
        tmp_path,
        "classic",
        day,
        ["3 1 100 54 M 0123abcd 61", "4 1 100 54 M 0123abcd -", "5 1 100 54 M 0123abcd 61"],
    )
    find = solver_par_finder(tmp_path)
    answers: list[int | None] = []
    find(Game.new(3, "classic"), day, answers.append)  # the table's par, not searched for
    qtbot.waitUntil(lambda: answers == [61])
    # a date whose row has no par yet, and a game whose deal is not its date's row's: the
    # worker finds the par within its budget (deal 3's: a winning line is found in it)
    worker_par = find_par(Game.new(3, "classic"))
    assert worker_par is not None and worker_par.moves != 61
    find(Game.new(3, "classic"), day + datetime.timedelta(days=1), answers.append)
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=60_000)
    find(Game.new(3, "classic"), day + datetime.timedelta(days=2), answers.append)
    qtbot.waitUntil(lambda: len(answers) == 3, timeout=60_000)
    assert answers == [61, worker_par.moves, worker_par.moves]


def test_no_par_is_claimed_where_no_win_was_found_within_the_budget(
    qtbot: QtBot, data_dir: Path
) -> None:
    assert find_par(Game.new(1, "classic")) is None  # Classic deal 1: no winning line found
    window = open_window(qtbot, ["--deal", "1", "--rules", "classic", "--data-dir", str(data_dir)])
    pars = keeper(window)
    board = Board(window, qtbot)
    with qtbot.waitSignal(pars.answered, timeout=60_000) as answer:
        board.drag("TD", board.column_point(1))  # the first move asks for the deal's par
    assert window.controller.game.move_count == 1
    assert answer.args == [None] and pars.par is None and pars.text() == ""
    saved(window, qtbot)
    assert window.store is not None
    rows = window.store.history_page().rows
    assert [(r.deal, r.moves, r.par) for r in rows] == [(1, 1, None)]
    window.close()


def test_a_par_found_after_the_window_closed_is_dropped_without_a_warning(
    qtbot: QtBot, data_dir: Path
) -> None:
    """The app quits while the worker still searches the deal's par: its late answer is not
    a store call after the store closed (which would tell the player saving failed)."""
    window = open_window(qtbot, ["--deal", "3", "--rules", "classic", "--data-dir", str(data_dir)])
    pars = keeper(window)
    board = Board(window, qtbot)
    failures: list[str] = []
    window.store_thread.failed.connect(failures.append)
    board.drag("4S", board.column_point(1))  # the first move asks for the deal's par
    assert window.controller.game.move_count == 1
    saved(window, qtbot)
    with qtbot.waitSignal(pars.answered, timeout=60_000) as answer:
        window.close()
        assert window.store_thread.closed
    assert answer.args[0] is not None  # deal 3 is won within the budget: a par came
    assert failures == []


def test_a_par_found_after_its_keeper_was_deleted_is_dropped(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    """The window (and with it the par's keeper) is deleted while the worker still searches:
    the answer that comes later is dropped, with nothing logged (it once raised "Signal
    source has been deleted" inside the solver client's answer handling)."""
    asked: list[Callable[[int | None], None]] = []

    def find(_start: Game, _day: datetime.date | None, done: Callable[[int | None], None]) -> None:
        asked.append(done)

    controller = GameController(Game.new(3))
    pars = ParKeeper(controller, find)
    pars.start(StoreRecorder())
    assert controller.play(controller.game.legal_moves()[0])  # the first move asks for the par
    assert len(asked) == 1
    pars.deleteLater()
    qtbot.waitUntil(lambda: not isValid(pars))
    with caplog.at_level(logging.WARNING):
        asked[0](40)
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []
