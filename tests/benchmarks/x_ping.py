"""Seeing a window's responsiveness from outside its process: Xvfb, _NET_WM_PING, XTEST."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from Xlib import XK, X, error
from Xlib.display import Display
from Xlib.ext import xtest
from Xlib.protocol import event, rq

#: how often the pinger pings
PING_INTERVAL = 0.005
XVFB_START_TIMEOUT = 10.0
#: the names :func:`press` takes for modifiers and keys whose keysym name is long
KEY_NAMES = {"ctrl": "Control_L", "alt": "Alt_L", "shift": "Shift_L", "tab": "Tab"}


@contextlib.contextmanager
def virtual_display(screen: str = "1280x1024x24") -> Iterator[str]:
    """A private Xvfb for the ``with`` block; yields its display name (``":N"``).

    ``-displayfd`` makes Xvfb pick a free display number itself and write it once it
    accepts connections, so there is no guessing and no waiting on a lock file.
    ``-noreset``: by default the server resets when its last client leaves, and a client
    connecting meanwhile has its connection reset."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [
            "Xvfb",
            *("-displayfd", str(write_end), "-screen", "0", screen),
            *("-nolisten", "tcp", "-noreset"),
        ],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        ready, _, _ = select.select([read_end], [], [], XVFB_START_TIMEOUT)
        number = os.read(read_end, 64).decode().strip() if ready else ""
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield f":{number}"
    finally:
        os.close(read_end)
        server.terminate()
        try:
            server.wait(5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@dataclass
class Ping:
    """One ping: when it was sent and when its reply came (``time.perf_counter``)."""

    seq: int
    sent: float
    answered: float | None = None

    def wait(self, now: float) -> float:
        """Seconds it waited for its reply; one still unanswered has waited until ``now``."""
        return (self.answered if self.answered is not None else now) - self.sent


@dataclass(frozen=True)
class PingStats:
    """The pings sent since a mark."""

    sent: int
    answered: int
    longest_wait: float  # seconds; includes the wait so far of the unanswered ones
    first_answer: float | None  # perf_counter time of the first reply, None if none yet


@dataclass(frozen=True)
class Mapped:
    """A top-level window's MapNotify as the pinger received it."""

    window: int
    at: float
    override_redirect: bool


@dataclass
class _Shared:
    """What the pinger's thread and the caller's share, under ``lock``."""

    lock: threading.Condition = field(default_factory=threading.Condition)
    maps: list[Mapped] = field(default_factory=list)
    pings: list[Ping] = field(default_factory=list)
    target: int | None = None


class Pinger:
    """An X client on a thread of its own: notes every top-level window mapped on the
    display and pings one chosen window every :data:`PING_INTERVAL` seconds.

    This is how a window manager decides that a window is "not responding": it sends a
    ``_NET_WM_PING`` client message and waits for the reply. Qt's xcb plugin replies (to
    the root window) from the GUI thread's event loop only, so each reply's delay is how
    long that thread was busy.

    Each ping carries its sequence number in the timestamp field (``data.l[1]``), which Qt
    copies into the reply, so each reply is matched to its ping. One thread both sends and
    receives, on its own connection: python-xlib is not thread-safe by default."""

    def __init__(self, display_name: str, interval: float = PING_INTERVAL) -> None:
        self._display = Display(display_name)
        self._display.set_error_handler(_ignore_error)  # a ping to a window just destroyed
        self._root = self._display.screen().root
        # SubstructureNotify for the maps of the root's children; StructureNotify for the
        # ping replies: Qt 6.11 sends them to the root with StructureNotify|
        # SubstructureRedirect (qxcbwindow.cpp), and SubstructureNotify alone receives none.
        self._root.change_attributes(event_mask=X.SubstructureNotifyMask | X.StructureNotifyMask)
        self._protocols = self._display.intern_atom("WM_PROTOCOLS")
        self._ping = self._display.intern_atom("_NET_WM_PING")
        self._display.sync()
        self._interval = interval
        self._shared = _Shared()
        self._stop = threading.Event()
        # written to wake the thread when the target changes or it must stop
        self._wake_read, self._wake_write = os.pipe()
        self._thread = threading.Thread(target=self._run, name="x-pinger", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        os.write(self._wake_write, b"x")
        self._thread.join()
        self._display.close()
        os.close(self._wake_read)
        os.close(self._wake_write)

    def __enter__(self) -> Pinger:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # -- the caller's side ---------------------------------------------------------------

    def aim(self, window: int | None) -> None:
        """Ping ``window`` from now on (None: stop pinging)."""
        with self._shared.lock:
            self._shared.target = window
        os.write(self._wake_write, b"x")

    def map_count(self) -> int:
        """How many maps were noted so far."""
        with self._shared.lock:
            return len(self._shared.maps)

    def maps_since(self, index: int) -> list[Mapped]:
        """The maps noted since the ``index``-th (0: all)."""
        with self._shared.lock:
            return self._shared.maps[index:]

    def wait_for_map(self, index: int, timeout: float) -> bool:
        """Wait until more than ``index`` maps are noted; False on timeout."""
        with self._shared.lock:
            return self._shared.lock.wait_for(lambda: len(self._shared.maps) > index, timeout)

    def mark(self) -> int:
        """A mark for :meth:`stats_since`: the pings sent from now on."""
        with self._shared.lock:
            return len(self._shared.pings)

    def stats_since(self, mark: int) -> PingStats:
        """The pings sent since ``mark``, as of now."""
        now = time.perf_counter()
        with self._shared.lock:
            pings = self._shared.pings[mark:]
            answers = [p.answered for p in pings if p.answered is not None]
            return PingStats(
                sent=len(pings),
                answered=len(answers),
                longest_wait=max((p.wait(now) for p in pings), default=0.0),
                first_answer=min(answers, default=None),
            )

    def wait_steady(self, mark: int, seconds: float, limit: float, timeout: float) -> bool:
        """Wait until every ping of the last ``seconds`` was answered within ``limit``
        seconds, counting only pings since ``mark`` (pinging must have gone on that long);
        False on timeout."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            now = time.perf_counter()
            with self._shared.lock:
                pings = self._shared.pings[mark:]
            recent = [p for p in pings if p.sent >= now - seconds]
            if len(recent) < len(pings) and all(p.wait(now) <= limit for p in recent):
                return True
            time.sleep(0.05)
        return False

    # -- the thread ----------------------------------------------------------------------

    def _run(self) -> None:
        next_ping = time.perf_counter()
        while not self._stop.is_set():
            with self._shared.lock:
                target = self._shared.target
            now = time.perf_counter()
            if target is not None and now >= next_ping:
                self._send(target, now)
                next_ping = max(next_ping + self._interval, now)
            self._receive()
            wait = max(next_ping - time.perf_counter(), 0.0) if target is not None else None
            ready, _, _ = select.select([self._display, self._wake_read], [], [], wait)
            if self._wake_read in ready:
                os.read(self._wake_read, 64)
                next_ping = time.perf_counter()

    def _send(self, window: int, now: float) -> None:
        with self._shared.lock:
            seq = len(self._shared.pings) + 1
            self._shared.pings.append(Ping(seq, now))
        ping = event.ClientMessage(
            window=window,
            client_type=self._protocols,
            data=(32, [self._ping, seq, window, 0, 0]),
        )
        # no event mask: X delivers it to the client that created the window
        self._display.send_event(window, ping, event_mask=0, propagate=False)
        self._display.flush()

    def _receive(self) -> None:
        while self._display.pending_events():
            received = self._display.next_event()
            at = time.perf_counter()
            if received.type == X.MapNotify and received.event == self._root:
                self._noted_map(Mapped(received.window.id, at, bool(received.override)))
            elif received.type == X.ClientMessage and received.client_type == self._protocols:
                _format, data = received.data
                if data[0] == self._ping:
                    self._answered(data[1], at)

    def _noted_map(self, mapped: Mapped) -> None:
        with self._shared.lock:
            self._shared.maps.append(mapped)
            self._shared.lock.notify_all()

    def _answered(self, seq: int, at: float) -> None:
        with self._shared.lock:
            if 0 < seq <= len(self._shared.pings):
                ping = self._shared.pings[seq - 1]
                if ping.answered is None:
                    ping.answered = at


def _ignore_error(_error: error.XError, _request: rq.Request | None) -> None:
    """Errors are expected here only for windows that went away meanwhile."""


class Client:
    """A process launched on the display (in a process group of its own, so that nothing
    it starts outlives it), and its top-level windows.

    ``started`` is ``time.perf_counter()`` just before the launch; the pinger's times are
    on the same clock."""

    def __init__(
        self,
        argv: Sequence[str],
        display_name: str,
        pinger: Pinger,
        env: Mapping[str, str] | None = None,
        cwd: str | os.PathLike[str] | None = None,
    ) -> None:
        self.display = Display(display_name)
        self.display.set_error_handler(_ignore_error)
        self._pid_atom = self.display.intern_atom("_NET_WM_PID")
        self._pinger = pinger
        self._seen = pinger.map_count()  # maps before the launch are not ours
        self._output = tempfile.TemporaryFile()  # noqa: SIM115 - closed by close()
        environment = dict(os.environ if env is None else env)
        environment.update(DISPLAY=display_name, QT_QPA_PLATFORM="xcb")
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            list(argv),
            env=environment,
            stdin=subprocess.DEVNULL,
            stdout=self._output,
            stderr=subprocess.STDOUT,
            cwd=cwd,
            start_new_session=True,
        )

    @property
    def pid(self) -> int:
        return self.process.pid

    def wait_window(self, timeout: float = 30.0, known: Sequence[int] = ()) -> Mapped:
        """The next top-level window of this process to be mapped (a normal window, not a
        menu or tooltip), other than ``known``: the first map noted since the launch
        whose ``_NET_WM_PID`` is this process's pid."""
        deadline = time.perf_counter() + timeout
        while True:
            for mapped in self._pinger.maps_since(self._seen):
                self._seen += 1
                if (
                    not mapped.override_redirect
                    and mapped.window not in known
                    and self.window_pid(mapped.window) == self.pid
                ):
                    return mapped
            left = deadline - time.perf_counter()
            if left <= 0 or self.process.poll() is not None:
                ended = self.process.returncode
                raise TimeoutError(
                    f"no window from {self.process.args!r} (exit status {ended}):\n{self.output()}"
                )
            self._pinger.wait_for_map(self._seen, min(left, 0.5))

    def window_pid(self, window: int) -> int | None:
        """The window's ``_NET_WM_PID``; None if it has none or is gone."""
        try:
            prop = self.display.create_resource_object("window", window).get_full_property(
                self._pid_atom, X.AnyPropertyType
            )
        except error.XError:
            return None
        return int(prop.value[0]) if prop is not None and len(prop.value) else None

    def focus(self, window: int) -> None:
        """Give ``window`` the keyboard focus, as a window manager would on a click."""
        target = self.display.create_resource_object("window", window)
        target.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.display.sync()

    def press(self, keys: str) -> None:
        """Type a key combination such as ``"ctrl+t"`` (see :func:`press`)."""
        press(self.display, keys)

    def image(self, window: int) -> bytes:
        """The window's pixels as drawn now (32-bit BGRX rows), to tell whether it changed."""
        target = self.display.create_resource_object("window", window)
        size = target.get_geometry()
        shot = target.get_image(0, 0, size.width, size.height, X.ZPixmap, 0xFFFFFFFF)
        return bytes(shot.data)

    def rss_mb(self) -> float:
        """The process's resident memory (VmRSS, this process only), in MB."""
        with open(f"/proc/{self.pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def output(self) -> str:
        """What the process printed so far (its last 4,000 characters)."""
        self._output.seek(0)
        return self._output.read().decode(errors="replace")[-4000:]

    def close(self, window: int | None = None, timeout: float = 5.0) -> None:
        """End the process: ask ``window`` to close (WM_DELETE_WINDOW, as a window manager's
        close button does), then SIGTERM, then SIGKILL; then kill what is left of its
        process group (the app's solver worker, for one)."""
        if window is not None and self.process.poll() is None:
            self._delete_window(window)
        for stop in (None, signal.SIGTERM, signal.SIGKILL):
            if stop is not None:
                _signal_group(self.pid, stop)
            try:
                self.process.wait(timeout)
                break
            except subprocess.TimeoutExpired:
                continue
        _signal_group(self.pid, signal.SIGKILL)
        gone = time.perf_counter() + timeout
        while group_alive(self.pid) and time.perf_counter() < gone:
            time.sleep(0.01)  # killed children linger until their new parent reaps them
        self._output.close()
        self.display.close()

    def _delete_window(self, window: int) -> None:
        protocols = self.display.intern_atom("WM_PROTOCOLS")
        delete = self.display.intern_atom("WM_DELETE_WINDOW")
        target = self.display.create_resource_object("window", window)
        message = event.ClientMessage(
            window=target, client_type=protocols, data=(32, [delete, X.CurrentTime, 0, 0, 0])
        )
        target.send_event(message, event_mask=0, propagate=False)
        self.display.sync()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *_exc: object) -> None:
        if not self._output.closed:
            self.close()


def _signal_group(pgid: int, signum: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signum)


def group_alive(pgid: int) -> bool:
    """Whether any process of the group is left."""
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


def press(display: Display, keys: str) -> None:
    """Type a key combination such as ``"ctrl+t"``, ``"alt+c"`` or ``"tab"`` with XTEST:
    each key pressed in order, then released in reverse, as real keyboard events go to
    whichever window has the focus."""
    codes = []
    for name in keys.split("+"):
        keysym = XK.string_to_keysym(KEY_NAMES.get(name.lower(), name))
        code = display.keysym_to_keycode(keysym)
        if not code:
            raise ValueError(f"no key for {name!r} on this display")
        codes.append(code)
    for code in codes:
        xtest.fake_input(display, X.KeyPress, code)
    for code in reversed(codes):
        xtest.fake_input(display, X.KeyRelease, code)
    display.sync()
