"""Fitting the main window on the screen it opens on, its title bar and frame included."""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtWidgets import QWidget

from scorpion_qt.ui.services.wayland import on_wayland

#: the window's size at its first start, where the screen has room for it
FIRST_SIZE = QSize(1000, 760)
#: the room kept for the title bar and borders a window manager adds, before the window is
#: shown and its frame known: a title bar of 30 to 40 px on the common desktops, thin borders
FRAME_ALLOWANCE = QMargins(8, 40, 8, 8)
NO_FRAME = QMargins()
#: on Wayland, where no protocol tells an app the desktop's panels (Qt's available area is
#: the whole output), a new window keeps room for one too: GNOME's top bar is 32 px high,
#: Plasma's panel 44, Weston's 32
PANEL_ALLOWANCE = QMargins(0, 48, 0, 0)


def fitted(frame: QRect, margins: QMargins, available: QRect, minimum: QSize) -> QRect:
    """The window's frame rectangle ``frame`` (title bar and borders ``margins`` around its
    contents) shrunk, then moved, to lie inside ``available``; its contents no smaller
    than ``minimum``. On a screen too small even for that, the frame's top-left corner,
    where the title bar is, stays on the screen."""
    extra = QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
    width = max(minimum.width(), min(frame.width(), available.width()) - extra.width())
    height = max(minimum.height(), min(frame.height(), available.height()) - extra.height())
    size = QSize(width, height) + extra
    right, bottom = available.x() + available.width(), available.y() + available.height()
    x = max(available.x(), min(frame.x(), right - size.width()))
    y = max(available.y(), min(frame.y(), bottom - size.height()))
    return QRect(x, y, size.width(), size.height())


def frame_margins(window: QWidget) -> QMargins:
    """The title bar and borders around a shown window (none before it is shown)."""
    frame, inside = window.frameGeometry(), window.geometry()
    return QMargins(
        inside.left() - frame.left(),
        inside.top() - frame.top(),
        frame.right() - inside.right(),
        frame.bottom() - inside.bottom(),
    )


def fit_on_screen(window: QWidget, margins: QMargins, place: bool = True) -> bool:
    """Shrink ``window`` to fit, with ``margins`` around it, on its screen's available
    area (without the desktop's panels), and where ``place`` move it inside it too (a new
    window is left to the window manager to place; on Wayland every window is: an app
    cannot place one there). A maximized or full-screen window is left alone. True if it
    was changed."""
    place = place and not on_wayland()
    screen = window.screen()
    available = screen.availableGeometry() if screen is not None else QRect()
    if available.isEmpty() or window.isMaximized() or window.isFullScreen():
        return False
    size = window.size()
    frame = QRect(window.pos(), size.grownBy(margins))  # pos() is the frame's corner
    fit = fitted(frame, margins, available, window.minimumSizeHint())
    contents = fit.size().shrunkBy(margins)
    changed = contents != size or (place and fit.topLeft() != frame.topLeft())
    if place and fit.topLeft() != frame.topLeft():
        window.move(fit.topLeft())
    if contents != size:
        window.resize(contents)
    return changed


def fit_first_size(window: QWidget, geometry: bytes | None) -> QSize:
    """The saved geometry, or the first start's size, within the screen's room (Qt
    declines a geometry saved on a screen of another size: the first size, then). The
    size it fitted, for :func:`fit_frame_on_screen`."""
    if geometry is not None and window.restoreGeometry(geometry):
        if on_wayland():  # its size and state, not its place: the compositor places it
            window.move(0, 0)  # where a new window starts (not shown: nothing is sent)
            window.setAttribute(QtCore.Qt.WidgetAttribute.WA_Moved, False)
        fit_on_screen(window, NO_FRAME)  # Qt's restore keeps room for the saved title bar
    else:  # placed by the window manager, with room for the title bar it will add
        window.resize(FIRST_SIZE)
        room = FRAME_ALLOWANCE + PANEL_ALLOWANCE if panels_unknown(window) else FRAME_ALLOWANCE
        fit_on_screen(window, room, place=False)
    return window.size()


def panels_unknown(window: QWidget) -> bool:
    """True on Wayland where Qt's available area is the whole screen: the panels there are
    the compositor's, and unknown to the app."""
    screen = window.screen()
    return screen is not None and on_wayland() and screen.availableGeometry() == screen.geometry()


def fit_frame_on_screen(window: QWidget, fitted_size: QSize) -> None:
    """Once on screen, with the window manager's own frame: the window fits inside the
    screen, title bar and all. Not if it was resized since it was fitted (to
    ``fitted_size``: by a test, a script, or the window manager, which then fitted it
    itself)."""
    if window.size() == fitted_size:
        fit_on_screen(window, frame_margins(window))
