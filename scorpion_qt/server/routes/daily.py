"""``GET /api/v1/daily/{date}/{rules}``: a day's daily deal under a rule set, its starting
position, and its leaderboard, as JSON."""

from __future__ import annotations

import datetime
from typing import Annotated

from fastapi import APIRouter, Path, Query

from scorpion_qt.engine.rules import RULES
from scorpion_qt.server.daily_deal import check_begun, pinned_deal, start_text
from scorpion_qt.server.dependencies import ServicesDep, TransactionDep
from scorpion_qt.server.leaderboard import standings, total
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import Board

router = APIRouter(prefix="/api/v1", tags=["daily"])

MAX_LIMIT = 100

#: a rule set's id in a path (an unknown one is refused: 422 here, 404 on the page)
RulesPath = Annotated[str, Path(max_length=32, json_schema_extra={"enum": list(RULES)})]


@router.get("/daily/{date}/{rules}", responses=refusals())
def board(
    date: datetime.date,
    rules: RulesPath,
    transaction: TransactionDep,
    found: ServicesDep,
    offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = 50,
) -> Board:
    """The day's daily deal under ``rules`` (each rule set has its own), its starting
    position in the position notation (``start``: any client can deal it from that), and
    the day's results ranked: won first, then higher score, fewer moves, less time,
    earlier submission. Ranks are 1-based positions in that order (no shared ranks). A
    date after tomorrow (UTC) is refused: its daily is not dealt anywhere yet."""
    with transaction as connection:
        deal = pinned_deal(date, rules)
        check_begun(date, found.clock().date())
        count = total(connection, date, rules)
        lines = standings(connection, date, rules, offset, limit, count)
        return Board(deal=deal, start=start_text(deal, rules), total=count, results=lines)
