"""What the New Game dialog asks for: rules and which deal."""

from __future__ import annotations

from typing import NamedTuple

MAX_DEAL = 2**32 - 1


class NewGameChoice(NamedTuple):
    rules: str  # "classic" | "relaxed"
    mode: str  # "random" | "number" | "daily"
    number: int  # the chosen deal number (used when mode == "number")
    winnable_only: bool = False  # a random deal the solver has proven winnable
