"""The rule book's example deal (RULES.md §1, §2): parsing, round trip and its first move."""

from __future__ import annotations

from collections.abc import Callable

from scorpion_qt.engine import Game, MoveKind, from_text, to_text


def test_example_deal_parses_and_round_trips_exactly(example_text: str) -> None:
    assert to_text(from_text(example_text)) == example_text
    assert Game.from_text(example_text).to_text() == example_text


def test_example_deal_has_twelve_face_down_and_37_face_up_cards(example_game: Game) -> None:
    position = example_game.position
    assert position.down == (3, 3, 3, 3, 0, 0, 0)
    assert [len(c) for c in position.columns] == [7] * 7
    assert sum(len(c) for c in position.columns) - sum(position.down) == 37
    assert len(position.reserve) == 3
    assert position.foundations == ()
    assert example_game.score == 0
    assert example_game.deal is None


def test_example_deal_legal_moves_include_the_rule_books_first_move(example_game: Game) -> None:
    moves = [str(m) for m in example_game.legal_moves()]
    assert "2:4H>7" in moves
    assert "deal" in moves


def test_example_first_move_carries_7s_with_4h_onto_5h(
    example_game: Game, column: Callable[[Game, int], str]
) -> None:
    outcome = example_game.play("2:4H>7")
    assert column(example_game, 2) == "[AH 5D JD] QH 3C"
    assert column(example_game, 7).endswith("5H 4H 7S")
    assert column(example_game, 7) == "AD QD 9D 6S 2H TD 5H 4H 7S"
    assert [str(c) for c in outcome.moved] == ["4H", "7S"]
    assert outcome.move.kind is MoveKind.BUILD
    assert outcome.points == 5
    assert outcome.turned_up == ()
    assert example_game.score == 5


def test_example_first_move_leaves_the_rest_of_the_position_alone(
    example_game: Game, example_text: str
) -> None:
    example_game.play("2:4H>7")
    before = example_text.splitlines()
    after = example_game.to_text().splitlines()
    assert after.pop(after.index("foundations: -") + 1) == "bonus: 4H"  # it earned its bonus
    changed = [b for b, a in zip(before, after, strict=True) if a != b]
    assert changed == [
        "score: 0",
        "2: [AH 5D JD] QH 3C 4H 7S",
        "7: AD QD 9D 6S 2H TD 5H",
    ]
