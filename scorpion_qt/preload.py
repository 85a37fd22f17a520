"""A head start for the launch: Qt's libraries and fontconfig, loaded on a second thread.

Before the window can be built, the process loads Qt's three big libraries (linking them
costs some 5-10 ms) and, at the first text a widget measures, fontconfig reads its
configuration and caches (some 4 ms on a bare system, far more on a desktop with many
fonts). Neither needs Python. So the launcher (``scorpion_qt.__main__``) calls :func:`start`
before anything else loads, and a second thread does both while the main thread loads
Python's modules, the engine and PySide6's own Python side. ``app.start_window`` calls
:func:`wait` before the QApplication is made, so fontconfig is never used from two threads
at a time; when PySide6 then loads the same library files, they are already linked.

The thread runs in parallel only while it has released Python's GIL, which a foreign call
through ``_ctypes`` does (``ctypes`` itself would cost more to import than the thread
saves, and its ``dlopen`` keeps the GIL). Only Qt's libraries inside the installed PySide6
package are loaded, by their full path, never a system copy of Qt. Anywhere this does not
apply (Windows, macOS, no fontconfig, another layout or Python), nothing is loaded ahead and
the app starts as it would have; so too on a single CPU, where the two threads only take
turns (measured: the switching made the launch about 4 ms slower there).
"""

from __future__ import annotations

import _thread
import os
import sys
from collections.abc import Callable
from typing import NamedTuple

#: the Qt library whose loading loads QtGui and QtCore too, in PySide6's package
QT_LIBRARY = os.path.join("PySide6", "Qt", "lib", "libQt6Widgets.so.6")
#: fontconfig, as Qt links it
FONTCONFIG = "libfontconfig.so.1"
#: platforms where Qt neither comes as these files nor uses fontconfig
OTHER_PLATFORMS = ("win32", "darwin", "cygwin")
# the system's dlopen modes (Python's own for extension modules is RTLD_NOW); os has them
# only on systems with dlopen
_RTLD_NOW: int = getattr(os, "RTLD_NOW", 2)
_RTLD_NOLOAD: int = getattr(os, "RTLD_NOLOAD", 4)


class Loaded(NamedTuple):
    """What the thread got done."""

    qt: bool  # Qt's libraries are loaded and linked
    fontconfig: bool  # fontconfig has read its configuration


class _Run:
    """One head start: the thread holds ``lock`` until it is done."""

    def __init__(self) -> None:
        self.lock = _thread.allocate_lock()
        self.loaded = Loaded(qt=False, fontconfig=False)


_running: _Run | None = None
_finished: Loaded | None = None  # what the last head start waited for got done


def qt_library(path: list[str]) -> str | None:
    """The full path of Qt's widgets library in the first PySide6 package on ``path``."""
    for entry in path:
        if entry and os.path.isdir(os.path.join(entry, "PySide6")):
            candidate = os.path.join(entry, QT_LIBRARY)
            return candidate if os.path.isfile(candidate) else None
    return None


def start(
    path: list[str] | None = None,
    platform: str = sys.platform,
    fontconfig: str = FONTCONFIG,
    cpus: int | None = None,
) -> bool:
    """Start the thread; False when there is nothing to do here, no second CPU for it to
    run on (``cpus``: how many this process may use), or it cannot start."""
    global _running  # noqa: PLW0603 - the libraries it loads are one per process too
    if _running is not None or platform in OTHER_PLATFORMS or _application_exists():
        return False
    if (usable_cpus() if cpus is None else cpus) < 2:
        return False  # measured: on one CPU the switching costs more than it saves
    library = qt_library(sys.path if path is None else path)
    try:
        import _ctypes

        native = _Native(_ctypes.dlopen, _ctypes.dlsym, _ctypes.call_function)
        dlopen = native.dlsym(native.dlopen(None, _RTLD_NOW), "dlopen")
    except (ImportError, OSError, AttributeError):
        return False
    run = _Run()

    def load() -> None:
        try:
            qt = False
            if library is not None:
                native.call(dlopen, (os.fsencode(library), _RTLD_NOW))  # without the GIL
                qt = native.is_loaded(library)
            run.loaded = Loaded(qt, native.set_up_fontconfig(fontconfig))
        finally:
            run.lock.release()

    run.lock.acquire()
    try:
        _thread.start_new_thread(load, ())
    except RuntimeError:  # no thread can be started
        run.lock.release()
        return False
    _running = run
    return True


def wait() -> Loaded | None:
    """Wait (without the GIL) until the thread :func:`start` began is done; what it got
    done, or None when none was started."""
    global _running, _finished  # noqa: PLW0603 - one head start per process
    run, _running = _running, None
    if run is None:
        return None
    with run.lock:
        _finished = run.loaded
    return _finished


def finished() -> Loaded | None:
    """What the last head start that was waited for got done; None if there was none."""
    return _finished


def usable_cpus() -> int:
    """How many CPUs this process may run on (its affinity, where the system tells)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _application_exists() -> bool:
    """Whether Qt may be using fontconfig already: a Q*Application exists. (A bundle's
    start-up may have loaded QtCore before the launcher runs; this module imports no Qt.)"""
    qtcore = sys.modules.get("PySide6.QtCore")
    return qtcore is not None and qtcore.QCoreApplication.instance() is not None


class _Native(NamedTuple):
    """The three calls of ``_ctypes`` used here."""

    dlopen: Callable[..., int]  # (name or None for the program, mode); holds the GIL
    dlsym: Callable[[int, str], int]
    call: Callable[[int, tuple[object, ...]], int]  # a C function, without the GIL

    def is_loaded(self, library: str) -> bool:
        try:
            self.dlopen(library, _RTLD_NOW | _RTLD_NOLOAD)
        except OSError:
            return False
        return True

    def set_up_fontconfig(self, fontconfig: str) -> bool:
        """``FcInit()``: fontconfig reads its configuration (Qt's call then finds it done)."""
        try:
            init = self.dlsym(self.dlopen(fontconfig, _RTLD_NOW), "FcInit")
        except OSError:
            return False
        return bool(self.call(init, ()))
