"""FastAPI dependencies: the app's services, the caller's address, the request's database
transaction (counted against the address's rate limit), and the caller's player.

A sync dependency runs on a worker thread, one hop from the event loop each: these do no
I/O and are ``async`` (they run on the loop), and a request's database work is all done
by its sync route, in the transaction it is handed, so that a request makes one hop, not
one for each dependency (and two for a session yielded by one)."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import Connection

from scorpion_qt.server.rate_limit import Count
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


def address_count(found: Services, address: str) -> Count:
    """The count of a request against its address's limit."""
    return Count(f"address:{address}", found.settings.address_limit, "requests")


@contextlib.contextmanager
def _transaction(found: Services, address: str | None) -> Iterator[Connection]:
    """The transaction, its first statement counting ``address`` (unless None: the route
    counts it itself)."""
    with found.engine.connect() as connection:
        begun = connection.begin()
        try:
            if address is not None:
                count = address_count(found, address)
                found.limiter.hit(connection, count.key, count.limit, count.what)
            yield connection
        except Refused:
            begun.commit()
            raise
        except BaseException:
            begun.rollback()
            raise
        begun.commit()


async def transaction(
    found: ServicesDep, address: AddressDep
) -> contextlib.AbstractContextManager[Connection]:
    """The request's transaction, for the route to enter (``with transaction as
    connection:``) on its own thread: a pooled connection and its one transaction, whose
    first statement counts the request against the caller's address limit (429 past it);
    then the route's reads and writes. Committed when the route's ``with`` ends, before
    the answer is sent, and also when it refuses (a refused request still counts against
    the limits); rolled back on any other error. Not a sync dependency that yields the
    connection: that would cost two thread hops of its own, one to start it and one to
    end it. A Core connection, not an ORM session: the server runs
    statements only, and needs none of a session's bookkeeping."""
    return _transaction(found, address)


TransactionDep = Annotated[contextlib.AbstractContextManager[Connection], Depends(transaction)]


async def uncounted_transaction(
    found: ServicesDep,
) -> contextlib.AbstractContextManager[Connection]:
    """:func:`transaction` for a route whose first statement counts the address itself,
    together with its caller's token (:func:`current_player`): one statement fewer."""
    return _transaction(found, None)


UncountedTransactionDep = Annotated[
    contextlib.AbstractContextManager[Connection], Depends(uncounted_transaction)
]


@dataclass(frozen=True, slots=True)
class Caller:
    """The player a request's token belongs to."""

    id: int
    name: str


Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]


def current_player(
    connection: Connection, credentials: Credentials, found: Services, address: str, what: str
) -> Caller:
    """The player whose token came in ``Authorization: Bearer …``, 401 otherwise. Counts
    the request against ``address``'s limit first (429 past it), then against the
    token's (429 past it, saying ``what`` was counted): the first statement of a route in
    an :data:`UncountedTransactionDep`. Called by the route (on its thread) rather than a
    dependency of its own (a thread hop)."""
    challenge = {"WWW-Authenticate": "Bearer"}
    first = address_count(found, address)
    if credentials is None or credentials.scheme.lower() != "bearer":
        found.limiter.hit(connection, first.key, first.limit, first.what)
        raise Refused(401, Reason.BAD_TOKEN, "a bearer token is needed", challenge)
    player = found.limiter.hit_player(
        connection, first, token_hash(credentials.credentials), found.settings.token_limit, what
    )
    if player is None:
        raise Refused(401, Reason.BAD_TOKEN, "the token is not a player's", challenge)
    return Caller(*player)
