"""What the New Game dialog asks for: rules and which deal."""

from __future__ import annotations

from dataclasses import dataclass

MAX_DEAL = 2**32 - 1


@dataclass(frozen=True)
class NewGameChoice:
    rules: str  # "classic" | "relaxed"
    mode: str  # "random" | "number" | "daily"
    number: int  # the chosen deal number (used when mode == "number")
    winnable_only: bool = False  # a random deal the solver has proven winnable
