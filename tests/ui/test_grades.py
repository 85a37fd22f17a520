"""Deal grades in the window: New Game finds a winnable deal of the grade chosen (the solver
in this process agrees on its grade), the status bar names it, the store keeps it, and the
statistics show, filter and sum by it; the history shows what analyses found."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QMessageBox,
    QRadioButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import RULES, Game
from scorpion_qt.solver import grade as solver_grade_module
from scorpion_qt.solver.grade import Grade, grade_of
from scorpion_qt.solver.jobs import find_winnable_deal
from scorpion_qt.solver.protocol import WinnableJob
from scorpion_qt.solver.solve import solve
from scorpion_qt.store.grades import GRADES
from scorpion_qt.store.records import HistoryFilter, SortKey, StoredAnalysis
from scorpion_qt.store.service import Store
from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.play.deal_search import GRADED_TRIES, SECONDS_EACH, WINNABLE_TRIES
from scorpion_qt.ui.play.rule_sets import GRADED_RULES
from scorpion_qt.ui.play.winnable_deals import WINNABLE_BY_RULES
from scorpion_qt.ui.services import solver_client
from scorpion_qt.ui.statistics import StatisticsWindow
from scorpion_qt.ui.statistics.history_model import COLUMNS
from scorpion_qt.ui.statistics.window import HISTORY, SUMMARY
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import open_window, saved, when_modal
from tests.ui.test_statistics_helpers import (
    history_ids,
    open_statistics,
    press_ctrl_t,
    row_at,
    seed_database,
    settle,
)

#: the combo boxes' items, in order
ANY, EASY, MEDIUM, HARD = range(4)


def click(qtbot: QtBot, widget: QWidget) -> None:
    """A real click; on a radio button or check box, on its indicator (its middle may lie
    past its text, where a click does nothing)."""
    on_indicator = isinstance(widget, QRadioButton | QCheckBox)
    pos = QPoint(8, widget.height() // 2) if on_indicator else widget.rect().center()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def choose(qtbot: QtBot, combo: QComboBox, index: int) -> None:
    """Choose item ``index`` with the keyboard, as a player would (Home, then Down)."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(index):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentIndex() == index


def press(
    qtbot: QtBot,
    window: MainWindow,
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A key typed on the board (shortcuts need the window active)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.board_view, key, modifier)


def press_ctrl_n(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)


def click_tab(qtbot: QtBot, statistics: StatisticsWindow, index: int) -> None:
    bar = statistics.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert statistics.tabs.currentIndex() == index
    settle(qtbot, statistics)


def start_winnable(qtbot: QtBot, window: MainWindow, grade: int) -> int:
    """New Game (Ctrl+N): a random deal, winnable only, of the grade chosen; the deal
    started."""

    def answer(dialog: NewGameDialog) -> None:
        click(qtbot, dialog.random_button)
        if not dialog.winnable_box.isChecked():
            click(qtbot, dialog.winnable_box)
        assert dialog.grade_combo.isEnabled()
        choose(qtbot, dialog.grade_combo, grade)
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))

    with qtbot.waitSignal(window.deal_search.winnable_started, timeout=120_000) as started:
        when_modal(qtbot, answer)
        press_ctrl_n(qtbot, window)
    deal = started.args[0]
    assert isinstance(deal, int)
    return deal


def solver_grade(deal: int, rules: str) -> Grade:
    """The grade the solver gives the deal here, in the test's own process."""
    game = Game.new(deal, rules)
    assert solve(game, time_limit=60.0).status == "won"
    grade = grade_of(game.start)
    assert grade is not None, rules
    return grade


def test_a_hard_winnable_deal_is_graded_shown_kept_and_counted(
    qtbot: QtBot, data_dir: Path
) -> None:
    seed_database(data_dir)  # games of no known grade
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert window.status_bar.deal_label.text() == "Deal #5"  # a deal by number: no grade
    messages: list[str] = []
    window.status_bar.messageChanged.connect(messages.append)

    deal = start_winnable(qtbot, window, HARD)
    assert "Finding a hard winnable deal…" in messages
    game = window.controller.game
    assert (game.deal, game.rules, window.controller.grade) == (deal, "classic", "H")
    assert solver_grade(deal, "classic") is Grade.HARD
    assert window.status_bar.deal_label.text() == f"Deal #{deal} · Hard"
    assert window.settings.new_game_grade == "H"  # remembered for the next New Game

    press(qtbot, window, Qt.Key.Key_D)  # a move: the game is played
    assert window.controller.game.move_count == 1
    saved(window, qtbot)
    store = window.store
    assert store is not None
    newest = store.history_page(limit=1).rows[0]
    assert (newest.deal, newest.grade) == (deal, "H")

    # Restart (Ctrl+R, yes): the same deal, the same grade, a new game of it
    when_modal(qtbot, lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    press(qtbot, window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.move_count == 0
    assert (window.controller.game.deal, window.controller.grade) == (deal, "H")
    assert window.status_bar.deal_label.text() == f"Deal #{deal} · Hard"
    press(qtbot, window, Qt.Key.Key_D)
    saved(window, qtbot)

    press_ctrl_t(qtbot, window)
    statistics = window.findChild(StatisticsWindow, "statistics_window")
    assert statistics is not None
    qtbot.waitExposed(statistics)
    settle(qtbot, statistics)
    everything = store.statistics()
    assert statistics.summary.cells[("played", None)].text() == str(everything.played)

    click_tab(qtbot, statistics, HISTORY)
    model = statistics.history.model
    grade_column = [column.title() for column in COLUMNS].index("Grade")
    assert model.headerData(grade_column, Qt.Orientation.Horizontal) == "Grade"
    assert model.index(0, grade_column).data() == "Hard"  # the newest game
    total = model.total
    bar = statistics.filter_bar
    choose(qtbot, bar.grade_combo, HARD)
    settle(qtbot, statistics)
    hard = HistoryFilter(grade="H")
    assert model.chosen == hard
    assert model.total == 2 < total  # the game restarted, and the game of the restart
    assert {row_at(model, i).grade for i in range(model.total)} == {"H"}
    page = store.history_page(hard, SortKey.STARTED_AT, True, 0, 1000)
    assert history_ids(statistics) == [row.id for row in page.rows]

    # the summary's figures are of the Hard games too: its filter bar offers the grade alone
    click_tab(qtbot, statistics, SUMMARY)
    assert bar.grade_combo.isVisible() and not bar.rules_combo.isVisible()
    assert bar.grade_combo.currentIndex() == HARD
    of_hard = store.statistics(grade="H")
    assert 0 < of_hard.played < everything.played
    assert of_hard.lost == 1  # the game restarted
    for key in ("played", "won"):
        assert statistics.summary.cells[(key, None)].text() == str(getattr(of_hard, key))
        assert statistics.summary.cells[(key, "classic")].text() == str(getattr(of_hard, key))
    choose(qtbot, bar.grade_combo, EASY)
    settle(qtbot, statistics)
    assert statistics.summary.is_empty  # no Easy game yet
    assert "No games match" in statistics.summary.empty_label.text()
    choose(qtbot, bar.grade_combo, ANY)
    settle(qtbot, statistics)
    assert statistics.summary.cells[("played", None)].text() == str(everything.played)
    window.close()


def test_a_grade_is_shown_only_when_known(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    deal = start_winnable(qtbot, window, ANY)  # any grade: the one found is told
    grade = window.controller.grade
    assert grade in GRADES
    assert solver_grade(deal, "classic").value == grade
    name = {"E": "Easy", "M": "Medium", "H": "Hard"}[grade]
    assert window.status_bar.deal_label.text() == f"Deal #{deal} · {name}"

    def by_number(dialog: NewGameDialog) -> None:
        click(qtbot, dialog.number_button)
        dialog.number_edit.setFocus()
        qtbot.keyClick(dialog.number_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(dialog.number_edit, "4242")
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))

    when_modal(qtbot, by_number)
    press_ctrl_n(qtbot, window)
    assert window.controller.game.deal == 4242
    assert (window.controller.grade, window.status_bar.deal_label.text()) == (None, "Deal #4242")

    def any_random(dialog: NewGameDialog) -> None:
        click(qtbot, dialog.random_button)
        click(qtbot, dialog.winnable_box)  # off: any random deal, not searched
        assert not dialog.winnable_box.isChecked()
        assert not dialog.grade_combo.isEnabled()
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))

    when_modal(qtbot, any_random)
    press_ctrl_n(qtbot, window)
    assert window.controller.grade is None
    assert " · " not in window.status_bar.deal_label.text()
    saved(window, qtbot)
    window.close()


def test_the_dialog_starts_from_the_grade_last_chosen(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    window.settings.remember_new_game("classic", "random", 1, True, "M")
    seen: list[tuple[str, bool]] = []

    def look(dialog: NewGameDialog) -> None:
        seen.append((dialog.grade_combo.currentText(), dialog.grade_combo.isEnabled()))
        click(qtbot, dialog.winnable_box)
        seen.append((dialog.grade_combo.currentText(), dialog.grade_combo.isEnabled()))
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))

    when_modal(qtbot, look)
    press_ctrl_n(qtbot, window)
    assert seen == [("Medium", True), ("Medium", False)]
    assert window.settings.new_game_grade == "M"  # a cancelled dialog changes nothing
    window.close()


def test_a_failed_graded_search_says_so(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    with qtbot.waitSignal(window.deal_search.winnable_started) as started:
        window.deal_search.winnable_found("classic", None, "H")  # the worker's failure
    assert started.args[0] in WINNABLE_BY_RULES["classic"]  # a deal proven beforehand
    assert window.controller.grade is None
    assert " · " not in window.status_bar.deal_label.text()
    message = window.status_bar.currentMessage()
    assert message == "No hard winnable deal was found, so another winnable deal was dealt"
    window.close()


def test_the_history_shows_what_analyses_found(qtbot: QtBot, data_dir: Path) -> None:
    seeded = seed_database(data_dir)
    moment = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    analyses = {
        "undo_redo": StoredAnalysis("a", "{}", True, 4, True, moment),  # lost at move 5
        "relaxed": StoredAnalysis("b", "{}", False, None, True, moment),  # never winnable
        "classic_again": StoredAnalysis("c", "{}", None, None, False, moment),  # out of budget
        "won": StoredAnalysis("d", "{}", True, None, True, moment),  # won: no turning point
    }
    with Store.open(data_dir) as store:
        for name, analysis in analyses.items():
            store.save_analysis(seeded.ids[name], analysis)
        store.set_grade(seeded.ids["won"], "E")
    window, statistics = open_statistics(qtbot, data_dir)
    click_tab(qtbot, statistics, HISTORY)
    model = statistics.history.model
    titles = [column.title() for column in COLUMNS]
    grade, winnable, turning = (titles.index(t) for t in ("Grade", "Winnable", "Turning point"))
    shown = {}
    for number in range(model.total):
        row = row_at(model, number)
        shown[row.id] = tuple(model.index(number, c).data() for c in (grade, winnable, turning))
    assert shown[seeded.ids["undo_redo"]] == ("", "Yes", "5")
    assert shown[seeded.ids["relaxed"]] == ("", "No", "—")
    assert shown[seeded.ids["classic_again"]] == ("", "?", "ran out of time")
    assert shown[seeded.ids["won"]] == ("Easy", "Yes", "—")
    assert shown[seeded.ids["daily"]] == ("", "", "")  # never analysed

    # the store cannot sort by these columns: a click on their header keeps the order
    header = statistics.history.table.horizontalHeader()
    before = history_ids(statistics)
    reads = model.pages_read
    for column in (grade, winnable, turning):
        x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
        header_point = QPoint(x, header.height() // 2)
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=header_point)
        assert header.sortIndicatorSection() == model.column_of(SortKey.STARTED_AT)
    assert (history_ids(statistics), model.pages_read) == (before, reads)
    window.close()


@pytest.mark.parametrize("rules", sorted(GRADED_RULES))
def test_the_search_s_tries_find_a_hard_deal_of_every_graded_rule_set(rules: str) -> None:
    found = find_winnable_deal(WinnableJob(rules, 20261201, SECONDS_EACH, GRADED_TRIES, "H"))
    assert found is not None, rules
    assert found.grade == "H"


def test_the_watchdog_waits_for_every_try() -> None:
    for tries in (WINNABLE_TRIES, GRADED_TRIES):
        job = WinnableJob("classic", 1, SECONDS_EACH, tries, "H")
        expected = tries * SECONDS_EACH * 1.1 + solver_client.MARGIN_SECONDS
        assert solver_client.job_seconds(job) == pytest.approx(expected)


def test_the_window_s_grades_are_the_solver_s() -> None:
    assert tuple(grade.value for grade in Grade) == GRADES
    assert GRADED_RULES == solver_grade_module.GRADED_RULES < set(RULES)


def test_the_ungraded_rule_sets_offer_no_grade(qtbot: QtBot, data_dir: Path) -> None:
    """Wasp II and Three Blind Mice deals have no grades: choosing them turns the grade
    choice off, and a winnable Wasp II deal is searched whatever grade was last chosen."""
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    window.settings.remember_new_game("classic", "random", 1, True, "H")
    seen: list[bool] = []

    def answer(dialog: NewGameDialog) -> None:
        seen.append(dialog.grade_combo.isEnabled())
        button = dialog.rules_buttons["wasp-ii"]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
        seen.append(dialog.grade_combo.isEnabled())
        assert dialog.choice().grade is None
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))

    with qtbot.waitSignal(window.deal_search.winnable_started, timeout=120_000):
        when_modal(qtbot, answer)
        press_ctrl_n(qtbot, window)
    assert seen == [True, False]
    assert (window.controller.game.rules, window.controller.grade) == ("wasp-ii", None)
    assert " · " not in window.status_bar.deal_label.text()
    window.close()


def test_a_resumed_game_shows_its_grade(qtbot: QtBot, data_dir: Path) -> None:
    with Store.open(data_dir) as store:
        game = Game.new(24)
        game_id = store.start_game(game)
        store.set_grade(game_id, "M")
        game.play(game.legal_moves()[0])
        store.record_move(game_id, game, 5.0)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    assert (window.controller.game.deal, window.controller.grade) == (24, "M")
    assert window.status_bar.deal_label.text() == "Deal #24 · Medium"
