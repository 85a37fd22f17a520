"""``GET /daily/{date}/{rules}``: a day's leaderboard as a web page, readable without
JavaScript (server-rendered by Jinja2 with autoescape, so a name is always text)."""

from __future__ import annotations

import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from scorpion_qt.engine.daily_table import FIRST_DATE, LAST_DATE
from scorpion_qt.engine.rules import RULES
from scorpion_qt.server.club_board import board_club, club_standings
from scorpion_qt.server.daily_deal import pinned_deal
from scorpion_qt.server.dependencies import ServicesDep, TransactionDep
from scorpion_qt.server.error_handlers import log_refusal
from scorpion_qt.server.leaderboard import standings, total
from scorpion_qt.server.refused import Refused
from scorpion_qt.server.routes.daily import ClubQuery, RulesPath
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import ErrorBody

router = APIRouter(tags=["pages"])

PAGE_SIZE = 100
_HTML: dict[str, Any] = {"content": {"text/html": {}}}
#: a parameter that does not validate, a rate limit, the database: refused as JSON (named
#: so, or FastAPI would file their schema under the page's text/html)
JSON_REFUSALS = {
    status: {
        "description": response["description"],
        "content": {"application/json": {"schema": ErrorBody.model_json_schema()}},
    }
    for status, response in refusals().items()
}


@router.get("/", response_class=RedirectResponse, status_code=307, include_in_schema=False)
async def front(found: ServicesDep) -> RedirectResponse:
    """Today's (UTC) Classic board (not counted against a rate limit: it reads nothing)."""
    return RedirectResponse(f"/daily/{found.clock().date()}/classic", status_code=307)


@router.get(
    "/daily/{date}/{rules}",
    response_class=HTMLResponse,
    responses={**JSON_REFUSALS, 404: {"description": "no such rules, date or club", **_HTML}},
)
def page(  # noqa: PLR0913 (its path, query and the dependencies FastAPI hands it)
    request: Request,
    date: datetime.date,
    rules: RulesPath,
    transaction: TransactionDep,
    found: ServicesDep,
    offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
    club: ClubQuery = None,
) -> Response:
    """The day's table, with links to the previous and next day and the other rules. With
    ``club`` (a club's slug), the club's table, and its links keep to the club."""
    with transaction as connection:
        try:
            deal = pinned_deal(date, rules)
            chosen = board_club(connection, club) if club else None
        except Refused as refused:
            if refused.status_code not in (404, 422):
                raise
            log_refusal(request, 404, refused.reason, refused.detail)
            return found.templates.TemplateResponse(
                request, "not_found.html", {"reason": refused.detail}, status_code=404
            )
        if chosen is None:
            count = total(connection, date, rules)
            lines = standings(connection, date, rules, offset, PAGE_SIZE, count)
        else:
            count, lines = club_standings(connection, chosen.id, date, rules, offset, PAGE_SIZE)
        day = datetime.timedelta(days=1)
        keep = f"club={chosen.ref.club}" if chosen else ""
        context = {
            "date": date,
            "rules": rules,
            "rule_ids": list(RULES),
            "rule_names": {rid: r.name for rid, r in RULES.items()},
            "deal": deal,
            "lines": lines,
            "total": count,
            "offset": offset,
            "page_size": PAGE_SIZE,
            "previous": date - day if date > FIRST_DATE else None,
            "next": date + day if date < LAST_DATE else None,
            "club": chosen.ref if chosen else None,
            # the club kept by the links to other days and rules, and to other pages
            "club_query": f"?{keep}" if keep else "",
            "page_query": f"?{keep}&offset=" if keep else "?offset=",
        }
        return found.templates.TemplateResponse(request, "daily.html", context)
