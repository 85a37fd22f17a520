"""Writing history rows to a CSV file (UTF-8, a header line, times in ISO 8601 UTC)."""

from __future__ import annotations

import csv
import dataclasses
import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from scorpion_qt.store.records import HistoryRow

log = logging.getLogger(__name__)


class ExportError(Exception):
    """The history could not be exported; ``str()`` says why, in English."""


class ExportCancelled(Exception):
    """The export was stopped before it was done (nothing was written)."""


#: rows written between two reports of progress
PROGRESS_EVERY = 1000
#: told how many rows are written so far; returns False to stop the export
Progress = Callable[[int], bool]


COLUMNS = tuple(field.name for field in dataclasses.fields(HistoryRow))


def write_csv(path: Path, rows: Iterable[HistoryRow], progress: Progress | None = None) -> int:
    """Write the rows; returns how many. The file is written whole or not at all: when
    ``progress`` (told every PROGRESS_EVERY rows) returns False, nothing is written and
    :class:`ExportCancelled` is raised."""
    partial = path.with_name(f"{path.name}.part")
    count = 0
    try:
        with partial.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(COLUMNS)
            for row in rows:
                writer.writerow(_cells(row))
                count += 1
                if progress is not None and count % PROGRESS_EVERY == 0 and not progress(count):
                    raise ExportCancelled(f"stopped after {count} games")
        partial.replace(path)
    finally:
        partial.unlink(missing_ok=True)
    log.info("exported %d games to %s", count, path)
    return count


def _cells(row: HistoryRow) -> list[str]:
    cells: list[str] = []
    for name in COLUMNS:
        value = getattr(row, name)
        if value is None:
            cells.append("")
        elif hasattr(value, "isoformat"):
            cells.append(value.isoformat())
        else:
            cells.append(str(value))
    return cells
