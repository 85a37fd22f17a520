"""A headless Weston (Wayland's reference compositor), and the app on Qt's Wayland platform
in a child process, driven from inside with Qt's test functions (real mouse events through
Qt's window system interface, as tests/ui/real_window.py drives the app on xcb).

Weston runs with its socket in a private ``XDG_RUNTIME_DIR`` (mode 0700), a virtual output
of :data:`OUTPUT` and Weston's desktop shell; it has no input devices, so no window of the
app ever gets the keyboard (is active), and a window cannot raise or activate itself there.

The child runs the app's own ``main`` (the single-instance guard, the log, Qt's messages
into it and on stderr); :data:`DRIVER` starts once the app's window runs, reports what it
saw on a line ``RESULTS {...}``, and closes the window: the app then ends as a player's
would.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.packaging.conftest import require

ROOT = Path(__file__).resolve().parents[2]
#: the virtual output's size: a small laptop's, smaller than the window's first size
#: (1000 x 760 and its frame), so that fitting it shows
OUTPUT = (1280, 720)
#: how long the compositor, or the app, has to come up, in seconds
UP_S = 30.0

#: the child: the app's main, with the steps of ARGS["steps"] run once its window runs
DRIVER = r'''
import json, sys, time, traceback
from pathlib import Path

ARGS = json.loads(sys.argv[1])
DEADLINE = time.monotonic() + ARGS["patience"]
results = {}


def wait_for(condition, what):
    from tests.ui.event_wait import wait

    while not condition():
        if time.monotonic() > DEADLINE:
            raise AssertionError(f"waited in vain for {what}")
        wait(10)


def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]


def save_settings(saved):
    """Settings as an earlier run left them in the data folder: ``saved`` names them; its
    "geometry" is (x, y, width, height), as the window there would have saved it (on X11,
    where a window has a place)."""
    from PySide6.QtWidgets import QApplication, QWidget
    from scorpion_qt.ui.services.settings import Settings

    QApplication(sys.argv[:1])  # the app's own start takes it over
    settings = Settings(Path(ARGS["data"]) / "settings.ini")
    for name, value in saved.items():
        if name == "geometry":
            widget = QWidget()
            widget.move(*value[:2])
            widget.resize(*value[2:])
            value = widget.saveGeometry()
        setattr(settings, name, value)


def opened(window):
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest

    wait_for(lambda: QTest.qWaitForWindowExposed(window, 100), "the window exposed")
    wait_for(lambda: window.board_view.painted and window.store is not None, "the board")
    margins = window.windowHandle().frameMargins()
    results.update(
        platform=QGuiApplication.platformName(),
        screen=rect(window.screen().availableGeometry()),
        geometry=rect(window.geometry()),
        frame=[margins.left(), margins.top(), margins.right(), margins.bottom()],
        active=window.isActiveWindow(),
    )


def drag(window, card_id, onto_id):
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest

    from tests.ui.event_wait import wait

    view, scene = window.board_view, window.scene

    def point(code, top=10):
        item = next(i for i in scene.cards.values() if i.card_id == code)
        box = item.sceneBoundingRect()
        return view.mapFromScene(QPointF(box.center().x(), box.top() + top))

    # through the window's QWindow, as the platform's pointer events come: Qt's widget
    # window finds the widget under the pointer and keeps the press's widget (its grab)
    viewport, handle = view.viewport(), window.windowHandle()
    start, end = (viewport.mapTo(window, point(code)) for code in (card_id, onto_id))
    before = window.controller.game.move_count
    button, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseMove(handle, start)
    QTest.mousePress(handle, button, none, start)
    card = next(i for i in scene.cards.values() if i.card_id == card_id)
    picked_at = card.scenePos()
    for i in range(1, 9):
        QTest.mouseMove(handle, start + (end - start) * (i / 8))
        wait(15)
    moved = card.scenePos() - picked_at  # the card follows the pointer: a drag, not a click
    results["dragged_by"] = [round(moved.x()), round(moved.y())]
    QTest.mouseRelease(handle, button, none, end)
    wait_for(lambda: not scene.animator.running, "the move's animation")
    results["moves"] = window.controller.game.move_count - before


def full_screen_and_back(window):
    before = rect(window.geometry())
    # View > Full Screen, as F11 does: with no keyboard, Weston makes no window active (has
    # the keyboard's focus), and Qt takes a shortcut only in the active window
    window.view.full_screen_action.trigger()
    wait_for(window.isFullScreen, "full screen")
    screen = window.screen().geometry()
    wait_for(lambda: window.geometry() == screen, "the window over the whole screen")
    results["full_screen"] = rect(window.geometry())
    window.view.full_screen_action.trigger()
    wait_for(lambda: not window.isFullScreen(), "the window back from full screen")
    # the compositor's size comes, then the app's own (see full_screen_return)
    wait_for(lambda: rect(window.geometry())[2:] == before[2:], "the size before")
    results["back"] = rect(window.geometry())


def handed_over(window):
    """Tell the test that the window is up, and wait for another launch's hand-over (the
    app logs it)."""
    log = Path(ARGS["data"]) / "scorpion-qt.log"
    print("READY", flush=True)
    wait_for(
        lambda: log.exists() and "asked for the window" in log.read_text(encoding="utf-8"),
        "a second launch",
    )
    # the log's line and the hand-over are one call of the app's: it is done by now
    results["handed_over_visible"] = window.isVisible() and not window.isMinimized()


def left_full_screen(window):
    """A window opened full screen (as it was left) leaves it: the size it has then (it
    waits for ARGS["back"])."""
    wait_for(window.isFullScreen, "full screen")
    results["full_screen"] = rect(window.geometry())
    window.view.full_screen_action.trigger()
    wait_for(lambda: not window.isFullScreen(), "the window back from full screen")
    expected = ARGS["back"]  # the size it had before, once the app has given it back
    try:
        wait_for(lambda: rect(window.geometry())[2:] == expected, f"the size {expected}")
    finally:
        results["back"] = rect(window.geometry())


STEPS = {
    "opened": opened,
    "drag": lambda window: drag(window, *ARGS["drag"]),
    "full_screen": full_screen_and_back,
    "hand_over": handed_over,
    "leave_full_screen": left_full_screen,
}


def drive(window):
    try:
        for step in ARGS["steps"]:
            STEPS[step](window)
    except BaseException:
        results["error"] = traceback.format_exc()
    print("RESULTS " + json.dumps(results), flush=True)
    window.close()


import scorpion_qt.ui.startup as startup
from scorpion_qt.app import main

_run = startup.run


def run(window):
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: drive(window))
    return _run(window)


startup.run = run  # the app's main runs the window; the steps run in its event loop
if ARGS.get("saved"):
    save_settings(ARGS["saved"])
sys.exit(main(ARGS["argv"]))
'''


@dataclass(frozen=True)
class Wayland:
    """A running compositor: its runtime folder and its socket's name."""

    runtime: Path
    socket: str

    def env(self) -> dict[str, str]:
        """The environment of an app on this compositor, and on no X server."""
        env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "QT_QPA_PLATFORM"}}
        return {
            **env,
            "XDG_RUNTIME_DIR": str(self.runtime),
            "WAYLAND_DISPLAY": self.socket,
            "QT_QPA_PLATFORM": "wayland",
            "PYTHONPATH": str(ROOT),
            "LANGUAGE": "en",
        }


@contextmanager
def weston(output: tuple[int, int] = OUTPUT, debug: bool = False) -> Iterator[Wayland]:
    """A headless Weston (the pixman renderer: it keeps what it shows, for a screenshot),
    up once its socket takes connections; ``debug`` lets weston-screenshooter read it."""
    require(shutil.which("weston") is not None, "weston (Debian package weston)")
    with tempfile.TemporaryDirectory(prefix="scorpion-wayland-") as folder:
        runtime = Path(folder)
        runtime.chmod(0o700)  # what Wayland asks of XDG_RUNTIME_DIR
        name = "wayland-scorpion"
        command = [
            "weston",
            "--backend=headless-backend.so",
            "--use-pixman",
            f"--width={output[0]}",
            f"--height={output[1]}",
            f"--socket={name}",
            "--no-config",
            "--idle-time=0",
            f"--log={runtime / 'weston.log'}",
            *(["--debug"] if debug else []),
        ]
        env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY"}}
        compositor = subprocess.Popen(
            command,
            env={**env, "XDG_RUNTIME_DIR": str(runtime)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            wait_for_socket(compositor, runtime / name)
            yield Wayland(runtime, name)
        finally:
            compositor.terminate()
            compositor.wait(timeout=15)


def wait_for_socket(compositor: subprocess.Popen[bytes], path: Path) -> None:
    """Until the compositor's socket takes a connection."""
    deadline = time.monotonic() + UP_S
    while True:
        if compositor.poll() is not None:
            log = path.parent / "weston.log"
            raise AssertionError(f"weston ended with {compositor.returncode}: {log.read_text()}")
        with socket.socket(socket.AF_UNIX) as probe, suppress(OSError):
            probe.connect(str(path))
            return
        assert time.monotonic() < deadline, "weston's socket did not come up"
        time.sleep(0.05)


@dataclass
class Run:
    """What a child on Wayland reported, printed on stderr, and ended with."""

    results: dict[str, Any]
    stderr: str
    returncode: int


def start(
    wayland: Wayland, data: Path, argv: list[str], steps: list[str], **extra: object
) -> subprocess.Popen[str]:
    """The app in a child on ``wayland``, on the data folder ``data``, running ``steps``
    of :data:`DRIVER` (``extra`` goes to them in ARGS)."""
    args: dict[str, object] = {"argv": [*argv, "--data-dir", str(data)], "data": str(data)}
    args.update(steps=steps, patience=UP_S * 3, **extra)
    return subprocess.Popen(
        [sys.executable, "-c", DRIVER, json.dumps(args)],
        env=wayland.env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )


def wait_for_line(child: subprocess.Popen[str], line: str) -> str:
    """Until ``child`` prints ``line`` (it fails if the child ends first, or after a while);
    what it printed until then. Read from the pipe itself: nothing waits in a buffer."""
    assert child.stdout is not None
    pipe, read = child.stdout.fileno(), b""
    deadline = time.monotonic() + UP_S * 3
    while f"\n{line}\n" not in "\n" + read.decode(errors="replace"):
        left = deadline - time.monotonic()
        ready, _, _ = select.select([pipe], [], [], max(left, 0))
        chunk = os.read(pipe, 65536) if ready else b""
        if not chunk:  # the child ended, or the time is up
            child.kill()
            out, err = child.communicate(timeout=15)
            raise AssertionError(f"no {line} from the app: {read.decode()}{out}{err}")
        read += chunk
    return read.decode()


def finish(child: subprocess.Popen[str], printed: str = "") -> Run:
    """The child's end: what it reported (its process group killed if it outlives its
    steps' patience); ``printed``, what was read of its output before."""
    try:
        out, err = child.communicate(timeout=UP_S * 4)
        out = printed + out
    finally:
        with suppress(ProcessLookupError):
            os.killpg(child.pid, 9)
    lines = [line for line in out.splitlines() if line.startswith("RESULTS ")]
    assert lines, out + err
    return Run(json.loads(lines[-1].removeprefix("RESULTS ")), err, child.returncode)


def launch(wayland: Wayland, data: Path) -> subprocess.CompletedProcess[str]:
    """A plain launch of the app on ``data`` (a second one hands over and ends)."""
    command = [sys.executable, "-m", "scorpion_qt", "--data-dir", str(data)]
    return subprocess.run(
        command, env=wayland.env(), capture_output=True, text=True, timeout=UP_S * 2, check=False
    )
