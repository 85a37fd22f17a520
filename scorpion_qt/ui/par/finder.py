"""Where a game's par comes from: for a daily game, the pinned daily table's row of its
date (when the table has a par for it and the deal is the row's); else the solver's
worker (see :mod:`scorpion_qt.ui.services.solver_client`) finds it within its fixed node
budget (:mod:`scorpion_qt.solver.par`), the same on every machine. The window never waits
for the worker; a table is read once, when its first daily game asks."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from scorpion_qt.engine import Game
from scorpion_qt.engine.daily_table import DailyTable, DailyTableError, decode_table
from scorpion_qt.package_files import daily_table_file
from scorpion_qt.ui.par.keeper import ParFinder

if TYPE_CHECKING:
    from scorpion_qt.solver.protocol import ParAnswer
    from scorpion_qt.ui.services.solver_client import SolverClient

log = logging.getLogger(__name__)

#: the solver client's purpose for pars: a newer game's request replaces the one before
PURPOSE = "par"
#: the worker's answers kept, the latest ones (a deal played again is not searched again)
KEPT_ANSWERS = 64


def table_par(game: Game, day: datetime.date, table: DailyTable) -> int | None:
    """The par ``table`` gives the daily game ``game`` of ``day``: None when the date is
    outside it, its row has no par, or the row's deal is not the game's."""
    row = table.row(day)
    if row is None or row.par is None or row.par < 1 or row.deal != game.deal:
        return None
    return row.par


def solver_par_finder(tables: Path | None = None) -> ParFinder:
    """A :data:`~scorpion_qt.ui.par.keeper.ParFinder`: a daily game's par from the daily
    tables in ``tables`` (None: the ones shipped), else the solver's worker's; its client
    (and the worker) are made with the first request."""
    clients: list[SolverClient] = []
    read: dict[str, DailyTable | None] = {}
    found: dict[str, int | None] = {}  # the worker's answers by start (a deal played again)

    def from_table(game: Game, day: datetime.date) -> int | None:
        if game.rules not in read:
            path = daily_table_file(game.rules, tables)
            try:
                read[game.rules] = decode_table(path.read_bytes(), str(path))
            except (OSError, DailyTableError) as error:
                log.warning("no par from the daily table: %s", error)
                read[game.rules] = None
        table = read[game.rules]
        try:
            return None if table is None else table_par(game, day, table)
        except DailyTableError as error:
            log.warning("no par from the daily table: %s", error)
            return None

    def find(game: Game, daily: datetime.date | None, done: Callable[[int | None], None]) -> None:
        start = game.start_text()
        pinned = None if daily is None else from_table(game, daily)
        if pinned is None and start in found:
            pinned = found[start]
        if pinned is not None or start in found:
            QTimer.singleShot(0, lambda: done(pinned))  # answered later, as the worker does
            return
        # the solver's client loads with the first par asked (after the first paint)
        from scorpion_qt.solver.protocol import ParJob  # noqa: PLC0415
        from scorpion_qt.ui.services.solver_client import SolverClient  # noqa: PLC0415

        if not clients:
            clients.append(SolverClient())

        def answered(answer: ParAnswer | None) -> None:
            par = None if answer is None else answer.moves
            if answer is not None:  # a failed job is asked again next time
                if len(found) >= KEPT_ANSWERS:
                    found.pop(next(iter(found)))
                found[start] = par
            done(par)

        clients[0].submit(PURPOSE, ParJob(start), answered)

    return find
