"""Undo, redo, the 100-move undo limit (RULES.md §4) and replaying a game from its log."""

from __future__ import annotations

import pytest

from scorpion_qt.engine import UNDO_LIMIT, Game

# KS alone at the bottom of column 1 and four empty columns: KS can shuttle for ever.
SHUTTLE = """\
rules: classic
score: 40
reserve: -
foundations: C D H
1: KS
2: QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS
3:
4:
5:
6:
7:
"""

SHUTTLE_CYCLE = ["1:KS>3", "3:KS>4", "4:KS>5", "5:KS>6", "6:KS>7", "7:KS>1"]


def undo_depth(game: Game) -> int:
    """How many undos succeed (the game is left at the earliest reachable position)."""
    count = 0
    while game.undo():
        count += 1
    return count


def redo_depth(game: Game) -> int:
    """How many redos succeed (the game is left at the latest position)."""
    count = 0
    while game.redo():
        count += 1
    return count


def shuttle(moves: int) -> tuple[Game, list[str]]:
    """A SHUTTLE game after ``moves`` moves, and the position text after each move."""
    game = Game.from_text(SHUTTLE)
    texts = [game.to_text()]
    for index in range(moves):
        game.play(SHUTTLE_CYCLE[index % len(SHUTTLE_CYCLE)])
        texts.append(game.to_text())
    return game, texts


def test_undo_and_redo_return_false_on_a_new_game(example_game: Game) -> None:
    assert not example_game.can_undo
    assert not example_game.can_redo
    assert example_game.undo() is False
    assert example_game.redo() is False
    assert example_game.log == []


def test_undo_restores_the_exact_position_including_the_score(
    example_game: Game, example_text: str
) -> None:
    example_game.play("2:4H>7")
    assert example_game.score == 5
    assert example_game.undo() is True
    assert example_game.to_text() == example_text
    assert example_game.score == 0
    assert example_game.moves == []
    assert example_game.move_count == 0


def test_redo_plays_the_undone_move_again(example_game: Game) -> None:
    example_game.play("2:4H>7")
    after = example_game.to_text()
    example_game.undo()
    assert example_game.can_redo
    assert example_game.redo() is True
    assert example_game.to_text() == after
    assert example_game.score == 5
    assert example_game.redo() is False
    assert example_game.log == ["2:4H>7", "undo", "redo"]


def test_undo_removes_exactly_the_points_of_each_move() -> None:
    game = Game.from_text(SHUTTLE)
    game.play("1:KS>3")  # 0 points
    assert game.score == 40
    game.play("2:QS>3")  # QS..AS onto KS: same suit +5, run removed +100
    assert game.score == 145
    after = game.to_text()
    assert game.undo()
    assert game.score == 40
    assert game.undo()
    assert game.score == 40
    assert game.to_text() == SHUTTLE
    assert game.redo()
    assert game.redo()
    assert game.to_text() == after


def test_a_new_move_clears_redo(example_game: Game) -> None:
    example_game.play("2:4H>7")
    example_game.undo()
    example_game.play("deal")
    assert not example_game.can_redo
    assert example_game.redo() is False
    assert example_game.moves == ["deal"]
    assert example_game.log == ["2:4H>7", "undo", "deal"]


def test_undo_walks_back_through_every_position() -> None:
    game, texts = shuttle(20)
    for expected in reversed(texts[:-1]):
        assert game.undo()
        assert game.to_text() == expected
    assert not game.undo()


def test_undo_limit_is_100() -> None:
    assert UNDO_LIMIT == 100


def test_undo_reaches_back_exactly_100_moves() -> None:
    game, texts = shuttle(150)
    for count in range(1, 101):
        assert game.undo(), count
        assert game.to_text() == texts[150 - count]
    assert game.move_count == 50
    assert not game.can_undo
    assert game.undo() is False
    assert game.to_text() == texts[50]
    assert redo_depth(game) == 100
    assert game.to_text() == texts[150]


def test_exactly_100_moves_can_all_be_undone() -> None:
    game, texts = shuttle(100)
    assert undo_depth(game) == 100
    assert game.to_text() == texts[0]


def test_replay_from_start_text_reproduces_position_score_and_undo_stack(example_text: str) -> None:
    game = Game.from_text(example_text)
    for action in ["2:4H>7", "7:2H>3", "undo", "undo", "redo", "deal", "undo"]:
        if action == "undo":
            assert game.undo()
        elif action == "redo":
            assert game.redo()
        else:
            game.play(action)
    assert "undo" in game.log
    assert "redo" in game.log
    copy = Game.replay(game.log, start_text=example_text)
    assert_same_game(copy, game)


def test_replay_of_a_deal_reproduces_the_game() -> None:
    game = Game.new(7, "relaxed")
    for index in range(30):
        moves = game.legal_moves()
        assert moves
        game.play(moves[(index * 7) % len(moves)])
        if index % 5 == 4:
            game.undo()
        if index % 10 == 9:
            game.redo()
    copy = Game.replay(game.log, deal=7, rules="relaxed")
    assert copy.deal == 7
    assert copy.rules == "relaxed"
    assert_same_game(copy, game)


def test_replay_reproduces_the_undo_limit() -> None:
    game, _ = shuttle(150)
    for _ in range(30):
        game.undo()
    copy = Game.replay(game.log, start_text=SHUTTLE)
    assert_same_game(copy, game)


def test_replay_accepts_a_plain_move_list(example_text: str) -> None:
    game = Game.replay(["2:4♥>7", "deal"], start_text=example_text)
    assert game.moves == ["2:4H>7", "deal"]
    assert game.score == 5


@pytest.mark.parametrize("log", [["undo"], ["2:4H>7", "redo"], ["2:4H>7", "undo", "undo"]])
def test_replay_refuses_a_log_that_cannot_have_happened(example_text: str, log: list[str]) -> None:
    with pytest.raises(ValueError):
        Game.replay(log, start_text=example_text)


def test_replay_needs_a_deal_or_a_start() -> None:
    with pytest.raises(ValueError):
        Game.replay([])


def assert_same_game(copy: Game, game: Game) -> None:
    assert copy.to_text() == game.to_text()
    assert copy.score == game.score
    assert copy.moves == game.moves
    assert copy.log == game.log
    assert copy.can_undo == game.can_undo
    assert copy.can_redo == game.can_redo
    assert copy.start_text() == game.start_text()
    assert redo_depth(copy) == redo_depth(game)
    assert copy.to_text() == game.to_text()
    assert undo_depth(copy) == undo_depth(game)
    assert copy.to_text() == game.to_text()
