"""The win summary names new personal bests and the streak: the real main window on a data
folder with a history, won by dragging the last card, three times in a row."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from scorpion_qt.store.service import Store
from scorpion_qt.ui.bests.win_news import WinNewsReader
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
from scorpion_qt.ui.play.status_texts import clock_text
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.translations import use_language
from scorpion_qt.ui.statistics.window import StatisticsWindow
from scorpion_qt.ui.window.main_window import MainWindow
from tests.positions import NEARLY_WON
from tests.store.conftest import START, Row, seed
from tests.ui.conftest import Board, open_window, saved, when_modal
from tests.ui.test_statistics_helpers import press_ctrl_t


def history(data_dir: Path, rows: list[Row]) -> None:
    """A data folder whose database holds ``rows`` (the games played before)."""
    Store.open(data_dir).close()
    seed(data_dir / "scorpion.db", rows)


@pytest.fixture
def near_win(tmp_path: Path) -> Path:
    path = tmp_path / "near-win.txt"
    path.write_text(NEARLY_WON, encoding="utf-8")
    return path


def open_on(qtbot: QtBot, data_dir: Path, position: Path) -> MainWindow:
    window = open_window(qtbot, ["--position", str(position), "--data-dir", str(data_dir)])
    window.game_actions.animations_action.trigger()  # the win at once
    return window


def win_and_read(window: MainWindow, qtbot: QtBot, *, again: bool) -> str:
    """Win the game on the board by dragging its last card; the summary's news, once it
    has come; then Play This Deal Again (``again``) or close the summary."""
    board = Board(window, qtbot)
    reader = window.findChild(WinNewsReader)
    assert reader is not None
    texts: list[str] = []

    def read(dialog: QWidget) -> None:
        # never waits inside the summary's own event loop: it looks again later instead
        if not isinstance(dialog, WinDialog):
            texts.append(f"not the summary: {dialog.windowTitle()}")
            dialog.close()
            return
        if reader.news is None:
            QTimer.singleShot(20, lambda: read(dialog))
            return
        assert dialog.best_label.isVisible() == bool(reader.text)
        texts.append(dialog.best_label.text())
        if again:
            dialog.again_button.click()
        else:
            dialog.reject()

    when_modal(qtbot, read)
    board.drag("AS", board.visible_point("2S"))
    qtbot.waitUntil(lambda: bool(texts), timeout=15_000)
    assert not texts[0].startswith("not the summary"), texts[0]
    if again:
        qtbot.waitUntil(lambda: window.controller.game.move_count == 0)
    return texts[0]


def at_hour(outcome: str, hour: int, **figures: float) -> Row:
    return Row(
        outcome,
        score=int(figures.get("score", 80)),
        moves=int(figures.get("moves", 10)),
        elapsed=figures.get("elapsed", 100.0),
        ended=START.replace(year=2024, hour=hour),
    )


#: W W W L W under the classic rules (best run 3, one win since the loss), a loss under
#: another rule set after it (it breaks nothing here), a damaged game (counted nowhere)
BEFORE = [
    at_hour("won", 1),
    at_hour("won", 2),
    at_hour("won", 3),
    at_hour("lost", 4, score=90),
    at_hour("won", 5),
    Row("lost", "relaxed", ended=START.replace(year=2024, hour=6)),
    Row("damaged", score=5000, moves=1, elapsed=1, ended=START.replace(year=2024, hour=7)),
]


def test_new_bests_then_the_streak_as_it_grows(
    qtbot: QtBot, data_dir: Path, near_win: Path
) -> None:
    history(data_dir, BEFORE)
    window = open_on(qtbot, data_dir, near_win)
    first = win_and_read(window, qtbot, again=True).splitlines()
    assert first[0] == "New best score: 105 (was 90)"  # the loss's 90: every game counts
    assert first[1] == "Fewest moves yet: 1 (was 10)"
    assert first[2].startswith("Fastest win yet: 0:0") and first[2].endswith("(was 1:40)")
    assert first[3] == "2 wins in a row — your best is 3"
    assert len(first) == 4

    second = win_and_read(window, qtbot, again=True).splitlines()
    # the same score and moves are no new best (a time a whole second faster would be)
    assert not any(line.startswith(("New best score", "Fewest moves")) for line in second)
    assert second[-1] == "3 wins in a row — as many as your best"

    third = win_and_read(window, qtbot, again=False).splitlines()
    assert third[-1] == "4 wins in a row — your longest streak yet"
    saved(window, qtbot)
    assert window.store is not None
    figures = window.store.statistics("classic")
    assert (figures.current_streak, figures.longest_streak, figures.best_score) == (4, 4, 105)
    assert figures.fewest_moves_to_win == 1
    # the Statistics window's Summary shows the same bests under the rule set (Ctrl+T)
    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitUntil(lambda: not statistics.loading)
    cells = statistics.summary.cells
    shown = [
        cells[(key, "classic")].text()
        for key in ("best_score", "fewest_moves", "longest_streak", "current_streak")
    ]
    assert shown == ["105", "1", "4", "4"]
    fastest = figures.fastest_win_seconds
    assert fastest is not None and fastest < 100  # one of this window's wins
    assert cells[("fastest_win", "classic")].text() == clock_text(fastest)
    window.close()


def test_a_first_win_is_named_by_its_rules(qtbot: QtBot, data_dir: Path, near_win: Path) -> None:
    # a loss with a higher score, and a win under other rules
    history(data_dir, [at_hour("lost", 1, score=200), Row("won", "relaxed", ended=START)])
    window = open_on(qtbot, data_dir, near_win)
    assert win_and_read(window, qtbot, again=False) == "Your first win under the Classic rules!"
    window.close()


def test_a_win_that_beats_no_best_says_nothing(
    qtbot: QtBot, data_dir: Path, near_win: Path
) -> None:
    history(data_dir, [at_hour("won", 1, score=500, moves=1, elapsed=0), at_hour("lost", 2)])
    window = open_on(qtbot, data_dir, near_win)
    assert win_and_read(window, qtbot, again=False) == ""
    window.close()


@pytest.fixture
def german(qapp: object) -> Iterator[None]:
    use_language("de")
    yield
    use_language("en")


def test_the_news_in_german(qtbot: QtBot, data_dir: Path, near_win: Path, german: None) -> None:
    history(data_dir, [at_hour("won", 1), at_hour("won", 2)])
    Settings(data_dir / "settings.ini").language = "de"
    window = open_on(qtbot, data_dir, near_win)
    lines = win_and_read(window, qtbot, again=False).splitlines()
    assert lines[0] == "Neue Bestpunktzahl: 105 (bisher 80)"
    assert lines[-1] == "3 Siege in Folge — deine längste Serie bisher"
    window.close()
