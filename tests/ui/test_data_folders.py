"""Whatever the data folder is, the game starts and is playable; when nothing can be kept
there, the player sees "Not saving" and why. Cache trouble is never the player's problem."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from scorpion_qt.store.service import Store
from tests.ui.conftest import open_window

ROOT = Path(__file__).resolve().parents[2]


def a_file(tmp: Path) -> Path:
    path = tmp / "a-file"
    path.write_text("not a folder")
    return path


def a_symlink_loop(tmp: Path) -> Path:
    (tmp / "loop-a").symlink_to(tmp / "loop-b")
    (tmp / "loop-b").symlink_to(tmp / "loop-a")
    return tmp / "loop-a"


def a_name_too_long(tmp: Path) -> Path:
    return tmp / ("x" * 300)


UNUSABLE: dict[str, Callable[[Path], Path]] = {
    "a file": a_file,
    "/dev/null": lambda _tmp: Path("/dev/null"),
    "/proc/self": lambda _tmp: Path("/proc/self"),
    "a symlink loop": a_symlink_loop,
    "a name too long": a_name_too_long,
}


@pytest.mark.parametrize("kind", UNUSABLE)
def test_an_unusable_data_folder_gives_a_playable_window_that_says_so(
    tmp_path: Path, kind: str
) -> None:
    folder = UNUSABLE[kind](tmp_path)
    done = run_app(folder)
    assert done.returncode == 0, done.stdout + done.stderr
    state, message, uncaught = done.stdout.splitlines()[-3:]
    assert state == "not saving played"
    assert "not being saved" in message
    assert uncaught == "uncaught: []"
    assert f"no log file in {folder}" in done.stderr  # the log is told on stderr instead


def test_a_file_named_cache_in_the_data_folder_is_no_trouble(qtbot: QtBot, data_dir: Path) -> None:
    (data_dir / "cache").write_text("where the card cache would go")
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    controller = window.controller
    assert controller.play(next(m for m in controller.game.legal_moves() if str(m) != "deal"))
    controller.pause_clock()
    kept = controller.elapsed()
    window.close()  # the card sheet cannot be kept; the game and its clock are
    with Store.open(data_dir) as store:
        resumed = store.resume()
    assert resumed is not None and resumed.game.moves == controller.game.moves
    assert resumed.elapsed_seconds == pytest.approx(kept)


CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import main
from scorpion_qt.ui.window.main_window import MainWindow

app = QApplication(sys.argv[:1])  # main() starts on it
uncaught = []  # exceptions that escaped into Qt's event loop (PySide6 hands them here)
sys.excepthook = lambda kind, error, trace: uncaught.append(repr(error))

def check():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    if window.store is None:
        QTimer.singleShot(20, check)
        return
    controller = window.controller
    move = next(m for m in controller.game.legal_moves() if str(m) != "deal")
    played = controller.play(move)
    print("saving" if window.store.saving else "not saving", "played" if played else "refused")
    print(window.store.notice.message if window.store.notice else "")
    window.close()

QTimer.singleShot(0, check)
status = main(["--deal", "5", "--data-dir", sys.argv[1]])
print("uncaught:", uncaught)
sys.exit(status)
"""


def run_app(folder: Path, *, as_a_user: bool = False) -> subprocess.CompletedProcess[str]:
    """The app started as the launcher starts it, in a child process that plays a move once
    the store is open and closes the window; as an ordinary user if asked (root may read
    any folder)."""
    command = [sys.executable, "-c", CHILD, str(folder)]
    if as_a_user and os.geteuid() == 0:
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *command]
    home = folder if as_a_user else folder.parent
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), HOME=str(home))
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=60, check=False)


@pytest.mark.parametrize("kind", ["mode 000", "a parent without x"])
def test_a_folder_that_cannot_be_read_or_searched(tmp_path: Path, kind: str) -> None:
    tmp_path.chmod(0o777)  # the user can reach it
    if kind == "mode 000":
        folder = tmp_path / "locked"
        folder.mkdir(mode=0o000)
    else:
        parent = tmp_path / "no-search"
        (parent / "data").mkdir(parents=True)
        parent.chmod(0o666)
        folder = parent / "data"
    try:
        done = run_app(folder, as_a_user=True)
    finally:
        for path in tmp_path.iterdir():
            path.chmod(0o755)
    assert done.returncode == 0, done.stdout + done.stderr
    state, message, uncaught = done.stdout.splitlines()[-3:]
    assert state == "not saving played"
    assert "cannot be written" in message
    assert uncaught == "uncaught: []" and str(folder) in message
