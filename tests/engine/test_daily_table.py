"""The engine's reader of the pinned daily table: what the leaderboard server checks a
submitted daily deal against, without the solver."""

from __future__ import annotations

import datetime
import gzip
from pathlib import Path

import pytest

from scorpion_qt.engine.daily_table import (
    FIRST_DATE,
    LAST_DATE,
    DailyTableError,
    default_folder,
    pinned_row,
)
from scorpion_qt.engine.rules import RULES
from scorpion_qt.solver.daily_table import pinned_daily


def test_every_rule_set_has_a_bundled_table() -> None:
    for rules in RULES:
        first = pinned_row(default_folder(), FIRST_DATE, rules)
        last = pinned_row(default_folder(), LAST_DATE, rules)
        assert first is not None and last is not None, rules
        assert first.deal >= 1 and len(first.checksum) == 8


def test_the_engine_reads_what_the_solver_reads() -> None:
    day = datetime.date(2026, 12, 1)
    for rules in RULES:
        row, solver_row = (
            pinned_row(default_folder(), day, rules),
            pinned_daily(default_folder(), day, rules),
        )
        assert row is not None and solver_row is not None
        assert (row.deal, row.moves, row.checksum) == (
            solver_row.deal,
            solver_row.moves,
            solver_row.checksum,
        )
        assert row.grade == (None if solver_row.grade is None else solver_row.grade.value)


def test_a_date_outside_the_table_has_no_row() -> None:
    assert pinned_row(default_folder(), FIRST_DATE - datetime.timedelta(days=1), "classic") is None
    assert pinned_row(default_folder(), LAST_DATE + datetime.timedelta(days=1), "classic") is None


@pytest.mark.parametrize(
    "content", [b"", b"not gzip", gzip.compress(b"wrong header\n1 2 3 4 E abcd\n")]
)
def test_a_damaged_or_missing_table_says_so(tmp_path: Path, content: bytes) -> None:
    with pytest.raises(DailyTableError, match="missing"):
        pinned_row(tmp_path, FIRST_DATE, "classic")
    (tmp_path / "classic.txt.gz").write_bytes(content)
    with pytest.raises(DailyTableError):
        pinned_row(tmp_path, FIRST_DATE, "classic")
