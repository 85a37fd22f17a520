"""The heavy parts load behind the painted board: the store (SQLAlchemy, Alembic), the
charts and the solver are not what a player waits for. Run in a fresh interpreter, as
``main()`` starts."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: not loaded before the first paint
HEAVY = ["sqlalchemy", "alembic", "PySide6.QtCharts", "scorpion_qt.solver.search"]

SCRIPT = """
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from scorpion_qt.options import parse_args
from scorpion_qt.ui.startup import build_window

HEAVY = sys.argv[1].split(",")
window = build_window(parse_args(sys.argv[2:]))

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(repr(sorted(name for name in HEAVY if name in sys.modules)), flush=True)
            QApplication.instance().exit(0)
        return False

watcher = FirstPaint()
window.board_view.viewport().installEventFilter(watcher)
window.show()
QTimer.singleShot(20_000, lambda: QApplication.instance().exit(1))
QApplication.instance().exec()
window.close()  # the store opens and records the game, to be resumed at the next start
"""


def heavy_before_painting(data_dir: Path, *argv: str) -> list[str]:
    """The heavy modules loaded when the board is first painted."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    args = [sys.executable, "-c", SCRIPT, ",".join(HEAVY), *argv, "--data-dir", str(data_dir)]
    out = subprocess.run(args, capture_output=True, text=True, env=env, timeout=60, check=True)
    loaded: list[str] = ast.literal_eval(out.stdout.strip().splitlines()[0])
    return loaded


def test_the_board_paints_before_the_heavy_parts_load(tmp_path: Path) -> None:
    assert heavy_before_painting(tmp_path, "--deal", "5") == []  # a first start
    assert heavy_before_painting(tmp_path) == []  # the game in progress, resumed
