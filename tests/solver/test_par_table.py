"""The daily tables' par column: written and read back, the shipped pars are the pars
:func:`find_par` finds for the table's deals (never longer than the table's own line),
the header names the budget, and the par column changes no other column."""

from __future__ import annotations

import datetime
import gzip
import random
from pathlib import Path

import pytest

from scorpion_qt.engine.daily_table import MAGIC, decode_table
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import RULES, get_rules
from scorpion_qt.package_files import daily_table_file
from scorpion_qt.solver.daily_table import FIRST_DATE, TableRow, pinned_daily, write_table
from scorpion_qt.solver.grade import Grade
from scorpion_qt.solver.par import PAR_NODES, find_par

TABLES = daily_table_file("classic").parent


def header(rules: str) -> str:
    with gzip.open(daily_table_file(rules), "rt", encoding="ascii") as table:
        return table.readline()


def test_a_written_table_reads_back_its_pars(tmp_path: Path) -> None:
    days = [FIRST_DATE + datetime.timedelta(days=n) for n in range(3)]
    rows = [
        TableRow(days[0], 11, 0, 40, 52, "0123abcd", Grade.EASY, 48),
        TableRow(days[1], 12, 1, 90, 60, "89abcdef", Grade.HARD, None),
        TableRow(days[2], 13, 2, 70, 55, "deadbeef", None, 55),
    ]
    path = write_table(tmp_path, "classic", rows)
    assert [pinned_daily(tmp_path, day, "classic") for day in days] == rows
    text = gzip.decompress(path.read_bytes()).decode("ascii").splitlines()
    assert text[0].startswith(MAGIC) and f"par_nodes={PAR_NODES}" in text[0]
    assert text[1:] == [
        "11 0 40 52 E 0123abcd 48",
        "12 1 90 60 H 89abcdef -",
        "13 2 70 55 - deadbeef 55",
    ]


@pytest.mark.parametrize("rules", list(RULES))
def test_the_shipped_table_names_the_par_budget(rules: str) -> None:
    assert header(rules).startswith(f"{MAGIC} ") and f" par_nodes={PAR_NODES}" in header(rules)


@pytest.mark.parametrize("rules", list(RULES))
def test_the_shipped_pars_are_the_deals_pars(rules: str) -> None:
    table = decode_table(daily_table_file(rules).read_bytes())
    days = [table.first + datetime.timedelta(days=n) for n in range(len(table.lines))]
    with_par = [day for day in days if (row := table.row(day)) is not None and row.par]
    assert len(with_par) >= 300, len(with_par)
    for day in random.Random(rules).sample(with_par, 3):
        pinned = pinned_daily(TABLES, day, rules)
        assert pinned is not None and pinned.par is not None
        par = find_par(deal_position(pinned.deal, get_rules(rules)))
        assert par is not None and par.moves == pinned.par <= pinned.moves, (rules, day)
