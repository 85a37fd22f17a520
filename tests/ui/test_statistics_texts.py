"""Texts of the statistics window: counts of one, and dates in the locale's own short
formats, or ISO 8601 under the C locale, whose "d MM yyyy" reads "1 12 2026"."""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.statistics.reset_dialog import ResetDialog
from scorpion_qt.ui.statistics.texts import date_text, moment_text
from scorpion_qt.ui.statistics.window import CHARTS, HISTORY
from tests.ui.test_statistics_helpers import open_statistics, seed_database, show_page

DAY = datetime.date(2026, 12, 1)
MOMENT = datetime.datetime(2026, 12, 1, 9, 5).astimezone()  # 09:05 local time


@pytest.fixture
def locale() -> Iterator[Callable[[QLocale], None]]:
    """Lets a test choose the default locale; the one before is restored afterwards."""
    before = QLocale()
    yield QLocale.setDefault
    QLocale.setDefault(before)


def test_the_c_locale_gives_iso_dates(locale: Callable[[QLocale], None]) -> None:
    locale(QLocale.c())
    assert date_text(DAY) == "2026-12-01"
    assert moment_text(MOMENT) == "2026-12-01 09:05"


@pytest.mark.parametrize(
    ("name", "day", "moment"),
    [("de_DE", "01.12.26", "01.12.26 09:05"), ("tr_TR", "1.12.2026", "1.12.2026 09:05")],
)
def test_a_locale_with_formats_keeps_them(
    locale: Callable[[QLocale], None], name: str, day: str, moment: str
) -> None:
    locale(QLocale(name))
    assert date_text(DAY) == day
    assert moment_text(MOMENT) == moment


def test_the_window_under_the_c_locale_reads_iso_dates(
    qtbot: QtBot, data_dir: Path, locale: Callable[[QLocale], None]
) -> None:
    locale(QLocale.c())
    seeded = seed_database(data_dir)
    window, statistics = open_statistics(qtbot, data_dir)
    show_page(qtbot, statistics, HISTORY)
    model = statistics.history.model
    newest = model.row(0)
    assert newest is not None
    shown = str(model.index(0, 0).data())
    local = newest.started_at.astimezone()
    assert shown == f"{local:%Y-%m-%d %H:%M}"
    show_page(qtbot, statistics, CHARTS)
    charts = statistics.charts
    assert charts is not None and not charts.is_empty
    labels = charts.score_x.categoriesLabels()
    assert labels and all(re.fullmatch(r"\d{4}-\d\d-\d\d", label) for label in labels), labels
    bar = statistics.filter_bar
    bar.period_combo.setCurrentIndex(bar.period_combo.findData("custom"))
    assert bar.from_edit.text() == seeded.today.isoformat()
    window.close()


def test_counts_of_one_read_well(qtbot: QtBot, data_dir: Path, tmp_path: Path) -> None:
    """Texts with a count put it after a colon, so a count of one never reads '1 games'."""
    window, statistics = open_statistics(qtbot, data_dir)
    target = tmp_path / "history.csv"
    statistics._exported(target, 1)
    assert statistics.message_label.text() == f"Games exported to {target}: 1"
    statistics._was_reset(None, 1)
    assert statistics.message_label.text() == "Finished games deleted: 1"
    dialog = ResetDialog({"classic": 1, "relaxed": 0, None: 1}, statistics)
    assert dialog.choices["classic"].text() == "Classic (finished games: 1)"
    dialog.close()
    window.close()
