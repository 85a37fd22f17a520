"""A screen reader's view of the app, as Orca gets it on Linux: a private X display (Xvfb), a
private D-Bus session bus with the AT-SPI bus and registry on it (Debian's at-spi2-core),
the app in a real xcb window with Qt's accessibility bridge on, and what it shows read
through pyatspi by :mod:`tests.ui.atspi_reader` (run by the system's Python, which has
Debian's python3-pyatspi).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.ui.real_window import ROOT, xvfb

#: the system's Python, which has pyatspi (the test environment's Python has not)
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
READER = Path(__file__).with_name("atspi_reader.py")
#: the app's accessible name (its application object on the accessibility bus)
APP_NAME = "Scorpion Qt"
#: how long the app may take to start and show its board
START_SECONDS = 30


def require_tools() -> None:
    """Fail in CI (where packaging/bootstrap.sh installed them), else skip, without the X
    server, xdotool, the session bus, the AT-SPI bus launcher or pyatspi."""
    missing = [tool for tool in ("Xvfb", "xdotool", "dbus-daemon") if shutil.which(tool) is None]
    missing += [path for path in (BUS_LAUNCHER, SYSTEM_PYTHON) if not Path(path).exists()]
    if not missing:
        found = subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False
        )
        if found.returncode:
            missing.append("pyatspi (Debian's python3-pyatspi)")
    if missing:
        message = f"missing {', '.join(missing)}: bash packaging/bootstrap.sh test installs it"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


@contextmanager
def _process(command: list[str], env: dict[str, str], **options: Any) -> Iterator[Any]:
    process = subprocess.Popen(command, env=env, **options)
    try:
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def session_bus(display: str) -> Iterator[dict[str, str]]:
    """The environment of a private desktop session: ``display``, a session bus of its own,
    and the accessibility bus (whose registry the bus starts when the app first asks)."""
    env = dict(os.environ, DISPLAY=display)
    for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    read, write = os.pipe()
    command = ["dbus-daemon", "--session", "--nofork", "--nosyslog", f"--print-address={write}"]
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    with _process(command, env, pass_fds=(write,), **quiet):
        os.close(write)
        with os.fdopen(read) as address:
            env["DBUS_SESSION_BUS_ADDRESS"] = address.readline().strip()
        assert env["DBUS_SESSION_BUS_ADDRESS"], "the session bus did not start"
        launcher = [BUS_LAUNCHER, "--launch-immediately", "--a11y=1"]
        with _process(launcher, env, **quiet):
            yield env


@contextmanager
def desktop() -> Iterator[dict[str, str]]:
    """A private X display with a session bus and the accessibility bus on it."""
    require_tools()
    # no reset: the bus launcher's X client leaves as the app's comes (a reset refuses it)
    with xvfb("1400x900x24", reset=False) as display, session_bus(display) as env:
        yield env


@contextmanager
def running_app(env: dict[str, str], language: str, argv: list[str], log: Path) -> Iterator[int]:
    """The app (``python -m scorpion_qt`` with ``argv``) in a real xcb window in ``language``,
    its accessibility bridge on as when a screen reader runs, what it writes to ``log``; its
    window's X id."""
    app_env = dict(
        env,
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        LANGUAGE=language,
        LC_ALL="C.UTF-8",
        PYTHONPATH=str(ROOT),
    )
    command = [sys.executable, "-m", "scorpion_qt", *argv]
    with log.open("wb") as output, _process(command, app_env, stdout=output, stderr=output) as app:
        yield window_of(env, app, log)


def window_of(env: dict[str, str], app: subprocess.Popen[bytes], log: Path) -> int:
    """The app's one visible window, once it is shown."""
    deadline = time.monotonic() + START_SECONDS
    while True:
        assert app.poll() is None, log.read_text(errors="replace")
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        ).stdout.split()
        if len(found) == 1:
            return int(found[0])
        assert time.monotonic() < deadline, f"no window of the app: {found}"
        time.sleep(0.1)


def read(env: dict[str, str], request: dict[str, Any], timeout: float = 90) -> dict[str, Any]:
    """What :mod:`tests.ui.atspi_reader` answers to ``request`` (the app's name added)."""
    request = {"app": APP_NAME, "timeout": START_SECONDS, **request}
    done = subprocess.run(
        [SYSTEM_PYTHON, str(READER), json.dumps(request)],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("ATSPI ")]
    assert done.returncode == 0 and lines, done.stdout + done.stderr
    answer: dict[str, Any] = json.loads(lines[-1].removeprefix("ATSPI "))
    return answer


def walk(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A read tree's objects, depth first."""
    yield node
    for child in node["children"]:
        yield from walk(child)


def find(node: dict[str, Any], name: str, role: str | None = None) -> dict[str, Any]:
    """The first object named ``name`` (in ``role``, if given) in a read tree."""
    found = (each for each in walk(node) if each["name"] == name)
    first = next((each for each in found if role in (None, each["role"])), None)
    assert first is not None, f"no {role or 'object'} named {name!r}"
    return first
