"""The blunder check (Settings → Warn Before Losing Moves) on real mid-game positions of
Classic deals the solver wins: how often the solver's worker gives its verdict on the
position after a move within the check's wait (150 ms), and which; and what the check adds
to a move in the app's window (offscreen), from the controller asked to play it to the
board told, with the check on and off, where the position before is known winnable.

The positions: the moves off the winning line found (at most :data:`PER_POSITION` of them)
at every :data:`STEP`-th position of that line from its :data:`FIRST`-th move on, in the
first :data:`DEALS` deals from 1 that the solver wins within half a second.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -m benchmark -s \
        tests/benchmarks/bench_blunder_check.py
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game, Move
from scorpion_qt.engine.notation import to_text
from scorpion_qt.engine.play import apply
from scorpion_qt.solver.line_keys import scoreless
from scorpion_qt.solver.protocol import SolveAnswer, SolveJob
from scorpion_qt.solver.solve import solve
from scorpion_qt.ui.play.assistant import Winnability
from scorpion_qt.ui.play.blunder_check import SEARCH_SECONDS, WAIT_MS
from scorpion_qt.ui.services import solver_client
from scorpion_qt.ui.services.solver_client import SolverClient
from tests.ui.conftest import open_window

pytestmark = pytest.mark.benchmark

DEALS = 10
FIRST = 8
STEP = 6
PER_POSITION = 4
#: the share of verdicts that must come within the wait (measured on two cores shared with
#: other work: 197 moves, all within it, p50 14 ms, p99 138 ms; 182 won, 12 lost, 3 unknown)
LEAST_IN_TIME = 0.9
#: the most the check may add to the median move (it waits at most WAIT_MS; measured: the
#: median 3.9 -> 11.8 ms, p90 8.8 -> 28.0 ms, the slowest 135 ms, none without a verdict)
MOST_ADDED_P50 = WAIT_MS / 1000


def winning_lines() -> list[tuple[int, tuple[str, ...]]]:
    lines: list[tuple[int, tuple[str, ...]]] = []
    deal = 0
    while len(lines) < DEALS:
        deal += 1
        found = solve(Game.new(deal), time_limit=0.5)
        if found.status == "won":
            lines.append((deal, found.moves))
    return lines


def mid_game() -> list[tuple[Game, Move]]:
    """(the game at a position along a winning line, a legal move off that line)."""
    cases = []
    for deal, line in winning_lines():
        game = Game.new(deal)
        for index, move in enumerate(line[:-FIRST]):
            if index >= FIRST and (index - FIRST) % STEP == 0:
                off = [m for m in game.legal_moves() if str(m) != move]
                cases += [(game.copy(), m) for m in off[:PER_POSITION]]
            game.play(move)
    return cases


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:6.1f} ms"


def test_the_worker_answers_within_the_wait(qtbot: QtBot) -> None:
    cases = mid_game()
    client = SolverClient()
    answers: list[SolveAnswer | None] = []
    # the worker started (as the window's assistant has started it by the first move)
    client.submit("warm", SolveJob(scoreless(Game.new(1).to_text()), 0.01), answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    seconds: list[float] = []
    verdicts: Counter[str] = Counter()
    in_time: Counter[str] = Counter()
    for game, move in cases:
        after, _outcome = apply(game.position, move)
        job = SolveJob(scoreless(to_text(after)), SEARCH_SECONDS)
        answers.clear()
        started = time.perf_counter()
        client.submit("blunder", job, answers.append)
        qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
        took = time.perf_counter() - started
        answer = answers[0]
        verdict = "failed" if answer is None else answer.status
        seconds.append(took)
        verdicts[verdict] += 1
        if took * 1000 <= WAIT_MS:
            in_time[verdict] += 1
    share = sum(in_time.values()) / len(cases)
    print(
        f"\n{len(cases)} moves off the line at mid-game: answered within {WAIT_MS} ms"
        f" {share:.1%}; p50 {ms(statistics.median(seconds))} p90 {ms(percentile(seconds, 0.9))}"
        f" p99 {ms(percentile(seconds, 0.99))} max {ms(max(seconds))}"
    )
    print(f"verdicts: {dict(verdicts)}; of them within the wait: {dict(in_time)}")
    assert share >= LEAST_IN_TIME


def worker_idle() -> bool:
    """The solver's worker has answered every job sent (the new game's par, the
    assistant's check): a player who thinks a moment between moves."""
    worker = solver_client._host.worker
    return worker is None or not worker.unanswered


def test_what_the_check_adds_to_a_move(qtbot: QtBot, tmp_path: Path) -> None:
    """Each deal's game is set at its line's FIRST move and played along the line; at every
    STEP-th position, each move off the line is played (the clock running from the
    controller asked to play it to the board told) and undone."""
    lines = winning_lines()
    window = open_window(qtbot, ["--deal", "1", "--data-dir", str(tmp_path)])
    controller, check = window.controller, window.blunder_check
    runs: dict[bool, list[float]] = {False: [], True: []}
    asked = 0
    told: list[float] = []
    controller.changed.connect(lambda _event: told.append(time.perf_counter()))

    def known() -> Winnability:
        qtbot.waitUntil(lambda: window.assistant.status is not Winnability.CHECKING, timeout=20_000)
        return window.assistant.status

    try:
        for on in (False, True, False, True):  # in turn, so that the load falls on both alike
            check.set_enabled(on)
            for deal, line in lines:
                game = Game.new(deal)
                for move in line[:FIRST]:
                    game.play(move)
                controller.set_game(game)
                for index in range(FIRST, len(line) - FIRST):
                    if (index - FIRST) % STEP == 0 and known() is Winnability.WINNABLE:
                        off = [m for m in controller.game.legal_moves() if str(m) != line[index]]
                        for tried in off[:PER_POSITION]:
                            qtbot.waitUntil(worker_idle, timeout=60_000)
                            told.clear()
                            started = time.perf_counter()
                            controller.play(tried)
                            qtbot.waitUntil(lambda: bool(told) or check.box is not None)
                            if check.box is not None:  # a losing move: asked, no latency
                                asked += 1
                                check.box.reject()
                                qtbot.waitUntil(lambda: not check.waiting)
                                continue
                            runs[on].append(told[0] - started)
                            controller.undo()
                            known()
                    controller.play(line[index], checked=True)
    finally:
        window.close()
    off_, on_ = runs[False], runs[True]
    added = statistics.median(on_) - statistics.median(off_)
    print(
        f"\nmove to board told, check off ({len(off_)} moves): p50 {ms(statistics.median(off_))}"
        f" p90 {ms(percentile(off_, 0.9))}; on ({len(on_)} moves, {asked // 2} a run asked):"
        f" p50 {ms(statistics.median(on_))} p90 {ms(percentile(on_, 0.9))}"
        f" max {ms(max(on_))}; added p50 {ms(added)}; {check.unanswered} played without a"
        " verdict"
    )
    assert added <= MOST_ADDED_P50
    assert max(on_) <= WAIT_MS / 1000 + 0.1  # never much past the wait
