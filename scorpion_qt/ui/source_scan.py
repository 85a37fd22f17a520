"""PySide6's check of every later import, made cheap and giving the same answers.

Once PySide6 is imported, it replaces Python's ``__import__`` and asks of every module
imported afterwards whether its source mentions "PySide6" (for ``from __feature__ import``).
It asks through ``inspect.getsource``, which reads the file through ``linecache``, and
``linecache`` then keeps every line of every module for the life of the process: loading
SQLAlchemy behind the shown board cost about 55 ms more and 12 MB that stayed resident, and
our own modules about 10 ms of the start-up.

:func:`install` swaps that check for one that reads the file's bytes once and keeps
nothing. Anything but a plain ``.py`` file goes to PySide6's own check. If PySide6 no longer
has the check, nothing is changed.

Upstream: the check is ``_mod_uses_pyside`` in pyside-setup's
``sources/shiboken6/shibokenmodule/files.dir/shibokensupport/feature.py``. No report of its
cost was found in Qt's tracker (bugreports.qt.io, project PYSIDE) when this was written;
one there, naming ``inspect.getsource`` and ``linecache``, is what would retire this module.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401 - installs the check this module replaces

_CHECK = "_mod_uses_pyside"
_PYSIDE = b"PySide6"


def _check_module() -> ModuleType | None:
    return sys.modules.get("shibokensupport.feature")


def mentions_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """Whether the source of ``module`` contains "PySide6", as PySide6's check answers."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return fallback(module)
    try:
        with open(path, "rb") as source:
            return _PYSIDE in source.read()
    except OSError:
        return False  # inspect.getsource raises OSError, which PySide6 takes as False


def install() -> bool:
    """Use :func:`mentions_pyside` for PySide6's check; True if it is in place."""
    feature = _check_module()
    original = getattr(feature, _CHECK, None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "fallback", None) is not None:
        return True  # already installed

    def check(module: ModuleType) -> bool:
        return mentions_pyside(module, original)

    check.fallback = original  # type: ignore[attr-defined]
    setattr(feature, _CHECK, check)
    return True


def original_check() -> Callable[[ModuleType], bool] | None:
    """PySide6's own check (for tests), whether or not :func:`install` replaced it."""
    current = getattr(_check_module(), _CHECK, None)
    return getattr(current, "fallback", current)
