"""Take the screenshots of the README and the AppStream metainfo from the app in a real
window: a private Xvfb, the app on Qt's xcb platform in a child process, a game played some
way into a deal the solver wins, and the window read back from the X server.

    python packaging/take_screenshots.py [--out DIR]      (default packaging/screenshots)

Each shot is the whole window at 1280x800 (menu bar, toolbar, board and status bar, no
window manager's frame), in English, in the colour scheme it names. Needs Xvfb (Debian
package xvfb). Then run packaging/metadata.py: the metainfo gives each image's size.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 800)


@dataclass(frozen=True, slots=True)
class Shot:
    """A screenshot: its file, the game shown (rule set, deal, moves of the solver's winning
    line played) and the window's colour scheme (Settings → Appearance)."""

    file: str
    rules: str
    deal: int
    moves: int
    scheme: str


#: the metainfo's order (packaging/metadata.py SCREENSHOT_FILES): the default one first,
#: which the README shows too; deals the solver proves winnable (ui.play.rule_sets keeps them)
SHOTS = (
    Shot("board.png", "classic", 3646129885, 20, "light"),
    Shot("board-dark.png", "three-blind-mice", 1059757628, 14, "dark"),
)

#: the child: the app's window, shown, its store open; the game played on; the window read
#: from the X server once its paint is done
CHILD = """
import json, sys
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import create_window
from scorpion_qt.solver.solve import solve


def wait(ms):
    # Qt's events for ms milliseconds; QTest.qWait would hold Python's lock meanwhile, and
    # the store's thread, which opens the database, would barely run
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


ARGS = json.loads(sys.argv[1])
app = QApplication(sys.argv[:1])
window = create_window(ARGS["argv"])
window.resize(*ARGS["size"])
window.show()
QTest.qWaitForWindowExposed(window)
while not window.board_view.painted or window.store is None:
    wait(10)
line = solve(window.controller.game, time_limit=None, node_limit=200_000)
assert line.status == "won", line
for move in line.moves[: ARGS["moves"]]:
    assert window.controller.play(move, checked=True), move
    while window.scene.animator.running:
        wait(10)
for _ in range(40):  # the repaints, the status bar's messages and the solver's answers
    wait(25)
shot = QGuiApplication.primaryScreen().grabWindow(window.winId()).toImage()
assert (shot.width(), shot.height()) == tuple(ARGS["size"]), shot.size()
assert shot.save(ARGS["file"]), ARGS["file"]
window.close()
"""


@contextmanager
def xvfb(screen: str = "1600x1000x24") -> Iterator[str]:
    """A private Xvfb (no window manager) on a display number it picks itself."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("Xvfb is needed (Debian package xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def take(shot: Shot, out: Path, display: str) -> Path:
    """Take one screenshot into ``out``; returns its path."""
    target = out / shot.file
    with tempfile.TemporaryDirectory(prefix="scorpion-shot-") as scratch:
        data, cache = Path(scratch) / "data", Path(scratch) / "cache"
        data.mkdir()
        (data / "settings.ini").write_text(
            f"[look]\ncolour_scheme={shot.scheme}\nlanguage=en\n", encoding="utf-8"
        )
        argv = ["--data-dir", str(data), "--rules", shot.rules, "--deal", str(shot.deal)]
        args = {"argv": argv, "size": list(SIZE), "moves": shot.moves, "file": str(target)}
        env = {
            **os.environ,
            "DISPLAY": display,
            "QT_QPA_PLATFORM": "xcb",
            "LANGUAGE": "en",
            "LC_ALL": "C.UTF-8",
            "XDG_CACHE_HOME": str(cache),
            "PYTHONPATH": str(ROOT),
        }
        env.pop("WAYLAND_DISPLAY", None)
        subprocess.run(
            [sys.executable, "-c", CHILD, json.dumps(args)],
            env=env,
            check=True,
            timeout=300,
        )
    return target


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Take the README's and the metainfo's screenshots.")
    p.add_argument("--out", type=Path, default=ROOT / "packaging" / "screenshots")
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    with xvfb() as display:
        for shot in SHOTS:
            print(f"screenshot: {take(shot, args.out, display)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
