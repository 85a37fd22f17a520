"""How the player has the board drawn, for a replay to match."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BoardLooks:
    """How the player has the board drawn (Settings menu), for the replay to match."""

    animations: bool = True
    four_colour: bool = False
    large_index: bool = False
