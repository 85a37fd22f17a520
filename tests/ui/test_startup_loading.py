"""What the app's own start-up loads before the board is painted, and after the store opens.

Each module kept out of the start-up is time and memory a player does not wait for; these
run the real deferred start-up in a fresh interpreter, as ``main()`` does."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMainWindow

from scorpion_qt import preload
from scorpion_qt.ui.font_files import fonts_found

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
from scorpion_qt import preload

preload.start()  # first, as the launcher does (scorpion_qt.__main__)
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import parse_args, start_window

WATCH = sys.argv[1].split(",")
report = {}

# what the head start got done, as start_window found it when it waited
head_start = []
unrecorded_wait = preload.wait

def recorded_wait():
    head_start.append(unrecorded_wait())
    return head_start[-1]

preload.wait = recorded_wait

def loaded():
    import PySide6.QtWidgets
    found = [name for name in WATCH if name in sys.modules]
    # a widget class the window never uses: PySide6 makes it only when it looks through
    # every widget class for the type of a widget Qt made itself
    if "QWizard" in vars(PySide6.QtWidgets):
        found.append("QWizard")
    # PySide6 makes its ``Qt`` namespace (90-odd Python enums, about 15 ms) on first use
    if "Qt" in vars(PySide6.QtCore):
        found.append("QtCore.Qt")
    # and a type with its enums on first use: the shortcuts are given as text at first, and
    # the fonts are seen in the system's folders (see scorpion_qt.ui.font_files),
    for name in ("QKeySequence", "QFontDatabase", "QPen"):
        if name in vars(PySide6.QtGui):
            found.append(f"QtGui.{name}")
    # and the settings are read without QSettings (see scorpion_qt.ui.ini_format); English
    # needs no translator
    for name in ("QSettings", "QTranslator"):
        if name in vars(PySide6.QtCore):
            found.append(f"QtCore.{name}")
    return sorted(found)

window = start_window(parse_args(sys.argv[2:]))

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "painted" not in report:
            report["painted"] = loaded()
        return False

def store_ready():
    report["store"] = loaded()
    report["head start"] = [tuple(done) if done else done for done in head_start]
    print(repr(report), flush=True)  # not json: that is one of the modules watched
    QApplication.instance().exit(0)

watcher = FirstPaint()
window.board_view.viewport().installEventFilter(watcher)
window.store_ready.connect(store_ready)
window.show()
QTimer.singleShot(20_000, lambda: QApplication.instance().exit(1))
sys.exit(QApplication.instance().exec())
"""

NOT_BEFORE_PAINT = [
    "sqlalchemy",
    "alembic",
    "multiprocessing",
    "concurrent.futures.process",
    "json",
    "platformdirs",
    "scorpion_qt.solver",
    "scorpion_qt.ui.statistics",
    "scorpion_qt.ui.no_moves_box",
    "scorpion_qt.ui.store_notice",
    # a start that asks for a deal has no game to resume: no quick look at the database
    "sqlite3",
    "datetime",
    # the engine's values are made without it (see scorpion_qt.engine.values)
    "dataclasses",
    # the menus get their items once the board is on screen
    "scorpion_qt.ui.language_menu",
    "scorpion_qt.ui.menu_items",
    # so does the solver's help (see MainWindow.assistant); the animator comes with the
    # first animation (see BoardScene.animator)
    "scorpion_qt.ui.assistant",
    "scorpion_qt.ui.solver_client",
    "scorpion_qt.ui.animator",
    # the felt's column of colours is packed with struct, which the card sheet needs anyway
    "array",
]


def run_start_up(data_dir: Path) -> dict[str, list[Any]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("XDG_DATA_HOME", None)
    args = [sys.executable, "-c", SCRIPT, ",".join(NOT_BEFORE_PAINT)]
    args += ["--deal", "5", "--data-dir", str(data_dir)]
    out = subprocess.run(args, capture_output=True, text=True, env=env, timeout=60, check=True)
    report: dict[str, list[Any]] = ast.literal_eval(out.stdout.strip().splitlines()[-1])
    return report


def test_the_board_paints_before_the_store_solver_and_worker_pool_load(
    qapp: QApplication, tmp_path: Path
) -> None:
    # only a system whose font folders show no font asks Qt's font database
    asked = [] if fonts_found() else ["QtGui.QFontDatabase"]
    first = run_start_up(tmp_path)  # creates the database: Alembic runs its migrations
    # the first start draws the cards from their SVG, with pens that need Qt's namespace
    assert first["painted"] in (asked, sorted([*asked, "QtCore.Qt"]))
    assert "alembic" in first["store"]
    # as a player's next start finds them: preferences kept, the window's geometry with them
    kept = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    kept.setValue("play/animations", False)
    kept.setValue("look/language", "en")
    window = QMainWindow()
    window.setGeometry(40, 50, 600, 450)
    kept.setValue("window/geometry", window.saveGeometry())
    kept.sync()
    report = run_start_up(tmp_path)
    # nor did PySide6 look through every widget class, nor make its Qt namespace: the cards
    # came from the sheet kept on disk
    assert report["painted"] == asked
    # Qt's libraries were loaded and fontconfig set up on the second thread (given a second
    # CPU for it), done by the time the QApplication was made
    assert report["head start"] == [(True, True) if preload.usable_cpus() > 1 else None]
    assert "QtGui.QKeySequence" in report["store"]  # with the menus' items
    assert "scorpion_qt.ui.assistant" in report["store"]  # the winnability check started
    # the store brings SQLAlchemy (and the solver's worker pool starts), but neither
    # Alembic (the database is current) nor the solver itself loads in the window's process
    assert "sqlalchemy" in report["store"]
    assert "alembic" not in report["store"]
    assert "scorpion_qt.solver" not in report["store"]
    assert "scorpion_qt.ui.statistics" not in report["store"]
