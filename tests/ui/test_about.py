"""Help → About names the log file, which a player reporting a problem can attach."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from scorpion_qt.log_setup import LOG_FILE, logging_to
from tests.ui.conftest import open_window, when_modal


def about_text(qtbot: QtBot, data_dir: Path) -> str:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    shown: list[str] = []

    def read_and_close(box: Any) -> None:
        shown.append(box.text())
        box.accept()

    when_modal(qtbot, read_and_close)
    window.about()
    window.close()
    assert len(shown) == 1
    return shown[0]


def test_about_names_the_log_file(qtbot: QtBot, data_dir: Path) -> None:
    with logging_to(data_dir):
        text = about_text(qtbot, data_dir)
    assert text.startswith("Scorpion Qt ")
    assert text.endswith(f"\n\nLog file: {data_dir / LOG_FILE}")


def test_about_without_a_log_names_none(qtbot: QtBot, data_dir: Path) -> None:
    assert "Log file" not in about_text(qtbot, data_dir)
