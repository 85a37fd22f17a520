"""A daily New Game plays the pinned table's deal for the date, with its grade; a date the
player's database already served keeps its deal; a damaged table is told and the solver
chooses."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from scorpion_qt.package_files import resource
from scorpion_qt.solver.daily import choose_daily
from scorpion_qt.solver.daily_table import TableRow, pinned_daily
from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import open_window, saved, when_modal
from tests.ui.test_grades import click, press_ctrl_n

GRADE_NAMES = {"E": "Easy", "M": "Medium", "H": "Hard"}


def todays(today: datetime.date, rules: str) -> TableRow:
    row = pinned_daily(resource("daily"), today, rules)
    assert row is not None  # the table runs to 2036
    return row


def start_daily(qtbot: QtBot, window: MainWindow, rules: str) -> int:
    """New Game (Ctrl+N): today's daily deal under ``rules``; the deal started."""

    def answer(dialog: NewGameDialog) -> None:
        for button in (dialog.rules_buttons[rules], dialog.daily_button):
            # on the indicator: a radio button takes clicks on its indicator and text only
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
            assert button.isChecked()
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))

    with qtbot.waitSignal(window.deal_search.daily_started, timeout=60_000) as started:
        when_modal(qtbot, answer)
        press_ctrl_n(qtbot, window)
    deal = started.args[0]
    assert isinstance(deal, int)
    return deal


@pytest.mark.parametrize("rules", ["classic", "how-they-run", "wasp"])
def test_the_daily_deal_is_the_tables_with_its_grade(
    qtbot: QtBot, data_dir: Path, rules: str, today: datetime.date
) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    row = todays(today, rules)
    deal = start_daily(qtbot, window, rules)
    assert deal == row.deal
    assert (window.controller.game.rules, window.controller.daily) == (
        rules,
        today,
    )
    letter = None if row.grade is None else row.grade.value  # the Wasps' deals: no grade
    assert window.controller.grade == letter
    label = window.status_bar.deal_label.text()
    assert label.endswith(f"· {GRADE_NAMES[letter]}") if letter else "·" not in label
    assert window.controller.play(window.controller.game.legal_moves()[0])
    saved(window, qtbot)
    store = window.store
    assert store is not None
    newest = store.history_page(limit=1).rows[0]
    assert (newest.deal, newest.daily_date, newest.grade) == (
        row.deal,
        today,
        letter,
    )


def test_a_date_served_before_keeps_its_deal(
    qtbot: QtBot, data_dir: Path, today: datetime.date
) -> None:
    """An older version served today's date with another deal: the player's database
    keeps it, and its grade is not claimed."""
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    store = window.store
    assert store is not None
    older = todays(today, "classic").deal % 1000 + 1
    assert store.daily_deal_for(today, "classic", lambda _day: older) == older
    deal = start_daily(qtbot, window, "classic")
    assert deal == older
    assert window.controller.grade is None
    assert "·" not in window.status_bar.deal_label.text()


def test_a_damaged_table_is_told_and_the_solver_chooses(
    qtbot: QtBot, data_dir: Path, tmp_path: Path, today: datetime.date
) -> None:
    damaged = tmp_path / "daily"
    damaged.mkdir()
    (damaged / "classic.txt.gz").write_bytes(b"\x1f\x8b but not really")
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    window.deal_search.daily_table = damaged
    messages: list[str] = []
    window.status_bar.messageChanged.connect(messages.append)
    deal = start_daily(qtbot, window, "classic")
    assert deal == choose_daily(today, "classic").deal
    assert any("table of daily deals could not be read" in m for m in messages)
