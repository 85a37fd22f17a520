"""The PyInstaller one-folder bundle: runs, migrates old databases, and carries no unused Qt."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import suppress
from pathlib import Path

import pytest

from scorpion_qt import __version__
from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.migrate import read_revisions
from tests.packaging.conftest import (
    ROOT,
    app_env,
    assert_smoke_ok,
    load_packaging_module,
    require,
    run_app,
)

pytestmark = pytest.mark.packaging

OLD_DATABASE = ROOT / "tests" / "store" / "fixtures" / "rev0001.sqlite3"


def test_bundle_prints_its_version(bundle: Path, outside: Path) -> None:
    result = run_app([str(bundle / "scorpion-qt"), "--version"], outside)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"scorpion-qt {__version__}"


def test_bundle_smoke_plays_and_saves_a_move(bundle: Path, outside: Path) -> None:
    data = outside / "data"
    assert_smoke_ok(
        run_app([str(bundle / "scorpion-qt"), "--smoke", "--data-dir", str(data)], outside), data
    )


def test_bundle_upgrades_an_old_database(bundle: Path, outside: Path) -> None:
    """Alembic's env.py and the revision files import what they need inside the bundle."""
    data = outside / "data"
    data.mkdir()
    shutil.copyfile(OLD_DATABASE, data / "scorpion.db")
    command = [str(bundle / "scorpion-qt"), "--smoke", "--deal", "5", "--data-dir", str(data)]
    result = run_app(command, outside)
    assert_smoke_ok(result, data)
    with sqlite3.connect(data / "scorpion.db") as connection:
        (revision,) = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    assert revision == read_revisions(migrations_dir()).head
    assert revision != "0001_initial"


def test_bundle_second_launch_hands_over_to_the_running_one(bundle: Path, outside: Path) -> None:
    """The bundle carries QtNetwork's local sockets (scorpion_qt/ui/services/single_instance.py)."""
    data = outside / "data"
    first = subprocess.Popen(
        [str(bundle / "scorpion-qt"), "--deal", "5", "--data-dir", str(data)],
        cwd=outside,
        env=app_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while not (data / "scorpion-qt.lock").exists():  # the second then waits for it
            assert first.poll() is None and time.monotonic() < deadline, "it did not start"
            time.sleep(0.05)
        second = run_app([str(bundle / "scorpion-qt"), "--data-dir", str(data)], outside)
        assert second.returncode == 0, second.stderr
        assert "already running on this data folder" in second.stderr
        assert first.poll() is None
    finally:
        os.killpg(first.pid, signal.SIGTERM)  # closes as Quit does: its socket file goes
        try:
            first.wait(timeout=15)
        finally:
            with suppress(ProcessLookupError):  # gone, unless it hung
                os.killpg(first.pid, signal.SIGKILL)


def bundled_files(bundle: Path) -> list[str]:
    return [str(p.relative_to(bundle)) for p in bundle.rglob("*") if not p.is_dir()]


def test_bundle_leaves_out_unused_qt(bundle: Path) -> None:
    files = bundled_files(bundle)
    for unused in ("Qt6Qml", "Qt6Quick", "Qt6Pdf", "Qt6EglFS", "qgtk3", "qvnc"):
        assert not [f for f in files if unused in f], unused
    plugin_folders = {Path(f).parts[-2] for f in files if "/plugins/" in f}
    assert plugin_folders <= {
        "platforms",
        "platformthemes",
        "platforminputcontexts",
        "imageformats",
        "iconengines",
        "xcbglintegrations",
        "wayland-shell-integration",
        "wayland-decoration-client",
        "wayland-graphics-integration-client",
        "styles",
    }
    qt_translations = [f for f in files if f.endswith(".qm") and "scorpion_qt/" not in f]
    assert qt_translations and all(Path(f).name.startswith("qtbase_") for f in qt_translations)
    assert [f for f in files if f.endswith("scorpion_qt/resources/translations/scorpion_qt_tr.qm")]
    for needed in ("libQt6Svg", "plugins/imageformats/libqsvg", "plugins/platforms/libqxcb"):
        assert [f for f in files if needed in f], needed


def test_bundle_leaves_system_libraries_to_the_system(bundle: Path) -> None:
    deb_package = load_packaging_module("deb_package")
    names = {Path(f).name for f in bundled_files(bundle)}
    assert not names & set(deb_package.SYSTEM_LIBRARIES)
    # nor PulseAudio's own (QtMultimedia's libpulse brings them)
    assert not [n for n in names if n.startswith(("libpulse", "libsndfile"))]
    assert not [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]


@pytest.fixture
def x_display(tmp_path: Path) -> Iterator[str]:
    """A virtual X server (Xvfb) on a free display number."""
    require(shutil.which("Xvfb") is not None, "Xvfb (Debian package xvfb)")
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            assert server.poll() is None and time.monotonic() < deadline, "Xvfb did not start"
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 is Linux's")
def test_bundle_smoke_on_an_x_display(bundle: Path, outside: Path, x_display: str) -> None:
    """The trimmed bundle still has what a real X11 window needs (xcb plugin and its libs)."""
    data = outside / "data"
    env = {"DISPLAY": x_display, "QT_QPA_PLATFORM": "xcb"}
    if "WAYLAND_DISPLAY" in os.environ:
        env["WAYLAND_DISPLAY"] = ""
    result = run_app(
        [str(bundle / "scorpion-qt"), "--smoke", "--data-dir", str(data)], outside, **env
    )
    assert_smoke_ok(result, data)
