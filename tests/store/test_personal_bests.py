"""Personal bests: a won game's news against the player's other games of its rule set, on
hand-made histories (streak edges) and on a generated one checked by a plain count."""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass

import pytest

from scorpion_qt.store.personal_bests import WinNews, read_news
from scorpion_qt.store.service import Store
from tests.store.conftest import START, Clock, Row, play, seed, winning_game

H = datetime.timedelta(hours=1)


def at(hours: float) -> datetime.datetime:
    return START + hours * H


def news_of(store: Store, game_id: int) -> WinNews:
    found = read_news(store.path, game_id)
    assert found is not None
    return found


def test_a_loss_breaks_a_streak_and_a_game_in_progress_does_not(store: Store) -> None:
    ids = seed(
        store.path,
        [
            Row("won", ended=at(1)),
            Row("won", ended=at(2)),
            Row("won", ended=at(3)),
            Row("lost", ended=at(4)),
            Row("won", ended=at(5)),
            Row("in_progress", actions=3),  # neither extends nor breaks
            Row("won", ended=at(6)),
        ],
    )
    news = news_of(store, ids[-1])
    assert (news.streak, news.best_streak_before, news.new_best_streak) == (2, 3, False)
    first = news_of(store, ids[2])  # the third win of the first run: the best so far
    assert (first.streak, first.best_streak_before) == (3, 2)  # the later run of two


def test_streaks_are_per_rule_set_and_damaged_games_count_nowhere(store: Store) -> None:
    ids = seed(
        store.path,
        [
            Row("won", ended=at(1)),
            Row("lost", "relaxed", ended=at(2)),  # another rule set's loss
            Row("won", ended=at(3)),
            Row("damaged", ended=at(4), score=9999, moves=1, elapsed=1),
            Row("won", ended=at(5)),
        ],
    )
    news = news_of(store, ids[-1])
    assert (news.streak, news.best_streak_before, news.new_best_streak) == (3, 0, True)
    assert news.wins_before == 2
    assert news.best_score_before == 0  # the damaged game's 9999 is not a best
    assert (news.fewest_moves_before, news.fastest_before) == (10, 100.0)


def test_a_tie_on_the_streak_is_no_new_best(store: Store) -> None:
    ids = seed(
        store.path,
        [
            Row("won", ended=at(1)),
            Row("won", ended=at(2)),
            Row("lost", ended=at(3)),
            Row("won", ended=at(4)),
            Row("won", ended=at(5)),
        ],
    )
    news = news_of(store, ids[-1])
    assert (news.streak, news.best_streak_before, news.new_best_streak) == (2, 2, False)


def test_ties_on_the_end_time_go_by_id(store: Store) -> None:
    ids = seed(
        store.path,
        [Row("won", ended=at(1)), Row("lost", ended=at(1)), Row("won", ended=at(1))],
    )
    assert news_of(store, ids[0]).streak == 1
    assert (news_of(store, ids[2]).streak, news_of(store, ids[2]).best_streak_before) == (1, 1)


def test_new_bests_are_strictly_better_and_times_by_whole_seconds(store: Store) -> None:
    ids = seed(
        store.path,
        [
            Row("won", score=500, moves=90, elapsed=300.2, ended=at(1)),
            Row("lost", score=520, moves=40, elapsed=10, ended=at(2)),  # a loss: no win's best
            Row("won", "relaxed", score=900, moves=20, elapsed=5, ended=at(3)),  # other rules
            Row("won", score=521, moves=89, elapsed=299.9, ended=at(4)),
            Row("won", score=521, moves=89, elapsed=299.0, ended=at(5)),
        ],
    )
    news = news_of(store, ids[3])
    assert news.best_score_before == 521  # the later win's (every other game counts)
    assert (news.new_best_score, news.new_fewest_moves, news.new_fastest) == (False, False, False)
    later = news_of(store, ids[4])
    # 299.0 against 299.9: the same second on the clock
    assert (later.new_best_score, later.new_fewest_moves, later.new_fastest) == (
        False,
        False,
        False,
    )
    ids = seed(store.path, [Row("won", score=600, moves=50, elapsed=100, ended=at(6))])
    best = news_of(store, ids[0])
    assert (best.new_best_score, best.new_fewest_moves, best.new_fastest) == (True, True, True)
    assert (best.best_score_before, best.fewest_moves_before, best.fastest_before) == (
        521,
        89,
        299.0,
    )
    # W L W W W: three in a row, the first run one
    assert (best.streak, best.best_streak_before, best.new_best_streak) == (3, 1, True)


def test_a_first_win(store: Store) -> None:
    ids = seed(store.path, [Row("lost", score=80, ended=at(1)), Row("won", score=300, ended=at(2))])
    news = news_of(store, ids[1])
    assert news.first_win and news.wins_before == 0
    assert (news.fewest_moves_before, news.fastest_before, news.best_score_before) == (
        None,
        None,
        80,
    )
    assert (news.new_fewest_moves, news.new_fastest, news.new_best_streak) == (False, False, False)


def test_no_news_of_a_game_not_won(store: Store) -> None:
    ids = seed(store.path, [Row("lost", ended=at(1)), Row("in_progress", actions=2)])
    assert read_news(store.path, ids[0]) is None
    assert read_news(store.path, ids[1]) is None
    assert read_news(store.path, 999) is None
    assert read_news(store.path, None) is None
    assert read_news(store.path, -1) is None  # a provisional id: not written


def test_a_game_won_through_the_store(store: Store, clock: Clock) -> None:
    seed(store.path, [Row("won", score=200, moves=30, elapsed=400, ended=at(-1))])
    game = winning_game()
    game_id = store.start_game(game)
    assert game_id is not None
    clock.advance(minutes=1)
    play(game, 1)
    assert game.is_won
    store.record_move(game_id, game, 42.5)
    store.finish(game_id, game, 42.5, score=game.score)
    news = news_of(store, game_id)
    assert (news.rules, news.score, news.moves, news.seconds) == ("classic", game.score, 1, 42.5)
    assert news.new_fewest_moves and news.new_fastest and news.new_best_score
    assert (news.streak, news.best_streak_before, news.new_best_streak) == (2, 0, True)


@dataclass
class Played:
    rules: str
    outcome: str
    score: int
    moves: int
    elapsed: float


RULES = ("classic", "relaxed")


def generated(rng: random.Random, count: int) -> list[Played]:
    outcomes = ("won", "won", "lost", "damaged")
    return [
        Played(
            rng.choice(RULES),
            rng.choice(outcomes),
            rng.randrange(0, 800),
            rng.randrange(60, 200),
            rng.uniform(60, 1200),
        )
        for _ in range(count)
    ]


def expected(games: list[Played], index: int) -> tuple[int, int, int | None, int | None, int]:
    """(streak, best other run, best score, fewest moves, other wins) by a plain walk."""
    me = games[index]
    mine = [(i, g) for i, g in enumerate(games) if g.rules == me.rules and g.outcome != "damaged"]
    runs: list[list[int]] = [[]]
    for i, g in mine:
        if g.outcome == "lost":
            runs.append([])
        else:
            runs[-1].append(i)
    own = next(run for run in runs if index in run)
    streak = own.index(index) + 1
    best_other = max((len(run) for run in runs if run is not own), default=0)
    others = [g for i, g in mine if i != index]
    wins = [g for g in others if g.outcome == "won"]
    return (
        streak,
        best_other,
        max((g.score for g in others), default=None),
        min((g.moves for g in wins), default=None),
        len(wins),
    )


@pytest.mark.parametrize("seed_number", [1, 2, 3])
def test_news_over_a_generated_history(store: Store, seed_number: int) -> None:
    rng = random.Random(seed_number)
    games = generated(rng, 300)
    rows = [
        Row(g.outcome, g.rules, g.score, g.moves, g.elapsed, ended=at(i), deal=i)
        for i, g in enumerate(games)
    ]
    ids = seed(store.path, rows)
    won = [i for i, g in enumerate(games) if g.outcome == "won"]
    for index in [*rng.sample(won, 25), won[-1]]:
        news = news_of(store, ids[index])
        streak, best_other, best_score, fewest, wins = expected(games, index)
        assert (news.streak, news.best_streak_before) == (streak, best_other)
        assert (news.best_score_before, news.fewest_moves_before, news.wins_before) == (
            best_score,
            fewest,
            wins,
        )
    # the last win of each rule set: its news agrees with the Summary's figures
    for rules in RULES:
        last = max(i for i in won if games[i].rules == rules)
        news = news_of(store, ids[last])
        stats = store.statistics(rules)
        assert stats.longest_streak == max(news.streak, news.best_streak_before)
        assert stats.best_score == max(news.score, news.best_score_before or 0)
        lost_after = any(g.rules == rules and g.outcome == "lost" for g in games[last:])
        assert stats.current_streak == (0 if lost_after else news.streak)
