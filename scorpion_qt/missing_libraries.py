"""Why Qt could not be loaded: the system libraries it needs that this system lacks.

The one-folder bundle (and PySide6's wheels) carry Qt but leave the desktop's own libraries
(GLib, OpenGL, fontconfig, X11, xcb, Wayland, ...) to the system, as the .deb does through
its Depends. Without them, the first import of PySide6 fails in the dynamic loader with an
ImportError such as ``libglib-2.0.so.0: cannot open shared object file``; :func:`explain`
turns it into one line naming every library of :data:`SYSTEM_LIBRARIES` that cannot be
loaded here, with its Debian package. It runs only once Qt has failed to load: the app
imports it inside ``except ImportError`` (scorpion_qt.app), and it uses no Qt.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable

#: The system libraries (by soname) that the app's Qt (its modules, and the xcb, Wayland and
#: offscreen platform plugins) and Python's sqlite3 and ssl load and that a minimal Debian 12
#: lacks, with the Debian package of each. The packages are those of packaging/deb_package.py
#: (tests/test_missing_libraries.py compares), and the list holds every library of the bundle
#: that a bare Debian 12 root does not have (tests/packaging/test_clean_root.py checks).
#: The C library, the C++ runtime, zlib and the like are left out: every system has them.
SYSTEM_LIBRARIES: tuple[tuple[str, str], ...] = (
    # QtCore and QtGui
    ("libglib-2.0.so.0", "libglib2.0-0"),
    ("libgthread-2.0.so.0", "libglib2.0-0"),
    ("libEGL.so.1", "libegl1"),
    ("libGL.so.1", "libgl1"),
    ("libfontconfig.so.1", "libfontconfig1"),
    ("libfreetype.so.6", "libfreetype6"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libX11.so.6", "libx11-6"),
    ("libdbus-1.so.3", "libdbus-1-3"),
    # QtNetwork (the single-instance guard's local sockets)
    ("libgssapi_krb5.so.2", "libgssapi-krb5-2"),
    ("libbrotlicommon.so.1", "libbrotli1"),
    ("libbrotlidec.so.1", "libbrotli1"),
    # Python: the saved games (sqlite3), hashlib and ssl
    ("libsqlite3.so.0", "libsqlite3-0"),
    ("libcrypto.so.3", "libssl3"),
    ("libssl.so.3", "libssl3"),
    # the xcb platform plugin: a window on X11
    ("libxcb.so.1", "libxcb1"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-glx.so.0", "libxcb-glx0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-render.so.0", "libxcb-render0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    # the Wayland platform plugin
    ("libwayland-client.so.0", "libwayland-client0"),
    ("libwayland-cursor.so.0", "libwayland-cursor0"),
    ("libwayland-egl.so.1", "libwayland-egl1"),
)

#: Libraries of the bundle that the app loads only when asked, and does without: they are not
#: named at start-up (tests/packaging/test_clean_root.py leaves them out too).
OPTIONAL_LIBRARIES: tuple[tuple[str, str], ...] = (
    # QtMultimedia (the sounds, imported once sound is switched on; without it, silence)
    ("libpulse.so.0", "libpulse0"),
)

PREFIX = "scorpion-qt: cannot start: missing system libraries: "
ADVICE = " — install them with your package manager"

# what glibc's loader says of a library it cannot find (dlerror)
_NOT_FOUND = re.compile(r"([\w.+-]+\.so(?:\.\d+)*): cannot open shared object file")


def missing(names: Iterable[str]) -> list[str]:
    """The libraries of ``names`` that the dynamic loader cannot load, in their order.
    Raises ImportError when ctypes cannot load (its libffi is a system library too)."""
    import ctypes  # noqa: PLC0415 (only once Qt has failed to load)

    absent = []
    for name in names:
        try:
            ctypes.CDLL(name)
        except OSError:
            absent.append(name)
    return absent


def explain(error: ImportError) -> str | None:
    """One line naming the system libraries that are missing, when ``error`` is the loader's
    failure to find a shared library on Linux; None for any other import error, or when
    nothing is missing after all (the error is then not ours to explain)."""
    if not sys.platform.startswith("linux"):
        return None
    found = _NOT_FOUND.search(str(error))
    if found is None:
        return None
    packages = dict(SYSTEM_LIBRARIES)
    names = list(packages)
    if found[1] not in packages:  # the library the loader named comes first
        names.insert(0, found[1])
    try:
        absent = missing(names)
    except ImportError:  # nothing can be tried: the loader's word for it
        absent = [found[1]]
    if not absent:  # all load: the error has another cause
        return None
    listed = ", ".join(f"{n} ({packages[n]})" if n in packages else n for n in absent)
    return PREFIX + listed + ADVICE
