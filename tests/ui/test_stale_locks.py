"""No lock file can stop a start: whatever lies in the lock's place that no running copy
holds (empty, garbage, a folder, a symbolic link, a FIFO, an unreadable file, a live process
that is not the app) is stale. The guard in this process, then the real app, which must be
up, holding the lock and answering, within a few seconds; and QSettings' own lock."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile, QSysInfo

from scorpion_qt.ui.services.single_instance import LOCK_FILE, PATIENCE_S, Claim, SingleInstance
from tests.ui.test_single_instance import lock_owner, running
from tests.ui.test_unusable_data_folders import run_app

#: the guard takes a stale lock within this many seconds (a new one is looked at once it is
#: half a second old, then again 0.1 s later)
AT_ONCE = 2.0


@pytest.fixture
def foreign_process() -> Iterator[int]:
    """A live process of the same program as the app (Python) that is not Scorpion Qt."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        yield process.pid
    finally:
        process.kill()
        process.wait(timeout=15)


def lock_text(pid: int) -> str:
    """A lock as QLockFile writes it: process, program, computer (and two ids Qt adds)."""
    program = Path(sys.executable).resolve().name
    return f"{pid}\n{program}\n{QSysInfo.machineHostName()}\n\n\n"


def plant(kind: str, lock: Path, pid: int) -> None:
    """Put a ``kind`` of thing in the lock's place."""
    outside = lock.parent.parent
    if kind == "empty":
        lock.write_bytes(b"")
    elif kind == "garbage":
        lock.write_bytes(bytes(range(256)) * 4)
    elif kind == "process 0":
        lock.write_text("0\npython3\n\n", encoding="utf-8")
    elif kind == "a folder":
        lock.mkdir()
        (lock / "kept.txt").write_text("whatever was put here", encoding="utf-8")
    elif kind == "a dangling symlink":
        lock.symlink_to(outside / "nowhere")
    elif kind == "a symlink to a file":
        (outside / "target.txt").write_text("not to be touched", encoding="utf-8")
        lock.symlink_to(outside / "target.txt")
    elif kind == "a FIFO":
        os.mkfifo(lock)
    elif kind == "a symlink to a FIFO":
        os.mkfifo(outside / "fifo")
        lock.symlink_to(outside / "fifo")
    elif kind == "a socket":
        with socket.socket(socket.AF_UNIX) as bound:
            bound.bind(str(lock))
    elif kind == "a live process that is not the app":
        lock.write_text(lock_text(pid), encoding="utf-8")
    elif kind == "a FIFO as QLockFile's removal lock":  # which it reads to clear a dead one
        ended = subprocess.Popen([sys.executable, "-c", ""])
        ended.wait(timeout=15)
        lock.write_text(lock_text(ended.pid), encoding="utf-8")
        os.mkfifo(lock.with_name(f"{lock.name}.rmlock"))
    else:
        raise AssertionError(kind)


KINDS = [
    "empty",
    "garbage",
    "process 0",
    "a folder",
    "a dangling symlink",
    "a symlink to a file",
    "a FIFO",
    "a symlink to a FIFO",
    "a socket",
    "a live process that is not the app",
    "a FIFO as QLockFile's removal lock",
]


def left_alone(kind: str, data: Path) -> None:
    """What the stale thing pointed to or held is still there."""
    outside = data.parent
    if kind == "a folder":
        aside = [p for p in data.iterdir() if p.name.startswith(f"{LOCK_FILE}.not-a-lock-")]
        assert len(aside) == 1 and (aside[0] / "kept.txt").read_text(encoding="utf-8") == (
            "whatever was put here"
        )
    if kind == "a symlink to a file":
        assert (outside / "target.txt").read_text(encoding="utf-8") == "not to be touched"
    assert not data.joinpath(f"{LOCK_FILE}.rmlock").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, sockets and flock are Unix's")
@pytest.mark.parametrize("kind", KINDS)
def test_the_guard_takes_a_stale_lock_at_once(
    data_dir: Path, foreign_process: int, kind: str
) -> None:
    plant(kind, data_dir / LOCK_FILE, foreign_process)
    guard = SingleInstance(data_dir)
    started = time.monotonic()
    assert guard.claim(hand_over=False) is Claim.RUNS, guard.message
    assert time.monotonic() - started < AT_ONCE
    assert guard.locked and QLockFile(str(data_dir / LOCK_FILE)).getLockInfo()[0] == os.getpid()
    left_alone(kind, data_dir)
    guard.release()
    assert not (data_dir / LOCK_FILE).exists()


def test_a_held_lock_is_never_taken_however_long_it_is_looked_at(data_dir: Path) -> None:
    first, second = SingleInstance(data_dir), SingleInstance(data_dir)
    assert first.claim() is Claim.RUNS
    assert second.claim(hand_over=False, patience=0.5) is Claim.IN_USE
    assert second.claim(patience=0.5) is Claim.IN_USE  # looked at again and again
    assert lock_owner(data_dir) == os.getpid() and first.locked
    first.release()


def test_a_lock_naming_another_computer_stays_in_use(data_dir: Path) -> None:
    """Out of sight: no process here holds it, and none could."""
    (data_dir / LOCK_FILE).write_text("12345\npython3\nelsewhere\n\n\n", encoding="utf-8")
    guard = SingleInstance(data_dir)
    assert guard.claim() is Claim.IN_USE
    assert (data_dir / LOCK_FILE).exists()


def test_a_stale_lock_that_cannot_be_cleared_leaves_the_folder_guarded_by_name(
    tmp_path: Path,
) -> None:
    """A lock's place that cannot even be looked at (its name is too long): by name."""
    guard = SingleInstance(tmp_path / ("x" * 300))
    assert guard.claim() is Claim.RUNS and not guard.locked
    guard.release()


# -- the real app -------------------------------------------------------------------------


def up_within_a_few_seconds(data: Path, env: dict[str, str] | None = None) -> None:
    """The app, started on ``data``, holds its lock and answers well before it would have
    given up waiting for a holder (PATIENCE_S)."""
    started = time.monotonic()
    with running(data, env) as app:
        took = time.monotonic() - started
        assert lock_owner(data) == app.pid
        assert app.poll() is None
    assert took < PATIENCE_S, f"up after {took:.1f} s"


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, sockets and flock are Unix's")
@pytest.mark.parametrize("kind", KINDS)
def test_the_app_starts_over_a_stale_lock(data_dir: Path, foreign_process: int, kind: str) -> None:
    plant(kind, data_dir / LOCK_FILE, foreign_process)
    up_within_a_few_seconds(data_dir)
    left_alone(kind, data_dir)


def without_reading_rights() -> Callable[[list[str]], list[str]]:
    """A command run so that a file of mode 000 cannot be read: as root, without the
    capabilities that let root read any file (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH);
    as another user, as it is."""
    if os.geteuid() != 0:
        return lambda command: command
    drop = "-dac_override,-dac_read_search"
    prefix = ["setpriv", f"--bounding-set={drop}", f"--inh-caps={drop}"]
    if shutil.which("setpriv") is None or subprocess.run([*prefix, "true"], check=False).returncode:
        pytest.skip("root cannot give up its reading rights here (setpriv)")
    return lambda command: [*prefix, *command]


def test_the_app_starts_over_an_unreadable_lock(data_dir: Path) -> None:
    lock = data_dir / LOCK_FILE
    lock.write_text(lock_text(1), encoding="utf-8")
    lock.chmod(0o000)
    wrap = without_reading_rights()
    denied = subprocess.run(wrap(["cat", str(lock)]), capture_output=True, check=False)
    assert denied.returncode != 0  # it cannot be read by the app's process
    started = time.monotonic()
    done = subprocess.run(
        wrap([sys.executable, "-m", "scorpion_qt", "--smoke", "--data-dir", str(data_dir)]),
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "smoke: ok" in done.stdout
    assert time.monotonic() - started < PATIENCE_S
    assert f"the lock file {lock} was stale: it cannot be read" in done.stderr
    assert not lock.exists()  # released at the end, as any lock of the app


# -- QSettings' own lock ------------------------------------------------------------------

SETTINGS_LOCK_KINDS = [
    "empty",
    "garbage",
    "a folder",
    "a FIFO",
    "a FIFO as QLockFile's removal lock",
]


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and flock are Unix's")
@pytest.mark.parametrize("kind", SETTINGS_LOCK_KINDS)
def test_a_stale_settings_lock_neither_hangs_nor_slows_a_save(
    tmp_path: Path, foreign_process: int, kind: str
) -> None:
    """QSettings takes ``settings.ini.lock`` at each save: it would wait 30 s for garbage
    there, and for ever for a FIFO. The app plays a move, quits (the settings are saved),
    and ends with status 0, well within that."""
    data = tmp_path / "data"
    data.mkdir()
    plant(kind, data / "settings.ini.lock", foreign_process)
    started = time.monotonic()
    done = run_app(data, tmp_path, "en")
    took = time.monotonic() - started
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-4] == "saving played"
    assert took < PATIENCE_S, f"{took:.1f} s"
    assert (data / "settings.ini").is_file()
    assert not (data / "settings.ini.lock").exists()
    assert not (data / "settings.ini.lock.rmlock").exists()
