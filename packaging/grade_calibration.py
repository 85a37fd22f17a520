"""Where the deal grades' thresholds come from, and how well they sort deals.

Prints each rule set's grade thresholds from the pinned daily deals of 2024-2026 (see
:func:`thresholds`; those in :mod:`scorpion_qt.solver.grade` are these; the deals come
from the work folder of ``packaging/daily_table.py``), then solves deals 1-1000 with the
grading budget (:data:`scorpion_qt.solver.grade.GRADE_NODE_LIMIT`) and prints their grade
shares and how often the greedy player (:mod:`scorpion_qt.solver.greedy`) wins the deals
of each grade among deals 1-400.

    python packaging/grade_calibration.py [--work build/grades]
        [--daily-work build/daily-table] [--rules classic ...] [--no-greedy]

Solver results are kept in ``--work``, a hundred deals at a time, so a second run only
prints.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion_qt.engine.deals import deal_position  # noqa: E402
from scorpion_qt.engine.rules import RULES, get_rules  # noqa: E402
from scorpion_qt.solver.grade import (  # noqa: E402
    GRADE_NODE_LIMIT,
    GRADED_RULES,
    Grade,
    detours,
    grade_by,
)
from scorpion_qt.solver.greedy import greedy_wins  # noqa: E402
from scorpion_qt.solver.solve import WON, solve  # noqa: E402

CHUNK = 100
PLAYOUTS = 10
#: the greedy player plays the graded deals among deals 1 to this
GREEDY_DEALS = 400


def _solved(work: Path, rules: str, first: int, last: int) -> dict[int, tuple[str, int]]:
    """deal -> (status, nodes) for deals first..last, solving the chunks not yet kept."""
    results: dict[int, tuple[str, int]] = {}
    variant = get_rules(rules)
    for start in range(first, last + 1, CHUNK):
        part = work / f"{rules}-{start}.tsv"
        if not part.exists():
            lines = []
            for deal in range(start, start + CHUNK):
                result = solve(
                    deal_position(deal, variant), time_limit=None, node_limit=GRADE_NODE_LIMIT
                )
                lines.append(f"{deal}\t{result.status}\t{result.nodes}\t{len(result.moves)}\n")
            part.write_text("".join(lines), encoding="ascii")
            print(f"  {rules} {start}-{start + CHUNK - 1} solved", flush=True)
        for line in part.read_text(encoding="ascii").splitlines():
            number, status, nodes, moves = line.split("\t")
            results[int(number)] = (status, detours(int(nodes), int(moves)))
    return results


def thresholds(detours_sorted: list[int]) -> tuple[int, int]:
    """(least detours of a Medium deal, least of a Hard one) for deals whose detours are
    ``detours_sorted``: Easy is the third with the fewest (with every deal tied with the
    last of them), and the deals above it split in halves, Medium and Hard. Without ties,
    thirds; where most deals are won with the same few detours, Easy is the bigger share."""
    if not detours_sorted:
        return (1, 2)
    easiest = detours_sorted[len(detours_sorted) // 3]
    rest = [d for d in detours_sorted if d > easiest]
    hard = rest[len(rest) // 2] if rest else easiest + 2
    return (easiest + 1, max(hard, easiest + 2))


def _daily_detours(work: Path, rules: str) -> list[int]:
    """The detours of the daily deals of 2024-2026 under ``rules``, sorted."""
    found = []
    for year in (2024, 2025, 2026):
        part = work / f"{rules}-{year}.tsv"
        if part.exists():
            for line in part.read_text(encoding="ascii").splitlines():
                _day, _deal, _candidate, nodes, moves, _checksum = line.split("\t")
                found.append(detours(int(nodes), int(moves)))
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "grades")
    parser.add_argument("--daily-work", type=Path, default=ROOT / "build" / "daily-table")
    parser.add_argument("--rules", nargs="*", default=list(RULES))
    parser.add_argument("--no-greedy", action="store_true")
    args = parser.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    for rules in args.rules:
        if rules not in GRADED_RULES:
            print(f"{rules}: not graded; were it graded:")
        daily = _daily_detours(args.daily_work, rules)
        cut = thresholds(daily)
        print(f"{rules}: thresholds from {len(daily)} daily deals of 2024-2026: {cut}")
        results = _solved(args.work, rules, 1, 1000)
        # by the thresholds found here, also for rule sets left ungraded (to show why)
        graded = {d: grade_by(cut, n) for d, (s, n) in results.items() if s == WON and d <= 1000}
        undecided = sum(1 for d, (s, _) in results.items() if d <= 1000 and s not in (WON, "lost"))
        shares = {g: sum(1 for x in graded.values() if x is g) for g in Grade}
        print(
            f"  deals 1-1000: {len(graded)} won, {undecided} undecided; "
            + ", ".join(f"{g.name.lower()} {shares[g]}" for g in Grade)
        )
        if args.no_greedy:
            continue
        variant = get_rules(rules)
        for grade in Grade:
            deals = [d for d, g in graded.items() if g is grade and d <= GREEDY_DEALS]
            wins = sum(greedy_wins(deal_position(d, variant), d, PLAYOUTS) for d in deals)
            share = wins / (PLAYOUTS * len(deals)) if deals else 0.0
            print(f"  greedy player wins {share:.1%} of {grade.name.lower()} games", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
