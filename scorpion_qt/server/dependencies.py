"""FastAPI dependencies: the app's services, the caller's address, the request's database
session (counted against the address's rate limit), and the caller's player.

A sync dependency runs on a worker thread, one hop from the event loop each: those that
do no I/O are ``async`` (they run on the loop), and a request's database work is one
sync dependency (the session) and its sync route, so that a request makes three hops
(the session's start, the route, the session's end), not one for each dependency."""

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


async def services(request: Request) -> Services:
    found: Services = request.app.state.services
    return found


ServicesDep = Annotated[Services, Depends(services)]


async def client_address(request: Request) -> str:
    """The caller's address (behind a proxy, uvicorn's ``--forwarded-allow-ips`` makes it
    the forwarded one)."""
    return request.client.host if request.client else "unknown"


AddressDep = Annotated[str, Depends(client_address)]


def session(found: ServicesDep, address: AddressDep) -> Iterator[Session]:
    """The request's session and its one transaction (one pooled connection): its first
    statement counts the request against the caller's address limit (429 past it); then
    the token's player, the route's reads and writes. Committed when the route returns,
    before the answer is sent, and also when it refuses (a refused request still counts
    against the limits); rolled back on any other error."""
    with found.sessions() as opened:
        opened.begin()
        try:
            found.limiter.hit(
                opened, f"address:{address}", found.settings.address_limit, "requests"
            )
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


@dataclass(frozen=True, slots=True)
class Caller:
    """The player a request's token belongs to."""

    id: int
    name: str


Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]


def current_player(session: Session, credentials: Credentials) -> Caller:
    """The player whose token came in ``Authorization: Bearer …``; 401 otherwise. Called
    by the route (on its thread) rather than a dependency of its own (a thread hop)."""
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
