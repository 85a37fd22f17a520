"""Make the pinned table of daily deals, ``resources/daily/<rules>.txt.gz``.

For every date from 2024-01-01 to 2036-12-31 and every rule set, the deal
:func:`scorpion_qt.solver.daily.choose_daily` chooses with the pinned node budget, with
its grade, the fingerprint of its winning line and its par
(:func:`scorpion_qt.solver.par.find_par`). Run once; the table is committed, and the app
reads it instead of searching (see :mod:`scorpion_qt.solver.daily_table`).
``packaging/daily_par.py`` adds the pars to a table made without them.

    python packaging/daily_table.py [--jobs 2] [--work build/daily-table]

The work is done a year of one rule set at a time into ``--work`` and kept there, so an
interrupted run goes on where it stopped. ``--first``/``--last`` make a shorter table
(for trying it out). The tables are written once every year is done.
"""

from __future__ import annotations

import argparse
import datetime
import multiprocessing
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion_qt.engine.deals import deal_position  # noqa: E402
from scorpion_qt.engine.rules import RULES, get_rules  # noqa: E402
from scorpion_qt.solver.daily import PINNED_NODE_LIMIT, choose_daily  # noqa: E402
from scorpion_qt.solver.daily_table import (  # noqa: E402
    FIRST_DATE,
    LAST_DATE,
    TableRow,
    write_table,
)
from scorpion_qt.solver.par import find_par  # noqa: E402


def _year(task: tuple[str, int, str, str, str]) -> tuple[str, int, float]:
    """Choose the daily deals of one rule set's year into the work folder."""
    rules, year, first_iso, last_iso, work = task
    first = max(datetime.date.fromisoformat(first_iso), datetime.date(year, 1, 1))
    last = min(datetime.date.fromisoformat(last_iso), datetime.date(year, 12, 31))
    started = time.perf_counter()
    lines = []
    day = first
    while day <= last:
        choice = choose_daily(day, rules, PINNED_NODE_LIMIT)
        par = find_par(deal_position(choice.deal, get_rules(rules)))
        lines.append(
            f"{day.isoformat()}\t{choice.deal}\t{choice.candidate}\t{choice.nodes}\t"
            f"{len(choice.line)}\t{choice.checksum}\t{'-' if par is None else par.moves}\n"
        )
        day += datetime.timedelta(days=1)
    part = Path(work) / f"{rules}-{year}.tsv"
    part.with_suffix(".tmp").write_text("".join(lines), encoding="ascii")
    part.with_suffix(".tmp").replace(part)
    return rules, year, time.perf_counter() - started


def _graded_year(task: tuple[str, int, str, str, str]) -> list[TableRow]:
    """The rows of one rule set's year from the work folder, from the first date to the
    last, each with the grade the grade function gives it now (the grade is worked out
    here, not kept in the work folder, so that the solver's choices outlive a change of
    the grades)."""
    rules, year, first_iso, last_iso, work = task
    first = datetime.date.fromisoformat(first_iso)
    last = datetime.date.fromisoformat(last_iso)
    rows = []
    for line in (Path(work) / f"{rules}-{year}.tsv").read_text(encoding="ascii").splitlines():
        day, deal, candidate, nodes, moves, checksum, *par = line.split("\t")
        date = datetime.date.fromisoformat(day)
        if first <= date <= last:
            row = TableRow.graded(
                rules, date, int(deal), int(candidate), int(nodes), int(moves), checksum
            )
            # a work folder of before the pars has none
            rows.append(replace(row, par=int(par[0]) if par and par[0] != "-" else None))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "daily-table")
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "daily")
    parser.add_argument("--first", type=datetime.date.fromisoformat, default=FIRST_DATE)
    parser.add_argument("--last", type=datetime.date.fromisoformat, default=LAST_DATE)
    parser.add_argument("--rules", nargs="*", default=list(RULES))
    args = parser.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    # a year of every rule set before the next year, so that an interrupted run has made
    # whole years from the first on (a shorter table can be written from them, --last);
    # within a year the slow rule sets first, so that the year's last tasks are short ones
    order = sorted(args.rules, key=lambda r: r not in ("how-they-run", "three-blind-mice"))
    tasks = [
        (rules, year, args.first.isoformat(), args.last.isoformat(), str(args.work))
        for year in range(args.first.year, args.last.year + 1)
        for rules in order
        if not (args.work / f"{rules}-{year}.tsv").exists()
    ]
    started = time.perf_counter()
    print(f"{len(tasks)} years to choose, {args.jobs} at a time", flush=True)
    with multiprocessing.Pool(args.jobs) as pool:
        for done, (rules, year, seconds) in enumerate(pool.imap_unordered(_year, tasks), 1):
            print(f"[{done}/{len(tasks)}] {rules} {year}: {seconds:.0f} s", flush=True)
        print(f"chosen in {time.perf_counter() - started:.0f} s", flush=True)
        args.out.mkdir(parents=True, exist_ok=True)
        for rules in args.rules:
            years = [
                (rules, year, args.first.isoformat(), args.last.isoformat(), str(args.work))
                for year in range(args.first.year, args.last.year + 1)
            ]
            rows = [row for part in pool.map(_graded_year, years) for row in part]
            path = write_table(args.out, rules, rows)
            print(f"{path}: {path.stat().st_size} bytes", flush=True)
    print(f"done in {time.perf_counter() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
