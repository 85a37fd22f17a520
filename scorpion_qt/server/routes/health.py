"""``GET /healthz``: ok once the database answers (for load balancers; not rate-limited)."""

from __future__ import annotations

from fastapi import APIRouter
from sqlalchemy import literal, select

from scorpion_qt.server.dependencies import ServicesDep
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import Health

router = APIRouter(tags=["health"])


@router.get("/healthz", responses={503: refusals()[503]})
def health(found: ServicesDep) -> Health:
    with found.engine.connect() as connection:
        connection.execute(select(literal(1)))
    return Health(status="ok")
