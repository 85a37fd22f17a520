"""The solver's worker process: answers off the GUI thread, and survives being killed."""

from __future__ import annotations

import os
import signal

from scorpion_qt.engine import Game
from scorpion_qt.ui import solver_client
from scorpion_qt.ui.solver_client import SolverClient
from tests.ui.test_assistant import NEARLY_WON


def test_answers_come_back_as_signals(qtbot) -> None:  # type: ignore[no-untyped-def]
    client = SolverClient()
    text = Game.from_text(NEARLY_WON).to_text()
    with qtbot.waitSignal(client.answered, timeout=30_000) as answer:
        client.request(text, 5.0)
    assert answer.args[0].status == "won"
    assert answer.args[0].moves == ("2:AS>1",)


def test_a_killed_worker_is_replaced(qtbot) -> None:  # type: ignore[no-untyped-def]
    client = SolverClient()
    text = Game.from_text(NEARLY_WON).to_text()
    with qtbot.waitSignal(client.answered, timeout=30_000):
        client.request(text, 5.0)
    pool = solver_client._pool()
    for process in list(pool._processes.values()):  # type: ignore[attr-defined]
        os.kill(process.pid, signal.SIGKILL)
    outcomes: list[str] = []
    client.answered.connect(lambda answer: outcomes.append(answer.status))
    client.failed.connect(lambda _text: outcomes.append("failed"))
    client.request(text, 5.0)
    qtbot.waitUntil(lambda: len(outcomes) == 1, timeout=30_000)
    client.request(text, 5.0)  # whatever the first saw, the next one is answered
    qtbot.waitUntil(lambda: len(outcomes) == 2, timeout=30_000)
    assert outcomes[-1] == "won"
