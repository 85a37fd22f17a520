"""``GET /daily/{date}/{rules}/results/{result}?move=N``: a result's replay as a web page,
without JavaScript: the board drawn as SVG after move N, links to the first, previous,
next and last moves, and the result's share line in a field to copy. Before its date is
over everywhere the page shows the result's line and share line, and says when its moves
will be shown."""

from __future__ import annotations

import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, Response

from scorpion_qt.engine.daily_close import closes_at, is_over
from scorpion_qt.engine.notation import to_text
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.server.board_drawing import CARD_HEIGHT, CARD_WIDTH, draw
from scorpion_qt.server.daily_deal import pinned_deal, pinned_par
from scorpion_qt.server.day_close import when
from scorpion_qt.server.dependencies import ServicesDep, TransactionDep
from scorpion_qt.server.error_handlers import log_refusal
from scorpion_qt.server.kept_result import KeptResult
from scorpion_qt.server.refused import Refused
from scorpion_qt.server.replay_steps import replay_steps
from scorpion_qt.server.routes.daily import RulesPath
from scorpion_qt.server.routes.pages import JSON_REFUSALS, PAGE_SIZE
from scorpion_qt.server.routes.result_logs import ResultPath
from scorpion_qt.server.share_line import SharedResult, share_line

router = APIRouter(tags=["pages"])

_HTML: dict[str, Any] = {"content": {"text/html": {}}}


@router.get(
    "/daily/{date}/{rules}/results/{result}",
    response_class=HTMLResponse,
    responses={**JSON_REFUSALS, 404: {"description": "no such rules, date or result", **_HTML}},
)
def replay_page(  # noqa: PLR0913 (its path, query and the dependencies FastAPI hands it)
    request: Request,
    date: datetime.date,
    rules: RulesPath,
    result: ResultPath,
    transaction: TransactionDep,
    found: ServicesDep,
    move: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> Response:
    """The result's replay after ``move`` actions of its log (0: the deal; past its last
    action: the last), once the day is over everywhere."""
    now = found.clock()
    with transaction as connection:
        try:
            deal = pinned_deal(date, rules)
            read = found.closed.read(connection, result, date, rules, now)
        except Refused as refused:
            if refused.status_code not in (404, 422):
                raise
            log_refusal(request, 404, refused.reason, refused.detail)
            return found.templates.TemplateResponse(
                request, "not_found.html", {"reason": refused.detail}, status_code=404
            )
    kept = read.result
    over = is_over(date, now)
    context = _line(kept, date, rules, read.total) | {
        "over": over,
        "opens": when(closes_at(date)),
        "step": None,
    }
    if over and kept.actions is not None:
        steps = replay_steps(deal, rules, kept.actions)
        shown = min(move, len(steps) - 1)
        step = steps[shown]
        context |= {
            "step": step,
            "move": shown,
            "last": len(steps) - 1,
            "actions": [s.action for s in steps[1:]],
            "drawing": draw(step.position, step.marked),
            "notation": to_text(step.position),
            "card_width": CARD_WIDTH,
            "card_height": CARD_HEIGHT,
        }
    return found.templates.TemplateResponse(request, "replay.html", context)


def _line(kept: KeptResult, day: datetime.date, rules: str, count: int) -> dict[str, Any]:
    """The page's context for the result's line and its share line."""
    shared = SharedResult(
        rules=rules,
        day=day,
        won=kept.won,
        moves=kept.moves,
        hints=kept.hints,
        par=pinned_par(day, rules),
        rank=kept.rank,
        total=count,
    )
    return {
        "date": day,
        "rules": rules,
        "rule_name": get_rules(rules).name,
        "name": kept.name,
        "rank": kept.rank,
        "total": count,
        "won": kept.won,
        "score": kept.score,
        "moves": kept.moves,
        "seconds": kept.seconds,
        "hints": kept.hints,
        "share": share_line(shared),
        "board_offset": (kept.rank - 1) // PAGE_SIZE * PAGE_SIZE,
    }
