"""Writing history rows to a CSV file (UTF-8, a header line, moments in ISO 8601 UTC, the
active time of a game as h:mm:ss).

The file is written whole or not at all: rows go to a temporary file beside the target,
which then replaces it. A symbolic link is followed (the file it points to is replaced
and the link stays); a target that is not a plain file (a named pipe, a device, a folder)
is refused rather than replaced.
"""

from __future__ import annotations

import csv
import dataclasses
import errno
import logging
import os
import secrets
import stat
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TextIO

from scorpion_qt.store.records import HistoryRow

log = logging.getLogger(__name__)


class ExportError(Exception):
    """The history could not be exported; ``str()`` says why, in English, naming the file."""


class ExportCancelled(Exception):
    """The export was stopped before it was done (nothing was written)."""


#: rows written between two reports of progress
PROGRESS_EVERY = 1000
#: told how many rows are written so far; returns False to stop the export
Progress = Callable[[int], bool]


#: The history row's fields a CSV file leaves out (what its analysis found is written as
#: two columns of its own, after the grade: see :data:`ANALYSIS_COLUMNS`).
ANALYSIS_FIELDS = frozenset({"winnable", "turning_point", "analysed", "analysis_complete"})
#: The CSV's name for a field, where it differs: the active time is written as h:mm:ss.
RENAMED = {"elapsed_seconds": "elapsed"}
#: What the game's analysis found: whether the deal was winnable from the start ("yes",
#: "no", "unknown" when the analysis ran out of budget first) and the turning point (the
#: number, from 1, of the move that lost a winnable game); empty when not known.
ANALYSIS_COLUMNS = ("winnable", "turning_point")
_FIELDS = tuple(
    field.name for field in dataclasses.fields(HistoryRow) if field.name not in ANALYSIS_FIELDS
)
_AFTER = _FIELDS.index("grade") + 1
COLUMNS = (
    *(RENAMED.get(name, name) for name in _FIELDS[:_AFTER]),
    *ANALYSIS_COLUMNS,
    *(RENAMED.get(name, name) for name in _FIELDS[_AFTER:]),
)

#: What an error number means for a file being written, in plain English.
_OS_REASONS = {
    errno.ENOENT: "its folder does not exist",
    errno.ENOTDIR: "its folder does not exist",
    errno.EACCES: "permission was denied",
    errno.EPERM: "permission was denied",
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk is full",
    errno.EROFS: "the disk is read-only",
    errno.EISDIR: "it is a folder",
    errno.ELOOP: "its symbolic links go round in a circle",
    errno.ENAMETOOLONG: "its name is too long",
}


def export_error(target: Path, error: BaseException) -> ExportError:
    """The error to raise when exporting to ``target`` failed with ``error``."""
    if isinstance(error, OSError):
        reason = _OS_REASONS.get(error.errno or 0) or (error.strerror or str(error)).lower()
    else:
        reason = "the history could not be read from the game database"
    return ExportError(f"cannot export to {target}: {reason}")


def write_csv(path: Path, rows: Iterable[HistoryRow], progress: Progress | None = None) -> int:
    """Write the rows to ``path``; returns how many. When ``progress`` (told every
    PROGRESS_EVERY rows) returns False, nothing is written and :class:`ExportCancelled`
    is raised. Raises :class:`ExportError` for a target that is not a plain file and
    ``OSError`` when writing fails (``path`` is left as it was in both cases)."""
    target = destination(path)
    partial, handle = open_partial(target)
    count = 0
    try:
        with handle:
            writer = csv.writer(handle)
            writer.writerow(COLUMNS)
            for row in rows:
                writer.writerow(_cells(row))
                count += 1
                if progress is not None and count % PROGRESS_EVERY == 0 and not progress(count):
                    raise ExportCancelled(f"stopped after {count} games")
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    log.info("exported %d games to %s", count, target)
    return count


def destination(path: Path) -> Path:
    """The file to replace: ``path`` with its symbolic links followed; refused (an
    :class:`ExportError`) if something other than a plain file is there."""
    target = Path(os.path.realpath(path))
    try:
        found = os.stat(target)
    except FileNotFoundError:
        return target
    except OSError as error:
        raise export_error(path, error) from error
    if not stat.S_ISREG(found.st_mode):
        kind = "a folder" if stat.S_ISDIR(found.st_mode) else "not a plain file"
        raise ExportError(f"cannot export to {path}: it is {kind}, so it was left alone")
    return target


def open_partial(target: Path) -> tuple[Path, TextIO]:
    """A new temporary file beside ``target`` (never an existing one), with the target's
    permissions if it exists (else the usual ones for a new file)."""
    while True:
        partial = target.with_name(f".{target.name}.{secrets.token_hex(4)}.part")
        try:
            descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        break
    try:
        if target.exists():
            os.chmod(partial, stat.S_IMODE(os.stat(target).st_mode))
        return partial, open(descriptor, "w", encoding="utf-8", newline="")
    except BaseException:
        os.close(descriptor)
        partial.unlink(missing_ok=True)
        raise


def hours_minutes_seconds(seconds: float) -> str:
    """A duration as h:mm:ss (whole seconds, rounded down; hours past 24 go on)."""
    minutes, second = divmod(max(int(seconds), 0), 60)
    hours, minute = divmod(minutes, 60)
    return f"{hours}:{minute:02d}:{second:02d}"


def winnable_cell(row: HistoryRow) -> str:
    if not row.analysed:
        return ""
    if row.winnable is None:
        return "unknown"
    return "yes" if row.winnable else "no"


def turning_point_cell(row: HistoryRow) -> str:
    return "" if row.turning_point is None else str(row.turning_point + 1)


def _cells(row: HistoryRow) -> list[str]:
    cells: list[str] = []
    for name in _FIELDS:
        value = getattr(row, name)
        if name == "elapsed_seconds":
            cells.append(hours_minutes_seconds(value))
        elif value is None:
            cells.append("")
        elif hasattr(value, "isoformat"):
            cells.append(value.isoformat())
        else:
            cells.append(str(value))
    cells[_AFTER:_AFTER] = [winnable_cell(row), turning_point_cell(row)]
    return cells
