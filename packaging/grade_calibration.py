"""Where the deal grades' cuts come from.

For each rule set, computes the ease (:func:`scorpion_qt.solver.grade.ease`) of the first
``--deals`` winnable deals of its shipped daily table and prints the cuts that make the
given shares of them Easy and Easy-or-Medium (``--shares``, per rule set; 0.4 and 0.75
unless named), the ones ``grade_cuts`` in :mod:`scorpion_qt.engine.rules` hold. The cuts
are then checked on other deals by ``tests/benchmarks/bench_grades.py``.

    python packaging/grade_calibration.py [--deals 300] [--rules classic ...]
"""

from __future__ import annotations

import argparse
import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion_qt.engine.deals import deal_position  # noqa: E402
from scorpion_qt.engine.rules import RULES, get_rules  # noqa: E402
from scorpion_qt.package_files import daily_table_file  # noqa: E402
from scorpion_qt.solver.grade import ease  # noqa: E402

#: (share of the deals that are Easy, share that are Easy or Medium) per rule set: the
#: splits the benchmark found to separate the greedy player's wins (the Wasps and Classic
#: by thirds; where most easy deals win alike, a bigger Easy share)
SHARES: dict[str, tuple[float, float]] = {
    "classic": (1 / 3, 2 / 3),
    "wasp": (1 / 3, 2 / 3),
}
DEFAULT_SHARES = (0.4, 0.75)


def cuts(eases: list[int], shares: tuple[float, float]) -> tuple[int, int]:
    """(least ease of an Easy deal, least of a Medium one) giving ``shares`` of ``eases``."""
    ranked = sorted(eases, reverse=True)
    easy, medium = (ranked[int(len(ranked) * share)] for share in shares)
    return easy + 1, medium + 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--rules", nargs="*", default=list(RULES))
    args = parser.parse_args()
    for rules in args.rules:
        variant = get_rules(rules)
        with gzip.open(daily_table_file(rules), "rt", encoding="ascii") as table:
            rows = table.read().splitlines()[1 : 1 + args.deals]
        eases = [ease(deal_position(int(row.split()[0]), variant)) for row in rows]
        found = cuts(eases, SHARES.get(rules, DEFAULT_SHARES))
        print(f"{rules}: grade_cuts={found} (rules.py holds {variant.grade_cuts})")


if __name__ == "__main__":
    main()
