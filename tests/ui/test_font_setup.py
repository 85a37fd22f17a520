"""Fontconfig's set-up on a second thread: started only where it helps, always waited for."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from scorpion_qt.ui import font_setup

ROOT = Path(__file__).resolve().parents[2]

# a fresh interpreter: no QApplication yet, as when main() starts
SCRIPT = """
from scorpion_qt.ui import font_setup

answers = {
    "missing library": font_setup.start(library="libno-such-fontconfig.so.1"),
    "windows": font_setup.start(platform="win32"),
    "macos": font_setup.start(platform="darwin"),
    "wait, none started": font_setup.wait(),
    "start": font_setup.start(),
    "start again": font_setup.start(),
    "wait": font_setup.wait(),
    "wait again": font_setup.wait(),
}
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication([])
answers["families"] = len(QFontDatabase.families())
label = QLabel("Scorpion")
answers["text width"] = label.fontMetrics().horizontalAdvance("Scorpion")
answers["start with an application"] = font_setup.start()
print(repr(answers))
"""


def run_script() -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    answers: dict[str, object] = ast.literal_eval(result.stdout.strip().splitlines()[-1])
    return answers


def test_fontconfig_is_set_up_on_the_second_thread_before_qt_needs_it() -> None:
    answers = run_script()
    # nothing starts without the library or where Qt does not use fontconfig
    assert answers["missing library"] is False
    assert answers["windows"] is False and answers["macos"] is False
    assert answers["wait, none started"] is None
    # here it starts, once at a time, and its wait reports that fontconfig loaded
    assert answers["start"] is True
    assert answers["start again"] is False
    assert answers["wait"] is True
    assert answers["wait again"] is None
    # then Qt, finding fontconfig set up, has the system's fonts and measures text with them
    assert isinstance(answers["families"], int) and answers["families"] > 0
    assert isinstance(answers["text width"], int) and answers["text width"] > 0
    # once an application exists Qt may be using fontconfig: no second thread then
    assert answers["start with an application"] is False


def test_no_set_up_starts_beside_a_running_application(qapp: QApplication) -> None:
    assert QApplication.instance() is qapp
    assert font_setup.start() is False
    assert font_setup.wait() is None
