"""Writing history rows to a CSV file (UTF-8, a header line, times in ISO 8601 UTC)."""

from __future__ import annotations

import csv
import dataclasses
import logging
from collections.abc import Iterable
from pathlib import Path

from scorpion_qt.store.records import HistoryRow

log = logging.getLogger(__name__)


class ExportError(Exception):
    """The history could not be exported; ``str()`` says why, in English."""


COLUMNS = tuple(field.name for field in dataclasses.fields(HistoryRow))


def write_csv(path: Path, rows: Iterable[HistoryRow]) -> int:
    """Write the rows; returns how many. The file is written whole or not at all."""
    partial = path.with_name(f"{path.name}.part")
    count = 0
    try:
        with partial.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(COLUMNS)
            for row in rows:
                writer.writerow(_cells(row))
                count += 1
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
