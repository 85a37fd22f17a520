"""The pinned table of daily deals: complete, what its generator makes, and every deal in
it won by the line it was proven with."""

from __future__ import annotations

import datetime
import gzip
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from scorpion_qt.engine import RULES, Game
from scorpion_qt.engine.deals import daily_rules_of, deal_position, is_daily_number
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.daily import choose_daily, daily_candidates, line_checksum
from scorpion_qt.solver.daily_table import (
    FIRST_DATE,
    LAST_DATE,
    PINNED_NODE_LIMIT,
    DailyTableError,
    TableRow,
    pinned_daily,
    read_table,
    table_path,
    write_table,
)
from scorpion_qt.solver.grade import GRADED_RULES, Grade, grade_letter, grade_of
from scorpion_qt.solver.jobs import daily_choice, run
from scorpion_qt.solver.protocol import DailyAnswer, DailyJob
from scorpion_qt.solver.solve import solve

ROOT = Path(__file__).resolve().parents[2]
TABLES = ROOT / "resources" / "daily"
DAYS = (LAST_DATE - FIRST_DATE).days + 1


def sample_dates(count: int, seed: int) -> list[datetime.date]:
    rng = random.Random(seed)
    return [FIRST_DATE + datetime.timedelta(days=rng.randrange(DAYS)) for _ in range(count)]


@pytest.mark.parametrize("rules", list(RULES))
def test_the_table_covers_every_date_of_every_rule_set(rules: str) -> None:
    assert table_path(TABLES, rules).is_file()
    first = pinned_daily(TABLES, FIRST_DATE, rules)
    last = pinned_daily(TABLES, LAST_DATE, rules)
    assert first is not None and last is not None
    assert first.date == FIRST_DATE and last.date == LAST_DATE
    assert pinned_daily(TABLES, FIRST_DATE - datetime.timedelta(days=1), rules) is None
    assert pinned_daily(TABLES, LAST_DATE + datetime.timedelta(days=1), rules) is None


@pytest.mark.parametrize("rules", list(RULES))
def test_the_table_is_what_the_generator_chooses(rules: str) -> None:
    """A sample of dates, chosen again by the generator's own function: the same deal, at
    the same place among the date's candidates, proven by the same search."""
    for day in sample_dates(3, seed=list(RULES).index(rules)):
        row = pinned_daily(TABLES, day, rules)
        assert row is not None
        choice = choose_daily(day, rules, PINNED_NODE_LIMIT)
        assert (row.deal, row.candidate, row.nodes, row.moves, row.checksum) == (
            choice.deal,
            choice.candidate,
            choice.nodes,
            len(choice.line),
            choice.checksum,
        )
        assert row.grade is grade_of(deal_position(row.deal, get_rules(rules)))
        assert daily_candidates(day, rules)[row.candidate] == row.deal


def test_no_date_shares_a_deal_between_rule_sets() -> None:
    """Over the whole table: every rule set's daily deals are its own (in its place of the
    daily numbers' slots, past every New Game number), and no deal comes twice."""
    tables = {rules: read_table(table_path(TABLES, rules)) for rules in RULES}
    seen: dict[int, tuple[datetime.date, str]] = {}
    for offset in range(DAYS):
        day = FIRST_DATE + datetime.timedelta(days=offset)
        for rules, table in tables.items():
            row = table.row(day)
            assert row is not None
            assert is_daily_number(row.deal) and daily_rules_of(row.deal) == rules, (day, rules)
            assert seen.setdefault(row.deal, (day, rules)) == (day, rules)
    assert len(seen) == DAYS * len(RULES)


@pytest.mark.long
def test_the_winning_lines_of_three_hundred_dates_replay_to_a_win() -> None:
    rule_sets = list(RULES)
    rng = random.Random(2026)
    for day in sample_dates(300, seed=21):
        rules = rng.choice(rule_sets)
        row = pinned_daily(TABLES, day, rules)
        assert row is not None
        result = solve(
            deal_position(row.deal, get_rules(rules)), time_limit=None, node_limit=PINNED_NODE_LIMIT
        )
        assert result.status == "won", (day, rules)
        assert line_checksum(result.moves) == row.checksum, (day, rules)
        game = Game.new(row.deal, rules)
        for move in result.moves:
            game.play(move)
        assert game.is_won, (day, rules)


def test_the_grades_of_the_table_are_spread() -> None:
    """Every grade comes up among the daily deals of every graded rule set, and often:
    never under 5 % (the cuts were set on winnable daily deals, about a third each in
    Classic and Wasp, 40/35/25 % in Relaxed, Scorpion II and How They Run)."""
    for rules in GRADED_RULES:
        grades = [
            row.grade
            for day in sample_dates(300, seed=7)
            if (row := pinned_daily(TABLES, day, rules)) is not None
        ]
        for grade in Grade:
            assert grades.count(grade) >= 15, (rules, grade)
    for rules in set(RULES) - GRADED_RULES:  # Wasp II's and Three Blind Mice's: none
        rows = [pinned_daily(TABLES, day, rules) for day in sample_dates(20, 7)]
        assert {row.grade for row in rows if row is not None} == {None}
        assert None not in rows


def test_the_daily_job_reads_the_table() -> None:
    day = datetime.date(2031, 5, 17)
    row = pinned_daily(TABLES, day, "wasp")
    assert row is not None
    answer = run(DailyJob(day, "wasp", str(TABLES)))
    assert answer == DailyAnswer(row.deal, grade_letter(row.grade), pinned=True, error=None)


def test_past_the_table_the_search_chooses() -> None:
    day = LAST_DATE + datetime.timedelta(days=3)
    answer = daily_choice(DailyJob(day, "classic", str(TABLES)))
    assert answer.pinned is False and answer.error is None
    assert answer.deal == choose_daily(day, "classic").deal


def _small_table(folder: Path, days: int = 5) -> list[TableRow]:
    rows = []
    for offset in range(days):
        day = FIRST_DATE + datetime.timedelta(days=offset)
        choice = choose_daily(day, "classic", PINNED_NODE_LIMIT)
        rows.append(
            TableRow.graded(
                "classic",
                day,
                choice.deal,
                choice.candidate,
                choice.nodes,
                len(choice.line),
                choice.checksum,
            )
        )
    write_table(folder, "classic", rows)
    return rows


def test_a_written_table_reads_back_and_is_the_same_bytes_twice(tmp_path: Path) -> None:
    rows = _small_table(tmp_path)
    first = table_path(tmp_path, "classic").read_bytes()
    assert [pinned_daily(tmp_path, row.date, "classic") for row in rows] == rows
    _small_table(tmp_path)
    assert table_path(tmp_path, "classic").read_bytes() == first


def test_a_damaged_or_missing_table_is_an_error_that_says_so(tmp_path: Path) -> None:
    with pytest.raises(DailyTableError, match="missing"):
        pinned_daily(tmp_path, FIRST_DATE, "classic")
    table_path(tmp_path, "classic").write_bytes(b"not gzip at all")
    with pytest.raises(DailyTableError, match="does not read"):
        pinned_daily(tmp_path, FIRST_DATE, "classic")
    short = tmp_path / "short"
    short.mkdir()
    _small_table(short)
    text = gzip.decompress(table_path(short, "classic").read_bytes()).decode()
    table_path(short, "classic").write_bytes(gzip.compress(text.rsplit("\n", 2)[0].encode()))
    with pytest.raises(DailyTableError, match="has 4 dates, not 5"):
        pinned_daily(short, FIRST_DATE, "classic")
    # the job still answers, with the search's deal and the reason
    answer = daily_choice(DailyJob(FIRST_DATE, "classic", str(tmp_path)))
    assert answer.pinned is False
    assert "does not read" in str(answer.error)
    assert answer.deal == choose_daily(FIRST_DATE, "classic").deal


def test_the_generator_makes_a_short_table(tmp_path: Path) -> None:
    """The script in packaging/, end to end, for a week of Classic."""
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "daily_table.py"),
            "--first=2030-03-01",
            "--last=2030-03-07",
            "--rules=classic",
            "--jobs=1",
            f"--work={tmp_path / 'work'}",
            f"--out={tmp_path / 'out'}",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    for offset in range(7):
        day = datetime.date(2030, 3, 1) + datetime.timedelta(days=offset)
        made = pinned_daily(tmp_path / "out", day, "classic")
        shipped = pinned_daily(TABLES, day, "classic")
        assert made is not None and shipped is not None and made.par is not None
        # the shipped table may have no par for the date yet (packaging/daily_par.py)
        assert made == replace(shipped, par=made.par) and shipped.par in (None, made.par)
