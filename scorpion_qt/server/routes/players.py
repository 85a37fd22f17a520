"""``POST /api/v1/players``: registering a name, answered with the player's token."""

from __future__ import annotations

import logging

from fastapi import APIRouter
from sqlalchemy.dialects import postgresql, sqlite

from scorpion_qt.server.dependencies import AddressDep, ServicesDep, TransactionDep
from scorpion_qt.server.models import Player
from scorpion_qt.server.names import BadName, player_name
from scorpion_qt.server.refused import Reason, Refused
from scorpion_qt.server.routes.responses import refusals
from scorpion_qt.server.schemas import NewPlayer, PlayerCreated
from scorpion_qt.server.tokens import new_token, token_hash

log = logging.getLogger(__name__)

router = APIRouter(prefix="/api/v1", tags=["players"])


@router.post("/players", status_code=201, responses=refusals(409))
def register(
    body: NewPlayer, transaction: TransactionDep, found: ServicesDep, address: AddressDep
) -> PlayerCreated:
    """Register a name (1–24 characters after NFKC normalisation, no control or format
    characters, something visible; unique ignoring case and by its look: a name whose
    Unicode security skeleton (UTS #39, default-ignorable code points removed) is another
    player's, as written or case-folded, is taken). The token is shown once: only its hash
    is kept."""
    with transaction as connection:
        found.limiter.hit(
            connection, f"register:{address}", found.settings.register_limit, "players registered"
        )
        try:
            name = player_name(body.name)
        except BadName as exc:
            raise Refused(422, Reason.BAD_NAME, str(exc)) from None
        token = new_token()
        # ON CONFLICT DO NOTHING, not a unique violation caught: that would abort the request's
        # transaction and the registration count in it
        insert = sqlite.insert if connection.dialect.name == "sqlite" else postgresql.insert
        player: int | None = connection.execute(
            insert(Player)
            .values(
                name=name.text,
                name_key=name.key,
                name_skeleton=name.skeleton,
                name_folded=name.folded,
                token_hash=token_hash(token),
                created=found.clock(),
            )
            # any unique index: the key and both skeletons (a token's hash, 256 random
            # bits, is never another's)
            .on_conflict_do_nothing()
            .returning(Player.id)
        ).scalar_one_or_none()
        if player is None:
            raise Refused(409, Reason.NAME_TAKEN, "name taken")
        log.info("player %d registered from %s", player, address)
        return PlayerCreated(player=player, token=token)
