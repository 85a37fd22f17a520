"""The heavy parts load behind the painted board: the store, its migrations, the charts and
the solver are not what a player waits for. Run in a fresh interpreter, as ``main()`` starts."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: loaded only after the first paint (the store, on its own thread) or when first used
HEAVY = ["sqlalchemy", "alembic", "PySide6.QtCharts", "scorpion_qt.solver"]

SCRIPT = """
import sys
import threading

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from scorpion_qt.options import parse_args
from scorpion_qt.ui.startup import build_window

HEAVY = sys.argv[1].split(",")
report = {}

def loaded():
    return sorted(name for name in HEAVY if name in sys.modules)

window = build_window(parse_args(sys.argv[2:]))

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "painted" not in report:
            report["painted"] = loaded()
        return False

def store_ready():
    report["store"] = loaded()
    report["threads"] = sorted(thread.name for thread in threading.enumerate())
    print(repr(report), flush=True)
    QApplication.instance().exit(0)

watcher = FirstPaint()
window.board_view.viewport().installEventFilter(watcher)
window.store_ready.connect(store_ready)
window.show()
QTimer.singleShot(20_000, lambda: QApplication.instance().exit(1))
sys.exit(QApplication.instance().exec())
"""


def run_start_up(data_dir: Path, *argv: str) -> dict[str, list[str]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    args = [sys.executable, "-c", SCRIPT, ",".join(HEAVY), *argv, "--data-dir", str(data_dir)]
    out = subprocess.run(args, capture_output=True, text=True, env=env, timeout=60, check=True)
    report: dict[str, list[str]] = ast.literal_eval(out.stdout.strip().splitlines()[-1])
    return report


def test_the_board_paints_before_the_store_and_the_solver_load(tmp_path: Path) -> None:
    first = run_start_up(tmp_path, "--deal", "5")  # creates the database
    assert first["painted"] == []
    assert "alembic" in first["store"] and "sqlalchemy" in first["store"]
    # the database was opened on the store's own thread, not the window's
    assert any(name.startswith("store") for name in first["threads"])
    resumed = run_start_up(tmp_path)  # the game of the first start, resumed
    assert resumed["painted"] == []
    assert "sqlalchemy" in resumed["store"]
    assert "alembic" not in resumed["store"]  # the database is current: nothing to migrate
    # the solver runs in its worker process; the charts load with their page
    assert "scorpion_qt.solver" not in resumed["store"]
    assert "PySide6.QtCharts" not in resumed["store"]
