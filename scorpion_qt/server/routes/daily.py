"""``GET /api/v1/daily/{date}/{rules}``: a day's daily deal under a rule set, its starting
position, and its leaderboard, as JSON."""

from __future__ import annotations

import datetime
from typing import Annotated

from fastapi import APIRouter, Path, Query

from scorpion_qt.engine.rules import RULES
from scorpion_qt.server.club_board import board_club, club_standings
from scorpion_qt.server.daily_deal import check_begun, pinned_deal, start_text
from scorpion_qt.server.dependencies import ServicesDep, TransactionDep
from scorpion_qt.server.leaderboard import standings, total
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import Board

router = APIRouter(prefix="/api/v1", tags=["daily"])

MAX_LIMIT = 100

#: a rule set's id in a path (an unknown one is refused: 422 here, 404 on the page)
RulesPath = Annotated[str, Path(max_length=32, json_schema_extra={"enum": list(RULES)})]
#: a club's slug: its board instead of the whole board (empty: the whole board)
ClubQuery = Annotated[str | None, Query(max_length=64)]


@router.get("/daily/{date}/{rules}", responses=refusals(404))
def board(  # noqa: PLR0913 (its path, query and the dependencies FastAPI hands it)
    date: datetime.date,
    rules: RulesPath,
    transaction: TransactionDep,
    found: ServicesDep,
    offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = 50,
    club: ClubQuery = None,
) -> Board:
    """The day's daily deal under ``rules`` (each rule set has its own), its starting
    position in the position notation (``start``: any client can deal it from that), and
    the day's results ranked: won first, then higher score, fewer moves, less time,
    earlier submission. Ranks are 1-based positions in that order (no shared ranks). A
    date after tomorrow (UTC) is refused: its daily is not dealt anywhere yet. With
    ``club`` (a club's slug), the club's board: its members' results only, ranked 1..n
    among them in the same order, ``total`` the members' results of the day (an unknown
    slug: 404 ``unknown_club``)."""
    with transaction as connection:
        deal = pinned_deal(date, rules)
        check_begun(date, found.clock().date())
        start = start_text(deal, rules)
        if club:
            chosen = board_club(connection, club)
            count, lines = club_standings(connection, chosen.id, date, rules, offset, limit)
            return Board(deal=deal, start=start, total=count, results=lines, club=chosen.ref)
        count = total(connection, date, rules)
        lines = standings(connection, date, rules, offset, limit, count)
        return Board(deal=deal, start=start, total=count, results=lines)
