"""FastAPI dependencies: the app's services, a database session, the caller's address and
player, and the per-address rate limit."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from scorpion_qt.server.models import PLAYERS
from scorpion_qt.server.refused import Reason, Refused
from scorpion_qt.server.services import Services
from scorpion_qt.server.tokens import token_hash

log = logging.getLogger(__name__)

_bearer = HTTPBearer(auto_error=False, description="the token POST /api/v1/players gave")


def services(request: Request) -> Services:
    found: Services = request.app.state.services
    return found


ServicesDep = Annotated[Services, Depends(services)]


def session(found: ServicesDep) -> Iterator[Session]:
    """The request's session and its one transaction (one pooled connection): the rate
    counters, the token's player, the route's reads and writes. Committed when the route
    returns, before the answer is sent, and also when it refuses (a refused request still
    counts against the limits); rolled back on any other error."""
    with found.sessions() as opened:
        opened.begin()
        try:
            yield opened
        except Refused:
            opened.commit()
            raise
        except BaseException:
            opened.rollback()
            raise
        opened.commit()


#: ``scope="function"``: the transaction ends when the route returns, not after its answer
SessionDep = Annotated[Session, Depends(session, scope="function")]


def client_address(request: Request) -> str:
    """The caller's address (behind a proxy, uvicorn's ``--forwarded-allow-ips`` makes it
    the forwarded one)."""
    return request.client.host if request.client else "unknown"


AddressDep = Annotated[str, Depends(client_address)]


def limit_address(found: ServicesDep, session: SessionDep, address: AddressDep) -> None:
    found.limiter.hit(session, f"address:{address}", found.settings.address_limit, "requests")


@dataclass(frozen=True, slots=True)
class Caller:
    """The player a request's token belongs to."""

    id: int
    name: str


def current_player(
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Caller:
    """The player whose token came in ``Authorization: Bearer …``; 401 otherwise."""
    challenge = {"WWW-Authenticate": "Bearer"}
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise Refused(401, Reason.BAD_TOKEN, "a bearer token is needed", challenge)
    parameters = {"token_hash": token_hash(credentials.credentials)}
    row = session.connection().execute(_PLAYER_OF_TOKEN, parameters).first()
    if row is None:
        raise Refused(401, Reason.BAD_TOKEN, "the token is not a player's", challenge)
    return Caller(row.id, row.name)


_PLAYER_OF_TOKEN = select(PLAYERS.c.id, PLAYERS.c.name).where(
    PLAYERS.c.token_hash == bindparam("token_hash")
)

CallerDep = Annotated[Caller, Depends(current_player)]
