"""Where did it slip away? A lost game's replay marks its turning point on the timeline,
shows there the move played and one that kept the game winnable, and steps through the
winning line from there; the analysis runs in the solver's worker, is kept in the store,
and a second look comes from the store. Real main window, store and worker."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game, Move
from scorpion_qt.engine.game import REDO, UNDO
from scorpion_qt.solver.daily import line_checksum as solver_checksum
from scorpion_qt.solver.protocol import AnalyseJob, SolveAnswer, SolveJob
from scorpion_qt.ui.dialogs.no_moves_box import NoMovesBox
from scorpion_qt.ui.services import solver_client
from scorpion_qt.ui.services.solver_client import SolverClient
from scorpion_qt.ui.statistics import slip_analysis as slip_module
from scorpion_qt.ui.statistics.replay_dialog import ReplayDialog
from scorpion_qt.ui.statistics.slip_analysis import SlipAnalysis, slip_analysis
from scorpion_qt.ui.statistics.slip_report import SlipReport, decision_step, line_checksum
from scorpion_qt.ui.statistics.slip_texts import PLAYED_COLOUR
from scorpion_qt.ui.window.main_window import MainWindow
from tests.positions import NEARLY_WON
from tests.ui.conftest import Board, open_window, saved, when_modal
from tests.ui.test_assistant import HARD_DEAL, HARD_RULES

ROOT = Path(__file__).resolve().parents[2]

#: Classic deal 14, which the solver proves winnable, played until no move is left (a
#: random game): after its 17 first moves it is still winnable, and K♥ into the empty
#: column 7 (move 18) loses it; 3♥ onto 4♥ would have kept it winnable
DEAL = 14
MOVES = [
    "7:2H>5", "2:8C>6", "2:2S>1", "4:7C>6", "deal", "5:3C>4", "4:QH>5", "3:4S>7", "1:3S>7",
    "6:TH>3", "1:3D>7", "5:JD>1", "4:4C>7", "6:9S>5", "7:5S>5", "4:4H>5", "5:6S>4",
    "5:KH>7", "1:AC>7", "4:TD>1", "6:TC>4", "7:3H>1",
]  # fmt: skip
TURNING_POINT = 17
PLAYED = "5:KH>7"
#: the log as the player made it: an undo and redo early, a move tried and taken back, and
#: the losing move undone and redone (the redo is where it was made for the last time)
LOG = [
    *MOVES[:3], UNDO, REDO, *MOVES[3:8], "6:TH>3", UNDO, *MOVES[8:17],
    PLAYED, UNDO, REDO, *MOVES[18:],
]  # fmt: skip
#: the replay step showing the position where move 18 was chosen: before that redo
TURNING_STEP = 23
#: a winnable deal's game after its first moves: it never became lost
STILL_WINNABLE = MOVES[:10]
LOST_DEAL = 1  # the static test proves it lost from the start


def test_the_log_and_the_pinned_turning_step_agree() -> None:
    game = Game.replay(LOG, deal=DEAL)
    assert game.moves == MOVES and not game.legal_moves() and not game.is_won
    assert (
        LOG[TURNING_STEP] == REDO
        and Game.replay(LOG[:TURNING_STEP], deal=DEAL).moves == (MOVES[:TURNING_POINT])
    )
    assert decision_step(LOG, TURNING_POINT) == TURNING_STEP
    assert decision_step(LOG, 0) == 0  # the first move, played first
    assert decision_step(LOG, 2) == 4  # undone and redone at once: the redo
    assert decision_step(LOG, len(MOVES)) is None  # no move after the last


def test_the_job_may_take_its_time_limit_and_the_margin() -> None:
    margin = solver_client.MARGIN_SECONDS
    assert solver_client.job_seconds(AnalyseJob("text", ("deal",), 20.0)) == 20 + margin
    assert solver_client.job_seconds(AnalyseJob("text", (), None)) is None


def test_a_report_is_read_without_the_solver_and_refuses_what_is_not_one() -> None:
    data = {
        "rules": "classic",
        "statuses": "WWL",
        "turning_point": 1,
        "better_line": ["1:AS>F"],
        "complete": True,
    }
    report = SlipReport.from_json(data)
    assert (report.turning_point, report.winnable_at_start, report.better_line) == (
        1,
        True,
        ("1:AS>F",),
    )
    broken: object
    for broken in (
        [],
        {**data, "statuses": ""},
        {**data, "statuses": "WXL"},
        {**data, "turning_point": 2},
        {**data, "turning_point": True},
        {**data, "better_line": []},
        {**data, "complete": "yes"},
        {key: value for key, value in data.items() if key != "rules"},
    ):
        with pytest.raises(ValueError):
            SlipReport.from_json(broken)
    # the solver's own fingerprint of a line (scorpion_qt.solver.daily.line_checksum)
    for line in ([], ["deal", "1:AS>F"], MOVES):
        assert line_checksum(line) == solver_checksum(line)


# -- the game's end ------------------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot, data_dir: Path) -> Iterator[MainWindow]:
    win = open_window(qtbot, ["--deal", str(DEAL), "--data-dir", str(data_dir)])
    win.game_actions.animations_action.setChecked(False)  # the replay's steps need not fly
    yield win
    win.close()


def play(window: MainWindow, log: list[str]) -> None:
    controller = window.controller
    for action in log:
        done = (
            controller.undo()
            if action == UNDO
            else controller.redo()
            if action == REDO
            else controller.play(action)
        )
        assert done, action


def keep_the_worker_busy(qtbot: QtBot, seconds: float = 3.0) -> list[SolveAnswer | None]:
    """A hard position's search, which the worker runs before any job sent after it."""
    answers: list[SolveAnswer | None] = []
    text = Game.new(HARD_DEAL, HARD_RULES).to_text()
    SolverClient().submit("busy", SolveJob(text, seconds), answers.append)
    return answers


def opened(qtbot: QtBot, window: MainWindow) -> ReplayDialog:
    replays = window.statistics.slip_replays
    qtbot.waitUntil(lambda: replays.dialog is not None, timeout=10_000)
    dialog = replays.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def analysed(qtbot: QtBot, dialog: ReplayDialog) -> SlipReport:
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=40_000)
    assert dialog.report is not None
    return dialog.report


def choose_from_the_game_menu(qtbot: QtBot, window: MainWindow, action: QAction) -> None:
    """Open the Game menu with the mouse and click ``action`` in it."""
    bar = window.menuBar()
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(bar.actions()[0]).center()
    )
    menu = window.menus.game_menu
    qtbot.waitUntil(menu.isVisible)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def test_the_lost_game_opens_at_its_turning_point(window: MainWindow, qtbot: QtBot) -> None:
    board = Board(window, qtbot)
    play(window, LOG[:-1])
    board.drag("3H", board.visible_point("4H"))  # the last move: no move is left
    assert window.controller.game.moves == MOVES
    box = window.game_end.stuck_box
    assert isinstance(box, NoMovesBox)
    assert box.slip_button.text() == "Show Where It Slipped Away"
    saved(window, qtbot)
    busy = keep_the_worker_busy(qtbot)
    qtbot.mouseClick(box.slip_button, Qt.MouseButton.LeftButton)
    dialog = opened(qtbot, window)
    assert dialog.log == LOG
    # while the worker is busy the dialog says so, and steps as ever
    assert dialog.panel.analysing
    assert dialog.panel.label.text().startswith("Analysing…")
    assert dialog.step == len(LOG)
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.forward_button, Qt.MouseButton.LeftButton)
    assert dialog.step == len(LOG)
    report = analysed(qtbot, dialog)
    assert busy  # answered first
    assert report.turning_point == TURNING_POINT and report.complete
    assert report.winnable_at_start is True
    better = report.better_line[0]
    assert better != PLAYED

    # the dialog went to the turning point: the timeline marks it, the board both moves
    assert dialog.turning_step == TURNING_STEP and dialog.step == TURNING_STEP
    assert dialog.slider.mark == TURNING_STEP and dialog.slider.value() == TURNING_STEP
    notch = dialog.slider.mark_x()
    assert notch is not None and 0 < notch < dialog.slider.width()
    shot = dialog.slider.grab().toImage()
    ratio = shot.devicePixelRatio()
    colour = shot.pixelColor(round(notch * ratio), round((dialog.slider.height() - 3) * ratio))
    assert colour == QColor(PLAYED_COLOUR)
    assert dialog.scene.marked == (Move.parse(PLAYED), Move.parse(better))
    assert dialog.scene.played_mark.isVisible() and dialog.scene.better_mark.isVisible()
    text = dialog.panel.label.text()
    assert "Move 18: you played" in text and "K♥ into the empty column 7" in text
    assert "would have kept the game winnable" in text
    assert dialog.panel.turning_button.isVisible() and dialog.panel.line_button.isVisible()

    # elsewhere no marks; T comes back
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.step == len(LOG) and not any(dialog.scene.marked)
    assert "slipped away at move 18" in dialog.panel.label.text()
    qtbot.keyClick(dialog, Qt.Key.Key_T)
    assert dialog.step == TURNING_STEP

    # the winning line, step by step on the same controls, ends in a won game
    qtbot.mouseClick(dialog.panel.line_button, Qt.MouseButton.LeftButton)
    assert dialog.on_line and dialog.step == 0
    assert dialog.slider.maximum() == len(report.better_line) and dialog.slider.mark is None
    assert dialog.panel.line_button.text() == "Back to the Game"
    start = dialog.controller.game.position
    assert start == Game.replay(LOG[:TURNING_STEP], deal=DEAL).position
    assert dialog.scene.marked == (None, Move.parse(better))  # the next move of the line
    for _ in report.better_line:
        qtbot.mouseClick(dialog.forward_button, Qt.MouseButton.LeftButton)
    assert dialog.controller.game.is_won
    assert dialog.step == len(report.better_line) and not dialog.forward_button.isEnabled()
    assert "Won" in dialog.figures.text()
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    assert not dialog.controller.game.is_won

    # and back to the game, at its turning point
    qtbot.keyClick(dialog, Qt.Key.Key_W)
    assert not dialog.on_line and dialog.step == TURNING_STEP
    assert dialog.slider.maximum() == len(LOG) and dialog.slider.mark == TURNING_STEP
    assert dialog.controller.game.position == start

    # the analysis is kept with the game
    saved(window, qtbot)
    assert window.store is not None
    assert dialog.row is not None
    stored = window.store.analysis(dialog.row.id)
    assert stored is not None
    assert stored.line_checksum == line_checksum(MOVES) and stored.turning_point == 17
    assert stored.winnable_at_start is True and stored.complete
    assert SlipReport.from_json(json.loads(stored.data)) == report
    # and so is the deal's grade, which the analysis found on the way
    graded = window.store.history_page(limit=1).rows[0]
    assert graded.id == dialog.row.id
    assert graded.grade == json.loads(stored.data)["grade"] in ("E", "M", "H")


def test_a_second_look_comes_from_the_store(window: MainWindow, qtbot: QtBot) -> None:
    play(window, LOG)
    saved(window, qtbot)
    assert window.game_end.stuck_box is not None  # no move is left: the menu is another way in
    window.game_end.stuck_box.close()
    coordinator = slip_analysis(window.store_thread)
    jobs = coordinator.jobs
    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    first = opened(qtbot, window)
    analysed(qtbot, first)
    assert first.panel.outcome is not None and not first.panel.outcome.cached
    assert coordinator.jobs == jobs + 1
    first.close()
    qtbot.waitUntil(lambda: window.statistics.slip_replays.dialog is None)

    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    second = opened(qtbot, window)
    report = analysed(qtbot, second)
    assert second.panel.outcome is not None and second.panel.outcome.cached
    assert coordinator.jobs == jobs + 1  # no job: the store had it
    assert report.turning_point == TURNING_POINT
    assert second.step == TURNING_STEP  # at once at the turning point


def test_an_analysis_that_does_not_finish_is_told(window: MainWindow, qtbot: QtBot) -> None:
    play(window, MOVES[:20])
    saved(window, qtbot)
    busy = keep_the_worker_busy(qtbot, 20.0)
    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    dialog = opened(qtbot, window)
    assert dialog.panel.analysing
    qtbot.waitUntil(lambda: solver_client.worker_pid() is not None, timeout=10_000)
    pid = solver_client.worker_pid()
    assert pid is not None
    os.kill(pid, signal.SIGKILL)  # the worker dies: its jobs fail
    qtbot.waitUntil(lambda: not dialog.panel.analysing, timeout=20_000)
    assert busy == [None]
    assert dialog.report is None
    assert dialog.panel.label.text().startswith("The analysis did not finish")
    assert dialog.panel.analyse_button.isVisible()
    assert dialog.panel.analyse_button.text() == "&Try Again"
    # and trying again works, with a new worker
    qtbot.mouseClick(dialog.panel.analyse_button, Qt.MouseButton.LeftButton)
    assert analysed(qtbot, dialog).turning_point == TURNING_POINT


def test_the_menu_looks_at_the_game_in_progress(window: MainWindow, qtbot: QtBot) -> None:
    play(window, MOVES[:20])
    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    dialog = opened(qtbot, window)
    assert dialog.row is not None and dialog.row.result.value == "in_progress"
    assert dialog.log == MOVES[:20]
    report = analysed(qtbot, dialog)
    assert report.turning_point == TURNING_POINT
    assert dialog.step == dialog.turning_step == TURNING_POINT  # no undo: a step a move
    assert "Move 18: you played" in dialog.panel.label.text()
    # the game on the board is left as it was
    assert window.controller.game.moves == MOVES[:20]


def test_a_game_still_winnable_never_slipped_away(window: MainWindow, qtbot: QtBot) -> None:
    play(window, STILL_WINNABLE)
    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    dialog = opened(qtbot, window)
    report = analysed(qtbot, dialog)
    assert report.turning_point is None and report.complete and report.winnable_at_end
    assert dialog.turning_step is None and dialog.slider.mark is None
    assert dialog.step == len(STILL_WINNABLE)  # no turning point to go to
    assert dialog.panel.label.text() == (
        "The game never became lost: it could still be won after its last move"
    )
    assert not dialog.panel.turning_button.isVisible()
    assert not dialog.panel.line_button.isVisible()


def test_a_deal_lost_from_the_start_says_so(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", str(LOST_DEAL), "--data-dir", str(data_dir)])
    first = str(window.controller.game.legal_moves()[0])
    play(window, [first])
    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    dialog = opened(qtbot, window)
    report = analysed(qtbot, dialog)
    assert report.winnable_at_start is False and report.turning_point is None
    assert dialog.panel.label.text() == (
        "This deal could not be won from the start: no move lost it"
    )
    window.close()


@pytest.mark.long
def test_an_analysis_out_of_time_says_so(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(slip_module, "ANALYSE_SECONDS", 0.2)
    window = open_window(
        qtbot, ["--deal", str(HARD_DEAL), "--rules", HARD_RULES, "--data-dir", str(data_dir)]
    )
    play(window, [str(window.controller.game.legal_moves()[0])])
    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    dialog = opened(qtbot, window)
    report = analysed(qtbot, dialog)
    assert not report.complete and report.winnable_at_start is None
    assert dialog.panel.label.text() == (
        "The analysis ran out of time: whether this deal could be won is not known"
    )
    window.close()


def test_before_a_move_the_menu_says_there_is_nothing_to_look_back_on(
    window: MainWindow, qtbot: QtBot
) -> None:
    play(window, MOVES[:20])
    window.controller.abandon_if_started()  # as New Game does, once the player agrees
    window.controller.set_game(Game.new(5, "wasp"))  # a game of other rules, no move yet
    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    saved(window, qtbot)  # nothing is read for it on the store's thread either
    assert window.statistics.slip_replays.dialog is None  # not the game before
    assert window.statusBar().currentMessage() == (
        "No move was made in this game yet: nothing to look back on (earlier games are in"
        " Statistics → History)"
    )


def test_a_won_game_slipped_nowhere(window: MainWindow, qtbot: QtBot) -> None:
    play(window, MOVES[:20])
    window.controller.abandon_if_started()
    window.controller.set_game(Game.from_text(NEARLY_WON))
    summaries: list[QDialog] = []

    def close(dialog: QDialog) -> None:
        summaries.append(dialog)
        dialog.reject()

    when_modal(qtbot, close)  # the win's summary
    play(window, ["2:AS>1"])
    qtbot.waitUntil(lambda: bool(summaries), timeout=10_000)
    assert window.controller.game.is_won
    choose_from_the_game_menu(qtbot, window, window.game_actions.slip_action)
    saved(window, qtbot)
    assert window.statistics.slip_replays.dialog is None
    assert window.statusBar().currentMessage() == "This game was won: nothing slipped away"


# -- the window's process ------------------------------------------------------------------

LOADS = """
import json, sys
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import create_window
from tests.ui.event_wait import wait, wait_until

app = QApplication(sys.argv[:1])
window = create_window(sys.argv[1:])
window.show()
wait_until(lambda: window.board_view.painted and window.store is not None)
for move in {moves!r}:
    window.controller.play(move)
window.statistics.show_where_it_slipped()
replays = window.statistics.slip_replays
for _ in range(4000):
    if replays.dialog is not None and replays.dialog.report is not None:
        break
    wait(10)
watched = ["scorpion_qt.solver.search", "scorpion_qt.solver.analysis", "scorpion_qt.solver.solve"]
print(json.dumps({{
    "turning_point": replays.dialog.report.turning_point,
    "loaded": [name for name in watched if name in sys.modules],
}}))
window.close()
"""


def test_the_window_loads_no_search_for_an_analysis(data_dir: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), LANGUAGE="en")
    script = LOADS.format(moves=MOVES[:20])
    out = subprocess.run(
        [sys.executable, "-c", script, "--deal", str(DEAL), "--data-dir", str(data_dir)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report == {"turning_point": TURNING_POINT, "loaded": []}


def test_one_coordinator_serves_the_app(window: MainWindow) -> None:
    coordinator = slip_analysis(window.store_thread)
    assert isinstance(coordinator, SlipAnalysis)
    assert slip_analysis(window.store_thread) is coordinator
