"""``POST /api/v1/results``: a finished daily game, checked by replaying its log."""

from __future__ import annotations

import datetime
import logging

from fastapi import APIRouter

from scorpion_qt.server.daily_deal import check_playable, check_rules, pinned_deal
from scorpion_qt.server.day_close import check_open
from scorpion_qt.server.dependencies import (
    AddressDep,
    Credentials,
    ServicesDep,
    UncountedTransactionDep,
    current_player,
)
from scorpion_qt.server.leaderboard import insert_ranked
from scorpion_qt.server.refused import Reason, Refused
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import NewResult, ResultAccepted
from scorpion_qt.server.verification import check_seconds, replay

log = logging.getLogger(__name__)

router = APIRouter(prefix="/api/v1", tags=["results"])


@router.post("/results", status_code=201, responses=refusals(401, 409, 413))
def submit(
    body: NewResult,
    credentials: Credentials,
    transaction: UncountedTransactionDep,
    found: ServicesDep,
    address: AddressDep,
) -> ResultAccepted:
    """Submit a finished daily game. The server checks the date and the deal, replays the
    log with the engine, and stores what the replay shows; ``seconds`` only breaks ties.
    A result with hints ranks below every result without. The first result of a player,
    date and rules counts; a second is 409. A date over everywhere (the next day at 12:00
    UTC) takes no more results (422 ``day_over``): its logs are public from then on."""
    with transaction as connection:
        caller = current_player(connection, credentials, found, address, "results from one player")
        now = found.clock()
        verdict = replay(body.actions, _daily_deal(body, now), body.rules, body.gave_up)
        check_seconds(body.seconds, verdict)
        values = {
            "player_id": caller.id,
            "date": body.date,
            "rules": body.rules,
            "deal": body.deal,
            "won": verdict.won,
            "score": verdict.score,
            "moves": verdict.moves,
            "runs": verdict.runs,
            "seconds": body.seconds,
            "actions": len(body.actions),
            "hints": body.hints,
            "clean": body.hints == 0,
            "submitted_at": now,
            "log": " ".join(body.actions),
        }
        placed = insert_ranked(connection, values)  # last: it locks a count row
        if placed is None:
            raise Refused(
                409,
                Reason.ALREADY_SUBMITTED,
                f"a result for {body.date} under {body.rules} was already submitted: "
                "the first one counts",
            )
        result, rank = placed
        log.info(
            "result %d of player %d from %s: %s %s, %s, score %d in %d moves, %d hints, rank %d",
            result,
            caller.id,
            address,
            body.date,
            body.rules,
            "won" if verdict.won else "lost",
            verdict.score,
            verdict.moves,
            body.hints,
            rank,
        )
        return ResultAccepted(
            result=result, won=verdict.won, score=verdict.score, moves=verdict.moves, rank=rank
        )


def _daily_deal(body: NewResult, now: datetime.datetime) -> int:
    check_rules(body.rules)
    deal = pinned_deal(body.date, body.rules)
    check_playable(body.date, now.date())
    check_open(body.date, now)
    if body.deal != deal:
        raise Refused(
            422,
            Reason.NOT_DAILY_DEAL,
            f"not the daily deal: the daily deal of {body.date} under {body.rules} is {deal}",
        )
    return deal
