"""Fontconfig's set-up, started on a second thread while the app's modules load.

On Linux and the BSDs Qt takes the system's fonts from fontconfig, which at its first use
reads its configuration (a few dozen XML files) and its caches: some 4 ms on a bare
system, much more on a desktop with many fonts, spent on the main thread when the first
widget measures text. That first step, ``FcInit()``, needs nothing from Qt or Python, so
:func:`start` runs it on a thread of its own while the main thread imports the window's
modules, and :func:`wait` makes sure it is done before the QApplication is made. When it
has finished, Qt's own ``FcInit()`` finds the configuration loaded and returns at once;
fontconfig is never used from two threads at the same time.

A Python thread runs in parallel only while it has released the GIL, which a foreign
function call through ``_ctypes`` does; the public ``ctypes`` package would cost more to
import than the thread saves (about 1.5 ms). If anything here is missing (no fontconfig,
another platform, another Python), nothing is started and Qt sets fontconfig up itself.
"""

from __future__ import annotations

import _thread
import sys

from PySide6.QtCore import QCoreApplication

#: fontconfig's library, as Qt links it
LIBRARY = "libfontconfig.so.1"
#: platforms where Qt does not use fontconfig
OTHER_FONT_SYSTEMS = ("win32", "darwin", "cygwin")
_RTLD_NOW = 2


class _Setup:
    """One set-up: the thread holds ``lock`` until ``FcInit()`` has returned."""

    def __init__(self) -> None:
        self.lock = _thread.allocate_lock()
        self.loaded = False  # True once FcInit() has answered that it loaded


_running: _Setup | None = None


def start(library: str = LIBRARY, platform: str = sys.platform) -> bool:
    """Start ``FcInit()`` on a second thread; False when it cannot be started (another
    platform, no fontconfig) or need not be (a QApplication exists, so Qt may already be
    using fontconfig)."""
    global _running  # noqa: PLW0603 - fontconfig's configuration is one per process too
    if _running is not None or platform in OTHER_FONT_SYSTEMS:
        return False
    if QCoreApplication.instance() is not None:
        return False
    try:
        import _ctypes

        handle = _ctypes.dlopen(library, _RTLD_NOW)
        function = _ctypes.dlsym(handle, "FcInit")
        call = _ctypes.call_function
    except (ImportError, OSError, AttributeError):
        return False
    setup = _Setup()
    setup.lock.acquire()

    def run() -> None:
        try:
            setup.loaded = bool(call(function, ()))
        finally:
            setup.lock.release()

    try:
        _thread.start_new_thread(run, ())
    except RuntimeError:  # no thread can be started
        setup.lock.release()
        return False
    _running = setup
    return True


def wait() -> bool | None:
    """Wait (without holding the GIL) for a set-up :func:`start` began. Its answer: True
    when fontconfig loaded its configuration, False when it failed (Qt then tries again
    itself), None when none was started."""
    global _running
    setup, _running = _running, None
    if setup is None:
        return None
    with setup.lock:
        return setup.loaded
