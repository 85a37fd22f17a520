"""How long "where did it slip away?" takes on lost games (issue 21).

Run with ``python -m pytest tests/benchmarks/bench_analysis.py -m benchmark -s -q``. The
games are played to their end by the greedy player (:mod:`scorpion_qt.solver.greedy`,
one seeded play-out per deal): the first 50 Classic deals from 1 on that it loses, among
them winnable and unwinnable deals as they come, as a player who never looks ahead loses
them. Each is analysed with the app's budget (20 s). Target: p95 within the budget, and
every analysis of a winnable deal pins its turning point.
"""

from __future__ import annotations

import random
import statistics
import time

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.solver import analyse
from scorpion_qt.solver.greedy import play_greedily

pytestmark = pytest.mark.benchmark

GAMES = 50
BUDGET = 20.0


def greedy_game(deal: int, rules: str = "classic") -> Game | None:
    """The greedy player's game of ``deal``; None if it won."""
    start = Game.new(deal, rules)
    end, moves = play_greedily(start.position, random.Random(deal))
    return None if end.is_won else Game.replay(moves, deal=deal, rules=rules)


def test_analysis_of_fifty_lost_games() -> None:
    times: list[float] = []
    calls: list[int] = []
    lengths: list[int] = []
    turned = undecided = never = 0
    deal = 0
    while len(times) < GAMES:
        deal += 1
        game = greedy_game(deal)
        if game is None:
            continue
        started = time.perf_counter()
        result = analyse(game, time_limit=BUDGET)
        times.append(time.perf_counter() - started)
        calls.append(result.calls)
        lengths.append(len(game.moves))
        if not result.complete:
            undecided += 1
        elif result.turning_point is not None:
            turned += 1
        else:
            never += 1
    times.sort()
    p50 = statistics.median(times)
    p95 = times[int(0.95 * len(times)) - 1]
    print(
        f"\n{GAMES} lost Classic games (deals 1-{deal}), {statistics.mean(lengths):.0f} moves"
        f" on average (longest {max(lengths)}):"
        f"\n  analysis p50 {p50 * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max {times[-1]:.2f} s"
        f"\n  solver calls: mean {statistics.mean(calls):.1f}, max {max(calls)}"
        f"\n  turning point found {turned}, never winnable {never}, budget ran out {undecided}"
    )
    assert p95 <= BUDGET
    assert undecided == 0
