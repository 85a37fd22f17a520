"""``/api/v1/clubs``: creating a club, joining one with its invite code, leaving it, renewing
its code, and the caller's clubs. Every route needs the player's bearer token.

The requests count against the address's limit as every request does, not against the
token's limit of results submitted; joining and creating count against ``join_limit``
too, per token and per address, so that invite codes cannot be tried in bulk (a code
refused still counts).
"""

from __future__ import annotations

import logging
from typing import Annotated

from fastapi import APIRouter, Path, Response
from sqlalchemy import Connection, bindparam, select

from scorpion_qt.server import clubs
from scorpion_qt.server.dependencies import AddressDep, Credentials, ServicesDep, TransactionDep
from scorpion_qt.server.models import PLAYERS
from scorpion_qt.server.refused import Reason, Refused
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import ClubInfo, ClubList, JoinClub, NewClub
from scorpion_qt.server.services import Services
from scorpion_qt.server.tokens import token_hash

log = logging.getLogger(__name__)

router = APIRouter(prefix="/api/v1/clubs", tags=["clubs"])

#: a club's slug in a path
ClubPath = Annotated[str, Path(max_length=64)]


@router.post("", status_code=201, responses=refusals(401, 409))
def create(
    body: NewClub,
    credentials: Credentials,
    transaction: TransactionDep,
    found: ServicesDep,
    address: AddressDep,
) -> ClubInfo:
    """Create a club (its name: 1-40 characters after NFKC, no control or format
    characters, something visible; names need not be unique). The caller is its creator
    and first member, and may renew its invite code. A player is in at most 20 clubs
    (409 ``too_many_clubs``); creating counts against ``join_limit``."""
    with transaction as connection:
        player = _caller(connection, credentials)
        _count_join(connection, found, player, address)
        made = clubs.create(connection, player, clubs.club_name(body.name), found.clock())
        log.info("club %s created by player %d from %s", made.club, player, address)
        return made


@router.get("", responses=refusals(401))
def mine(credentials: Credentials, transaction: TransactionDep) -> ClubList:
    """The caller's clubs, each with its invite code (every member may pass it on)."""
    with transaction as connection:
        return ClubList(clubs=clubs.clubs_of(connection, _caller(connection, credentials)))


@router.post("/join", responses=refusals(401, 404, 409))
def join(
    body: JoinClub,
    credentials: Credentials,
    transaction: TransactionDep,
    found: ServicesDep,
    address: AddressDep,
) -> ClubInfo:
    """Join the club whose invite code this is (any case; dashes and spaces ignored). A
    member already: the same answer. A wrong, renewed or malformed code: 404
    ``bad_invite_code``, the same answer whatever the code. Counted against
    ``join_limit`` per token and per address (429 past it)."""
    with transaction as connection:
        player = _caller(connection, credentials)
        _count_join(connection, found, player, address)
        joined = clubs.join(connection, player, body.code, found.clock())
        log.info("player %d from %s is in club %s", player, address, joined.club)
        return joined


@router.delete("/{club}/members/me", status_code=204, responses=refusals(401, 404))
def leave(club: ClubPath, credentials: Credentials, transaction: TransactionDep) -> Response:
    """Leave the club (404 ``not_a_member`` if the caller is not in it). When its creator
    leaves, the member in it longest may renew its code; when its last member leaves,
    the club is deleted."""
    with transaction as connection:
        player = _caller(connection, credentials)
        clubs.leave(connection, player, club)
        log.info("player %d left club %s", player, club)
    return Response(status_code=204)


@router.post("/{club}/code", responses=refusals(401, 403, 404))
def renew(club: ClubPath, credentials: Credentials, transaction: TransactionDep) -> ClubInfo:
    """A new invite code; the old one stops working at once. Only the club's creator
    may (403 ``not_club_creator``; a player not in it: 404 ``not_a_member``)."""
    with transaction as connection:
        player = _caller(connection, credentials)
        renewed = clubs.renew(connection, player, club)
        log.info("club %s: invite code renewed by player %d", club, player)
        return renewed


def _caller(connection: Connection, credentials: Credentials) -> int:
    """The id of the player whose token came in ``Authorization: Bearer …``; 401 otherwise
    (the request has been counted against the address's limit already)."""
    challenge = {"WWW-Authenticate": "Bearer"}
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise Refused(401, Reason.BAD_TOKEN, "a bearer token is needed", challenge)
    hashed = {"token_hash": token_hash(credentials.credentials)}
    player: int | None = connection.execute(_PLAYER_OF_TOKEN, hashed).scalar_one_or_none()
    if player is None:
        raise Refused(401, Reason.BAD_TOKEN, "the token is not a player's", challenge)
    return player


_PLAYER_OF_TOKEN = select(PLAYERS.c.id).where(PLAYERS.c.token_hash == bindparam("token_hash"))


def _count_join(connection: Connection, found: Services, player: int, address: str) -> None:
    """Count a join (or a club created) against ``join_limit``: the token's, then the
    address's (429 past either)."""
    limit = found.settings.join_limit
    what = "clubs joined or created"
    found.limiter.hit(connection, f"join:token:{player}", limit, what)
    found.limiter.hit(connection, f"join:address:{address}", limit, what)
