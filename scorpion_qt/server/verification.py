"""Checking a submitted log by replaying it with the engine: what the game really was."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from scorpion_qt.engine.dead_end import is_dead_end
from scorpion_qt.engine.deals import check_deal_number, deal_position
from scorpion_qt.engine.game import REDO, UNDO, Game
from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import get_rules
from scorpion_qt.server.refused import Reason, Refused

#: The most actions a log may hold (more is refused with 413).
MAX_ACTIONS = 2000
#: Fewer seconds a move than this is no person's play.
MIN_SECONDS_PER_MOVE = 0.1
#: A daily game's clock cannot hold more than a day.
MAX_SECONDS = 86_400.0


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the replay shows: ``moves`` is the game's move count (the moves leading to its
    last position), ``played`` every move of the log, undone ones included."""

    won: bool
    score: int
    moves: int
    runs: int
    played: int


def replay(actions: Sequence[str], deal: int, rules: str, gave_up: bool = False) -> Verdict:
    """Replay ``actions`` on ``deal`` under ``rules``. Refuses (422) a log with an action
    the engine refuses, naming its index (from 0) and the engine's reason, and a log that
    does not finish: the game must be won, or at a dead end (no move left that can change
    anything: :func:`~scorpion_qt.engine.dead_end.is_dead_end`), the way the game itself
    decides that a game is over, unless the
    player ``gave_up`` (then it is a loss wherever it stopped)."""
    if len(actions) > MAX_ACTIONS:
        raise Refused(
            413, Reason.TOO_LARGE, f"the log has {len(actions)} actions, more than {MAX_ACTIONS}"
        )
    game = Game(_start(deal, rules), deal)
    played = 0
    for index, action in enumerate(actions):
        try:
            if action == UNDO:
                if not game.undo():
                    raise ValueError("there is no move to undo")
            elif action == REDO:
                if not game.redo():
                    raise ValueError("there is no undone move to redo")
            else:
                game.play(action)
                played += 1
        except ValueError as exc:
            raise Refused(
                422, Reason.ILLEGAL_ACTION, f"action {index} ({action!r}) is refused: {exc}"
            ) from None
    if not game.is_won and not gave_up and not is_dead_end(game.position):
        raise Refused(
            422,
            Reason.UNFINISHED,
            "the log does not finish the game: it is neither won nor stuck "
            f"({len(game.legal_moves())} legal moves remain)",
        )
    return Verdict(game.is_won, game.score, game.move_count, len(game.position.foundations), played)


@functools.lru_cache(maxsize=64)
def _start(deal: int, rules: str) -> Position:
    """The deal's first position (an immutable value): a day's submissions all start from
    the same one, dealt once rather than for each (a tenth of a replay's time)."""
    return deal_position(check_deal_number(deal), get_rules(rules))


def check_seconds(seconds: float, verdict: Verdict) -> None:
    """Refuse (422) a time no person could play the log in (under 0.1 s for each move
    played, undone ones included; undo and redo are free) or longer than a day."""
    fastest = MIN_SECONDS_PER_MOVE * verdict.played
    if seconds < fastest:
        raise Refused(
            422,
            Reason.IMPLAUSIBLE_SECONDS,
            f"{seconds:g} seconds for {verdict.played} moves is implausible: "
            f"at least {MIN_SECONDS_PER_MOVE:g} s a move ({fastest:g} s)",
        )
    if seconds > MAX_SECONDS:
        raise Refused(
            422,
            Reason.IMPLAUSIBLE_SECONDS,
            f"{seconds:g} seconds is implausible: a daily game's clock holds at most a day "
            f"({MAX_SECONDS:g} s)",
        )
