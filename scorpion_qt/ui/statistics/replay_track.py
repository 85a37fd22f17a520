"""What the replay's controls step along: a game's log from its start (moves, undos and
redos), or moves played on from a position of it (the winning line from its turning
point)."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion_qt.engine import Game, Position
from scorpion_qt.engine.game import REDO, UNDO


@dataclass(frozen=True)
class ReplayTrack:
    """``actions`` played from ``base`` (never changed: each step plays on a copy);
    ``positions[k]`` is the position after the first ``k`` of them."""

    base: Game
    actions: list[str]
    positions: list[Position]

    @classmethod
    def of_game(cls, game: Game) -> ReplayTrack:
        """``game``'s whole log, from its start."""
        start = Game.replay([], deal=game.deal, start_text=game.start_text())
        return cls.played_on(start, game.log)

    @classmethod
    def played_on(cls, base: Game, actions: list[str]) -> ReplayTrack:
        """``actions`` from ``base`` as it stands; raises ``IllegalMove`` (a ValueError
        for an undo or redo with nothing to take back) where one does not play."""
        game = base.copy()
        positions = [game.position]
        for action in actions:
            _act(game, action)
            positions.append(game.position)
        return cls(base, list(actions), positions)

    def __len__(self) -> int:
        return len(self.actions)

    def game_at(self, step: int) -> Game:
        """The game after the first ``step`` actions."""
        game = self.base.copy()
        for action in self.actions[:step]:
            _act(game, action)
        return game


def _act(game: Game, action: str) -> None:
    if action == UNDO:
        if not game.undo():
            raise ValueError("an undo with no move to take back")
    elif action == REDO:
        if not game.redo():
            raise ValueError("a redo with no move to play again")
    else:
        game.play(action)
