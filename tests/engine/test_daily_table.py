"""The engine's decoder of the pinned daily table: what the leaderboard server checks a
submitted daily deal against, without the solver. It decodes bytes and reads no file."""

from __future__ import annotations

import ast
import datetime
import gzip
from pathlib import Path

import pytest

from scorpion_qt.engine.daily_table import (
    FIRST_DATE,
    LAST_DATE,
    MAGIC,
    MAGIC_WITHOUT_PAR,
    DailyTableError,
    PinnedRow,
    decode_table,
)
from scorpion_qt.engine.rules import RULES
from scorpion_qt.package_files import daily_table_file
from scorpion_qt.solver.daily_table import pinned_daily

ENGINE = Path(__file__).resolve().parents[2] / "scorpion_qt" / "engine"
#: what reading a file takes: none of it in the engine
FILE_MODULES = {"io", "os", "pathlib", "shutil", "tempfile", "zipfile"}


def shipped(rules: str) -> bytes:
    return daily_table_file(rules).read_bytes()


def small_table(
    *lines: str, first: str = "2030-01-01", last: str = "2030-01-02", magic: str = MAGIC_WITHOUT_PAR
) -> bytes:
    header = f"{magic} rules=classic first={first} last={last} node_limit=1"
    return gzip.compress("\n".join((header, *lines)).encode("ascii"))


def test_every_rule_set_has_a_bundled_table() -> None:
    for rules in RULES:
        table = decode_table(shipped(rules))
        first, last = table.row(FIRST_DATE), table.row(LAST_DATE)
        assert first is not None and last is not None, rules
        assert first.deal >= 1 and len(first.checksum) == 8


def test_the_engine_decodes_what_the_solver_reads() -> None:
    day = datetime.date(2026, 12, 1)
    for rules in RULES:
        row = decode_table(shipped(rules)).row(day)
        solver_row = pinned_daily(daily_table_file(rules).parent, day, rules)
        assert row is not None and solver_row is not None
        assert (row.deal, row.moves, row.checksum) == (
            solver_row.deal,
            solver_row.moves,
            solver_row.checksum,
        )
        assert row.grade == (None if solver_row.grade is None else solver_row.grade.value)


def test_a_date_outside_the_table_has_no_row() -> None:
    table = decode_table(shipped("classic"))
    assert table.row(FIRST_DATE - datetime.timedelta(days=1)) is None
    assert table.row(LAST_DATE + datetime.timedelta(days=1)) is None


def test_a_small_table_decodes_line_by_line() -> None:
    table = decode_table(small_table("7 0 40 35 E 0123abcd", "9 2 80 60 - 89abcdef"))
    day = datetime.date(2030, 1, 2)
    assert table.row(day) == PinnedRow(day, 9, 2, 80, 60, None, "89abcdef")
    assert table.row(datetime.date(2030, 1, 3)) is None


def test_a_table_with_the_par_column_decodes_the_par() -> None:
    table = decode_table(
        small_table("7 0 40 35 E 0123abcd 31", "9 2 80 60 - 89abcdef -", magic=MAGIC)
    )
    first, second = datetime.date(2030, 1, 1), datetime.date(2030, 1, 2)
    assert table.row(first) == PinnedRow(first, 7, 0, 40, 35, "E", "0123abcd", 31)
    assert table.row(second) == PinnedRow(second, 9, 2, 80, 60, None, "89abcdef", None)


@pytest.mark.parametrize(
    ("magic", "line"),
    [(MAGIC, "7 0 40 35 E 0123abcd"), (MAGIC_WITHOUT_PAR, "7 0 40 35 E 0123abcd 31")],
)
def test_a_line_of_the_other_format_does_not_read(magic: str, line: str) -> None:
    table = decode_table(small_table(line, line, magic=magic), "t")
    with pytest.raises(DailyTableError, match="t: the line of 2030-01-01 does not read"):
        table.row(datetime.date(2030, 1, 1))


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"", "is not a table"),
        (b"not gzip", "does not read"),
        (gzip.compress(b"wrong header\n1 2 3 4 E abcd\n"), "is not a table"),
        (small_table("7 0 40 35 E 0123abcd"), "has 1 dates, not 2"),
    ],
    # named, not shown: gzip's bytes hold the moment they were made
    ids=["empty", "not-gzip", "wrong-header", "one-date-of-two"],
)
def test_a_damaged_table_says_so_and_names_its_source(content: bytes, says: str) -> None:
    with pytest.raises(DailyTableError, match=f"classic.txt.gz {says}"):
        decode_table(content, "classic.txt.gz")


def test_a_damaged_line_says_which_date() -> None:
    table = decode_table(small_table("7 0 40 35 E 0123abcd", "nine"), "t")
    with pytest.raises(DailyTableError, match="t: the line of 2030-01-02 does not read"):
        table.row(datetime.date(2030, 1, 2))


def test_the_engine_reads_no_file() -> None:
    """No engine module imports a module of files or calls open(): the solver and the
    server read the table, the engine decodes its bytes."""
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = {node.module.split(".")[0]}
            else:
                names = set()
            assert not names & FILE_MODULES, (path.name, names)
            is_open = isinstance(node, ast.Call) and getattr(node.func, "id", "") == "open"
            assert not is_open, path.name
