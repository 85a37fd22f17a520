"""How a game stands: the result the store keeps for it and the history lists."""

from __future__ import annotations

import enum


class GameResult(enum.StrEnum):
    """How a game stands; the database stores these strings."""

    IN_PROGRESS = "in_progress"
    WON = "won"
    LOST = "lost"
    DAMAGED = "damaged"  # its stored log no longer replays: listed, but neither won nor lost
