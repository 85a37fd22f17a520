"""Why a write did not take effect: the reasons a player is told, how an error maps to one,
and whether the cause can go away by itself (so that saving is tried again)."""

from __future__ import annotations

import enum
import errno
import logging
import os
import sqlite3
from pathlib import Path

from sqlalchemy.exc import DBAPIError, IntegrityError, SQLAlchemyError

log = logging.getLogger(__name__)

#: What a failure of the database or its file looks like.
STORAGE_ERRORS = (SQLAlchemyError, sqlite3.Error, OSError)
#: What a value the database cannot hold raises at its edge (a score past 2**63, say) or a
#: value a row should not hold raises when it is read back.
VALUE_ERRORS = (OverflowError, ValueError, TypeError)
#: Below this much free space, an input/output error is taken for a full disk (SQLite
#: reports some writes to a full disk as I/O errors: the WAL index, a short write).
LOW_SPACE = 1 << 20


class Reason(enum.StrEnum):
    """Why games are not being saved, as the player is told (the UI words each one)."""

    DISK_FULL = "disk_full"
    DISK_ERROR = "disk_error"
    IN_USE = "in_use"
    CANNOT_WRITE = "cannot_write"  # the data folder or the file cannot be written
    DAMAGED = "damaged"  # the file is damaged (the next start-up sets it aside)
    CHANGED_ELSEWHERE = "changed_elsewhere"  # another copy of the app changed the game
    BAD_VALUE = "bad_value"  # a value the database cannot hold
    FAILED = "failed"  # anything else; the log has the details


#: The reason in plain English ({where}: the data folder); the UI has its own translations.
REASON_TEXTS = {
    Reason.DISK_FULL: "the disk is full",
    Reason.DISK_ERROR: "the disk reported an input/output error",
    Reason.IN_USE: "the database is in use by another program (is Scorpion Qt open twice?)",
    Reason.CANNOT_WRITE: "{where} cannot be written",
    Reason.DAMAGED: "the database file is damaged",
    Reason.CHANGED_ELSEWHERE: "this game was changed by another copy of Scorpion Qt",
    Reason.BAD_VALUE: "a value of the game could not be stored",
    Reason.FAILED: "the database failed",
}
#: Causes that do not go away while the app runs: saving is not tried again.
LASTING = frozenset({Reason.DAMAGED, Reason.CHANGED_ELSEWHERE})


class WriteRefused(Exception):
    """A write matched no row, or not the row the store expected: it did not take effect."""

    reason = Reason.FAILED


class GameChanged(WriteRefused):
    """The game's row is not as this store left it: another copy of the app finished it,
    deleted it or recorded other moves in it."""

    reason = Reason.CHANGED_ELSEWHERE

    def __init__(self, game_id: int, what: str = "is no longer the game this copy was saving"):
        super().__init__(f"game {game_id} {what}")


class RowMissing(WriteRefused):
    """A row that every game has is not there: the database is not consistent."""

    reason = Reason.DAMAGED


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


def reason_text(reason: Reason, folder: Path | None) -> str:
    where = f"the data folder {folder}" if folder is not None else "the data folder"
    return REASON_TEXTS[reason].format(where=where)


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
