"""What the solver's worker process writes on its stderr goes into the window's log."""

from __future__ import annotations

import logging

import pytest
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.services.solver_client import SolverClient


class Fly:
    """A job the worker does not know: it says so on its stderr, and answers a failure."""

    def to_json(self) -> dict[str, object]:
        return {"job": "fly", "args": {}}

    def budget(self) -> float | None:
        return 0.0


def test_the_workers_messages_are_logged(qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> None:
    answers: list[object] = []
    with caplog.at_level(logging.WARNING, logger="scorpion_qt.solver.worker"):
        SolverClient().submit("fly", Fly(), answers.append)  # type: ignore[arg-type]
        qtbot.waitUntil(lambda: bool(answers), timeout=30_000)

        def logged() -> bool:
            return any(
                r.name == "scorpion_qt.solver.worker" and "fly" in r.getMessage()
                for r in caplog.records
            )

        qtbot.waitUntil(logged, timeout=10_000)
    assert answers == [None]
