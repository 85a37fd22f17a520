"""Compact keys of positions, and of every position a winning line passes through.

A key is a short digest of a position's text without its score (the score does not change
what can be won). The worker that found a winning line replays it once and sends the keys
of the positions along it beside the line, so that the window knows every one of them as
won without replaying the line itself: time and memory linear in the line's length, spent
off the window's thread.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

from scorpion_qt.engine import Game

#: bytes of digest a key keeps (written as twice as many hex digits): no two of the
#: positions one app meets share a key but by a chance of about n² / 2**97
KEY_BYTES = 12
#: moves replayed between two looks at whether the keys are still wanted
STOP_EVERY = 512


def scoreless(game_text: str) -> str:
    """The position's text without its score line."""
    return "\n".join(line for line in game_text.splitlines() if not line.startswith("score:"))


def position_key(game_text: str) -> str:
    """The key of the position ``game_text`` writes (its score left out)."""
    text = scoreless(game_text).encode()
    return hashlib.blake2b(text, digest_size=KEY_BYTES).hexdigest()


def line_keys(
    position_text: str, moves: Sequence[str], stop: Callable[[], bool] | None = None
) -> tuple[str, ...]:
    """The keys of the positions the line ``moves`` from ``position_text`` passes through:
    after each of its moves but the last (which ends the game). Empty once ``stop``
    answers True (the keys are no longer wanted)."""
    game = Game.from_text(position_text)
    keys: list[str] = []
    for count, move in enumerate(moves[:-1], start=1):
        if stop is not None and count % STOP_EVERY == 0 and stop():
            return ()
        game.play(move)
        keys.append(position_key(game.to_text()))
    return tuple(keys)
