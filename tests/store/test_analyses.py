"""Analyses and grades: one analysis per game, saved, read back and replaced; they go with
their games; the history shows them and filters by grade, and the statistics and trends
count the games of one grade."""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store.failures import Reason
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.notices import NoticeKind, StoreStatus
from scorpion_qt.store.reader import StoreReader
from scorpion_qt.store.records import HistoryFilter, SortKey, StoredAnalysis
from scorpion_qt.store.saving_state import RETRY_SECONDS
from scorpion_qt.store.service import Store
from tests.store.conftest import START, Clock, Row, play, seed

H = datetime.timedelta(hours=1)
TODAY = datetime.date(2025, 6, 10)
ANALYSED_AT = datetime.datetime(2025, 6, 2, 8, 30, 15, 250000, tzinfo=datetime.UTC)
DATA = '{"rules": "classic", "statuses": "WWWL", "turning_point": 2, "complete": true}'


def analysis(
    checksum: str = "0123456789abcdef",
    data: str = DATA,
    *,
    winnable: bool | None = True,
    turning_point: int | None = 2,
    complete: bool = True,
    at: datetime.datetime = ANALYSED_AT,
) -> StoredAnalysis:
    return StoredAnalysis(checksum, data, winnable, turning_point, complete, at)


def rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(path)) as db:
        return db.execute(sql).fetchall()


def played_game(store: Store, deal: int = 1, rules: str = "classic") -> int:
    """A new game the store records, with three moves, in progress (the one in progress
    before it is marked lost)."""
    return started(store, deal, rules)[0]


def started(store: Store, deal: int = 1, rules: str = "classic") -> tuple[int, Game]:
    game = Game.new(deal, rules)
    game_id = store.start_game(game)
    assert game_id is not None
    store.record_move(game_id, play(game, 3), 10.0)
    return game_id, game


# -- saving and reading ------------------------------------------------------------------


def test_an_analysis_is_read_back_as_saved(store: Store) -> None:
    game_id = played_game(store)
    assert store.analysis(game_id) is None
    saved = analysis()
    store.save_analysis(game_id, saved)
    assert store.analysis(game_id) == saved
    assert store.saving


def test_the_time_is_read_back_in_utc(store: Store) -> None:
    game_id = played_game(store)
    elsewhere = ANALYSED_AT.astimezone(datetime.timezone(datetime.timedelta(hours=-5)))
    store.save_analysis(game_id, analysis(at=elsewhere))
    found = store.analysis(game_id)
    assert found is not None
    assert found.analysed_at == ANALYSED_AT and found.analysed_at.tzinfo is datetime.UTC


def test_unknowns_are_kept_as_unknown(store: Store) -> None:
    game_id = played_game(store)
    unknown = analysis(winnable=None, turning_point=None, complete=False, data="{}")
    store.save_analysis(game_id, unknown)
    assert store.analysis(game_id) == unknown


def test_a_later_analysis_replaces_the_earlier_one(store: Store) -> None:
    game_id = played_game(store)
    store.save_analysis(game_id, analysis("first"))
    later = analysis("second", '{"later": true}', winnable=False, turning_point=None)
    store.save_analysis(game_id, later)
    assert store.analysis(game_id) == later
    assert rows(store.path, "SELECT game_id, line_checksum FROM game_analyses") == [
        (game_id, "second")
    ]


def test_each_game_keeps_its_own_analysis(store: Store) -> None:
    first = played_game(store, 1)
    second = played_game(store, 2)
    store.save_analysis(first, analysis("one"))
    store.save_analysis(second, analysis("two", turning_point=7))
    one, two = store.analysis(first), store.analysis(second)
    assert one is not None and one.line_checksum == "one"
    assert two is not None and (two.line_checksum, two.turning_point) == ("two", 7)


def test_a_long_json_text_is_kept_whole(store: Store) -> None:
    game_id = played_game(store)
    data = '{"better_line": [' + ", ".join(['"1:5C>2"'] * 5000) + "]}"
    store.save_analysis(game_id, analysis(data=data))
    found = store.analysis(game_id)
    assert found is not None and found.data == data


def test_an_analysis_for_a_game_not_stored_writes_nothing(store: Store) -> None:
    game = Game.new(4)
    gone = store.start_game(game)
    assert gone is not None
    store.finish(gone, game, 1.0)  # no move: the game is deleted
    store.save_analysis(gone, analysis())
    store.save_analysis(123456, analysis())
    assert store.saving and store.notice is None
    assert store.analysis(gone) is None
    assert rows(store.path, "SELECT count(*) FROM game_analyses") == [(0,)]


def test_an_analysis_of_a_finished_game_can_be_saved(store: Store) -> None:
    game = Game.new(5)
    game_id = store.start_game(game)
    assert game_id is not None
    store.record_move(game_id, play(game, 2), 5.0)
    store.finish(game_id, game, 6.0)
    store.save_analysis(game_id, analysis())
    assert store.analysis(game_id) == analysis()
    assert store.saving


def test_saving_an_analysis_leaves_the_grade_alone(store: Store) -> None:
    game_id = played_game(store)
    store.set_grade(game_id, "M")
    store.save_analysis(game_id, analysis(winnable=False))
    assert [row.grade for row in store.history_page().rows] == ["M"]


def test_an_analysis_the_store_cannot_hold_is_refused(store: Store) -> None:
    game_id = played_game(store)
    with pytest.raises(ValueError, match="at most 16 characters"):
        store.save_analysis(game_id, analysis("x" * 17))
    naive = datetime.datetime(2025, 6, 2, 8, 30)
    with pytest.raises(ValueError, match="aware"):
        store.save_analysis(game_id, analysis(at=naive))
    assert store.analysis(game_id) is None and store.saving


def test_a_failed_write_stops_saving_and_says_why(store: Store) -> None:
    heard: list[object] = []
    store.notice_listener = heard.append
    game_id = played_game(store)
    store.save_analysis(game_id, analysis(turning_point=2**70))  # past SQLite's integers
    assert store.status is StoreStatus.NOT_SAVING
    notice = store.notice
    assert notice is not None and notice.kind is NoticeKind.NOT_SAVING
    assert notice.reason is Reason.BAD_VALUE and heard == [notice]
    assert store.analysis(game_id) is None


# -- grades ------------------------------------------------------------------------------


def test_a_grade_is_set_changed_and_cleared(store: Store) -> None:
    game_id = played_game(store)
    assert store.history_page().rows[0].grade is None
    for grade in ("E", "H", None):
        store.set_grade(game_id, grade)
        assert store.history_page().rows[0].grade == grade
    assert store.saving


@pytest.mark.parametrize("bad", ["X", "e", "", "Easy", "EM"])
def test_a_grade_other_than_easy_medium_or_hard_is_refused(store: Store, bad: str) -> None:
    game_id = played_game(store)
    store.set_grade(game_id, "E")
    with pytest.raises(ValueError, match="a grade is 'E', 'M', 'H' or None") as raised:
        store.set_grade(game_id, bad)
    assert repr(bad) in str(raised.value)
    with pytest.raises(ValueError, match="a grade is"):
        HistoryFilter(grade=bad)
    with pytest.raises(ValueError, match="a grade is"):
        store.statistics(grade=bad)
    assert store.history_page().rows[0].grade == "E" and store.saving


def test_the_database_refuses_another_grade_too(store: Store) -> None:
    game_id = played_game(store)
    with closing(sqlite3.connect(store.path)) as db, pytest.raises(sqlite3.IntegrityError):
        db.execute(f"UPDATE games SET grade = 'X' WHERE id = {game_id}")


def test_a_grade_for_a_game_not_stored_writes_nothing(store: Store) -> None:
    store.set_grade(98765, "H")
    assert store.saving and store.notice is None


def test_a_new_game_has_no_grade_and_no_analysis(store: Store) -> None:
    played_game(store)
    row = store.history_page().rows[0]
    assert (row.grade, row.winnable, row.turning_point) == (None, None, None)
    assert (row.analysed, row.analysis_complete) == (False, False)


# -- deleting games ----------------------------------------------------------------------


def test_resetting_the_statistics_deletes_the_analyses_of_the_games_deleted(
    store: Store,
) -> None:
    classic = played_game(store, 1)
    store.save_analysis(classic, analysis("classic"))
    relaxed = played_game(store, 2, "relaxed")  # the classic game is marked lost
    store.save_analysis(relaxed, analysis("relaxed"))

    assert store.reset_statistics("classic") == 1
    assert store.analysis(classic) is None
    found = store.analysis(relaxed)  # in progress: kept, and so is its analysis
    assert found is not None and found.line_checksum == "relaxed"
    assert rows(store.path, "SELECT game_id FROM game_analyses") == [(relaxed,)]


def test_a_game_deleted_unplayed_takes_its_analysis_with_it(store: Store) -> None:
    game = Game.new(3)
    game_id = store.start_game(game)
    assert game_id is not None
    store.save_analysis(game_id, analysis())
    store.set_grade(game_id, "E")
    store.start_game(Game.new(4))  # the one never played is deleted
    assert store.analysis(game_id) is None
    assert rows(store.path, "SELECT count(*) FROM game_analyses") == [(0,)]


def test_resetting_everything_leaves_no_analysis(store: Store) -> None:
    ids = [played_game(store, deal) for deal in (1, 2)]
    last, game = started(store, 3)
    for game_id in [*ids, last]:
        store.save_analysis(game_id, analysis())
    store.finish(last, game, 20.0)
    assert store.reset_statistics() == 3
    assert rows(store.path, "SELECT count(*) FROM game_analyses") == [(0,)]
    assert rows(store.path, "PRAGMA foreign_key_check") == []


# -- the history, statistics and trends --------------------------------------------------

#: outcome, rules, score, grade and daily date of each game, started and ended in this order
#: an hour apart
GAMES: list[tuple[str, str, int, str | None, datetime.date | None]] = [
    ("won", "classic", 500, "E", None),
    ("won", "classic", 480, "E", datetime.date(2025, 6, 9)),
    ("lost", "classic", 100, "E", None),
    ("won", "classic", 520, "H", None),
    ("lost", "classic", 60, "H", None),
    ("won", "classic", 460, "E", None),
    ("won", "relaxed", 600, "E", None),
    ("lost", "classic", 200, None, None),
    ("won", "classic", 700, None, datetime.date(2025, 6, 10)),
    ("in_progress", "classic", 150, "M", None),
]


@pytest.fixture
def graded(store: Store) -> tuple[Store, list[int]]:
    rows = [
        Row(
            outcome,
            rules,
            score,
            started=START + n * H,
            ended=START + (n + 1) * H,
            daily=daily,
            actions=5,
            extra={"grade": grade},
        )
        for n, (outcome, rules, score, grade, daily) in enumerate(GAMES)
    ]
    return store, seed(store.path, rows)


def test_history_rows_show_the_grade_and_the_analysis(graded: tuple[Store, list[int]]) -> None:
    store, ids = graded
    store.save_analysis(ids[2], analysis(winnable=True, turning_point=14, complete=True))
    store.save_analysis(ids[4], analysis(winnable=None, turning_point=None, complete=False))
    found = {row.id: row for row in store.history_page(limit=100).rows}
    shown = {
        game_id: (r.grade, r.winnable, r.turning_point, r.analysed, r.analysis_complete)
        for game_id, r in found.items()
    }
    assert shown[ids[2]] == ("E", True, 14, True, True)
    assert shown[ids[4]] == ("H", None, None, True, False)
    assert shown[ids[7]] == (None, None, None, False, False)
    assert shown[ids[9]] == ("M", None, None, False, False)
    assert (found[ids[2]].score, found[ids[2]].result) == (100, GameResult.LOST)


def test_the_leaderboard_and_a_days_best_game_show_them_too(
    graded: tuple[Store, list[int]],
) -> None:
    store, ids = graded
    store.save_analysis(ids[8], analysis(turning_point=None))
    best = store.leaderboard(limit=1)[0].game
    assert (best.id, best.grade, best.analysed, best.winnable) == (ids[8], None, True, True)
    with closing(StoreReader(store.path)) as reader:
        daily = reader.daily_best(datetime.date(2025, 6, 9))
    assert daily is not None and (daily.id, daily.grade, daily.analysed) == (ids[1], "E", False)


def test_the_leaderboard_of_one_grade(graded: tuple[Store, list[int]]) -> None:
    store, ids = graded
    assert [e.game.id for e in store.leaderboard(grade="E")] == [ids[i] for i in (6, 0, 1, 5)]
    assert [e.game.id for e in store.leaderboard("classic", grade="H")] == [ids[3]]
    assert store.leaderboard(grade="M") == []  # its one game is in progress
    with pytest.raises(ValueError, match="a grade is"):
        store.leaderboard(grade="Z")


def test_the_history_filters_by_grade(graded: tuple[Store, list[int]]) -> None:
    store, ids = graded

    def listed(chosen: HistoryFilter) -> list[int]:
        page = store.history_page(chosen, descending=False)
        assert page.total == len(page.rows)
        return [row.id for row in page.rows]

    assert listed(HistoryFilter(grade="E")) == [ids[i] for i in (0, 1, 2, 5, 6)]
    assert listed(HistoryFilter(grade="H")) == [ids[3], ids[4]]
    assert listed(HistoryFilter(grade="M")) == [ids[9]]
    assert listed(HistoryFilter(grade="E", rules="classic", result=GameResult.WON)) == [
        ids[0],
        ids[1],
        ids[5],
    ]
    assert len(listed(HistoryFilter())) == 10


def test_a_grade_filtered_page_sorts_and_pages_like_any_other(
    graded: tuple[Store, list[int]],
) -> None:
    store, _ids = graded
    chosen = HistoryFilter(grade="E")
    by_score = store.history_page(chosen, SortKey.SCORE, descending=True)
    assert [row.score for row in by_score.rows] == [600, 500, 480, 460, 100]
    middle = store.history_page(chosen, SortKey.SCORE, descending=True, offset=1, limit=3)
    assert (middle.total, [row.score for row in middle.rows]) == (5, [500, 480, 460])


def test_statistics_of_one_grade_count_its_games_alone(graded: tuple[Store, list[int]]) -> None:
    store, _ids = graded
    easy = store.statistics(today=TODAY, grade="E")
    assert (easy.grade, easy.rules) == ("E", None)
    assert (easy.played, easy.won, easy.lost) == (5, 4, 1)
    assert easy.win_percent == pytest.approx(80.0)
    # by end time: W W L W W(relaxed)
    assert (easy.longest_streak, easy.current_streak) == (2, 2)
    assert (easy.best_score, easy.fewest_moves_to_win) == (600, 10)
    assert easy.average_score == pytest.approx((500 + 480 + 100 + 460 + 600) / 5)
    assert (easy.daily_played, easy.daily_won, easy.daily_streak) == (1, 1, 1)

    classic_easy = store.statistics("classic", today=TODAY, grade="E")
    assert (classic_easy.played, classic_easy.won, classic_easy.best_score) == (4, 3, 500)
    assert (classic_easy.longest_streak, classic_easy.current_streak) == (2, 1)

    hard = store.statistics(today=TODAY, grade="H")
    assert (hard.played, hard.won, hard.lost, hard.current_streak) == (2, 1, 1, 0)
    assert (hard.daily_played, hard.daily_streak) == (0, 0)

    medium = store.statistics(today=TODAY, grade="M")  # the game in progress alone
    assert (medium.played, medium.won, medium.lost, medium.best_score) == (1, 0, 0, 150)


def test_statistics_of_every_grade_count_the_ungraded_games_too(
    graded: tuple[Store, list[int]],
) -> None:
    store, _ids = graded
    every = store.statistics(today=TODAY)
    assert every.grade is None
    assert (every.played, every.won, every.lost) == (10, 6, 3)
    assert (every.daily_played, every.daily_won, every.daily_streak) == (2, 2, 2)


@pytest.fixture
def reader(graded: tuple[Store, list[int]]) -> Iterator[StoreReader]:
    store, _ids = graded
    opened = StoreReader(store.path)
    yield opened
    opened.close()


def test_the_trend_of_one_grade(reader: StoreReader) -> None:
    hard = reader.trend(HistoryFilter(grade="H"))
    assert [(p.mean_score, p.wins) for p in hard] == [(520, 1), (60, 0)]
    easy = reader.trend(HistoryFilter(grade="E"), limit=2)  # grouped in spans of time
    assert sum(p.games for p in easy) == 5 and sum(p.wins for p in easy) == 4


def test_a_store_that_is_not_saving_writes_neither(data_dir: Path, clock: Clock) -> None:
    with Store.open(data_dir, now=clock) as store:
        game_id = played_game(store)
    with closing(sqlite3.connect(data_dir / "scorpion.db")) as db:
        db.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
        db.commit()
    with Store.open(data_dir, now=clock) as newer:
        assert newer.status is StoreStatus.READ_ONLY
        newer.save_analysis(game_id, analysis())
        newer.set_grade(game_id, "H")
        assert newer.analysis(game_id) is None
        assert newer.history_page().rows[0].grade is None


def test_a_grade_set_while_not_saving_is_saved_with_its_game(store: Store, clock: Clock) -> None:
    first = played_game(store)
    store.save_analysis(first, analysis(turning_point=2**70))  # stops saving for now
    assert store.status is StoreStatus.NOT_SAVING
    game = Game.new(8)
    provisional = store.start_game(game)
    assert provisional is not None and provisional < 0
    store.set_grade(provisional, "H")
    assert rows(store.path, "SELECT count(*) FROM games") == [(1,)]
    clock.advance(seconds=RETRY_SECONDS)
    store.record_move(provisional, play(game, 2), 4.0)
    assert store.saving
    newest = store.history_page().rows[0]
    assert (newest.grade, newest.moves) == ("H", 2)
    assert store.analysis(first) is None  # an analysis is not kept: it is made again


def test_a_resumed_game_has_its_grade(data_dir: Path, clock: Clock) -> None:
    with Store.open(data_dir, now=clock) as store:
        graded_id = played_game(store, 6)
        store.set_grade(graded_id, "E")
    with Store.open(data_dir, now=clock) as again:
        resumed = again.resume()
        assert resumed is not None and (resumed.id, resumed.grade) == (graded_id, "E")
        ungraded = played_game(again, 7)
        found = again.resume()
        assert found is not None and (found.id, found.grade) == (ungraded, None)
