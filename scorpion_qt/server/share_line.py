"""The web page's share line of a result: ``Scorpion Qt · Classic daily 2026-12-03 · won
in 58 (par 52) · no hints · rank 3 of 41`` (English; the app writes the same in the
player's language). Nothing that spoils the deal: no move, no time."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from scorpion_qt.engine.rules import get_rules

APP_NAME = "Scorpion Qt"
SEPARATOR = " · "


@dataclass(frozen=True, slots=True)
class SharedResult:
    """A result as its share line tells it: ``moves`` as the game counts them, ``par``
    None when the day's table has none, ``rank`` of ``total`` on the day's board."""

    rules: str
    day: datetime.date
    won: bool
    moves: int
    hints: int
    par: int | None
    rank: int
    total: int


def share_line(result: SharedResult) -> str:
    if result.won:
        outcome = f"won in {result.moves}"
    else:
        outcome = f"lost after {result.moves} move{'' if result.moves == 1 else 's'}"
    if result.par is not None:
        outcome += f" (par {result.par})"
    if result.hints == 0:
        hints = "no hints"
    else:
        hints = f"{result.hints} hint{'' if result.hints == 1 else 's'}"
    return SEPARATOR.join(
        (
            APP_NAME,
            f"{get_rules(result.rules).name} daily {result.day.isoformat()}",
            outcome,
            hints,
            f"rank {result.rank} of {result.total}",
        )
    )
