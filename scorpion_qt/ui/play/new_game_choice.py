"""What the New Game dialog asks for: rules and which deal (a winnable one of a grade)."""

from __future__ import annotations

import datetime
from typing import NamedTuple

from scorpion_qt.engine.deals import MAX_DEAL

__all__ = ["MAX_DEAL", "NewGameChoice"]


class NewGameChoice(NamedTuple):
    rules: str  # a rule set's id (scorpion_qt.ui.play.rule_sets.RULE_SETS)
    mode: str  # "random" | "number" | "daily"
    number: int  # the chosen deal number (used when mode == "number")
    winnable_only: bool = True  # a random deal the solver has proven winnable
    #: the date whose daily deal to play (mode "daily"); None: today's. A past date's game
    #: counts for that date's results, not for the daily streak.
    date: datetime.date | None = None
    #: the grade a winnable random deal is to have ("E", "M", "H": store.grades.GRADES);
    #: None: any. A deal played again from the statistics: the deal's grade (None: not known)
    grade: str | None = None
