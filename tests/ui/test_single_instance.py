"""One app per data folder: the guard in-process, then real launches of the app (a second
launch hands over and ends, a killed copy's lock and socket are stale, a hung copy is told
apart, another folder runs alongside), and the window raised on a real X display."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QLockFile
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtTest import QSignalSpy
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from scorpion_qt.app import create_window
from scorpion_qt.ui.services.single_instance import (
    ANSWER_S,
    LOCK_FILE,
    SHOW,
    SHOWN,
    Claim,
    SingleInstance,
    bring_forward,
    server_name,
)
from tests.packaging.conftest import require
from tests.ui.real_window import xvfb

ROOT = Path(__file__).resolve().parents[2]
HANDED_OVER = re.compile(r"already running on this data folder \((.+)\); its window was brought")
#: a launch that hands over ends within this many seconds (it takes well under one)
FEW_SECONDS = 5.0
UP_SECONDS = 60.0  # a generous bound for a copy's start on a busy machine


# -- the guard, in this process -----------------------------------------------------------


def test_a_second_claim_on_the_folder_is_refused_until_the_first_is_released(
    data_dir: Path,
) -> None:
    first, second = SingleInstance(data_dir), SingleInstance(data_dir)
    assert first.claim() is Claim.RUNS
    assert first.locked and (data_dir / LOCK_FILE).exists()
    assert second.claim(hand_over=False) is Claim.IN_USE
    assert f"in use by Scorpion Qt (process {os.getpid()})" in second.message
    first.release()
    assert not (data_dir / LOCK_FILE).exists()
    assert second.claim(hand_over=False) is Claim.RUNS
    second.release()


def test_the_folder_is_made_for_its_lock(tmp_path: Path) -> None:
    guard = SingleInstance(tmp_path / "new" / "data")
    assert guard.claim() is Claim.RUNS
    assert (tmp_path / "new" / "data" / LOCK_FILE).exists()
    guard.release()


def test_a_lock_from_another_computer_is_in_use_at_once(data_dir: Path) -> None:
    """A data folder shared over the network: that copy's server is out of reach."""
    (data_dir / LOCK_FILE).write_text("12345\npython3\nelsewhere\n\n\n", encoding="utf-8")
    guard = SingleInstance(data_dir)
    started = time.monotonic()
    assert guard.claim() is Claim.IN_USE
    assert time.monotonic() - started < 1.0
    assert "in use by Scorpion Qt on elsewhere (process 12345)" in guard.message


def ask_to_show(qtbot: QtBot, name: str) -> bytes:
    """What the server of this process answers to a ``show`` (the event loop runs meanwhile)."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.ConnectedState)
    socket.write(SHOW)
    qtbot.waitUntil(socket.canReadLine)
    return bytes(socket.readLine().data())


def test_the_running_copy_answers_show_and_says_it_was_asked(qtbot: QtBot, data_dir: Path) -> None:
    guard = SingleInstance(data_dir)
    assert guard.claim() is Claim.RUNS
    guard.listen()
    spy = QSignalSpy(guard.show_requested)
    assert ask_to_show(qtbot, guard.server_name) == SHOWN
    assert spy.count() == 1
    guard.release()
    socket = QLocalSocket()
    socket.connectToServer(guard.server_name)
    assert not socket.waitForConnected(500)  # released: nothing listens any more


def test_a_holder_that_does_not_listen_is_waited_for_then_reported(data_dir: Path) -> None:
    first, second = SingleInstance(data_dir), SingleInstance(data_dir)
    assert first.claim() is Claim.RUNS  # and never listens, as a copy stuck in its start
    started = time.monotonic()
    assert second.claim(patience=0.5) is Claim.IN_USE
    assert 0.5 <= time.monotonic() - started < 0.5 + ANSWER_S
    assert "which did not answer" in second.message
    assert f"If it is not running, remove {data_dir / LOCK_FILE}." in second.message
    first.release()


def test_a_holder_that_listens_but_does_not_answer_is_hung(data_dir: Path) -> None:
    """The second claim blocks this thread, so the first copy's server cannot answer."""
    first, second = SingleInstance(data_dir), SingleInstance(data_dir)
    assert first.claim() is Claim.RUNS
    first.listen()
    started = time.monotonic()
    assert second.claim() is Claim.IN_USE
    assert ANSWER_S <= time.monotonic() - started < ANSWER_S + 2.0
    assert "which did not answer" in second.message
    first.release()


def under_a_file(tmp: Path) -> Path:
    (tmp / "file").write_text("not a folder", encoding="utf-8")
    return tmp / "file" / "data"


def a_symlink_loop(tmp: Path) -> Path:
    (tmp / "loop-a").symlink_to(tmp / "loop-b")
    (tmp / "loop-b").symlink_to(tmp / "loop-a")
    return tmp / "loop-a"


@pytest.mark.parametrize("unusable", [under_a_file, a_symlink_loop])
def test_a_folder_that_cannot_hold_a_lock_is_guarded_by_name(
    tmp_path: Path, unusable: Callable[[Path], Path]
) -> None:
    folder = unusable(tmp_path)
    first, second = SingleInstance(folder), SingleInstance(folder)
    assert first.claim() is Claim.RUNS
    assert not first.locked
    assert second.claim(hand_over=False) is Claim.RUNS  # the first does not listen yet
    second.release()
    first.listen()
    assert second.claim(hand_over=False) is Claim.IN_USE
    first.release()
    assert second.claim(hand_over=False) is Claim.RUNS


def test_one_server_name_per_folder_however_it_is_spelled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (tmp_path / "link").symlink_to(folder)
    monkeypatch.chdir(tmp_path)
    name = server_name(folder)
    assert server_name(Path("data")) == name
    assert server_name(tmp_path / "link") == name
    assert server_name(tmp_path / "other") != name
    assert re.fullmatch(r"scorpion-qt-[0-9a-f]{24}", name)


@pytest.mark.skipif(sys.platform == "win32", reason="Windows' named pipes leave no file")
def test_a_socket_left_behind_does_not_stop_the_server(data_dir: Path) -> None:
    """As a killed copy leaves it: a socket file that nothing listens on."""
    socket_file = Path(QDir.tempPath(), server_name(data_dir))
    with socket.socket(socket.AF_UNIX) as leftover:
        leftover.bind(str(socket_file))
    assert socket_file.exists()
    guard = SingleInstance(data_dir)
    assert guard.claim() is Claim.RUNS
    guard.listen()
    assert guard.listening
    guard.release()


def test_bring_forward_un_minimizes_keeping_a_maximized_window_maximized(qtbot: QtBot) -> None:
    window, other = QWidget(), QWidget()
    for widget in (window, other):
        qtbot.addWidget(widget)
    window.showMaximized()
    other.show()
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow)
    window.showMinimized()
    assert window.isMinimized() and window.isMaximized()
    bring_forward(window)
    assert not window.isMinimized() and window.isMaximized()
    qtbot.waitUntil(window.isActiveWindow)
    window.showNormal()
    window.showMinimized()
    bring_forward(window)
    assert not window.isMinimized() and not window.isMaximized()


def test_the_window_is_served_from_its_first_paint_until_it_closes(
    qtbot: QtBot, data_dir: Path
) -> None:
    guard = SingleInstance(data_dir)
    assert guard.claim() is Claim.RUNS
    window = create_window(["--deal", "5", "--data-dir", str(data_dir)])
    qtbot.addWidget(window)
    guard.serve(window, window.closing, window.board_view)
    assert not guard.listening  # QtNetwork's server waits for the board
    window.show()
    qtbot.waitUntil(lambda: window.board_view.painted)
    qtbot.waitUntil(lambda: guard.listening)  # in the turn after the first paint's own work
    qtbot.waitUntil(lambda: window.store is not None)
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow)
    window.showMinimized()
    assert ask_to_show(qtbot, guard.server_name) == SHOWN
    assert not window.isMinimized()
    qtbot.waitUntil(window.isActiveWindow)
    window.close()
    assert not guard.listening  # a launch now waits for the lock, to start anew
    assert guard.locked
    guard.release()


# -- real launches of the app -------------------------------------------------------------


def environment(extra: dict[str, str] | None = None) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), **(extra or {})}


def command(data: Path, *options: str) -> list[str]:
    return [sys.executable, "-m", "scorpion_qt", *options, "--data-dir", str(data)]


def start(data: Path, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        command(data, "--deal", "5"),
        env=environment(env),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, killed whole at the end
    )


def answers(data: Path) -> bool:
    """True if a copy listens on the data folder's server (connects, asks nothing)."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(data))
    connected = socket.waitForConnected(200)
    socket.abort()
    return connected


def lock_owner(data: Path) -> int:
    """The process that the data folder's lock file names, 0 if there is none."""
    pid, _host, _app = QLockFile(str(data / LOCK_FILE)).getLockInfo()
    return pid


def wait_until_up(process: subprocess.Popen[str], data: Path, locked: bool = True) -> None:
    """Until ``process`` listens, and holds the folder's lock if ``locked``."""
    deadline = time.monotonic() + UP_SECONDS
    while not (answers(data) and (lock_owner(data) == process.pid or not locked)):
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline, "the app did not come up"
        time.sleep(0.05)


def stop(process: subprocess.Popen[str], data: Path) -> None:
    with suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.communicate(timeout=15)
    QLocalServer.removeServer(server_name(data))  # the socket a killed copy leaves in /tmp


@contextmanager
def running(
    data: Path, env: dict[str, str] | None = None, locked: bool = True
) -> Iterator[subprocess.Popen[str]]:
    """The app on ``data``, up (see wait_until_up), killed at the end."""
    process = start(data, env)
    try:
        wait_until_up(process, data, locked)
        yield process
    finally:
        stop(process, data)


def launch(
    data: Path, *options: str, env: dict[str, str] | None = None
) -> tuple[subprocess.CompletedProcess[str], float]:
    """A launch run to its end (its process group killed after a minute), and the seconds
    it took."""
    started = time.monotonic()
    process = subprocess.Popen(
        command(data, *options),
        env=environment(env),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        out, err = process.communicate(timeout=UP_SECONDS)
    finally:
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=15)
    took = time.monotonic() - started
    return subprocess.CompletedProcess(process.args, process.returncode, out, err), took


def test_a_second_launch_hands_over_and_ends(data_dir: Path) -> None:
    with running(data_dir) as first:
        for options in (["--deal", "7"], []):
            result, took = launch(data_dir, *options)
            assert result.returncode == 0, result.stderr
            assert took < FEW_SECONDS
            said = HANDED_OVER.search(result.stderr)
            assert said and said.group(1) == str(data_dir), result.stderr
        assert first.poll() is None and lock_owner(data_dir) == first.pid


def test_two_launches_at_once_leave_one_copy(data_dir: Path) -> None:
    """The second click on the launcher: whichever starts second waits for the other to
    listen, then hands over."""
    copies = [start(data_dir), start(data_dir)]
    try:
        deadline = time.monotonic() + UP_SECONDS
        while all(copy.poll() is None for copy in copies):
            assert time.monotonic() < deadline, "neither launch ended"
            time.sleep(0.05)
        ended = next(copy for copy in copies if copy.poll() is not None)
        stays = next(copy for copy in copies if copy is not ended)
        _out, err = ended.communicate()
        assert ended.returncode == 0 and HANDED_OVER.search(err), err
        wait_until_up(stays, data_dir)
    finally:
        for copy in copies:
            stop(copy, data_dir)


def test_another_data_folder_runs_alongside(tmp_path: Path) -> None:
    with running(tmp_path / "one") as one, running(tmp_path / "two") as two:
        assert one.poll() is None and two.poll() is None
        assert lock_owner(tmp_path / "two") == two.pid


def test_a_killed_copy_leaves_a_lock_and_socket_that_do_not_block_the_next(
    data_dir: Path,
) -> None:
    with running(data_dir) as first:
        os.killpg(first.pid, signal.SIGKILL)
        first.wait(timeout=15)
        assert lock_owner(data_dir) == first.pid  # left behind, as is the socket
        assert Path(QDir.tempPath(), server_name(data_dir)).exists()
        with running(data_dir) as second:  # up: the lock and the server are its own
            assert lock_owner(data_dir) == second.pid
            result, _took = launch(data_dir)
            assert result.returncode == 0 and HANDED_OVER.search(result.stderr)


def test_a_hung_copy_is_reported_and_no_second_copy_starts(data_dir: Path) -> None:
    with running(data_dir) as first:
        os.killpg(first.pid, signal.SIGSTOP)
        try:
            result, took = launch(data_dir)
        finally:
            os.killpg(first.pid, signal.SIGCONT)
        assert result.returncode == 1
        assert ANSWER_S <= took < ANSWER_S + FEW_SECONDS
        assert f"in use by Scorpion Qt (process {first.pid}), which did not answer" in (
            result.stderr
        )
        assert lock_owner(data_dir) == first.pid


def test_a_folder_that_cannot_hold_a_lock_still_starts_and_hands_over(tmp_path: Path) -> None:
    unusable = under_a_file(tmp_path)
    with running(unusable, locked=False) as first:
        result, took = launch(unusable)
        assert result.returncode == 0 and HANDED_OVER.search(result.stderr), result.stderr
        assert took < FEW_SECONDS
        assert first.poll() is None


def test_smoke_refuses_a_folder_in_use_and_releases_its_own(tmp_path: Path) -> None:
    busy, idle = tmp_path / "busy", tmp_path / "idle"
    with running(busy) as first:
        result, _took = launch(busy, "--smoke")
        assert result.returncode == 1
        assert f"smoke: FAILED: This data folder ({busy}) is in use by Scorpion Qt" in (
            result.stderr
        )
        assert "board painted" not in result.stdout  # it played nothing in that folder
        assert first.poll() is None
    result, _took = launch(idle, "--smoke")
    assert result.returncode == 0, result.stderr
    assert (idle / "scorpion.db").exists() and not (idle / LOCK_FILE).exists()


# -- on a real X display ------------------------------------------------------------------


@pytest.fixture
def x_display() -> Iterator[str]:
    """A virtual X server (Xvfb, no window manager) on a display number it picks itself."""
    tools = ("Xvfb", "xdotool", "xwininfo")
    require(all(shutil.which(tool) for tool in tools), "Xvfb, xdotool or xwininfo")
    with xvfb("1280x1024x24") as name:
        yield name


def x(display: str, *args: str) -> str:
    """What an X client prints (nothing if it fails: no window focused, none found)."""
    return subprocess.run(
        args, env=dict(os.environ, DISPLAY=display), capture_output=True, text=True, check=False
    ).stdout


def window_of(display: str, process: subprocess.Popen[str]) -> int:
    """The one visible window of ``process`` (its main window)."""
    deadline = time.monotonic() + UP_SECONDS
    while True:
        found = x(display, "xdotool", "search", "--onlyvisible", "--pid", str(process.pid)).split()
        if len(found) == 1:
            return int(found[0])
        assert time.monotonic() < deadline, f"windows of {process.pid}: {found}"
        time.sleep(0.1)


def top_window(display: str, windows: set[int]) -> int:
    """Which of ``windows`` is stacked highest (xwininfo lists the top one first)."""
    listed = re.findall(r"^\s+(0x[0-9a-f]+)", x(display, "xwininfo", "-root", "-children"), re.M)
    return next(w for w in (int(i, 16) for i in listed) if w in windows)


def test_the_running_copy_raises_and_activates_its_window(tmp_path: Path, x_display: str) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    env = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": x_display, "WAYLAND_DISPLAY": ""}
    with running(one, env) as first, running(two, env) as second:
        windows = {window_of(x_display, first): one, window_of(x_display, second): two}
        for data in (one, two, one):
            result, _took = launch(data, env=env)
            assert result.returncode == 0 and HANDED_OVER.search(result.stderr), result.stderr
            window = next(w for w, folder in windows.items() if folder == data)
            deadline = time.monotonic() + FEW_SECONDS
            while x(x_display, "xdotool", "getwindowfocus").strip() != str(window):
                assert time.monotonic() < deadline, f"the window on {data} was not activated"
                time.sleep(0.05)
            assert top_window(x_display, set(windows)) == window
