"""Engine speed on random playouts: legal_moves() calls/s and play+undo pairs/s."""

import random
import time
from collections.abc import Callable

import pytest

from scorpion_qt.engine import Game, Move

pytestmark = pytest.mark.benchmark

DEALS = range(1, 301)
PLAYOUT_LENGTH = 60


def random_playouts(seed: int = 7) -> list[tuple[Game, list[Move]]]:
    """(game, move chosen there) at every step of random playouts over many deals."""
    rng = random.Random(seed)
    steps: list[tuple[Game, list[Move]]] = []
    for deal in DEALS:
        for rules in ("classic", "relaxed"):
            game = Game.new(deal, rules)
            for _ in range(PLAYOUT_LENGTH):
                moves = game.legal_moves()
                if not moves:
                    break
                steps.append((Game(game.position, deal), moves))
                game.play(rng.choice(moves))
    return steps


def best_rate(run: Callable[[], int], repeats: int = 5) -> float:
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        count = run()
        rates.append(count / (time.perf_counter() - start))
    return max(rates)


def test_engine_speed() -> None:
    steps = random_playouts()
    games = [game for game, _ in steps]
    rng = random.Random(3)
    chosen = [rng.choice(moves) for _, moves in steps]

    def legal() -> int:
        for game in games:
            game.legal_moves()
        return len(games)

    def play_undo() -> int:
        for game, move in zip(games, chosen, strict=True):
            game.play(move)
            game.undo()
        return len(games)

    legal_rate = best_rate(legal)
    pair_rate = best_rate(play_undo)
    print(f"\npositions from random playouts: {len(games):,}")
    print(f"legal_moves(): {legal_rate:,.0f} calls/s (target >= 100,000)")
    print(f"play + undo: {pair_rate:,.0f} pairs/s (target >= 30,000)")
    assert legal_rate >= 100_000
    assert pair_rate >= 30_000
