"""Shared helpers for the statistics window tests: a database of real games (played
through the store, so they replay) and extra rows, and opening the window on it."""

from __future__ import annotations

import datetime
import time
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.store.records import HistoryRow
from scorpion_qt.store.service import Store
from scorpion_qt.ui.statistics import StatisticsWindow
from scorpion_qt.ui.statistics.history_model import HistoryModel
from scorpion_qt.ui.window.main_window import MainWindow
from tests.store.conftest import NEAR_WIN, Row, seed
from tests.ui.conftest import open_window
from tests.ui.event_wait import wait

DAY = datetime.timedelta(days=1)


@dataclass
class Clock:
    current: datetime.datetime

    def __call__(self) -> datetime.datetime:
        return self.current

    def advance(self, **delta: float) -> None:
        self.current += datetime.timedelta(**delta)


@dataclass
class Seeded:
    """What was put in the database: game ids by name."""

    ids: dict[str, int] = field(default_factory=dict)
    today: datetime.date = field(default_factory=datetime.date.today)


# what the statistics fixtures give a test: the main window, its statistics window, the seeds
Opened = tuple[MainWindow, StatisticsWindow, Seeded]


def play_first(game: Game, count: int) -> None:
    """Play the first legal move that is not the deal, ``count`` times."""
    for _ in range(count):
        moves = sorted(game.legal_moves(), key=lambda m: str(m) == "deal")
        game.play(moves[0])


def record(store: Store, clock: Clock, game: Game, steps: list[str | int]) -> int:
    """Start ``game`` in the store and record each step: a number of moves, or an action
    (``"undo"``, ``"redo"``, ``"deal"`` or a move); then finish it."""
    game_id = store.start_game(game)
    assert game_id is not None
    elapsed = 0.0
    for step in steps:
        if isinstance(step, int):
            for _ in range(step):
                play_first(game, 1)
                clock.advance(seconds=7)
                elapsed += 7
                store.record_move(game_id, game, elapsed)
            continue
        if step == "undo":
            assert game.undo()
        elif step == "redo":
            assert game.redo()
        else:
            game.play(step)
        clock.advance(seconds=5)
        elapsed += 5
        store.record_move(game_id, game, elapsed)
    clock.advance(seconds=3)
    store.finish(game_id, game, elapsed)
    clock.advance(hours=2)
    return game_id


def seed_database(data_dir: Path, extra_rows: int = 0) -> Seeded:
    """Real games of the last two weeks (lost and won, Classic and Relaxed, daily deals),
    plus ``extra_rows`` plain rows spread over the year before for paging and sorting."""
    today = datetime.date.today()
    seeded = Seeded(today=today)
    start = datetime.datetime.combine(
        today - datetime.timedelta(days=14), datetime.time(9), datetime.UTC
    )
    clock = Clock(start)
    with Store.open(data_dir, now=clock) as store:
        seeded.ids["undo_redo"] = record(
            store, clock, Game.new(11, "classic"), [3, "undo", "undo", "redo", 2, "deal", 1]
        )
        seeded.ids["relaxed"] = record(store, clock, Game.new(12, "relaxed"), [4])
        seeded.ids["won"] = record(store, clock, Game.from_text(NEAR_WIN), ["2:AC>1"])
        seeded.ids["classic_again"] = record(store, clock, Game.new(11, "classic"), [5])
        clock.current = datetime.datetime.combine(
            today - datetime.timedelta(days=2), datetime.time(10), datetime.UTC
        )
        daily_day = today - datetime.timedelta(days=2)
        daily_id = store.start_game(store.daily_game(daily_day), daily_day)
        assert daily_id is not None
        game = store.daily_game(daily_day)
        play_first(game, 2)
        store.record_move(daily_id, game, 30.0)
        store.finish(daily_id, game, 31.0)
        seeded.ids["daily"] = daily_id
        path = store.path
    yesterday = today - DAY
    noon = datetime.datetime.combine(yesterday, datetime.time(12), datetime.UTC)
    rows = [
        Row("won", "classic", 640, 90, 400.0, 100.0, noon, noon, deal=77, daily=yesterday),
        Row("won", "relaxed", 720, 80, 350.0, 100.0, noon, noon, deal=12),
        Row(
            "lost",
            "classic",
            50,
            9,
            90.0,
            5.0,
            noon - 4 * DAY,
            noon - 4 * DAY,
            daily=today - 5 * DAY,
        ),
    ]
    first = noon - datetime.timedelta(days=380)
    for n in range(extra_rows):
        started = first + datetime.timedelta(hours=9 * n)
        outcome = "won" if n % 7 == 0 else "lost"
        rows.append(
            Row(
                outcome,
                "relaxed" if n % 4 == 0 else "classic",
                score=(n * 37) % 700,
                moves=20 + n % 90,
                elapsed=60.0 + (n * 13) % 900,
                percent=100.0 if outcome == "won" else float(n % 100),
                started=started,
                ended=started + datetime.timedelta(minutes=20),
                deal=1000 + n,
            )
        )
    ids = seed(path, rows)
    seeded.ids["daily_won"] = ids[0]
    seeded.ids["relaxed_best"] = ids[1]
    return seeded


def open_statistics(
    qtbot: QtBot, data_dir: Path, argv: list[str] | None = None
) -> tuple[MainWindow, StatisticsWindow]:
    """The main window on a new deal in ``data_dir``, and its statistics window opened with
    the keyboard shortcut; the summary's figures are all in."""
    window = open_window(qtbot, [*(argv or ["--deal", "5"]), "--data-dir", str(data_dir)])
    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitExposed(statistics)
    qtbot.waitUntil(lambda: not statistics.loading)
    assert not statistics.summary.loading
    return window, statistics


def show_page(qtbot: QtBot, statistics: StatisticsWindow, page: int) -> None:
    """Show a page and wait for the store's answers to fill it."""
    statistics.show_page(page)
    settle(qtbot, statistics)


def settle(qtbot: QtBot, statistics: StatisticsWindow) -> None:
    """Wait until the store's thread has answered what the window asked (the pages are
    filled in then)."""
    qtbot.waitUntil(lambda: not statistics.loading)


def press_ctrl_t(qtbot: QtBot, window: MainWindow) -> None:
    """The statistics shortcut, typed on the board (shortcuts need the window active)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.board_view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)


def click_header(qtbot: QtBot, statistics: StatisticsWindow, column: int) -> None:
    header = statistics.history.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2)
    )
    QApplication.processEvents()
    settle(qtbot, statistics)  # the rows in the new order come from the store's thread


def click_row(qtbot: QtBot, statistics: StatisticsWindow, row: int) -> None:
    table = statistics.history.table
    table.scrollTo(table.model().index(row, 0))
    rect = table.visualRect(table.model().index(row, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def row_at(model: HistoryModel, number: int) -> HistoryRow:
    """The game in history row ``number``, which the test knows is there (its page comes
    from the store's thread if it was not read yet)."""
    deadline = time.monotonic() + 10
    row = model.row(number)
    while row is None and time.monotonic() < deadline:
        wait(5)  # as qtbot.wait: the store's thread runs meanwhile
        row = model.row(number)
    assert row is not None
    return row


def history_ids(statistics: StatisticsWindow) -> list[int]:
    model = statistics.history.model
    return [row_at(model, i).id for i in range(model.total)]
