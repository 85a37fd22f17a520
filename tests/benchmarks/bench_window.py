"""Window speed: drag handling and relayout (launch and responsiveness: bench_responsive.py)."""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scorpion_qt.app import create_window

pytestmark = pytest.mark.benchmark


def test_drag_move_and_relayout(qtbot: QtBot, tmp_path: Path) -> None:
    window = create_window(["--deal", "7", "--data-dir", str(tmp_path)])
    qtbot.addWidget(window)
    window.resize(1000, 760)
    window.show()
    qtbot.waitExposed(window)
    scene, view = window.scene, window.board_view
    position = window.controller.game.position
    bottom = next(c for c in position.columns[4])  # the bottom card of column 5: all 7 move
    item = scene.cards[bottom]
    start = view.mapFromScene(item.sceneBoundingRect().topLeft() + QPointF(20, 8))
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    timings = []
    for i in range(1, 301):
        point = start + QPoint(i % 200, (i * 3) % 150)
        event = QMouseEvent(
            QMouseEvent.Type.MouseMove,
            QPointF(point),
            QPointF(view.mapToGlobal(point)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        t0 = time.perf_counter()
        QApplication.sendEvent(viewport, event)
        QApplication.processEvents()  # includes the repaint the move causes
        timings.append(time.perf_counter() - t0)
    assert scene.dragging
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start)
    move_ms = statistics.median(timings) * 1000
    print(f"\none mouse-move during a 7-card drag, with repaint: median {move_ms:.2f} ms")

    sizes = [(1000, 760), (1280, 900), (800, 600), (1600, 1000)]
    relayout = []
    for i in range(40):
        width, height = sizes[i % len(sizes)]
        t0 = time.perf_counter()
        window.resize(width, height)
        QApplication.processEvents()
        relayout.append(time.perf_counter() - t0)
    relayout_ms = statistics.median(relayout) * 1000
    print(f"relayout after a window resize, with repaint: median {relayout_ms:.1f} ms")
    window.close()
    assert move_ms <= 4
    assert relayout_ms <= 50
