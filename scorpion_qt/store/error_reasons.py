"""How an error of the database or its file maps to the reason a player is told: SQLite's
error names and messages, the operating system's error numbers, and SQLAlchemy's wrappers of
them; and the not-saving notice of an error."""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from sqlalchemy.exc import DBAPIError, IntegrityError, SQLAlchemyError

from scorpion_qt.store.failures import VALUE_ERRORS, Reason, WriteRefused, reason_text
from scorpion_qt.store.notices import Notice, not_saving_notice

#: What a failure of the database or its file looks like.
STORAGE_ERRORS = (SQLAlchemyError, sqlite3.Error, OSError)
#: Below this much free space, an input/output error is taken for a full disk (SQLite
#: reports some writes to a full disk as I/O errors: the WAL index, a short write).
LOW_SPACE = 1 << 20

#: SQLite error-name prefixes and their reasons.
_NAMES = (
    (("SQLITE_FULL",), Reason.DISK_FULL),
    (("SQLITE_IOERR",), Reason.DISK_ERROR),
    (("SQLITE_BUSY", "SQLITE_LOCKED"), Reason.IN_USE),
    (("SQLITE_CORRUPT", "SQLITE_NOTADB"), Reason.DAMAGED),
    (("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH"), Reason.CANNOT_WRITE),
    (("SQLITE_CONSTRAINT", "SQLITE_MISMATCH", "SQLITE_TOOBIG", "SQLITE_RANGE"), Reason.BAD_VALUE),
)
#: The same by message, for errors raised without an error name.
_MESSAGES = (
    ("database or disk is full", "SQLITE_FULL"),
    ("disk I/O error", "SQLITE_IOERR"),
    ("database is locked", "SQLITE_BUSY"),
    ("malformed", "SQLITE_CORRUPT"),
    ("not a database", "SQLITE_NOTADB"),
    ("no such table", "SQLITE_CORRUPT"),  # a schema the app cannot use is damage too
    ("no such column", "SQLITE_CORRUPT"),
    ("readonly database", "SQLITE_READONLY"),
    ("unable to open", "SQLITE_CANTOPEN"),
    ("constraint failed", "SQLITE_CONSTRAINT"),
)
_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})


def failure_reason(error: BaseException, folder: Path | None = None) -> Reason:
    """The reason for a failed write; ``folder`` (the data folder) is asked how much space
    is left when SQLite reports an input/output error."""
    if isinstance(error, WriteRefused):
        return error.reason
    if isinstance(error, IntegrityError):
        return Reason.BAD_VALUE
    cause = error.orig if isinstance(error, DBAPIError) else error
    if isinstance(cause, sqlite3.Error):
        reason = _sqlite_reason(cause)
    elif isinstance(cause, OSError):
        reason = _os_reason(cause)
    elif isinstance(cause, VALUE_ERRORS):
        reason = Reason.BAD_VALUE
    else:
        reason = Reason.FAILED
    if reason is Reason.DISK_ERROR and folder is not None and _low_on_space(folder):
        return Reason.DISK_FULL
    return reason


def describe_failure(error: BaseException, folder: Path | None) -> str:
    """A plain-English reason for a database or file failure."""
    reason = failure_reason(error, folder)
    text = reason_text(reason, folder)
    if reason is Reason.CANNOT_WRITE and isinstance(error, OSError) and error.strerror:
        return f"{text} ({error.strerror})"
    return text


def _sqlite_reason(cause: sqlite3.Error) -> Reason:
    name = getattr(cause, "sqlite_errorname", "") or ""
    message = str(cause)
    if not name or name == "SQLITE_ERROR":
        name = next((code for text, code in _MESSAGES if text in message), name)
    for prefixes, reason in _NAMES:
        if name.startswith(prefixes):
            return reason
    return Reason.FAILED


def _os_reason(cause: OSError) -> Reason:
    if cause.errno in _FULL_ERRNOS:
        return Reason.DISK_FULL
    return Reason.DISK_ERROR if cause.errno == errno.EIO else Reason.CANNOT_WRITE


def _low_on_space(folder: Path) -> bool:
    try:
        found = os.statvfs(folder)
    except (OSError, AttributeError):  # no statvfs on Windows
        return False
    return found.f_bavail * found.f_frsize < LOW_SPACE


def failure_notice(error: BaseException, path: Path) -> Notice:
    """The not-saving notice for an error writing the database at ``path``."""
    folder = path.parent
    cause = error.orig if isinstance(error, DBAPIError) else error
    number = cause.errno if isinstance(cause, OSError) else None
    reason = failure_reason(error, folder)
    return not_saving_notice(reason, path, describe_failure(error, folder), number)
