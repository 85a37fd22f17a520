"""Qt's own messages (of its plugins, its fonts, calls it refuses) routed into the log."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler, qVersion

log = logging.getLogger(__name__)

#: Qt's debug messages are shown only when its logging rules (QT_LOGGING_RULES) ask for them:
#: then they are wanted in the log, at INFO
LEVELS = {
    QtMsgType.QtDebugMsg: logging.INFO,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}
#: A platform without a window manager (offscreen: --smoke and the tests) says so when a
#: window is shown, raised or grabs the keyboard; nothing is wrong then: logged at INFO, not
#: printed on stderr as the warnings are
NO_WINDOW_MANAGER = re.compile(
    r"^This plugin does not support (propagateSizeHints\(\)|raise\(\)|grabbing the keyboard)$"
)


def logger_of(category: str | None) -> logging.Logger:
    """The logger of a Qt logging category: ``qt.qpa.xcb`` under its own name, Qt's
    uncategorised messages ("default") as ``qt``."""
    if not category or category == "default":
        return logging.getLogger("qt")
    return logging.getLogger(category if category.startswith("qt.") else f"qt.{category}")


@contextmanager
def qt_messages_logged() -> Iterator[None]:
    """Qt's messages go to the log while inside, and to the handler installed before, if
    it is one of Python's (a test's capture still sees them); Qt's own handler, which
    prints them on stderr, is replaced by the log's. Restored on exit."""

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        level = LEVELS.get(kind, logging.WARNING)
        if level == logging.WARNING and NO_WINDOW_MANAGER.match(message):
            level = logging.INFO
        logger_of(context.category).log(level, "%s", message)
        if before is not None:
            before(kind, context, message)

    before = qInstallMessageHandler(handler)
    log.info("Qt %s", qVersion())
    try:
        yield
    finally:
        qInstallMessageHandler(before)
