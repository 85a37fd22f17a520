"""Why a write did not take effect: the reasons a player is told, and whether the cause can
go away by itself (so that saving is tried again). Plain values, no SQLAlchemy: how an error
maps to a reason is :mod:`~scorpion_qt.store.error_reasons`'."""

from __future__ import annotations

import enum
from pathlib import Path

#: What a value the database cannot hold raises at its edge (a score past 2**63, say) or a
#: value a row should not hold raises when it is read back.
VALUE_ERRORS = (OverflowError, ValueError, TypeError)


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


def reason_text(reason: Reason, folder: Path | None) -> str:
    where = f"the data folder {folder}" if folder is not None else "the data folder"
    return REASON_TEXTS[reason].format(where=where)
