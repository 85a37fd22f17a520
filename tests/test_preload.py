"""The launch's head start: Qt's libraries and fontconfig loaded on a second thread."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import scorpion_qt.__main__ as launcher
import scorpion_qt.app
from scorpion_qt import preload

ROOT = Path(__file__).resolve().parents[1]

# a fresh interpreter, where nothing of Qt is loaded yet, as when the launcher starts
SCRIPT = """
import os, sys
from scorpion_qt import preload

def maps(name):
    with open("/proc/self/maps") as lines:
        return sorted({line.split()[-1] for line in lines if line.rstrip().endswith(name)})

answers = {
    "Qt before": maps("libQt6Widgets.so.6"),
    "windows": preload.start(platform="win32"),
    "macos": preload.start(platform="darwin"),
    "one CPU": preload.start(cpus=1),
    "wait, none started": preload.wait(),
    "no PySide6 on the path": preload.start(path=["/nonexistent"]),
    "its wait": tuple(preload.wait()),
    "Qt after fontconfig alone": maps("libQt6Widgets.so.6"),
}
answers["start"] = preload.start()
answers["start again"] = preload.start()
answers["wait"] = tuple(preload.wait())
answers["wait again"] = preload.wait()
answers["finished"] = tuple(preload.finished())
answers["Qt loaded ahead"] = maps("libQt6Widgets.so.6")
answers["no fontconfig"] = preload.start(fontconfig="libno-such-fontconfig.so.1")
answers["its wait too"] = tuple(preload.wait())
answers["expected"] = preload.qt_library(sys.path)

from PySide6.QtCore import QThread
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel

# as in a bundle, whose own start-up loads QtCore before the launcher runs: still no
# application, so the head start goes ahead (its work is done already)
answers["start with QtCore loaded"] = preload.start()
answers["its wait as well"] = tuple(preload.wait())
app = QApplication([])
answers["Qt after PySide6"] = maps("libQt6Widgets.so.6")
answers["main thread"] = QThread.currentThread() is app.thread()
answers["families"] = len(QFontDatabase.families())
answers["text width"] = QLabel("Scorpion").fontMetrics().horizontalAdvance("Scorpion")
answers["start with an application"] = preload.start()
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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's libraries")
@pytest.mark.skipif(preload.usable_cpus() < 2, reason="the thread needs a second CPU")
def test_qt_and_fontconfig_load_on_the_second_thread_before_pyside6_needs_them() -> None:
    answers = run_script()
    # nothing starts where Qt neither comes as these libraries nor uses fontconfig
    assert answers["windows"] is False and answers["macos"] is False
    assert answers["one CPU"] is False  # no second CPU for the thread
    assert answers["wait, none started"] is None
    # without PySide6's Qt at hand, fontconfig alone; without fontconfig, Qt alone
    assert answers["no PySide6 on the path"] is True
    assert answers["its wait"] == (False, True)
    assert answers["no fontconfig"] is True
    assert answers["its wait too"] == (True, False)
    assert answers["Qt before"] == answers["Qt after fontconfig alone"] == []
    # here: one head start at a time, and its wait reports both done
    assert answers["start"] is True and answers["start again"] is False
    assert answers["wait"] == (True, True) and answers["wait again"] is None
    # and what it got done stays known after the wait (--smoke prints it)
    assert answers["finished"] == (True, True)
    # the library loaded ahead is PySide6's own, the very one PySide6 then uses, no other
    library = os.path.realpath(str(answers["expected"]))
    assert answers["Qt loaded ahead"] == answers["Qt after PySide6"] == [library]
    # Qt's main thread is still the main thread, and Qt has the system's fonts
    assert answers["main thread"] is True
    assert isinstance(answers["families"], int) and answers["families"] > 0
    assert isinstance(answers["text width"], int) and answers["text width"] > 0
    # with QtCore loaded but no application yet (a bundle's start), it still goes ahead; once
    # an application exists, Qt may be using fontconfig: no second thread then
    assert answers["start with QtCore loaded"] is True
    assert answers["its wait as well"] == (True, True)
    assert answers["start with an application"] is False


@pytest.mark.skipif(shutil.which("taskset") is None, reason="needs util-linux's taskset")
def test_a_process_held_to_one_cpu_gets_no_second_thread() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    script = "from scorpion_qt import preload; print(preload.usable_cpus(), preload.start())"
    result = subprocess.run(
        ["taskset", "-c", "0", sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=True,
    )
    assert result.stdout.split() == ["1", "False"]


def test_the_library_is_found_only_inside_the_first_pyside6_package(tmp_path: Path) -> None:
    wheel = tmp_path / "site-packages"
    library = wheel / preload.QT_LIBRARY
    library.parent.mkdir(parents=True)
    library.write_bytes(b"")
    bundle = tmp_path / "bundle"  # a PySide6 package laid out another way: not guessed at
    (bundle / "PySide6").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    assert preload.qt_library(["", str(elsewhere), str(wheel)]) == str(library)
    assert preload.qt_library([str(bundle), str(wheel)]) is None
    assert preload.qt_library([str(elsewhere)]) is None


def test_the_launcher_gives_the_window_a_head_start_but_not_the_solver_worker(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started: list[bool] = []
    monkeypatch.setattr(preload, "start", lambda: started.append(True) or True)
    monkeypatch.setattr(scorpion_qt.app, "main", lambda: 7)
    monkeypatch.setattr(sys, "argv", ["scorpion-qt", "--deal", "3"])
    assert launcher.main() == 7
    assert started == [True]
    monkeypatch.setattr(sys, "argv", ["scorpion-qt", launcher.SOLVER_WORKER])
    assert launcher.main() == 7
    assert started == [True]  # the worker process shows no window
    assert launcher.SOLVER_WORKER == scorpion_qt.app.SOLVER_WORKER
