"""The real app on a real damaged copy of a 401-game database (16 bytes XORed past its
first page, seeds 1, 2 and 4): the damage is found (at start, or at a read that fails
later), the file set aside as it was, every game salvaged, the player told how many, and
History shows them all, with no blank row."""

from __future__ import annotations

import datetime
import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from scorpion_qt.store.damage_check import find_damage
from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.ui.statistics import StatisticsWindow
from scorpion_qt.ui.statistics.window import HISTORY
from scorpion_qt.ui.window.main_window import MainWindow
from tests.damaged_history import (
    PLAYED,
    damaged_copy,
    last_leaf,
    populated_database,
    turn_over_pages,
)
from tests.ui.conftest import Board, notice_box, open_window, saved
from tests.ui.test_statistics_helpers import open_statistics, press_ctrl_t, row_at, show_page


@pytest.fixture(scope="module")
def populated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return populated_database(tmp_path_factory.mktemp("populated"))


@pytest.mark.parametrize("seed", (1, 2, 4))
def test_the_damage_is_found_at_start_and_every_game_salvaged(
    qtbot: QtBot, data_dir: Path, populated: Path, seed: int
) -> None:
    damaged = damaged_copy(populated, data_dir, seed)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    qtbot.waitUntil(lambda: window.saving_reports.box is not None)
    assert window.controller.game.move_count == 3  # the game in progress, resumed
    box = notice_box(window)
    assert f"Games recovered: {PLAYED}" in box.text()
    (moved,) = set_aside(data_dir)
    assert moved.read_bytes() == damaged and str(moved) in box.text()
    box.close()
    _window, statistics = reopen_statistics(qtbot, window)
    history = statistics.history
    qtbot.waitUntil(lambda: history.count_label.text() == f"Games: {PLAYED}")
    rows = [row_at(history.model, number) for number in range(PLAYED)]
    assert len({row.id for row in rows}) == PLAYED and all(row.rules for row in rows)
    window.close()


def set_aside(data_dir: Path) -> list[Path]:
    """The damaged file set aside (not its side files)."""
    prefix = f"{DB_FILENAME}.corrupt-"
    return [
        p
        for p in data_dir.iterdir()
        if p.name.startswith(prefix) and "-wal" not in p.name and "-shm" not in p.name
    ]


def reopen_statistics(qtbot: QtBot, window: MainWindow) -> tuple[MainWindow, StatisticsWindow]:
    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitExposed(statistics)
    show_page(qtbot, statistics, HISTORY)
    return window, statistics


@pytest.mark.parametrize("seed", (4, 5))  # pages the reads reach (the file as at 0007)
def test_a_read_that_fails_later_salvages_the_file_and_history_reloads(
    qtbot: QtBot, data_dir: Path, populated: Path, seed: int, tmp_path: Path
) -> None:
    damaged_copy(populated, data_dir, seed)
    # a large file checked in full today: the start leaves the full check for tomorrow
    now = datetime.datetime.now(datetime.UTC).isoformat()
    size = (data_dir / DB_FILENAME).stat().st_size
    record = {"checked_at": now, "seconds": 5.0, "size": size}
    (data_dir / "integrity-check.json").write_text(json.dumps(record))
    window, statistics = open_statistics(qtbot, data_dir, ["--deal", "7"])
    assert window.saving_reports.box is None  # nothing found at start
    show_page(qtbot, statistics, HISTORY)
    history = statistics.history
    # every row of the History asked for, then the export: a read fails, the check runs
    for number in range(PLAYED):
        row_at(history.model, number)
    with qtbot.waitSignal(statistics.exported, timeout=20_000) as exported:
        statistics.export_to(tmp_path / "games.csv")
    qtbot.waitUntil(lambda: window.saving_reports.box is not None)
    box = notice_box(window)
    assert f"Games recovered: {PLAYED}" in box.text()
    (moved,) = set_aside(data_dir)
    # the file as it stood (with what this run wrote to it): its damage kept, not mended
    assert str(moved) in box.text() and find_damage(moved) is not None
    assert exported.args == [PLAYED]
    qtbot.waitUntil(lambda: history.count_label.text() == f"Games: {PLAYED}")
    qtbot.waitUntil(lambda: not statistics.loading)
    rows = [row_at(history.model, number) for number in range(PLAYED)]
    assert len({row.id for row in rows}) == PLAYED and all(row.rules for row in rows)
    window.close()


def drag_a_move(board: Board) -> None:
    """The first legal move onto a column, made by dragging its card there."""
    controller = board.window.controller
    before = controller.game.move_count
    move = next(str(m) for m in controller.game.legal_moves() if str(m).split(">")[-1].isdigit())
    card, target = move.split(":")[1].split(">")
    board.settle()
    board.drag(card, board.column_point(int(target)))
    board.qtbot.waitUntil(lambda: controller.game.move_count == before + 1)


def test_a_game_in_progress_lost_by_a_salvage_while_playing_is_saved_on(
    qtbot: QtBot, data_dir: Path, populated: Path, tmp_path: Path
) -> None:
    """The disk fails under the running app: the pages holding the game in progress's
    layout and log are damaged, and the export (seed 4) fails. The salvage cannot read
    that game (it is kept as damaged), but the board still shows it: it is stored again
    with every move, the moves played after are saved with it, and the next start
    resumes it with all of them."""
    damaged_copy(populated, data_dir, 4)
    path = data_dir / DB_FILENAME
    now = datetime.datetime.now(datetime.UTC).isoformat()
    record = {"checked_at": now, "seconds": 5.0, "size": path.stat().st_size}
    (data_dir / "integrity-check.json").write_text(json.dumps(record))
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    game = window.controller.game
    assert game.move_count == 3 and window.saving_reports.box is None  # resumed, unseen
    layouts = last_leaf(path, "layouts")
    page = path.read_bytes()[(layouts - 1) * 4096 : layouts * 4096]
    assert game.start_text().encode() in page  # the game in progress's layout lies there
    turn_over_pages(path, [layouts, last_leaf(path, "logs")])
    _window, statistics = reopen_statistics(qtbot, window)
    with qtbot.waitSignal(statistics.exported, timeout=20_000):
        statistics.export_to(tmp_path / "games.csv")
    qtbot.waitUntil(lambda: window.saving_reports.box is not None)
    assert "Games recovered:" in notice_box(window).text()
    notice_box(window).close()
    statistics.close()
    board = Board(window, qtbot)
    for _ in range(2):
        drag_a_move(board)
    played = window.controller.game.log
    assert len(played) == 5
    saved(window, qtbot)
    window.close()
    again = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert again.controller.game.log == played
    assert again.saving_reports.box is None
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        outcomes = dict(db.execute("SELECT outcome, count(*) FROM games GROUP BY outcome"))
    # the game as the salvage found it is kept as damaged beside the one played on
    assert outcomes["in_progress"] == 1 and outcomes["damaged"] == 1
    again.close()
