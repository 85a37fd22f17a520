"""Where a game's par comes from: the solver's worker (see
:mod:`scorpion_qt.ui.services.solver_client`) finds it within its fixed node budget
(:mod:`scorpion_qt.solver.par`), the same on every machine; the window never waits."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

from scorpion_qt.engine import Game
from scorpion_qt.ui.par.keeper import ParFinder

if TYPE_CHECKING:
    from scorpion_qt.solver.protocol import ParAnswer
    from scorpion_qt.ui.services.solver_client import SolverClient

#: the solver client's purpose for pars: a newer game's request replaces the one before
PURPOSE = "par"


def solver_par_finder() -> ParFinder:
    """A :data:`~scorpion_qt.ui.par.keeper.ParFinder` asking the solver's worker; its
    client (and the worker) are made with the first request."""
    clients: list[SolverClient] = []

    def find(game: Game, daily: datetime.date | None, done: Callable[[int | None], None]) -> None:
        # the solver's client loads with the first par asked (after the first paint)
        from scorpion_qt.solver.protocol import ParJob  # noqa: PLC0415
        from scorpion_qt.ui.services.solver_client import SolverClient  # noqa: PLC0415

        if not clients:
            clients.append(SolverClient())

        def answered(answer: ParAnswer | None) -> None:
            done(None if answer is None else answer.moves)

        clients[0].submit(PURPOSE, ParJob(game.start_text()), answered)

    return find
