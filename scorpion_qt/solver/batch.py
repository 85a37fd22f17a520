"""Batch mode: solve a range of deal numbers in worker processes and print the figures.

``scorpion-qt-solve --rules classic --first 1 --count 1000 --time-limit 1 --workers 2``
(or ``python -m scorpion_qt.solver ...``).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from scorpion_qt.engine.deals import MAX_DEAL, deal_position
from scorpion_qt.engine.rules import RULES, get_rules
from scorpion_qt.solver.solve import LOST, UNKNOWN, WON, solve

PERCENTILES = (50, 90, 95, 99)


@dataclass(frozen=True, slots=True)
class DealResult:
    """One solved deal."""

    deal: int
    status: str
    seconds: float
    nodes: int
    length: int  # moves in the winning line


def solve_deal(job: tuple[int, str, float | None, int | None]) -> DealResult:
    """Solve one deal from its start position (the worker's task)."""
    deal, rules, time_limit, node_limit = job
    result = solve(deal_position(deal, get_rules(rules)), time_limit, node_limit)
    return DealResult(deal, result.status, result.seconds, result.nodes, len(result.moves))


def run(
    deals: Sequence[int],
    rules: str,
    time_limit: float | None,
    node_limit: int | None = None,
    workers: int = 1,
) -> Iterator[DealResult]:
    """Results for ``deals`` as they come (in order with one worker)."""
    jobs = [(deal, rules, time_limit, node_limit) for deal in deals]
    if workers <= 1:
        yield from map(solve_deal, jobs)
        return
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap_unordered(solve_deal, jobs, chunksize=4)


def percentile(sorted_values: Sequence[float], percent: float) -> float:
    """The nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * percent // 100))
    return sorted_values[int(rank) - 1]


def summary(results: Sequence[DealResult], wall_seconds: float) -> str:
    """The rates, timing percentiles and speed of a batch, as printed lines."""
    count = len(results)
    lines = [f"deals: {count}"]
    for status in (WON, LOST, UNKNOWN):
        n = sum(r.status == status for r in results)
        lines.append(f"{status:>8}: {n:6d}  {100 * n / max(count, 1):6.2f} %")
    times = sorted(r.seconds for r in results)
    cells = [f"p{p} {1000 * percentile(times, p):.1f}" for p in PERCENTILES]
    cells.append(f"max {1000 * (times[-1] if times else 0.0):.1f}")
    lines.append("time per deal (ms): " + ", ".join(cells))
    for limit in (0.1, 1.0):
        decided = sum(r.status != UNKNOWN and r.seconds <= limit for r in results)
        lines.append(f"decided within {limit:g} s: {100 * decided / max(count, 1):.2f} %")
    nodes = sum(r.nodes for r in results)
    busy = sum(times)
    rate = nodes / busy if busy else 0.0
    lines.append(f"nodes: {nodes}, {rate:,.0f} nodes/s per worker")
    lines.append(f"wall time: {wall_seconds:.2f} s, solver time: {busy:.2f} s")
    return "\n".join(lines)


def _seconds(text: str) -> float:
    """A time limit: a finite number of seconds >= 0 (0: none). A negative one or nan once
    meant no limit without a word."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value >= 0):
        raise argparse.ArgumentTypeError(f"seconds, a number >= 0 (0: no limit), not {text!r}")
    return value


def _positions(text: str) -> int:
    """A node limit: a whole number >= 1 (0 or less once ended the run in a traceback)."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a whole number of positions >= 1, not {text!r}")
    return value


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="scorpion-qt-solve",
        description="Solve Scorpion deals by number with the game's solver and print how "
        "many are won, lost and undecided within the limits, the time per deal "
        "(percentiles) and the solver's speed. The deal numbers are the game's "
        "(scorpion-qt --deal N shows the same deal).",
        epilog="example: scorpion-qt-solve --rules wasp --first 1 --count 1000 --workers 2",
    )
    parser.add_argument(
        "--rules", choices=sorted(RULES), default="classic", help="the rule set (default classic)"
    )
    parser.add_argument(
        "--first", type=int, default=1, metavar="N", help="first deal number (default 1)"
    )
    parser.add_argument(
        "--count", type=int, default=100, metavar="N", help="how many deals (default 100)"
    )
    parser.add_argument(
        "--time-limit",
        type=_seconds,
        default=1.0,
        metavar="SECONDS",
        help="seconds per deal (default 1; 0: none)",
    )
    parser.add_argument(
        "--node-limit",
        type=_positions,
        default=None,
        metavar="N",
        help="positions per deal (default none; the same on every machine, unlike time)",
    )
    parser.add_argument(
        "--workers", type=int, default=1, metavar="N", help="worker processes (default 1)"
    )
    parser.add_argument(
        "--list", action="store_true", help="print one line per deal (deal status ms nodes)"
    )
    args = parser.parse_args(argv)
    if args.first < 1 or args.first + args.count - 1 > MAX_DEAL or args.count < 1:
        parser.error(f"deal numbers must lie in 1..{MAX_DEAL} and --count be at least 1")
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """The console entry point; returns the exit status."""
    args = parse_args(argv)
    deals = range(args.first, args.first + args.count)
    time_limit = args.time_limit if args.time_limit > 0 else None
    started = time.perf_counter()
    results = []
    for result in run(deals, args.rules, time_limit, args.node_limit, args.workers):
        results.append(result)
        if args.list:
            print(
                f"{result.deal} {result.status} {1000 * result.seconds:.1f} {result.nodes}",
                flush=True,
            )
    results.sort(key=lambda r: r.deal)
    print(f"rules: {args.rules}, deals {args.first}..{args.first + args.count - 1}")
    print(summary(results, time.perf_counter() - started))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
