"""Where a practice game starts: the position of a lost game before its losing move."""

from __future__ import annotations

from dataclasses import dataclass

from scorpion_qt.engine import Game


@dataclass(frozen=True, slots=True)
class PracticeStart:
    """A practice game's start: ``game`` begins at the position before the losing move
    (with no move made, and the deal's number and the score there kept); ``move_number``
    is the losing move's number in the game it was lost in (counted from 1), ``lost_with``
    that move."""

    game: Game
    move_number: int
    lost_with: str

    def fresh(self) -> Game:
        """The practice game from its start again, no move made."""
        return Game(self.game.start, self.game.deal)


def practice_start(game: Game, turning_point: int) -> PracticeStart:
    """The practice game before move ``turning_point`` (0-based) of ``game``'s line, the
    move that lost it; raises ValueError when the line has no such move."""
    line = game.moves
    if not 0 <= turning_point < len(line):
        raise ValueError(f"no move {turning_point} in a line of {len(line)}")
    before = Game.replay(
        line[:turning_point], deal=game.deal, rules=game.variant, start_text=game.start_text()
    )
    return PracticeStart(Game(before.position, game.deal), turning_point + 1, line[turning_point])
