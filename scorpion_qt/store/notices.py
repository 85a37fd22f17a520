"""What the store tells the UI: its saving status and a notice for the user, in plain values.

A notice carries its kind and the plain values the UI words it with (the file, the reason,
a count); ``message`` is the same in English, for logs and for callers without a UI.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path

from scorpion_qt.store.failures import Reason, reason_text


class StoreStatus(enum.StrEnum):
    """Whether games are being saved."""

    SAVING = "saving"
    READ_ONLY = "read_only"  # a newer app's database: read, never written
    NOT_SAVING = "not_saving"  # no usable database: the game is playable, nothing is kept


class NoticeKind(enum.StrEnum):
    """Why the user is being told something (the UI words it itself)."""

    DAMAGED_FILE_MOVED = "damaged_file_moved"  # not a game database: set aside, a new one
    DAMAGED_FILE_SALVAGED = "damaged_file_salvaged"  # damaged: set aside, games recovered
    NEWER_DATABASE = "newer_database"
    NOT_SAVING = "not_saving"
    SAVING_RESUMED = "saving_resumed"  # the cause went away: what was not saved now is
    GAME_DAMAGED = "game_damaged"  # the game in progress no longer replays: kept as damaged
    STRAY_LOG = "stray_log"  # a log that damages a sound file: set aside, not applied
    DAMAGED_LOG = "damaged_log"  # the file's own log, partly unreadable: a copy kept
    LONE_LOG = "lone_log"  # a log with no database beside it: set aside


@dataclass(frozen=True, slots=True)
class Notice:
    """A message for the user; ``path`` is the file it is about, if any; ``reason`` why
    games are not being saved; ``count`` the games recovered from a damaged file;
    ``error_number`` the operating system's error (``errno``) behind the reason, if any."""

    kind: NoticeKind
    message: str
    path: Path | None = None
    reason: Reason | None = None
    count: int | None = None
    error_number: int | None = None


def moved_notice(moved_to: Path) -> Notice:
    return Notice(
        NoticeKind.DAMAGED_FILE_MOVED,
        "The game database could not be read, so a new one was started. "
        f"The old file was kept as {moved_to}.",
        moved_to,
    )


def salvaged_notice(moved_to: Path, games: int) -> Notice:
    return Notice(
        NoticeKind.DAMAGED_FILE_SALVAGED,
        f"The game database was damaged, so a new one was started with the {games} games "
        f"that could still be read. The damaged file was kept as {moved_to}.",
        moved_to,
        count=games,
    )


def newer_notice(path: Path) -> Notice:
    return Notice(
        NoticeKind.NEWER_DATABASE,
        f"The game database {path} comes from a newer version of Scorpion Qt. "
        "This version will not change it, so games are not being saved; "
        "update Scorpion Qt to keep saving them.",
        path,
    )


def not_saving_notice(
    reason: Reason, path: Path | None, detail: str | None = None, error_number: int | None = None
) -> Notice:
    """``detail``: the English reason when it says more than the reason's own text;
    ``error_number``: the operating system's error behind it."""
    folder = path.parent if path is not None else None
    text = detail or reason_text(reason, folder)
    return Notice(
        NoticeKind.NOT_SAVING,
        f"Games are not being saved: {text}. You can keep playing.",
        path,
        reason,
        error_number=error_number,
    )


def resumed_notice(path: Path) -> Notice:
    return Notice(
        NoticeKind.SAVING_RESUMED,
        "Games are being saved again, and what was played meanwhile is saved too.",
        path,
    )


def game_damaged_notice(path: Path) -> Notice:
    return Notice(
        NoticeKind.GAME_DAMAGED,
        "The game in progress could not be restored: its saved moves are damaged. "
        "It is kept in the history as damaged, and a new game was started.",
        path,
    )
