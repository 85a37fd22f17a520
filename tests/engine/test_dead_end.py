"""A dead end is a dead end: a game where every move only shuffles what is on the table
(a King block between empty columns, a card into a cell and back) is stuck."""

from __future__ import annotations

import random

import pytest

from scorpion_qt.engine import RULES, Game, Position, from_text, legal_moves
from scorpion_qt.engine.dead_end import is_dead_end
from scorpion_qt.engine.play import apply

# The reserve is dealt; the Aces on top take nothing and go nowhere, every other card is
# face-down: the only legal moves carry the King of spades between the empty columns.
KING_SHUFFLE = """\
rules: {rules}
reserve: -
foundations: -
1: KS
2: [KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H KD QD JD TD] AH
3: [9D 8D 7D 6D 5D 4D 3D 2D KC QC JC TC 9C 8C 7C 6C] AD
4: [5C 4C 3C 2C QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS] AC
5:
6:
7:
"""

# As KING_SHUFFLE, with the King of spades on a face-down card: carrying it into an empty
# column turns that card up.
KING_ON_A_HIDDEN_CARD = KING_SHUFFLE.replace("1: KS\n", "1: [2S] KS\n").replace(
    "4S 3S 2S AS] AC", "4S 3S AS] AC"
)


# How They Run, reached by random play from deal 12: TC (which has earned its bonus) can go
# from its cell onto JC and back, a column's last card into the free cell, a King block
# into an empty column; none of it can ever turn a card up or score.
CELL_SHUFFLE = """\
rules: how-they-run
score: 340
cells: - TC
foundations: H
bonus: AC 2C 3C 4C 5C 6C 7C TC JC QC 2D 3D 4D 5D 6D 7D 8D TD JD QD AS 2S 3S 6S 7S 8S 9S TS JS QS
1: KS QS JS TS 9S 8S 7S 6S
2:
3: KD QD JD TD 8C 7C 6C 5C 4C 3C 2C AC
4:
5: 9D 8D 7D 6D 5D 4D 3D 2D
6:
7: KC QC JC
8:
9: [AD 5S 9C] 4S 3S 2S AS
10:
"""


def test_only_king_shuffles_left_is_a_dead_end() -> None:
    for rules in ("classic", "scorpion-ii", "relaxed"):
        position = from_text(KING_SHUFFLE.format(rules=rules))
        assert legal_moves(position)  # moves there are, but none goes anywhere
        assert all(move.card is not None and move.card.rank == 13 for move in legal_moves(position))
        assert is_dead_end(position)


def test_a_shuffle_played_out_stays_a_dead_end() -> None:
    game = Game.from_text(KING_SHUFFLE.format(rules="classic"))
    for move in ("1:KS>5", "5:KS>7", "7:KS>6"):
        game.play(move)
        assert is_dead_end(game.position)


def test_a_king_that_uncovers_a_card_is_progress() -> None:
    position = from_text(KING_ON_A_HIDDEN_CARD.format(rules="classic"))
    assert not is_dead_end(position)
    after, outcome = apply(position, legal_moves(position)[0])
    assert outcome.turned_up
    assert is_dead_end(after)  # 2S turned up: it goes nowhere either


def test_an_undealt_reserve_is_never_a_dead_end() -> None:
    text = KING_SHUFFLE.format(rules="classic")
    text = text.replace("reserve: -", "reserve: 2S 3S 4S").replace("4S 3S 2S AS] AC", "AS] AC")
    assert not is_dead_end(from_text(text))


def test_a_card_to_and_from_a_cell_without_points_is_a_dead_end() -> None:
    position = from_text(CELL_SHUFFLE)
    kinds = {move.kind.name for move in legal_moves(position)}
    assert kinds == {"BUILD", "FROM_CELL", "TO_CELL"}
    assert is_dead_end(position)
    assert reachable_progress(position) is not True  # nothing found in 5,000 positions
    # the same position where TC has not earned its bonus: onto JC it earns +5, progress
    assert not is_dead_end(from_text(CELL_SHUFFLE.replace(" TC JC QC 2D", " JC QC 2D")))


def test_a_won_game_is_over_not_stuck() -> None:
    game = Game.from_text(
        "rules: classic\nreserve: -\nfoundations: H D C\n"
        "1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n2: AS\n3:\n4:\n5:\n6:\n7:\n"
    )
    assert not is_dead_end(game.position)
    game.play("2:AS>1")
    assert game.is_won
    assert not is_dead_end(game.position)


def reachable_progress(position: Position, limit: int = 5_000) -> bool | None:
    """Whether a move that scores or deals is reachable (every position told apart, no
    ordering of columns forgotten); None when the search ran past ``limit``."""
    if position.reserve:
        return True
    seen = {position}
    todo = [position]
    while todo:
        current = todo.pop()
        for move in legal_moves(current):
            after, outcome = apply(current, move)
            if outcome.points:
                return True
            if after not in seen:
                if len(seen) > limit:
                    return None
                seen.add(after)
                todo.append(after)
    return False


@pytest.mark.parametrize("rules", sorted(RULES))
def test_a_dead_end_is_only_said_where_nothing_can_score_again(rules: str) -> None:
    """Random play to a dead end, every position on the way checked against a plain search
    of every position reachable (where that search ends)."""
    for deal in (1, 2, 3):
        rng = random.Random(deal)
        game = Game.new(deal, rules)
        for _ in range(120):  # random play may also wander for ever
            position = game.position
            if position.is_won:
                break
            if is_dead_end(position):
                assert reachable_progress(position) is not True, game.log
                break
            moves = legal_moves(position)
            assert moves, f"no legal move left but not a dead end: {game.log}"
            game.play(rng.choice(moves))
