"""Reading the pinned table of daily deals: a deal per date and rule set, the same in every
version (``resources/daily/<rules>.txt.gz``; the solver writes it, see
``scorpion_qt.solver.daily_table``). Standard library only: the leaderboard server checks
a submitted daily deal against it without the solver.

After a header line, the file holds one line per date from its first to its last:
``deal candidate nodes moves grade checksum`` (see :class:`PinnedRow`).
"""

from __future__ import annotations

import datetime
import functools
import gzip
from dataclasses import dataclass
from pathlib import Path

FIRST_DATE = datetime.date(2024, 1, 1)
LAST_DATE = datetime.date(2060, 12, 31)
MAGIC = "scorpion-qt daily deals 1"
_PACKAGE = Path(__file__).resolve().parents[1]


class DailyTableError(ValueError):
    """The table file is missing a line, or a line does not read."""


@dataclass(frozen=True, slots=True)
class PinnedRow:
    """One date's line of the table: the deal, its index among the date's candidates, the
    solver's nodes to its first win, the length of the winning line it found, the deal's
    grade letter (``E``, ``M``, ``H``; None under rules whose deals are not graded) and the
    first 8 hex digits of the SHA-256 of that line."""

    date: datetime.date
    deal: int
    candidate: int
    nodes: int
    moves: int
    grade: str | None
    checksum: str


def table_path(folder: Path, rules: str) -> Path:
    return folder / f"{rules}.txt.gz"


@functools.cache
def default_folder() -> Path:
    """The tables bundled with the app: inside the installed package, else the checkout's
    top level."""
    for candidate in (_PACKAGE / "resources" / "daily", _PACKAGE.parent / "resources" / "daily"):
        if candidate.is_dir():
            return candidate
    raise DailyTableError("the table of daily deals is missing from this installation")


@functools.cache
def _lines(path: Path) -> tuple[datetime.date, tuple[str, ...]]:
    try:
        text = gzip.decompress(path.read_bytes()).decode("ascii")
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise DailyTableError(f"{path} does not read: {exc}") from exc
    header, *lines = text.splitlines() or [""]
    fields = dict(part.split("=", 1) for part in header.split()[4:] if "=" in part)
    if not header.startswith(MAGIC) or "first" not in fields or "last" not in fields:
        raise DailyTableError(f"{path} is not a table of daily deals")
    first = datetime.date.fromisoformat(fields["first"])
    last = datetime.date.fromisoformat(fields["last"])
    if len(lines) != (last - first).days + 1:
        raise DailyTableError(f"{path} has {len(lines)} dates, not {(last - first).days + 1}")
    return first, tuple(lines)


def pinned_row(folder: Path, day: datetime.date, rules: str) -> PinnedRow | None:
    """``day``'s line of the table of ``rules`` in ``folder``; None when the date lies
    outside the table. Raises :class:`DailyTableError` when the table is missing or
    damaged."""
    path = table_path(folder, rules)
    if not path.is_file():
        raise DailyTableError(f"{path} is missing")
    first, lines = _lines(path)
    offset = (day - first).days
    if not 0 <= offset < len(lines):
        return None
    try:
        deal, candidate, nodes, moves, grade, checksum = lines[offset].split()
        return PinnedRow(
            day,
            int(deal),
            int(candidate),
            int(nodes),
            int(moves),
            None if grade == "-" else grade,
            checksum,
        )
    except ValueError as exc:
        raise DailyTableError(f"{path}: the line of {day} does not read") from exc
