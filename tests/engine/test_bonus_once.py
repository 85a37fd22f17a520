"""One same-suit bonus per card and game (RULES.md §4), in every rule set; Classic scores
as it always did."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorpion_qt.engine import Card, Game, MoveKind, NotationError, from_text
from tests.engine.test_cells import RUN

FIXTURE = Path(__file__).parents[1] / "store" / "fixtures" / "rev0001.sqlite3"

# 4H lies on 5S; 5H, its same-suit parent, is alone in column 1.
BOUNCE = """\
rules: {rules}
score: 0
reserve: -
foundations: C D
1: 5H
2: 5S 4H
3: KH QH JH TH 9H 8H 7H 6H 3H 2H AH
4: KS QS JS TS 9S 8S 7S 6S 4S 3S 2S AS
5:
6:
7:
"""

# 4H dealt onto 5H (it was never placed there); 5S is free.
RESTING = BOUNCE.replace("1: 5H\n2: 5S 4H", "1: 5H 4H\n2: 5S")


def scores(game: Game, moves: list[str]) -> list[int]:
    points = []
    for move in moves:
        points.append(game.play(move).points)
    return points


def test_a_card_bounced_between_two_parents_in_relaxed_earns_its_bonus_once() -> None:
    game = Game.from_text(BOUNCE.format(rules="relaxed"))
    assert scores(game, ["2:4H>1", "1:4H>2", "2:4H>1", "1:4H>2", "2:4H>1"]) == [5, 0, 0, 0, 0]
    assert game.score == 5
    assert game.position.has_had_bonus(Card.parse("4H"))


def test_undo_takes_back_the_bonus_and_its_memory() -> None:
    game = Game.from_text(BOUNCE.format(rules="relaxed"))
    scores(game, ["2:4H>1", "1:4H>2"])
    assert game.undo()
    assert game.undo()
    assert game.score == 0
    assert not game.position.has_had_bonus(Card.parse("4H"))
    assert game.position == Game.from_text(BOUNCE.format(rules="relaxed")).position
    assert game.play("2:4H>1").points == 5
    assert game.undo()
    assert game.redo()
    assert game.score == 5


def test_a_wasps_card_moved_into_an_empty_column_and_back_earns_its_bonus_once() -> None:
    for rules in ("wasp", "wasp-ii"):
        game = Game.from_text(BOUNCE.format(rules=rules))
        assert scores(game, ["2:4H>1", "1:4H>5", "5:4H>1", "1:4H>6", "6:4H>1"]) == [5, 0, 0, 0, 0]


def test_a_card_moved_into_a_free_cell_and_back_earns_its_bonus_once() -> None:
    game = Game.from_text(RUN)
    assert scores(game, ["c1:5S>2", "2:5S>c1", "c1:5S>2", "2:5S>c2", "c2:5S>2"]) == [5, 0, 0, 0, 0]


@pytest.mark.parametrize(
    ("rules", "away", "back"),
    [
        ("relaxed", "1:4H>2", "2:4H>1"),
        ("wasp", "1:4H>5", "5:4H>1"),
        ("wasp-ii", "1:4H>5", "5:4H>1"),
    ],
)
def test_a_card_dealt_onto_its_parent_earns_its_bonus_when_placed_back(
    rules: str, away: str, back: str
) -> None:
    """Dealt is not placed: it earned nothing, so moved away and back it earns +5, once."""
    game = Game.from_text(RESTING.format(rules=rules))
    assert not game.position.has_had_bonus(Card.parse("4H"))
    assert scores(game, [away, back, away, back]) == [0, 5, 0, 0]
    assert game.score == 5


def test_a_card_dealt_onto_its_parent_in_how_they_run_earns_it_from_a_cell() -> None:
    text = RUN.replace("cells: 5S -", "cells: - -").replace("2: 6S", "2: 6S 5S")
    game = Game.from_text(text)
    assert scores(game, ["2:5S>c1", "c1:5S>2", "2:5S>c2", "c2:5S>2"]) == [0, 5, 0, 0]


@pytest.mark.parametrize("rules", ["classic", "relaxed", "wasp-ii", "how-they-run"])
def test_no_card_of_a_deals_start_has_earned_its_bonus(rules: str) -> None:
    for deal in range(1, 101):
        game = Game.new(deal, rules)
        assert game.position.bonus_cards == 0
        assert "bonus:" not in game.start_text()
        assert from_text(game.start_text()) == game.position


def test_the_text_records_the_cards_that_earned_their_bonus() -> None:
    game = Game.from_text(BOUNCE.format(rules="relaxed"))
    scores(game, ["2:4H>1", "1:4H>2"])  # 4H earned it, and left its parent
    text = game.to_text()
    assert "\nbonus: 4H\n" in text
    rebuilt = Game.from_text(text)
    assert rebuilt.position == game.position
    # the game rebuilt from the text scores as the game played on
    assert scores(rebuilt, ["2:4H>1"]) == scores(game, ["2:4H>1"]) == [0]
    assert rebuilt.position == game.position


def test_a_text_without_a_bonus_line_names_no_card_that_earned_it() -> None:
    text = BOUNCE.format(rules="relaxed")
    assert "bonus:" not in text
    position = from_text(text)
    assert position.bonus_cards == 0
    assert Game.from_text(text).to_text() == text
    assert from_text(text.replace("foundations: C D\n", "foundations: C D\nbonus: -\n")) == position


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("bonus: 4H 4H", "4H is listed twice in bonus"),
        ("bonus: KH", "KH is a King: no card earns it a bonus"),
        ("bonus: 5C", "5C is on a foundation: its run took its bonus with it"),
        ("bonus: 4X", "unknown card '4X' in bonus"),
    ],
)
def test_a_bad_bonus_line_is_refused_naming_its_line(line: str, message: str) -> None:
    text = BOUNCE.format(rules="relaxed").replace(
        "foundations: C D\n", f"foundations: C D\n{line}\n"
    )
    with pytest.raises(NotationError) as caught:
        from_text(text)
    assert message in str(caught.value)
    assert caught.value.line == 5


def fixture_games() -> list[tuple[str, int | None, str | None, list[str], int]]:
    connection = sqlite3.connect(f"file:{FIXTURE}?mode=ro", uri=True)
    try:
        rows = connection.execute("SELECT id, rules, deal, score FROM games ORDER BY id").fetchall()
        games = []
        for game_id, rules, deal, score in rows:
            layout = connection.execute(
                "SELECT text FROM layouts WHERE game_id = ?", (game_id,)
            ).fetchone()
            actions = connection.execute(
                "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
            ).fetchall()
            start = layout[0] if layout else None
            games.append((rules, deal, start, [a for (a,) in actions], score))
        return games
    finally:
        connection.close()


def test_classic_games_recorded_by_earlier_versions_replay_to_their_scores() -> None:
    games = fixture_games()
    classic = [game for game in games if game[0] == "classic"]
    assert len(classic) == 3
    for rules, deal, start, actions, score in classic:
        assert Game.replay(actions, deal=deal, rules=rules, start_text=start).score == score


def test_the_recorded_relaxed_game_that_bounced_4d_now_earns_its_bonus_once() -> None:
    # stored at 10: 4D earned +5 on 5D twice before the one-bonus rule
    [(rules, deal, start, actions, score)] = [g for g in fixture_games() if g[0] == "relaxed"]
    assert score == 10
    assert actions.count("1:4D>2") == 3
    assert Game.replay(actions, deal=deal, rules=rules, start_text=start).score == 5


@settings(max_examples=60, deadline=None)
@given(
    deal=st.integers(1, 2**32 - 1),
    rules=st.sampled_from(["classic", "scorpion-ii", "three-blind-mice"]),
    data=st.data(),
)
def test_where_no_card_leaves_its_parent_every_same_suit_placement_scores_5(
    deal: int, rules: str, data: st.DataObject
) -> None:
    # the count of RULES.md §4 without the one-bonus rule, as the engine kept it before
    game = Game.new(deal, rules)
    for _ in range(data.draw(st.integers(0, 80))):
        moves = game.legal_moves()
        if not moves:
            break
        move = data.draw(st.sampled_from(moves))
        position = game.position
        same_suit = 0
        if move.kind in (MoveKind.BUILD, MoveKind.FROM_CELL):
            assert move.card is not None
            column = position.columns[move.target]
            same_suit = bool(column) and column[-1] == move.card.code + 1
        outcome = game.play(move)
        assert outcome.points == (
            5 * same_suit + 5 * len(outcome.turned_up) + 100 * len(outcome.runs_removed)
        )


# The reserve deals KC onto AD (not its parent: a King has none), 5D onto 6D, 2C onto 4C.
BEFORE_THE_DEAL = """\
rules: wasp
score: 0
reserve: KC 5D 2C
foundations: S H
1: QC JC TC 9C 8C 7C 6C 5C AD
2: KD QD JD TD 9D 8D 7D 6D
3: 3C 4C
4: AC 2D 3D 4D
5:
6:
7:
"""


def test_a_card_the_reserve_deals_onto_its_parent_earns_nothing_until_placed() -> None:
    game = Game.from_text(BEFORE_THE_DEAL)
    assert game.play("deal").points == 0
    position = game.position
    assert position.bonus_cards == 0
    assert from_text(game.to_text()) == position
    assert scores(game, ["2:5D>5", "5:5D>2", "2:5D>5", "5:5D>2"]) == [0, 5, 0, 0]
    assert from_text(game.to_text()) == game.position
