"""The pinned table of daily deals: a deal per date and rule set, the same in every version.

``resources/daily/<rules>.txt.gz`` holds, after a header line, one line per date from
:data:`FIRST_DATE` to :data:`LAST_DATE`: ``deal candidate nodes moves grade checksum par``
(see :class:`TableRow`). ``packaging/daily_table.py`` wrote it once with
:func:`scorpion_qt.solver.daily.choose_daily` and :data:`PINNED_NODE_LIMIT`;
``packaging/daily_par.py`` adds the pars (:func:`scorpion_qt.solver.par.find_par` with
:data:`~scorpion_qt.solver.par.PAR_NODES`, named in the header) and changes nothing else.
The app reads it (:func:`pinned_daily`: this module reads the file, the engine decodes its
bytes) and searches only for dates past its end. Standard library only.
"""

from __future__ import annotations

import datetime
import functools
import gzip
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from scorpion_qt.engine.daily_table import (
    FIRST_DATE,
    LAST_DATE,
    MAGIC,
    DailyTable,
    DailyTableError,
    decode_table,
)
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.package_files import daily_table_file
from scorpion_qt.solver.grade import Grade, grade_letter, grade_of
from scorpion_qt.solver.par import PAR_NODES

__all__ = [
    "FIRST_DATE",
    "LAST_DATE",
    "PINNED_NODE_LIMIT",
    "DailyTableError",
    "TableRow",
    "pinned_daily",
    "read_table",
    "table_path",
    "write_table",
]

#: the node budget per candidate the table was made with (smaller than the search's past
#: its end, so that the table's 33,243 choices, 2024-2036, took about half an hour on two
#: shared cores, not a day)
PINNED_NODE_LIMIT = 20_000


@dataclass(frozen=True, slots=True)
class TableRow:
    """One date's daily deal: the deal, its index among the date's candidates, the solver's
    nodes to its first win, the length of the winning line it found, the first 8 hex
    digits of that line's SHA-256 (:func:`scorpion_qt.solver.daily.line_checksum`), and
    the deal's grade (pinned with the deal: later thresholds do not change it; None, ``-``
    in the file, under rules whose deals are not graded) and its par (None, ``-`` in the
    file, where the table has none for the date yet)."""

    date: datetime.date
    deal: int
    candidate: int
    nodes: int
    moves: int
    checksum: str
    grade: Grade | None
    par: int | None = None

    @classmethod
    def graded(  # noqa: PLR0913 - a row's fields
        cls,
        rules: str,
        date: datetime.date,
        deal: int,
        candidate: int,
        nodes: int,
        moves: int,
        checksum: str,
    ) -> TableRow:
        """The row with the grade today's measure and cuts give it."""
        grade = grade_of(deal_position(deal, get_rules(rules)))
        return cls(date, deal, candidate, nodes, moves, checksum, grade)


def table_path(folder: Path, rules: str) -> Path:
    """The file of ``rules``'s table in ``folder``."""
    return daily_table_file(rules, folder)


def write_table(folder: Path, rules: str, rows: Sequence[TableRow]) -> Path:
    """Write ``rows`` (every date from the first, in order) as ``rules``'s table."""
    first = rows[0].date
    for offset, row in enumerate(rows):
        if row.date != first + datetime.timedelta(days=offset):
            raise DailyTableError(f"the rows skip a date before {row.date}")
    lines = [
        f"{MAGIC} rules={rules} first={first.isoformat()} last={rows[-1].date.isoformat()} "
        f"node_limit={PINNED_NODE_LIMIT} par_nodes={PAR_NODES}\n"
    ]
    lines += [
        f"{row.deal} {row.candidate} {row.nodes} {row.moves} {grade_letter(row.grade) or '-'} "
        f"{row.checksum} {'-' if row.par is None else row.par}\n"
        for row in rows
    ]
    path = table_path(folder, rules)
    # mtime=0: the same rows make the same bytes
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as out:
        out.write("".join(lines).encode("ascii"))
    return path


def read_table(path: Path) -> DailyTable:
    """The table in the file ``path``. Raises :class:`DailyTableError` when it is missing
    or damaged."""
    if not path.is_file():
        raise DailyTableError(f"{path} is missing")
    return _decoded(path)


@functools.cache
def _decoded(path: Path) -> DailyTable:
    # kept once read: the table is pinned, and a worker reads it for every daily deal
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DailyTableError(f"{path} does not read: {exc}") from exc
    return decode_table(data, str(path))


def pinned_daily(folder: Path, day: datetime.date, rules: str) -> TableRow | None:
    """``day``'s daily deal under ``rules`` from the table in ``folder``; None when the
    date lies outside the table. Raises :class:`DailyTableError` when the table is missing
    or damaged."""
    row = read_table(table_path(folder, rules)).row(day)
    if row is None:
        return None
    try:
        grade = None if row.grade is None else Grade(row.grade)
    except ValueError as exc:
        raise DailyTableError(
            f"{table_path(folder, rules)}: the grade of {day} does not read"
        ) from exc
    return TableRow(
        day, row.deal, row.candidate, row.nodes, row.moves, row.checksum, grade, row.par
    )
