"""The app's log: a rotating file in the data folder, warnings on stderr, uncaught errors."""

from __future__ import annotations

import copy
import errno
import logging
import stat
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from scorpion_qt import __version__

if TYPE_CHECKING:
    from logging.handlers import RotatingFileHandler

log = logging.getLogger(__name__)

LOG_FILE = "scorpion-qt.log"
#: a few hundred KB a file, and two older ones: enough for a session or three, never a burden
MAX_BYTES = 300_000
BACKUPS = 2
FILE_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"
STDERR_FORMAT = "%(levelname)s %(name)s: %(message)s"
#: an attribute of the records of uncaught exceptions: their traceback goes to stderr too
UNCAUGHT = "uncaught"


class _LogFile(logging.Handler):
    """The log file's handler. It holds the start-up's records until the file opens, once
    the board is painted (the rotating file's module, with the pickle module it loads,
    would cost the first paint some 3 ms), then writes them and the rest there."""

    LIMIT = 1000  # a start-up logs a few; more would only be a loop gone wrong

    def __init__(self, data_dir: Path) -> None:
        super().__init__()
        self.data_dir = data_dir
        self.held: list[logging.LogRecord] = []
        self.file: RotatingFileHandler | None = None
        self.opened = False

    def emit(self, record: logging.LogRecord) -> None:
        if self.file is not None:
            self.file.handle(record)
        elif not self.opened and len(self.held) < self.LIMIT:
            self.held.append(record)

    def open(self) -> OSError | None:
        """Open the file (once) and write what was held into it; the error if it could
        not be opened."""
        from logging.handlers import RotatingFileHandler

        self.acquire()  # a store's thread may be logging meanwhile: held records first
        try:
            if self.opened:
                return None
            self.opened = True
            held, self.held = self.held, []
            try:
                self.data_dir.mkdir(parents=True, exist_ok=True)
                _regular_or_none(self.data_dir / LOG_FILE)
                to_file = RotatingFileHandler(
                    self.data_dir / LOG_FILE,
                    maxBytes=MAX_BYTES,
                    backupCount=BACKUPS,
                    encoding="utf-8",
                )
            except OSError as error:  # the folder is no folder, or cannot be written
                return error
            to_file.setFormatter(logging.Formatter(FILE_FORMAT))
            for record in held:
                to_file.handle(record)
            self.file = to_file
            return None
        finally:
            self.release()

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        super().close()


def _regular_or_none(path: Path) -> None:
    """Raises if ``path`` is there and is not a regular file: opening a FIFO to append
    would wait for a reader for ever, and a device is no place for a log."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "not a regular file", str(path))


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
        if isinstance(handler, _LogFile) and handler.file is not None:
            return Path(handler.file.baseFilename)
    return None


@contextmanager
def logging_to(data_dir: Path) -> Iterator[None]:
    """Log INFO and above to the rotating file ``LOG_FILE`` in ``data_dir`` (opened by
    ``open_log_file``, what came before it held until then) and WARNING and above on
    stderr, and log every uncaught exception, of any thread, with its traceback. Undone on
    exit, so that a test may run the app in its own process."""
    root = logging.getLogger()
    handlers: list[logging.Handler] = [_LogFile(data_dir)]
    if sys.stderr is not None:  # a GUI start on Windows has no stderr
        to_stderr = logging.StreamHandler(sys.stderr)
        to_stderr.setLevel(logging.WARNING)
        to_stderr.setFormatter(_StderrFormatter(with_tracebacks=False))
        handlers.append(to_stderr)
    level = root.level
    root.setLevel(logging.INFO)
    for handler in handlers:
        root.addHandler(handler)
    hooks = sys.excepthook, threading.excepthook
    sys.excepthook = _uncaught_hook(hooks[0])
    threading.excepthook = _uncaught_thread_hook(hooks[1])
    python = sys.version.split()[0]
    log.info(
        "Scorpion Qt %s, Python %s on %s; data folder %s",
        __version__,
        python,
        sys.platform,
        data_dir,
    )
    try:
        yield
    finally:
        open_log_file()  # what was held, should the app end before its board was painted
        sys.excepthook, threading.excepthook = hooks
        for handler in handlers:
            root.removeHandler(handler)
            handler.close()
        root.setLevel(level)


def open_log_file() -> Path | None:
    """Open the log file that ``logging_to`` set up and write into it what was logged
    before; the log file, None if there is none (no ``logging_to``, or a folder that cannot
    hold it: then stderr gets the tracebacks too). Once the board is painted; called
    again, it only answers."""
    root = logging.getLogger()
    log_files = [handler for handler in root.handlers if isinstance(handler, _LogFile)]
    if not log_files:
        return None
    trouble = log_files[0].open()
    if trouble is not None:
        for handler in root.handlers:
            if isinstance(handler.formatter, _StderrFormatter):
                handler.formatter.with_tracebacks = True
        log.warning("no log file in %s: %s", log_files[0].data_dir, trouble)
    return log_file()


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
