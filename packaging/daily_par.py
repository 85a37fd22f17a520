"""Add the pars to the pinned tables of daily deals, ``resources/daily/<rules>.txt.gz``.

For every date from ``--first`` to ``--last`` and every rule set, the par of the table's
deal (:func:`scorpion_qt.solver.par.find_par` with its fixed node budget,
:data:`~scorpion_qt.solver.par.PAR_NODES`); then each table is written again in the format
with the par column, every other column as it was (deal, candidate, nodes, moves, grade and
checksum are copied, not worked out again). A date without a par computed keeps the par
the table has, ``-`` if none.

    python packaging/daily_par.py [--first 2024-01-01] [--last 2036-12-31] [--jobs 1]
    python packaging/daily_par.py --write-only     # the tables from the work done so far

The work is done a month of one rule set at a time into ``--work`` and kept there, a month
of every rule set before the next month, so an interrupted run goes on where it stopped
and ``--write-only`` writes what is done. About 0.7 s a deal on one core (2026).
"""

from __future__ import annotations

import argparse
import datetime
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion_qt.engine.deals import deal_position  # noqa: E402
from scorpion_qt.engine.rules import RULES, get_rules  # noqa: E402
from scorpion_qt.solver.daily_table import (  # noqa: E402
    FIRST_DATE,
    LAST_DATE,
    TableRow,
    pinned_daily,
    read_table,
    table_path,
    write_table,
)
from scorpion_qt.solver.par import find_par  # noqa: E402

#: a task: rule set, the month's first and last date (ISO), the tables' and work folders
_Task = tuple[str, str, str, str, str]


def _month(task: _Task) -> tuple[str, str, float]:
    """Find the pars of one rule set's month into the work folder."""
    rules, first_iso, last_iso, tables, work = task
    day = datetime.date.fromisoformat(first_iso)
    last = datetime.date.fromisoformat(last_iso)
    started = time.perf_counter()
    lines = []
    while day <= last:
        row = pinned_daily(Path(tables), day, rules)
        assert row is not None, day
        par = find_par(deal_position(row.deal, get_rules(rules)))
        if par is not None and par.moves > row.moves:
            raise AssertionError(f"{rules} {day}: par {par.moves} > the line's {row.moves}")
        lines.append(f"{day.isoformat()}\t{'-' if par is None else par.moves}\n")
        day += datetime.timedelta(days=1)
    part = Path(work) / f"{rules}-{first_iso[:7]}.tsv"
    part.with_suffix(".tmp").write_text("".join(lines), encoding="ascii")
    part.with_suffix(".tmp").replace(part)
    return rules, first_iso[:7], time.perf_counter() - started


def _months(first: datetime.date, last: datetime.date) -> list[tuple[datetime.date, datetime.date]]:
    """The months from ``first`` to ``last``, each cut to that range."""
    out = []
    start = first
    while start <= last:
        following = (start.replace(day=1) + datetime.timedelta(days=32)).replace(day=1)
        out.append((start, min(last, following - datetime.timedelta(days=1))))
        start = following
    return out


def _write(tables: Path, work: Path, out: Path, rules: str) -> tuple[Path, int]:
    """Write ``rules``'s table with the pars found in ``work``; the path, pars in it."""
    found: dict[datetime.date, int | None] = {}
    for part in sorted(work.glob(f"{rules}-????-??.tsv")):
        for line in part.read_text(encoding="ascii").splitlines():
            iso, text = line.split("\t")
            found[datetime.date.fromisoformat(iso)] = None if text == "-" else int(text)
    table = read_table(table_path(tables, rules))
    rows: list[TableRow] = []
    day = table.first
    for _ in table.lines:
        row = pinned_daily(tables, day, rules)
        assert row is not None
        par = found.get(day, row.par)
        rows.append(
            TableRow(
                row.date, row.deal, row.candidate, row.nodes, row.moves, row.checksum,
                row.grade, par,
            )
        )  # fmt: skip
        day += datetime.timedelta(days=1)
    out.mkdir(parents=True, exist_ok=True)
    return write_table(out, rules, rows), sum(row.par is not None for row in rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "daily-par")
    parser.add_argument("--tables", type=Path, default=ROOT / "resources" / "daily")
    parser.add_argument("--out", type=Path, default=None, help="default: --tables")
    parser.add_argument("--first", type=datetime.date.fromisoformat, default=FIRST_DATE)
    parser.add_argument("--last", type=datetime.date.fromisoformat, default=LAST_DATE)
    parser.add_argument("--rules", nargs="*", default=list(RULES))
    parser.add_argument("--write-only", action="store_true")
    args = parser.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    tasks: list[_Task] = [
        (rules, start.isoformat(), end.isoformat(), str(args.tables), str(args.work))
        for start, end in _months(args.first, args.last)
        for rules in args.rules
        if not (args.work / f"{rules}-{start.isoformat()[:7]}.tsv").exists()
    ]
    started = time.perf_counter()
    if not args.write_only:
        print(f"{len(tasks)} months to do, {args.jobs} at a time", flush=True)
        with multiprocessing.Pool(args.jobs) as pool:
            for done, (rules, month, seconds) in enumerate(pool.imap(_month, tasks), 1):
                print(f"[{done}/{len(tasks)}] {rules} {month}: {seconds:.0f} s", flush=True)
    for rules in args.rules:
        path, pars = _write(args.tables, args.work, args.out or args.tables, rules)
        print(f"{path}: {pars} pars, {path.stat().st_size} bytes", flush=True)
    print(f"done in {time.perf_counter() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
