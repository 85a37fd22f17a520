"""The cells of Three Blind Mice and How They Run (RULES.md §6): moves, notation, refusals."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import CARDS, Card, Game, IllegalMove, Move, MoveKind, Refusal
from tests.engine.conftest import BOARD

# Clubs and hearts are on the foundations. Cell 1 holds 5S (it fits on 6S in column 2),
# cell 2 KD (a King: it may go into an empty column, then QD..AD completes its run).
MICE = """\
rules: three-blind-mice
score: 0
cells: 5S KD
foundations: C H
1: [2S] 9S 8S 4S
2: 6S
3:
4: KS QS JS TS
5: 3S
6: [AS] 7S
7:
8: QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD
9:
10:
"""

# The same cards under How They Run, with KD in column 9 and cell 2 empty.
RUN = (
    MICE.replace("three-blind-mice", "how-they-run")
    .replace("cells: 5S KD", "cells: 5S -")
    .replace("9:\n", "9: KD\n")
)


def line(game: Game, key: str) -> str:
    for text in game.to_text().splitlines():
        if text.split(":")[0] == key:
            return text
    raise KeyError(key)


def test_the_positions_round_trip() -> None:
    assert Game.from_text(MICE).to_text() == MICE
    assert Game.from_text(RUN).to_text() == RUN


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("c1:5S>3", Move(MoveKind.FROM_CELL, -1, Card.parse("5S"), 2, 0)),
        ("c2:KD>10", Move(MoveKind.FROM_CELL, -1, Card.parse("KD"), 9, 1)),
        ("4:9H>c2", Move(MoveKind.TO_CELL, 3, Card.parse("9H"), -1, 1)),
        ("10:AS>c1", Move(MoveKind.TO_CELL, 9, Card.parse("AS"), -1, 0)),
    ],
)
def test_cell_moves_are_written_and_read_back(text: str, move: Move) -> None:
    assert str(move) == text
    assert Move.parse(text) == move
    assert Move.parse(text.upper().replace("C", "c", 1)) == move
    assert Move.parse(text.replace(":", " : ").replace(">", " > ").upper()) == move


def test_three_blind_mice_moves_are_exactly() -> None:
    moves = {str(m) for m in Game.from_text(MICE).legal_moves()}
    assert moves == {
        "1:9S>4",
        "2:6S>6",
        "5:3S>1",
        "c1:5S>2",
        *(f"4:KS>{empty}" for empty in (3, 7, 9, 10)),
        *(f"c2:KD>{empty}" for empty in (3, 7, 9, 10)),
    }


def test_how_they_run_moves_add_every_last_card_into_the_empty_cell() -> None:
    moves = {str(m) for m in Game.from_text(RUN).legal_moves()}
    into_cell = {"1:4S>c2", "2:6S>c2", "4:TS>c2", "5:3S>c2", "6:7S>c2", "8:AD>c2", "9:KD>c2"}
    assert into_cell <= moves
    assert {"c1:5S>2", "8:QD>9"} <= moves
    assert not any(m.endswith(">c1") for m in moves)  # cell 1 is full


def test_a_cell_card_onto_its_same_suit_parent_scores_5() -> None:
    game = Game.from_text(MICE)
    outcome = game.play("c1:5S>2")
    assert outcome.points == 5
    assert outcome.moved == (Card.parse("5S"),)
    assert line(game, "cells") == "cells: - KD"
    assert line(game, "2") == "2: 6S 5S"
    assert game.position.where(Card.parse("5S")) == (1, 1)
    assert game.position.cell_of(Card.parse("5S")) is None
    assert game.undo()
    assert game.to_text() == MICE
    assert game.position.cell_of(Card.parse("5S")) == 0
    assert game.position.where(Card.parse("5S")) is None


def test_a_king_from_a_cell_into_an_empty_column_then_its_run_is_removed() -> None:
    game = Game.from_text(MICE)
    assert game.play("c2:KD>3").points == 0
    outcome = game.play("8:QD>3")
    assert outcome.runs_removed == ((2, CARDS[25].suit),)
    assert outcome.points == 5 + 100
    assert line(game, "foundations") == "foundations: C H D"
    assert line(game, "3") == "3:"
    assert line(game, "8") == "8:"


def test_a_card_into_a_cell_turns_up_the_card_below_it() -> None:
    game = Game.from_text(RUN)
    outcome = game.play("6:7S>c2")
    assert outcome.turned_up == ((5, Card.parse("AS")),)
    assert outcome.points == 5
    assert line(game, "cells") == "cells: 5S 7S"
    assert line(game, "6") == "6: AS"
    assert game.position.cell_of(Card.parse("7S")) == 1
    with pytest.raises(IllegalMove) as refused:
        game.play("c2:7S>6")  # the building rules hold for a cell's card too
    assert refused.value.reason is Refusal.NOTHING_ON_ACE
    assert game.undo()
    assert game.to_text() == RUN


def test_deal_is_never_legal_without_a_reserve() -> None:
    for text in (MICE, RUN):
        game = Game.from_text(text)
        assert all(m.kind is not MoveKind.DEAL for m in game.legal_moves())
        with pytest.raises(IllegalMove) as refused:
            game.play("deal")
        assert refused.value.reason is Refusal.NO_RESERVE
    for rules in ("three-blind-mice", "how-they-run"):
        assert "deal" not in {str(m) for m in Game.new(1, rules).legal_moves()}


CLASSIC_BOARD = BOARD.format(rules="classic")


@pytest.mark.parametrize(
    ("text", "move", "reason", "message"),
    [
        (
            MICE,
            "5:3S>c1",
            Refusal.NO_CELL_MOVES_HERE,
            "Nothing can be placed in a cell in this game",
        ),
        (MICE, "c1:5S>c2", Refusal.CELL_TO_CELL, "A card never moves from one cell to another"),
        (RUN, "c1:5S>c2", Refusal.CELL_TO_CELL, "A card never moves from one cell to another"),
        (
            MICE,
            "c1:5S>F",
            Refusal.NOT_A_RUN,
            "Only a complete run from King to Ace can go to a foundation",
        ),
        (MICE, "c3:5S>2", Refusal.NO_SUCH_CELL, "There is no cell 3"),
        (MICE, "c0:5S>2", Refusal.NO_SUCH_CELL, "There is no cell 0"),
        (RUN, "5:3S>c3", Refusal.NO_SUCH_CELL, "There is no cell 3"),
        (CLASSIC_BOARD, "c1:5S>2", Refusal.NO_SUCH_CELL, "There is no cell 1"),
        (CLASSIC_BOARD, "1:4S>c1", Refusal.NO_SUCH_CELL, "There is no cell 1"),
        (MICE, "c1:KD>3", Refusal.NOT_IN_CELL, "KD is not in cell 1"),
        (MICE, "c2:9S>4", Refusal.NOT_IN_CELL, "9S is not in cell 2"),
        (RUN, "c2:KD>3", Refusal.NOT_IN_CELL, "KD is not in cell 2"),
        (MICE, "c1:5S>11", Refusal.NO_SUCH_COLUMN, "There is no column 11"),
        (MICE, "c1:5S>3", Refusal.EMPTY_NEEDS_KING, "Only a King can be placed in an empty column"),
        (MICE, "c1:5S>1", Refusal.WRONG_RANK, "5S can only be placed on a card one rank higher"),
        (MICE, "c2:KD>8", Refusal.NOTHING_ON_ACE, "Nothing can be placed on an Ace"),
        (RUN, "5:3S>c1", Refusal.CELL_NOT_EMPTY, "Cell 1 already holds a card"),
        (
            RUN,
            "1:8S>c2",
            Refusal.BLOCK_INTO_CELL,
            "Only the last card of a column can go into a cell, never a block",
        ),
        (RUN, "1:2S>c2", Refusal.FACE_DOWN, "2S is face-down and cannot be moved yet"),
        (RUN, "2:3S>c2", Refusal.CARD_NOT_IN_COLUMN, "3S is not in column 2"),
        (RUN, "11:3S>c2", Refusal.NO_SUCH_COLUMN, "There is no column 11"),
        (RUN, "2:5S>c2", Refusal.CARD_NOT_IN_COLUMN, "5S is not in column 2"),  # in a cell
        (RUN, "1:5S>2", Refusal.CARD_NOT_IN_COLUMN, "5S is not in column 1"),
    ],
)
def test_cell_refusals_give_the_reason_and_a_readable_message(
    text: str, move: str, reason: Refusal, message: str
) -> None:
    game = Game.from_text(text)
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    assert refused.value.reason is reason
    assert str(refused.value) == message
    assert game.to_text() == text
    assert game.log == []


def test_how_they_run_takes_a_king_or_a_lone_card_into_a_cell() -> None:
    game = Game.from_text(RUN)
    game.play("9:KD>c2")
    assert line(game, "9") == "9:"
    assert line(game, "cells") == "cells: 5S KD"
    game.play("c2:KD>9")
    game.play("5:3S>c2")
    assert line(game, "5") == "5:"
    assert game.moves == ["9:KD>c2", "c2:KD>9", "5:3S>c2"]
    assert Game.replay(game.log, start_text=RUN).to_text() == game.to_text()
