"""``GET /api/v1/daily/{date}/{rules}/results/{result}``: a result with its log, once its
date is over everywhere (the next day at 12:00 UTC); before that, 403."""

from __future__ import annotations

import datetime
from typing import Annotated

from fastapi import APIRouter, Path

from scorpion_qt.server.daily_deal import pinned_deal, start_text
from scorpion_qt.server.day_close import check_over
from scorpion_qt.server.dependencies import ServicesDep, TransactionDep
from scorpion_qt.server.routes.daily import RulesPath
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import ResultLog

router = APIRouter(prefix="/api/v1", tags=["daily"])

#: a result's id, as a board line's ``result`` gives it
ResultPath = Annotated[int, Path(ge=1, le=2**63 - 1)]


@router.get("/daily/{date}/{rules}/results/{result}", responses=refusals(403, 404))
def result_log(
    date: datetime.date,
    rules: RulesPath,
    result: ResultPath,
    transaction: TransactionDep,
    found: ServicesDep,
) -> ResultLog:
    """A result of the day's board (``result``: its id, a board line's ``result``) with
    its log: the actions as the player sent them (moves in the game's notation, ``undo``,
    ``redo``), to replay from ``start``. Served once the date is over everywhere (the next
    day at 12:00 UTC, the end of the date at UTC−12); before that, 403 ``day_not_over``
    with Retry-After, so that no winning line is copied onto the board while it is open.
    ``actions`` is null for a result stored before logs were kept. 404 for an id that is
    no result of this date and rules."""
    now = found.clock()
    with transaction as connection:
        deal = pinned_deal(date, rules)
        kept = found.closed.read(connection, result, date, rules, now).result
    check_over(date, now)
    return ResultLog(
        result=kept.id,
        name=kept.name,
        rank=kept.rank,
        won=kept.won,
        score=kept.score,
        moves=kept.moves,
        seconds=kept.seconds,
        hints=kept.hints,
        deal=deal,
        start=start_text(deal, rules),
        actions=None if kept.actions is None else list(kept.actions),
    )
