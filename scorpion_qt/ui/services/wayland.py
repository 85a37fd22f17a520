"""What Wayland does not let an app do with its windows, which it may do on X11: place them.

Under a Wayland compositor a top-level window has no position an app can set or read: the
compositor alone places it (Qt reports it at 0, 0 and ignores a move), and a window cannot
raise or activate itself; it can only ask for attention. Window code asks :func:`on_wayland`
before it places a window or restores a saved position, and keeps the size part only.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication


def on_wayland() -> bool:
    """True if the app runs on Qt's Wayland platform (``wayland``, ``wayland-egl``: the
    platform's name, which needs the QGuiApplication made)."""
    return QGuiApplication.platformName().startswith("wayland")
