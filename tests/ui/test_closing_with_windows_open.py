"""Quitting with Statistics still open: its window closes first, while the store it reads
from is open, and nothing is reported as failed (the games are all saved)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.test_statistics_helpers import open_statistics


def test_the_main_window_closed_with_statistics_open_closes_it_first(
    qtbot: QtBot, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    window, statistics = open_statistics(qtbot, data_dir)
    failed: list[str] = []
    window.store_thread.failed.connect(failed.append)
    with caplog.at_level(logging.WARNING, logger="scorpion_qt"):
        window.close()  # as the window manager's close button does
        assert not statistics.isVisible()
        QApplication.closeAllWindows()  # as the app's quit then does with what is left
    assert window.store_thread.closed
    assert failed == []
    complaints = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert complaints == []
