"""Decoding the pinned table of daily deals: a deal per date and rule set, the same in every
version (``resources/daily/<rules>.txt.gz``; the solver writes it, see
``scorpion_qt.solver.daily_table``). Pure functions over the file's bytes: the engine reads
no file. The solver reads the table for the app, and the leaderboard server reads it to
check a submitted daily deal without the solver.

After a header line, the file holds one line per date from its first to its last:
``deal candidate nodes moves grade checksum par`` (see :class:`PinnedRow`; ``par`` is
``-`` where none was found yet). The first format (header :data:`MAGIC_WITHOUT_PAR`) had
no par column; it still reads, every row without a par.
"""

from __future__ import annotations

import datetime
import gzip
from dataclasses import dataclass

FIRST_DATE = datetime.date(2024, 1, 1)
#: the table's last date: past it the app chooses a date's deal with the solver, and the
#: leaderboard server has no daily deal (it refuses such a date rather than check a
#: result against a deal it cannot know without the solver). A later table may run
#: further: its rows up to here stay as they are.
LAST_DATE = datetime.date(2036, 12, 31)
#: the header's first words: the format with the par column, the one written now
MAGIC = "scorpion-qt daily deals 2"
#: the first format's: no par column
MAGIC_WITHOUT_PAR = "scorpion-qt daily deals 1"
#: the words of a line in each format
_FIELDS = {MAGIC: 7, MAGIC_WITHOUT_PAR: 6}


class DailyTableError(ValueError):
    """The table file is missing a line, or a line does not read."""


@dataclass(frozen=True, slots=True)
class PinnedRow:
    """One date's line of the table: the deal, its index among the date's candidates, the
    solver's nodes to its first win, the length of the winning line it found, the deal's
    grade letter (``E``, ``M``, ``H``; None under rules whose deals are not graded), the
    first 8 hex digits of the SHA-256 of that line (the line is the solver's, so the
    par column does not enter it) and the deal's par
    (:func:`scorpion_qt.solver.par.find_par` with the budget the header names; None
    where the table has none for it yet, or in the first format)."""

    date: datetime.date
    deal: int
    candidate: int
    nodes: int
    moves: int
    grade: str | None
    checksum: str
    par: int | None = None


@dataclass(frozen=True, slots=True)
class DailyTable:
    """A decoded table: its first date and its lines, one per date from it, each of
    ``fields`` words (7 with the par column, 6 in the first format). ``source`` names
    where the bytes came from, for the errors."""

    source: str
    first: datetime.date
    lines: tuple[str, ...]
    fields: int = _FIELDS[MAGIC]

    def row(self, day: datetime.date) -> PinnedRow | None:
        """``day``'s line; None when the date lies outside the table. Raises
        :class:`DailyTableError` when the line does not read."""
        offset = (day - self.first).days
        if not 0 <= offset < len(self.lines):
            return None
        try:
            words = self.lines[offset].split()
            if len(words) != self.fields:
                raise ValueError(f"{len(words)} words")
            deal, candidate, nodes, moves, grade, checksum = words[:6]
            par = None if self.fields == 6 or words[6] == "-" else int(words[6])
            if par is not None and par < 0:
                raise ValueError("a negative par")
            return PinnedRow(
                day,
                int(deal),
                int(candidate),
                int(nodes),
                int(moves),
                None if grade == "-" else grade,
                checksum,
                par,
            )
        except ValueError as exc:
            raise DailyTableError(f"{self.source}: the line of {day} does not read") from exc


def decode_table(data: bytes, source: str = "the table") -> DailyTable:
    """The table in ``data``, a table file's bytes (``source`` names the file in errors).
    Raises :class:`DailyTableError` when they are not a whole table."""
    try:
        text = gzip.decompress(data).decode("ascii")
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise DailyTableError(f"{source} does not read: {exc}") from exc
    header, *lines = text.splitlines() or [""]
    fields = dict(part.split("=", 1) for part in header.split()[4:] if "=" in part)
    words = _FIELDS.get(" ".join(header.split()[:4]))
    if words is None or "first" not in fields or "last" not in fields:
        raise DailyTableError(f"{source} is not a table of daily deals")
    first = datetime.date.fromisoformat(fields["first"])
    last = datetime.date.fromisoformat(fields["last"])
    if len(lines) != (last - first).days + 1:
        raise DailyTableError(f"{source} has {len(lines)} dates, not {(last - first).days + 1}")
    return DailyTable(source, first, tuple(lines), words)
