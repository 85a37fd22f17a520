"""What an online leaderboard server's answer came to, in the player's terms, and the
values it carries (no Qt here: what the summary and the texts need loads no network)."""

from __future__ import annotations

import enum
import unicodedata
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit


class Outcome(enum.Enum):
    """What a call came to."""

    OK = "ok"  # 200 or 201 with the JSON the API gives
    TAKEN = "taken"  # 409 on registering: the name is someone else's
    ALREADY = "already"  # 409 on a result: the player's result of that day is in
    BAD_NAME = "bad_name"  # 422 on registering: ``reason`` says why
    BAD_TOKEN = "bad_token"  # 401: the server does not know the player's token
    REFUSED = "refused"  # 413 or 422 on a result: for good, ``reason`` says why
    BUSY = "busy"  # 429: past the server's rate limit, try later
    SERVER_ERROR = "server_error"  # 5xx: the server's trouble, try later
    UNREACHABLE = "unreachable"  # no answer: offline, a wrong address, a timeout
    NOT_A_SERVER = "not_a_server"  # an answer no leaderboard server gives


# the outcomes after which a result is tried again later
PASSING = (Outcome.BUSY, Outcome.SERVER_ERROR, Outcome.UNREACHABLE, Outcome.NOT_A_SERVER)


@dataclass(frozen=True)
class Answer:
    """A call's outcome, the HTTP status (None: no answer), the JSON body (an empty dict
    when there was none), a reason for the player (the server's own, when it gave one),
    and for a 429 the seconds the server asked to wait."""

    outcome: Outcome
    status: int | None = None
    body: dict[str, Any] = field(default_factory=dict)
    reason: str = ""
    retry_after: float | None = None


@dataclass(frozen=True)
class BoardRow:
    """One place on a day's online board; ``hints``: the hints its player was shown (0:
    none; a board line without them, as an older server's, shows none)."""

    rank: int
    name: str
    won: bool
    score: int
    moves: int
    seconds: float
    hints: int = 0

    def is_named(self, name: str) -> bool:
        """Whether this place is the player's of ``name`` (their name in the settings):
        names are alike ignoring case and Unicode's compatibility forms (full-width
        letters, ligatures), as the server keeps them apart. No place is an empty name's."""
        return bool(name) and _name_key(self.name) == _name_key(name)


@dataclass(frozen=True)
class Board:
    """A page of a day's online board: the deal, how many results it holds in all."""

    deal: int
    total: int
    rows: tuple[BoardRow, ...]


def check_address(text: str) -> str | None:
    """Why ``text`` is no server address to use (English, for the log), or None: an
    http or https URL with a host."""
    try:
        parts = urlsplit(text.strip())
        port = parts.port  # a port that is no number raises
    except ValueError as error:
        return str(error)
    if parts.scheme not in ("http", "https"):
        return "not an http or https address"
    if not parts.hostname:
        return "no host"
    if parts.query or parts.fragment:
        return "a query or fragment"
    return None if port is None or 0 < port < 65536 else "a port out of range"


def normal_address(text: str) -> str:
    """The address as it is kept: trimmed, without a trailing slash."""
    return text.strip().rstrip("/")


def board_of(answer: Answer) -> Board | None:
    """The board in a board call's answer, or None if it holds none."""
    body = answer.body
    rows = body.get("results")
    if not isinstance(rows, list) or not _whole(body.get("total")):
        return None
    found = []
    for row in rows:
        if not isinstance(row, dict) or not isinstance(row.get("name"), str):
            return None
        if not all(_whole(row.get(key)) for key in ("rank", "score", "moves")):
            return None
        seconds = row.get("seconds")
        if not isinstance(seconds, int | float) or isinstance(seconds, bool):
            return None
        won = row.get("won")
        hints = row.get("hints", 0)
        if not isinstance(won, bool) or not _whole(hints):
            return None
        found.append(
            BoardRow(
                row["rank"], row["name"], won, row["score"], row["moves"], float(seconds), hints
            )
        )
    deal = body.get("deal")
    return Board(deal if isinstance(deal, int) else 0, int(body["total"]), tuple(found))


def _name_key(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
