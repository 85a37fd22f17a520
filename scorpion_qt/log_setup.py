"""The app's log: a rotating file in the data folder, warnings on stderr, uncaught errors."""

from __future__ import annotations

import copy
import logging
import logging.handlers
import platform
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType

from scorpion_qt import __version__

log = logging.getLogger(__name__)

LOG_FILE = "scorpion-qt.log"
#: a few hundred KB a file, and two older ones: enough for a session or three, never a burden
MAX_BYTES = 300_000
BACKUPS = 2
FILE_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"
STDERR_FORMAT = "%(levelname)s %(name)s: %(message)s"
#: an attribute of the records of uncaught exceptions: their traceback goes to stderr too
UNCAUGHT = "uncaught"


class _AppFileHandler(logging.handlers.RotatingFileHandler):
    """The log file's handler, told apart from any other a host process may have."""


class _StderrFormatter(logging.Formatter):
    """One line a condition on stderr: a handled one's traceback is for the log file (a
    player runs no terminal, and a developer finds it there), an uncaught one's is shown."""

    def __init__(self, with_tracebacks: bool) -> None:
        super().__init__(STDERR_FORMAT)
        self.with_tracebacks = with_tracebacks

    def format(self, record: logging.LogRecord) -> str:
        if self.with_tracebacks or getattr(record, UNCAUGHT, False) or not record.exc_info:
            return super().format(record)
        # a copy: the file's handler formats the same record, with its traceback
        short = copy.copy(record)
        short.exc_info, short.exc_text, short.stack_info = None, None, None
        return f"{super().format(short)} (traceback in the log file)"


def log_file() -> Path | None:
    """The log file being written, None when there is none (the folder cannot be written,
    or logging has not started)."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, _AppFileHandler):
            return Path(handler.baseFilename)
    return None


@contextmanager
def logging_to(data_dir: Path) -> Iterator[Path | None]:
    """Log INFO and above to the rotating file ``LOG_FILE`` in ``data_dir`` and WARNING and
    above on stderr, and log every uncaught exception, of any thread, with its traceback;
    yields the log file (None when the folder cannot hold it: stderr then has it all).
    Undone on exit, so that a test may run the app in its own process."""
    root = logging.getLogger()
    file_handler, trouble = _file_handler(data_dir)
    handlers: list[logging.Handler] = [] if file_handler is None else [file_handler]
    if sys.stderr is not None:  # a GUI start on Windows has no stderr
        to_stderr = logging.StreamHandler(sys.stderr)
        to_stderr.setLevel(logging.WARNING)
        to_stderr.setFormatter(_StderrFormatter(with_tracebacks=file_handler is None))
        handlers.append(to_stderr)
    level = root.level
    root.setLevel(logging.INFO)
    for handler in handlers:
        root.addHandler(handler)
    hooks = sys.excepthook, threading.excepthook
    sys.excepthook = _uncaught_hook(hooks[0])
    threading.excepthook = _uncaught_thread_hook(hooks[1])
    log.info(
        "Scorpion Qt %s, Python %s on %s; data folder %s",
        __version__,
        platform.python_version(),
        platform.platform(),
        data_dir,
    )
    if trouble is not None:
        log.warning("no log file in %s: %s", data_dir, trouble)
    try:
        yield None if file_handler is None else Path(file_handler.baseFilename)
    finally:
        log.info("the end")
        sys.excepthook, threading.excepthook = hooks
        for handler in handlers:
            root.removeHandler(handler)
            handler.close()
        root.setLevel(level)


def _file_handler(data_dir: Path) -> tuple[_AppFileHandler | None, OSError | None]:
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        handler = _AppFileHandler(
            data_dir / LOG_FILE, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as error:  # the folder is no folder, or cannot be written
        return None, error
    handler.setFormatter(logging.Formatter(FILE_FORMAT))
    return handler, None


ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def _uncaught_hook(before: ExceptHook) -> ExceptHook:
    """Logs the exception that nothing caught (PySide6 hands those of slots and event
    handlers here too), then hands it to a hook set before ours, unless that is Python's
    own, which would print the traceback on stderr a second time."""

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        log.error("uncaught exception", exc_info=(kind, error, trace), extra={UNCAUGHT: True})
        if before is not sys.__excepthook__:
            before(kind, error, trace)

    return hook


ThreadHook = Callable[[threading.ExceptHookArgs], object]


def _uncaught_thread_hook(before: ThreadHook) -> ThreadHook:
    """As ``_uncaught_hook``, for an exception that ends a Python thread."""

    def hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:  # ends the thread quietly, as Python's own hook does
            return
        name = args.thread.name if args.thread is not None else "a thread"
        log.error(
            "uncaught exception in %s",
            name,
            exc_info=(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback),
            extra={UNCAUGHT: True},
        )
        if before is not threading.__excepthook__:
            before(args)

    return hook
