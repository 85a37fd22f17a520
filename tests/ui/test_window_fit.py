"""The window fits the screen it opens on: its first size and a restored geometry, title
bar and status bar included, on small screens and at a scale factor. Each start runs in a
child process on Qt's offscreen platform with a screen of the size the test gives."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QMargins, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from scorpion_qt.ui.window.window_fit import FIRST_SIZE, FRAME_ALLOWANCE, fit_on_screen, fitted

ROOT = Path(__file__).resolve().parents[2]
MINIMUM = QSize(500, 440)

#: the window built as a start builds it, shown until its board is painted; ARGS["place"]
#: moves and sizes it first (as a player would); what it reports is in screen coordinates
SCRIPT = """
import json, sys
from PySide6.QtCore import QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import create_window

ARGS = json.loads(sys.argv[1])
app = QApplication(sys.argv[:1])
window = create_window(ARGS["argv"])
built = [window.width(), window.height()]
if ARGS["place"]:
    x, y, width, height = ARGS["place"]
    window.move(x, y)
    window.resize(width, height)
window.show()
QTest.qWaitForWindowExposed(window)
while not window.board_view.painted:
    QTest.qWait(10)
QTest.qWait(50)

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

bar = window.status_bar
report = {
    "built": built,
    "available": rect(window.screen().availableGeometry()),
    "frame": rect(window.frameGeometry()),
    "geometry": rect(window.geometry()),
    "status_bar": rect(QRect(bar.mapToGlobal(bar.rect().topLeft()), bar.size())),
    "status_bar_shown": bar.isVisible(),
}
window.close()
print("REPORT " + json.dumps(report), flush=True)
"""


def start(
    tmp_path: Path,
    data_dir: Path,
    screen: tuple[int, int],
    scale: str = "",
    place: tuple[int, int, int, int] | None = None,
) -> dict[str, list[int]]:
    """One start of the app on a screen of ``screen`` pixels; what the window reported."""
    width, height = screen
    config = tmp_path / f"screen-{width}x{height}.json"
    entry = {"name": "screen", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [{**entry, "logicalDpi": 96}]}), encoding="utf-8")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        PYTHONPATH=str(ROOT),
        LANGUAGE="en",
    )
    env.pop("QT_SCALE_FACTOR", None)
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    args = {"argv": ["--deal", "5", "--data-dir", str(data_dir)], "place": place}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, json.dumps(args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("REPORT ")]
    assert done.returncode == 0 and lines, done.stdout + done.stderr
    report: dict[str, list[int]] = json.loads(lines[-1].removeprefix("REPORT "))
    return report


def inside(rect: list[int], area: list[int]) -> bool:
    return QRect(*area).contains(QRect(*rect))


def assert_on_screen(report: dict[str, list[int]]) -> None:
    assert inside(report["frame"], report["available"]), report
    assert report["status_bar_shown"], report
    assert inside(report["status_bar"], report["available"]), report


# -- the rule ---------------------------------------------------------------------------


def test_a_window_that_fits_is_left_as_it_is() -> None:
    frame = QRect(100, 50, 900, 700)
    assert fitted(frame, QMargins(), QRect(0, 0, 1920, 1080), MINIMUM) == frame


def test_a_window_too_large_is_shrunk_with_room_for_its_frame() -> None:
    available = QRect(0, 27, 1366, 741)  # under a desktop's top panel
    fit = fitted(QRect(0, 0, 1016, 808), FRAME_ALLOWANCE, available, MINIMUM)
    assert fit == QRect(0, 27, 1016, 741)
    contents = fit.size().shrunkBy(FRAME_ALLOWANCE)
    assert contents == QSize(1000, 741 - 48)


def test_a_window_off_the_screen_is_moved_back_whole() -> None:
    available = QRect(0, 0, 1366, 768)
    assert fitted(QRect(900, 400, 800, 600), QMargins(), available, MINIMUM) == QRect(
        566, 168, 800, 600
    )
    assert fitted(QRect(-300, -50, 800, 600), QMargins(), available, MINIMUM) == QRect(
        0, 0, 800, 600
    )


def test_a_second_screen_is_its_own_area() -> None:
    right = QRect(1920, 0, 1366, 768)
    fit = fitted(QRect(1800, 100, 1600, 900), QMargins(2, 30, 2, 2), right, MINIMUM)
    assert fit == QRect(1920, 0, 1366, 768)


def test_a_screen_smaller_than_the_window_can_be_keeps_its_title_bar_on_it() -> None:
    available = QRect(0, 0, 426, 320)  # 640 x 480 at a scale factor of 1.5
    fit = fitted(QRect(50, 50, 1000, 800), FRAME_ALLOWANCE, available, MINIMUM)
    assert fit.topLeft() == available.topLeft()
    assert fit.size().shrunkBy(FRAME_ALLOWANCE) == MINIMUM


# -- the window -------------------------------------------------------------------------


def test_the_first_window_fits_a_1366_by_768_laptop(tmp_path: Path, data_dir: Path) -> None:
    report = start(tmp_path, data_dir, (1366, 768))
    assert report["built"] == [FIRST_SIZE.width(), 768 - 48]  # room for a title bar
    assert_on_screen(report)


def test_the_first_window_fits_at_a_scale_factor_of_one_and_a_half(
    tmp_path: Path, data_dir: Path
) -> None:
    report = start(tmp_path, data_dir, (1600, 1000), scale="1.5")
    width, height = report["available"][2:]
    assert (width, height) == (1067, 667)  # the screen in the window's own pixels
    assert report["built"][0] == FIRST_SIZE.width() and report["built"][1] <= height - 48
    assert_on_screen(report)


def test_the_first_window_keeps_its_size_on_a_large_screen(tmp_path: Path, data_dir: Path) -> None:
    report = start(tmp_path, data_dir, (1920, 1080))
    assert report["built"] == [FIRST_SIZE.width(), FIRST_SIZE.height()]
    assert_on_screen(report)


def test_a_geometry_saved_on_a_larger_screen_is_fitted_to_this_one(
    tmp_path: Path, data_dir: Path
) -> None:
    large = start(tmp_path, data_dir, (2560, 1600), place=(300, 200, 2200, 1350))
    assert large["geometry"][2:] == [2200, 1350]  # saved as the window closed
    report = start(tmp_path, data_dir, (1366, 768))
    width, height = report["built"]
    assert width <= 1366 and height <= 768
    assert_on_screen(report)


def test_a_geometry_that_fits_is_restored_as_it_was(tmp_path: Path, data_dir: Path) -> None:
    start(tmp_path, data_dir, (1366, 768), place=(120, 40, 900, 640))
    report = start(tmp_path, data_dir, (1366, 768))
    assert report["frame"][:2] == [120, 40] and report["geometry"][2:] == [900, 640]
    assert_on_screen(report)


def test_a_geometry_larger_than_the_screen_is_fitted_to_it(tmp_path: Path, data_dir: Path) -> None:
    saved = start(tmp_path, data_dir, (1366, 768), place=(0, 0, 1500, 900))
    assert saved["geometry"][2:] == [1500, 900]  # the offscreen platform allows it
    report = start(tmp_path, data_dir, (1366, 768))
    width, height = report["built"]
    assert width < 1366 and height < 768
    assert_on_screen(report)


def test_a_window_partly_off_the_screen_comes_back_on_it(tmp_path: Path, data_dir: Path) -> None:
    start(tmp_path, data_dir, (1366, 768), place=(800, 300, 900, 640))
    report = start(tmp_path, data_dir, (1366, 768))  # moved, at the size it had
    assert report["built"] == [900, 640]
    assert_on_screen(report)


def test_fitting_moves_and_shrinks_a_window_into_its_screen(qapp: QApplication) -> None:
    window = QMainWindow()
    available = window.screen().availableGeometry()
    window.move(available.right() - 100, available.bottom() - 100)
    window.resize(available.size() + QSize(200, 200))
    assert fit_on_screen(window, FRAME_ALLOWANCE)
    frame = QRect(window.pos(), window.size().grownBy(FRAME_ALLOWANCE))
    assert available.contains(frame), (frame, available)
    assert not fit_on_screen(window, FRAME_ALLOWANCE)  # it fits now
    window.resize(available.size() + QSize(200, 200))
    window.setWindowState(Qt.WindowState.WindowMaximized)
    assert not fit_on_screen(window, FRAME_ALLOWANCE)  # left to the window manager
