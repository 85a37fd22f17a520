"""What the store tells the UI: its saving status and a notice for the user, in plain values."""

from __future__ import annotations

import enum
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.exc import DBAPIError


class StoreStatus(enum.StrEnum):
    """Whether games are being saved."""

    SAVING = "saving"
    READ_ONLY = "read_only"  # a newer app's database: read, never written
    NOT_SAVING = "not_saving"  # no usable database: the game is playable, nothing is kept


class NoticeKind(enum.StrEnum):
    """Why the user is being told something (the UI may word it itself)."""

    DAMAGED_FILE_MOVED = "damaged_file_moved"
    NEWER_DATABASE = "newer_database"
    NOT_SAVING = "not_saving"


@dataclass(frozen=True, slots=True)
class Notice:
    """A message for the user; ``path`` is the file it is about, if any."""

    kind: NoticeKind
    message: str
    path: Path | None = None


def moved_notice(moved_to: Path) -> Notice:
    return Notice(
        NoticeKind.DAMAGED_FILE_MOVED,
        "The game database could not be read, so a new one was started. "
        f"The old file was kept as {moved_to}.",
        moved_to,
    )


def newer_notice(path: Path) -> Notice:
    return Notice(
        NoticeKind.NEWER_DATABASE,
        f"The game database {path} comes from a newer version of Scorpion Qt. "
        "This version will not change it, so games are not being saved; "
        "update Scorpion Qt to keep saving them.",
        path,
    )


def not_saving_notice(reason: str, path: Path | None) -> Notice:
    return Notice(
        NoticeKind.NOT_SAVING,
        f"Games are not being saved: {reason}. You can keep playing.",
        path,
    )


#: SQLite error-name prefixes and what they mean to the user ({where}: the data folder).
_REASONS = (
    (("SQLITE_FULL",), "the disk is full"),
    (("SQLITE_IOERR",), "the disk reported an input/output error"),
    (
        ("SQLITE_BUSY", "SQLITE_LOCKED"),
        "the database is in use by another program (is Scorpion Qt open twice?)",
    ),
    (("SQLITE_CORRUPT", "SQLITE_NOTADB"), "the database file is damaged"),
    (("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM"), "{where} cannot be written"),
)
#: The same by message, for errors raised without an error name.
_MESSAGES = (
    ("database or disk is full", "SQLITE_FULL"),
    ("disk I/O error", "SQLITE_IOERR"),
    ("database is locked", "SQLITE_BUSY"),
    ("malformed", "SQLITE_CORRUPT"),
    ("not a database", "SQLITE_NOTADB"),
    ("readonly database", "SQLITE_READONLY"),
    ("unable to open", "SQLITE_CANTOPEN"),
)


def describe_failure(error: BaseException, folder: Path | None) -> str:
    """A plain-English reason for a database or file failure."""
    cause = error.orig if isinstance(error, DBAPIError) else error
    where = f"the data folder {folder}" if folder is not None else "the data folder"
    if isinstance(cause, sqlite3.Error):
        name = getattr(cause, "sqlite_errorname", "") or next(
            (code for text, code in _MESSAGES if text in str(cause)), ""
        )
        for prefixes, reason in _REASONS:
            if name.startswith(prefixes):
                return reason.format(where=where)
    elif isinstance(cause, OSError):
        return f"{where} cannot be written ({cause.strerror or cause})"
    return f"the database failed ({cause})"
