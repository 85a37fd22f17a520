"""The leaderboard server's clubs, as the app asks for them: the player's clubs, creating,
joining and leaving one, renewing its invite code, and the path of a club's board. Each
call answers once, on the GUI thread, with an :class:`Answer` (made through the window's
:class:`OnlineApi`: nothing here blocks, and QtNetwork loads only with it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import quote

from scorpion_qt.ui.services.online_answer import Answer, Outcome

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.ui.services.online_api import OnlineApi

#: the longest club name the server takes (after NFKC): the name field's length
NAME_LENGTH = 40
#: the longest invite code typed (12 characters and their dashes, with room for spaces)
CODE_FIELD_LENGTH = 32


@dataclass(frozen=True)
class Club:
    """A club the player is in: its slug (the public id in its board's address), its name,
    its invite code, how many members it has, and whether the player may renew the code."""

    club: str
    name: str
    code: str
    members: int
    creator: bool


def club_of(body: object) -> Club | None:
    """The club in a ClubInfo JSON object, or None if it is none."""
    if not isinstance(body, dict):
        return None
    club, name, code = body.get("club"), body.get("name"), body.get("code")
    members, creator = body.get("members"), body.get("creator")
    if not (isinstance(club, str) and club and isinstance(name, str) and isinstance(code, str)):
        return None
    if not isinstance(members, int) or isinstance(members, bool) or members < 0:
        return None
    if not isinstance(creator, bool):
        return None
    return Club(club, name, code, members, creator)


def clubs_of(answer: Answer) -> tuple[Club, ...] | None:
    """The clubs in a list call's answer (by name), or None if it holds no list."""
    found = answer.body.get("clubs") if answer.outcome is Outcome.OK else None
    if not isinstance(found, list):
        return None
    clubs = [club_of(item) for item in found]
    if any(club is None for club in clubs):
        return None
    return tuple(sorted((c for c in clubs if c), key=lambda c: (c.name.casefold(), c.club)))


def reason_code(answer: Answer) -> str:
    """The refusal's reason code (``reason`` in the server's error body), or ""."""
    code = answer.body.get("reason")
    return code if isinstance(code, str) else ""


def board_path(day: str, rules: str, offset: int, limit: int, club: str = "") -> str:
    """The API path of a page of a day's board: everyone's, or the club ``club``'s."""
    path = f"/daily/{quote(day, safe='')}/{quote(rules, safe='')}?offset={offset}&limit={limit}"
    return f"{path}&club={quote(club, safe='')}" if club else path


class ClubApi:
    """The clubs' calls to ``server`` with the player's ``token``."""

    def __init__(self, api: OnlineApi, server: str, token: str) -> None:
        self.api = api
        self.server = server
        self.token = token

    def clubs(self, done: Callable[[Answer], None]) -> None:
        """``GET /clubs``: the player's clubs (see :func:`clubs_of`)."""
        self._send("GET", "/clubs", done)

    def create(self, name: str, done: Callable[[Answer], None]) -> None:
        """``POST /clubs``: a new club, the player its first member (see :func:`club_of`)."""
        self._send("POST", "/clubs", done, {"name": name})

    def join(self, code: str, done: Callable[[Answer], None]) -> None:
        """``POST /clubs/join``: the club whose invite code ``code`` is."""
        self._send("POST", "/clubs/join", done, {"code": code})

    def leave(self, club: str, done: Callable[[Answer], None]) -> None:
        """``DELETE /clubs/{club}/members/me``: OK (204, no body) once the player left."""
        self._send("DELETE", f"/clubs/{quote(club, safe='')}/members/me", done)

    def renew(self, club: str, done: Callable[[Answer], None]) -> None:
        """``POST /clubs/{club}/code``: the club with a new invite code."""
        self._send("POST", f"/clubs/{quote(club, safe='')}/code", done)

    def _send(
        self,
        method: str,
        path: str,
        done: Callable[[Answer], None],
        body: dict[str, str] | None = None,
    ) -> None:
        def answered(answer: Answer) -> None:
            if answer.status == 204:  # no content, as a DELETE answers
                answer = Answer(Outcome.OK, 204)
            done(answer)

        self.api.send(method, self.server, path, self.token, answered, body)
