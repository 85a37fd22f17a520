"""A daily game's result kept for an online leaderboard, and how its sending stands."""

from __future__ import annotations

import datetime
import enum
from dataclasses import dataclass


class SubmissionState(enum.StrEnum):
    """How an online submission stands; the database stores these strings."""

    PENDING = "pending"  # waiting to be sent, or sent again after a failure
    DONE = "done"  # the server took it (or had the player's result of that day already)
    REFUSED = "refused"  # the server refused it for good (too large, or it does not replay)


@dataclass(frozen=True, slots=True)
class OnlineSubmission:
    """A daily game's result for an online leaderboard server, as the store keeps it.

    ``payload`` is the JSON text to send; ``server`` the address it is for. ``attempts``
    counts the tries that failed for a cause that can go away; ``next_try_at`` (aware UTC,
    None: at once) is when to try next; ``last_error`` why the last try failed, or the
    server's reason for refusing it; ``rank`` of ``total`` what the server answered (None
    until known). ``game_id`` is None once its game is deleted."""

    id: int
    game_id: int | None
    server: str
    payload: str
    state: SubmissionState
    attempts: int
    next_try_at: datetime.datetime | None
    last_error: str | None
    rank: int | None
    total: int | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
