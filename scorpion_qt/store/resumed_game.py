"""The game in progress, read back to be played on (by the store, or the quick look
before the first paint)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from scorpion_qt.engine import Game


@dataclass(frozen=True, slots=True)
class ResumedGame:
    """The in-progress game rebuilt from its log, with what the UI needs to carry on."""

    id: int
    game: Game
    elapsed_seconds: float
    hints: int
    daily_date: datetime.date | None
    grade: str | None = None  # how hard its deal is, when known
