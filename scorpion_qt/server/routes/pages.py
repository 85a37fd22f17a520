"""``GET /daily/{date}/{rules}``: a day's leaderboard as a web page, readable without
JavaScript (server-rendered by Jinja2 with autoescape, so a name is always text)."""

from __future__ import annotations

import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from scorpion_qt.engine.daily_table import FIRST_DATE, LAST_DATE
from scorpion_qt.engine.rules import RULES
from scorpion_qt.server.daily_deal import pinned_deal
from scorpion_qt.server.dependencies import ServicesDep, TransactionDep
from scorpion_qt.server.error_handlers import log_refusal
from scorpion_qt.server.leaderboard import standings, total
from scorpion_qt.server.refused import Refused
from scorpion_qt.server.routes.daily import RulesPath
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import ErrorBody

router = APIRouter(tags=["pages"])

PAGE_SIZE = 100
_HTML: dict[str, Any] = {"content": {"text/html": {}}}
#: a parameter that does not validate, a rate limit, the database: refused as JSON (named
#: so, or FastAPI would file their schema under the page's text/html)
_JSON_REFUSALS = {
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
    responses={**_JSON_REFUSALS, 404: {"description": "no such rules or date", **_HTML}},
)
def page(
    request: Request,
    date: datetime.date,
    rules: RulesPath,
    transaction: TransactionDep,
    found: ServicesDep,
    offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
) -> Response:
    """The day's table, with links to the previous and next day and the other rules."""
    with transaction as connection:
        try:
            deal = pinned_deal(date, rules)
        except Refused as refused:
            if refused.status_code != 422:
                raise
            log_refusal(request, 404, refused.reason, refused.detail)
            return found.templates.TemplateResponse(
                request, "not_found.html", {"reason": refused.detail}, status_code=404
            )
        count = total(connection, date, rules)
        lines = standings(connection, date, rules, offset, PAGE_SIZE, count)
        day = datetime.timedelta(days=1)
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
        }
        return found.templates.TemplateResponse(request, "daily.html", context)
