"""What a par costs and what it gains: per rule set, deals 1-100, the seconds of
:func:`find_par` at its fixed node budget (p50, p90, max), and how often par is the
length of the line the solver first gives (:func:`solve` with the same node budget: the
daily tables' ``moves``) or shorter, and how often it is proven the shortest. No par
where the solver found no win within the budget; par is never longer than the solver's
line, and the same on a second run.

Run: ``.venv/bin/python -m pytest -m benchmark tests/benchmarks/bench_par.py -s``
(SCORPION_PAR_DEALS sets the number of deals, 100 by default).
"""

from __future__ import annotations

import os
import statistics
import time

import pytest

from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.solver.par import PAR_NODES, find_par
from scorpion_qt.solver.solve import WON, solve

pytestmark = pytest.mark.benchmark

DEALS = int(os.environ.get("SCORPION_PAR_DEALS", "100"))


@pytest.mark.parametrize("rules", ["classic", "relaxed"])
def test_par_cost_and_gain(rules: str) -> None:
    seconds: list[float] = []
    won_seconds: list[float] = []  # the deals with a par
    same = shorter = proven = no_par = 0
    saved: list[int] = []
    for deal in range(1, DEALS + 1):
        start = deal_position(deal, get_rules(rules))
        began = time.perf_counter()
        par = find_par(start)
        seconds.append(time.perf_counter() - began)
        first = solve(start, time_limit=None, node_limit=PAR_NODES)
        if par is None:
            assert first.status != WON, deal
            no_par += 1
            continue
        assert first.status == WON and par.moves <= len(first.moves), deal
        won_seconds.append(seconds[-1])
        if deal <= 10:
            assert find_par(start) == par, deal
        proven += par.proven
        if par.moves == len(first.moves):
            same += 1
        else:
            shorter += 1
            saved.append(len(first.moves) - par.moves)
    ordered = sorted(seconds)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    print(
        f"\n{rules}, deals 1-{DEALS}, PAR_NODES={PAR_NODES}: par in "
        f"p50 {statistics.median(seconds):.2f} s, p90 {p90:.2f} s, max {ordered[-1]:.2f} s; "
        f"{DEALS - no_par} pars ({proven} proven; p50 {statistics.median(won_seconds or [0]):.2f} s"
        f" each), no par {no_par}; "
        f"par = the solver's line {same}, shorter {shorter}"
        + (
            f" (by {statistics.mean(saved):.1f} moves on average, {max(saved)} at most)"
            if saved
            else ""
        )
    )
