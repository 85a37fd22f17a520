"""History pages, the leaderboard, CSV export and resetting statistics."""

from __future__ import annotations

import csv
import datetime
from pathlib import Path

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.store.export import ExportError
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryFilter, HistoryRow, SortKey
from scorpion_qt.store.service import Store
from tests.store.conftest import Row, play, seed

D = datetime.timedelta(days=1)
DAILY = datetime.date(2025, 6, 3)


def local(day: int, hour: int) -> datetime.datetime:
    """A local time on a June 2025 date, as an aware datetime."""
    return datetime.datetime(2025, 6, day, hour).astimezone()


GAMES = [
    Row("won", score=500, moves=90, elapsed=600, percent=100, started=local(1, 10), deal=7),
    Row("lost", score=100, moves=50, elapsed=300, percent=25, started=local(2, 23), deal=7),
    Row("lost", "relaxed", 200, 60, 350, percent=50, started=local(3, 0), daily=DAILY, deal=9),
    Row("won", "relaxed", 650, 70, 400, percent=100, started=local(4, 12), deal=8),
    Row("won", score=500, moves=80, elapsed=450, percent=100, started=local(5, 9), deal=7),
    Row("in_progress", score=150, moves=20, elapsed=120, percent=30, started=local(6, 9)),
    Row("in_progress", actions=0, started=local(7, 9)),  # not played: never listed
]


@pytest.fixture
def ids(store: Store) -> list[int]:
    return seed(store.path, GAMES)


def test_page_lists_played_games_newest_first(store: Store, ids: list[int]) -> None:
    page = store.history_page()
    assert page.total == 6
    assert [row.id for row in page.rows] == ids[5::-1]
    first = page.rows[-1]
    assert isinstance(first, HistoryRow)
    assert (first.rules, first.deal, first.result, first.score, first.moves) == (
        "classic",
        7,
        GameResult.WON,
        500,
        90,
    )
    assert first.started_at == local(1, 10)
    assert first.started_at.tzinfo is datetime.UTC


def test_offset_and_limit(store: Store, ids: list[int]) -> None:
    page = store.history_page(offset=2, limit=3, descending=False)
    assert [row.id for row in page.rows] == ids[2:5]
    assert page.total == 6
    assert store.history_page(offset=10).rows == ()


@pytest.mark.parametrize("sort", list(SortKey))
def test_every_column_sorts_both_ways(store: Store, ids: list[int], sort: SortKey) -> None:
    def key(row: HistoryRow) -> tuple[bool, object, int]:
        value = getattr(row, "result" if sort is SortKey.RESULT else sort.value)
        return (value is not None, value if value is not None else 0, row.id)

    ascending = store.history_page(sort=sort, descending=False).rows
    descending = store.history_page(sort=sort, descending=True).rows
    assert list(ascending) == sorted(ascending, key=key)
    assert list(descending) == list(reversed(ascending))


def test_filters(store: Store, ids: list[int]) -> None:
    def listed(chosen: HistoryFilter) -> list[int]:
        page = store.history_page(chosen, descending=False)
        assert page.total == len(page.rows)
        return [row.id for row in page.rows]

    assert listed(HistoryFilter(rules="relaxed")) == [ids[2], ids[3]]
    assert listed(HistoryFilter(result=GameResult.WON)) == [ids[0], ids[3], ids[4]]
    assert listed(HistoryFilter(result=GameResult.IN_PROGRESS)) == [ids[5]]
    # local dates, both ends included: 23:00 on the 2nd and 00:00 on the 3rd
    june = datetime.date(2025, 6, 2)
    assert listed(HistoryFilter(date_from=june, date_to=june + D)) == [ids[1], ids[2]]
    assert listed(HistoryFilter(date_from=june + 3 * D)) == [ids[4], ids[5]]
    assert listed(HistoryFilter(date_to=june - D)) == [ids[0]]
    both = HistoryFilter(rules="classic", result=GameResult.LOST, date_to=june + 3 * D)
    assert listed(both) == [ids[1]]


def test_leaderboard(store: Store, ids: list[int]) -> None:
    best = store.leaderboard()
    # wins only; equal scores: the game won in fewer moves first
    assert [(e.rank, e.game.id) for e in best] == [(1, ids[3]), (2, ids[4]), (3, ids[0])]
    assert [e.game.id for e in store.leaderboard(rules="classic")] == [ids[4], ids[0]]
    assert [e.game.id for e in store.leaderboard(deal=7, limit=1)] == [ids[4]]
    assert store.leaderboard(daily_date=DAILY) == []  # its one game was lost
    assert store.leaderboard(deal=12345) == []


#: The CSV file's header: the history's columns, the grade last.
CSV_HEADER = (
    "id,rules,deal,daily_date,started_at,ended_at,elapsed,result,score,moves,undos,"
    "hints,runs_completed,cards_turned_up,percent_complete,grade,winnable,turning_point,par"
)


def test_export_csv(store: Store, ids: list[int], tmp_path: Path) -> None:
    store.set_grade(ids[1], "H")
    target = tmp_path / "history.csv"
    assert store.export_csv(target, HistoryFilter(rules="classic")) == 4
    assert target.read_text(encoding="utf-8").splitlines()[0] == CSV_HEADER
    with target.open(encoding="utf-8", newline="") as handle:
        lines = list(csv.DictReader(handle))
    assert [line["grade"] for line in lines] == ["", "H", "", ""]
    assert [int(line["id"]) for line in lines] == [ids[0], ids[1], ids[4], ids[5]]
    assert lines[0]["result"] == "won" and lines[0]["score"] == "500"
    assert datetime.datetime.fromisoformat(lines[0]["started_at"]) == local(1, 10)
    assert lines[3]["ended_at"] == "" and lines[3]["result"] == "in_progress"
    assert [p for p in tmp_path.iterdir() if p.name.endswith(".part")] == []


def test_export_to_an_unwritable_place_raises(store: Store, ids: list[int], tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="cannot export"):
        store.export_csv(tmp_path / "no-such-folder" / "history.csv")


def test_reset_statistics_keeps_the_game_in_progress(store: Store, ids: list[int]) -> None:
    game = Game.new(1)
    game_id = store.start_game(game)  # marks the seeded in-progress game lost
    store.record_move(game_id, play(game, 2), 5.0)
    assert store.reset_statistics("relaxed") == 2
    assert store.statistics("relaxed").played == 0
    assert store.statistics("classic").played == 5
    assert store.daily(DAILY).result is None
    assert store.reset_statistics() == 4
    stats = store.statistics()
    assert (stats.played, stats.won) == (1, 0)
    resumed = store.resume()
    assert resumed is not None and resumed.id == game_id
    assert resumed.game.move_count == 2
    assert store.load_game(ids[0]) is None
