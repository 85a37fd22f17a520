"""The refusals each route may answer, for the OpenAPI schema (every one an ErrorBody)."""

from __future__ import annotations

from typing import Any

from scorpion_qt.server.schemas import ErrorBody

_WHAT = {
    401: "no token, or not a player's",
    403: "not yet: the day is not over everywhere (Retry-After says when it is); or not "
    "the club's creator (see the reason)",
    404: "no such page",
    409: "taken, already submitted, or past a club's limit (see the reason)",
    413: "the body is over 64 KB, or the log over 2,000 actions",
    422: "the request does not validate, or the log does not replay (see the reason)",
    429: "past a rate limit (Retry-After says when to come back)",
    503: "the database cannot be reached",
}


def refusals(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses=`` of a route that may refuse with ``statuses`` (422, 429 and 503
    come with every route)."""
    chosen = sorted({*statuses, 422, 429, 503})
    return {s: {"model": ErrorBody, "description": _WHAT[s]} for s in chosen}
