"""Clubs: creating one, joining it with its invite code, leaving it, renewing its code, and
a player's clubs, as Core statements on the request's connection.

A club's slug (its public name in URLs) and its invite code are random (``secrets``). A
code is :data:`CODE_LENGTH` characters of Crockford's base32 (60 bits), shown as
``XXXX-XXXX-XXXX`` and read as Crockford reads it: any case, dashes and white space
ignored, ``O`` as zero, ``I`` and ``L`` as one. Whatever is wrong with a code (no club
has it, it was renewed, it is no code at all) is the same refusal, which never says
whether a club exists.

Every change to a player's clubs first locks the player's row, then the club's (``FOR
NO KEY UPDATE`` on PostgreSQL, which a result's insert referencing the player does not
wait for; SQLite's transactions are IMMEDIATE, one writer at a time): two requests at
once cannot put a player in more than :data:`MOST_CLUBS` clubs, nor a club past
:data:`MOST_MEMBERS` members.
"""

from __future__ import annotations

import datetime
import secrets
from collections.abc import Callable
from typing import Any

from sqlalchemy import (
    Column,
    Connection,
    Row,
    Select,
    and_,
    bindparam,
    delete,
    func,
    insert,
    select,
    update,
)

from scorpion_qt.server.models import CLUB_MEMBERS, CLUBS, PLAYERS
from scorpion_qt.server.names import BadName, shown_name
from scorpion_qt.server.refused import Reason, Refused
from scorpion_qt.server.schemas import CLUB_NAME_LENGTH, ClubInfo

#: The clubs a player may be in at once
MOST_CLUBS = 20
#: The members a club may have: a board of friends or a club, not a second whole board
#: (its page reads each member's result of the day: at this many, a few milliseconds)
MOST_MEMBERS = 1_000
#: Crockford's base32 (no I, L, O, U): the invite code's characters
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 12
#: Lower-case letters and digits no one misreads (no 0, 1, i, l, o, u): the slug's
SLUG_ALPHABET = "23456789abcdefghjkmnpqrstvwxyz"
#: 12 of 30 characters: 59 bits
SLUG_LENGTH = 12
#: Crockford's readings of the letters a code does not use
_READ_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})
BAD_CODE = "no club has this invite code"


def new_code() -> str:
    """A fresh invite code as stored (no dashes)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_slug() -> str:
    return "".join(secrets.choice(SLUG_ALPHABET) for _ in range(SLUG_LENGTH))


def shown_code(code: str) -> str:
    """``7KQ2M9XDH4TA`` as ``7KQ2-M9XD-H4TA``."""
    return "-".join(code[i : i + 4] for i in range(0, len(code), 4))


def code_key(text: str) -> str | None:
    """The stored code ``text`` stands for (as a member may have typed it), or None where
    it cannot be one."""
    kept = "".join(char for char in text if char != "-" and not char.isspace())
    key = kept.upper().translate(_READ_AS)
    if len(key) != CODE_LENGTH or any(char not in CODE_ALPHABET for char in key):
        return None
    return key


def club_name(raw: str) -> str:
    """The name a club is given (1-40 characters after NFKC, something visible, no
    control or format character); 422 ``bad_name`` otherwise."""
    try:
        return shown_name(raw, CLUB_NAME_LENGTH)
    except BadName as exc:
        raise Refused(422, Reason.BAD_NAME, str(exc)) from None


def create(connection: Connection, player: int, name: str, now: datetime.datetime) -> ClubInfo:
    """A new club named ``name`` (as :func:`club_name` gave it) at ``now``, ``player`` its
    creator and first member (409 ``too_many_clubs`` if they are in :data:`MOST_CLUBS`)."""
    _lock_player(connection, player)
    _check_room_for(connection, player)
    slug = _unused(connection, CLUBS.c.slug, new_slug)
    code = _unused(connection, CLUBS.c.code, new_code)
    values = {"slug": slug, "name": name, "code": code, "creator_id": player, "created": now}
    club: int = connection.execute(insert(CLUBS).values(values).returning(CLUBS.c.id)).scalar_one()
    connection.execute(insert(CLUB_MEMBERS).values(club_id=club, player_id=player, joined=now))
    return ClubInfo(club=slug, name=name, code=shown_code(code), members=1, creator=True)


def join(connection: Connection, player: int, code: str, now: datetime.datetime) -> ClubInfo:
    """``player`` in the club whose invite code ``code`` is (as typed) from ``now``: its info, the
    same when they are in it already. 404 ``bad_invite_code`` whatever is wrong with the
    code; 409 ``too_many_clubs`` or ``club_full``."""
    key = code_key(code)
    if key is None:
        raise _bad_code()
    _lock_player(connection, player)
    club = connection.execute(_locked(_CLUB.where(CLUBS.c.code == key))).first()
    if club is None:
        raise _bad_code()
    member = {"club_id": club.id, "player_id": player}
    if connection.execute(_MEMBER, member).first() is None:
        _check_room_for(connection, player)
        if _members(connection, club.id) >= MOST_MEMBERS:
            raise Refused(
                409, Reason.CLUB_FULL, f"the club has {MOST_MEMBERS:,} members, as many as it may"
            )
        connection.execute(insert(CLUB_MEMBERS).values(**member, joined=now))
    return _info(connection, club, player)


def leave(connection: Connection, player: int, slug: str) -> None:
    """``player`` out of the club ``slug`` (404 ``not_a_member`` if they are not in it,
    or there is none). The last member's leaving deletes the club; the creator's hands
    the code's renewal to the member in it longest (the earliest joined; of those joined
    at the same instant, the earliest registered)."""
    _lock_player(connection, player)
    club = _member_club(connection, player, slug)
    connection.execute(
        delete(CLUB_MEMBERS).where(
            CLUB_MEMBERS.c.club_id == club.id, CLUB_MEMBERS.c.player_id == player
        )
    )
    longest = connection.execute(
        select(CLUB_MEMBERS.c.player_id)
        .where(CLUB_MEMBERS.c.club_id == club.id)
        .order_by(CLUB_MEMBERS.c.joined, CLUB_MEMBERS.c.player_id)
        .limit(1)
    ).scalar_one_or_none()
    if longest is None:
        connection.execute(delete(CLUBS).where(CLUBS.c.id == club.id))
    elif club.creator_id in (player, None):
        connection.execute(update(CLUBS).where(CLUBS.c.id == club.id).values(creator_id=longest))


def renew(connection: Connection, player: int, slug: str) -> ClubInfo:
    """A new invite code for the club ``slug``, the old one refused from now on: only
    its creator may (403 ``not_club_creator``; 404 ``not_a_member`` for anyone not in
    it)."""
    club = _member_club(connection, player, slug)
    if club.creator_id != player:
        raise Refused(
            403, Reason.NOT_CLUB_CREATOR, "only the club's creator may renew its invite code"
        )
    code = _unused(connection, CLUBS.c.code, new_code)
    connection.execute(update(CLUBS).where(CLUBS.c.id == club.id).values(code=code))
    return _info(connection, club, player, code)


def clubs_of(connection: Connection, player: int) -> list[ClubInfo]:
    """The clubs ``player`` is in, the one they joined first first."""
    mine = (
        _CLUB.join_from(CLUBS, CLUB_MEMBERS, CLUB_MEMBERS.c.club_id == CLUBS.c.id)
        .where(CLUB_MEMBERS.c.player_id == player)
        .order_by(CLUB_MEMBERS.c.joined, CLUBS.c.id)
    )
    return [_info(connection, club, player) for club in connection.execute(mine)]


#: a club's columns
_CLUB: Select[Any] = select(
    CLUBS.c.id, CLUBS.c.slug, CLUBS.c.name, CLUBS.c.code, CLUBS.c.creator_id
)
#: whether a player (``player_id``) is in a club (``club_id``): the members' key
_MEMBER = select(CLUB_MEMBERS.c.joined).where(
    CLUB_MEMBERS.c.club_id == bindparam("club_id"),
    CLUB_MEMBERS.c.player_id == bindparam("player_id"),
)


def _locked(statement: Any) -> Any:
    """``statement``'s rows locked until the commit against other changes (PostgreSQL's
    ``FOR NO KEY UPDATE``; SQLite writes one transaction at a time)."""
    return statement.with_for_update(key_share=True)


def _lock_player(connection: Connection, player: int) -> None:
    connection.execute(_locked(select(PLAYERS.c.id).where(PLAYERS.c.id == player)))


def _member_club(connection: Connection, player: int, slug: str) -> Row[Any]:
    """The club ``slug``, locked, if ``player`` is in it; 404 ``not_a_member`` otherwise."""
    mine = and_(CLUB_MEMBERS.c.club_id == CLUBS.c.id, CLUB_MEMBERS.c.player_id == player)
    club = connection.execute(
        _locked(_CLUB.join_from(CLUBS, CLUB_MEMBERS, mine).where(CLUBS.c.slug == slug))
    ).first()
    if club is None:
        raise Refused(404, Reason.NOT_A_MEMBER, "you are not a member of this club")
    return club


def _check_room_for(connection: Connection, player: int) -> None:
    """409 ``too_many_clubs`` if ``player`` is in :data:`MOST_CLUBS` clubs."""
    count: int = connection.execute(
        select(func.count()).where(CLUB_MEMBERS.c.player_id == player)
    ).scalar_one()
    if count >= MOST_CLUBS:
        raise Refused(
            409,
            Reason.TOO_MANY_CLUBS,
            f"you are in {MOST_CLUBS} clubs, as many as a player may be: leave one first",
        )


def _members(connection: Connection, club: int) -> int:
    count: int = connection.execute(
        select(func.count()).where(CLUB_MEMBERS.c.club_id == club)
    ).scalar_one()
    return count


def _info(connection: Connection, club: Row[Any], player: int, code: str = "") -> ClubInfo:
    """``club`` (a row of :data:`_CLUB`) as ``player`` sees it; ``code``: its new code."""
    return ClubInfo(
        club=club.slug,
        name=club.name,
        code=shown_code(code or club.code),
        members=_members(connection, club.id),
        creator=club.creator_id == player,
    )


def _unused(connection: Connection, column: Column[str], make: Callable[[], str]) -> str:
    """A fresh value of ``make`` that no club has in ``column`` yet (at 59 and 60 bits a
    repeat is all but impossible; looked for all the same, so that one is no error)."""
    while True:
        value = make()
        if connection.execute(select(column).where(column == value)).first() is None:
            return value


def _bad_code() -> Refused:
    """The one refusal of every code that lets no one in."""
    return Refused(404, Reason.BAD_INVITE_CODE, BAD_CODE)
