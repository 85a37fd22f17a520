"""Tests in a real window: a private Xvfb, and the app on Qt's xcb platform in a child
process, driven with real mouse and key events, its screen compared with fresh renders.

The offscreen platform repaints the whole window for every change, so it hides paint that
a real window keeps: what ``QScreen.grabWindow`` reads from the X server is what a player
sees; ``QWidget.grab`` renders the same widget afresh. Where they differ, the screen shows
something the board no longer holds.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: what every child script starts with: the app's window, shown, its store open, and the
#: helpers a script uses (``drag``, ``click``, ``key``, ``settle``, ``compare``, ``report``,
#: and ``wait`` and ``wait_until`` of tests.ui.event_wait)
PRELUDE = '''
import json, sys
from pathlib import Path
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import create_window
from tests.ui.event_wait import wait, wait_until

ARGS = json.loads(sys.argv[1])
OUT = Path(ARGS["out"])
app = QApplication(sys.argv[:1])
window = create_window(ARGS["argv"])
window.resize(*ARGS["size"])
window.show()
view, scene = window.board_view, window.scene
QTest.qWaitForWindowExposed(window)
window.activateWindow()  # no window manager gives it the keyboard (shortcuts need it)
assert QTest.qWaitForWindowActive(window)
wait_until(lambda: view.painted and window.store is not None)
results = {}


def settle(waits=2):
    """Let animations end and the repaints Qt scheduled reach the screen (``compare`` waits
    longer before it counts a difference)."""
    while scene.animator.running:
        wait(10)
    for _ in range(waits):
        wait(15)
        QApplication.processEvents()


def card_point(card_id, top=10):
    item = next(i for i in scene.cards.values() if i.card_id == card_id)
    rect = item.sceneBoundingRect()
    return view.mapFromScene(QPointF(rect.center().x(), rect.top() + top))


def column_point(column):
    zone = scene.columns[column - 1].zone
    return view.mapFromScene(QPointF(zone.center().x(), zone.bottom() - 20))


def drag(card_id, to):
    viewport = view.viewport()
    start = card_point(card_id)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps, pause = ARGS.get("drag_steps", 8), ARGS.get("drag_wait", 15)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (to - start) * (i / steps))
        wait(pause)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to)
    settle()


def click(point, button=Qt.MouseButton.LeftButton):
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, point)
    settle()


def key(code, modifiers=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(view, code, modifiers)
    settle()


def difference(shown, fresh, tolerance):
    """The difference of two images, and how many pixels differ by more than ``tolerance``
    in a colour channel."""
    shown = shown.convertToFormat(QImage.Format.Format_RGB32)
    if shown.size() != fresh.size():
        return shown, -1
    painter = QPainter(shown)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, fresh)
    painter.end()
    levels = bytearray(bytes(shown.constBits()))
    levels[3::4] = bytes(len(levels[3::4]))  # not the alpha byte
    marks = levels.translate(bytes(0 if n <= tolerance else 1 for n in range(256)))
    if not marks.count(1):
        return shown, 0
    pixels = memoryview(marks).cast("I")
    return shown, len(pixels) - pixels.tolist().count(0)


def compare(name, tolerance=8):
    """How many pixels of the board on screen differ from a fresh render of it by more than
    ``tolerance`` in a colour channel (rendering a gradient in parts and whole can differ by
    one or two levels). A difference counts when it stays: the screen is read again after
    a while, to give a repaint Qt still owes time to come (the fresh render is not made
    again: making it can set Qt's record of what is painted where right). Both images are
    saved under OUT for a look (with ARGS' "quiet", only where they differ, with the
    difference)."""
    settle()
    viewport = view.viewport()
    fresh = viewport.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    for waits in (0, 10, 20):
        settle(waits)
        shown = QGuiApplication.primaryScreen().grabWindow(viewport.winId()).toImage()
        marked, results[name] = difference(shown, fresh, tolerance)
        if not results[name]:
            break
    if results[name] or not ARGS.get("quiet"):
        shown.save(str(OUT / f"{name}-screen.png"))
        fresh.save(str(OUT / f"{name}-render.png"))
    if results[name]:
        marked.save(str(OUT / f"{name}-difference.png"))


def report():
    print("RESULTS " + json.dumps(results), flush=True)
    window.close()
'''


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A private Xvfb (no window manager), on a display number it picks itself."""
    if shutil.which("Xvfb") is None:
        pytest.fail("Xvfb is needed (Debian package xvfb; packaging/bootstrap.sh installs it)")
    with xvfb() as name:
        yield name


@contextmanager
def xvfb(screen: str = "1600x1000x24", reset: bool = True) -> Iterator[str]:
    """An Xvfb; with ``reset`` False, one that does not reset when its last client leaves (a
    client connecting meanwhile would be refused)."""
    read, write = os.pipe()
    options = [] if reset else ["-noreset"]
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp", *options],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def run_in_window(
    display: str,
    script: str,
    argv: list[str],
    out: Path,
    size: tuple[int, int] = (1000, 760),
    extra: dict[str, object] | None = None,
    timeout: float = 120,
) -> dict[str, int]:
    """Run ``script`` (after :data:`PRELUDE`) in a child on ``display``; what it reported.
    ``extra`` goes to the script in ``ARGS`` beside the window's arguments."""
    out.mkdir(parents=True, exist_ok=True)
    args = json.dumps({**(extra or {}), "argv": argv, "out": str(out), "size": list(size)})
    env = dict(
        os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT), LANGUAGE="en"
    )
    done = subprocess.run(
        [sys.executable, "-c", PRELUDE + script + "\nreport()\n", args],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULTS ")]
    assert done.returncode == 0 and lines, done.stdout + done.stderr
    results: dict[str, int] = json.loads(lines[-1].removeprefix("RESULTS "))
    return results
