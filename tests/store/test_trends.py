"""The statistics window's read-only queries: trends over time and daily results by date."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.reader import StoreReader
from scorpion_qt.store.records import HistoryFilter
from scorpion_qt.store.service import Store
from tests.store.conftest import START, Row, seed

H = datetime.timedelta(hours=1)
D = datetime.timedelta(days=1)


@pytest.fixture
def reader(store: Store) -> Iterator[StoreReader]:
    rows = [
        Row("won", "classic", 500, started=START),
        Row("lost", "classic", 100, started=START + 1 * H),
        Row("lost", "relaxed", 200, started=START + 2 * H),
        Row("won", "relaxed", 600, started=START + 3 * D),
        Row("lost", "classic", 50, started=START + 3 * D + H, daily=START.date() + 3 * D),
        Row("won", "classic", 450, started=START + 4 * D, daily=START.date() + 4 * D),
        Row("lost", "classic", 20, started=START + 5 * D, daily=START.date() + 4 * D),
        Row("in_progress", score=30, started=START + 6 * D, actions=3),
        Row("in_progress", score=0, started=START + 6 * D + H, actions=0),  # not played
    ]
    seed(store.path, rows)
    opened = StoreReader(store.path)
    yield opened
    opened.close()


def test_a_point_per_game_in_start_order(reader: StoreReader) -> None:
    points = reader.trend(HistoryFilter())
    assert [p.mean_score for p in points] == [500, 100, 200, 600, 50, 450, 20, 30]
    assert [p.wins for p in points] == [1, 0, 0, 1, 0, 1, 0, 0]
    assert all(p.games == 1 and p.low_score == p.high_score == p.mean_score for p in points)
    assert points[0].at == START
    assert points[-1].at.tzinfo is datetime.UTC


def test_filters_narrow_the_trend(reader: StoreReader) -> None:
    relaxed = reader.trend(HistoryFilter(rules="relaxed"))
    assert [p.mean_score for p in relaxed] == [200, 600]
    won = reader.trend(HistoryFilter(result=GameResult.WON))
    assert [p.mean_score for p in won] == [500, 600, 450]
    day = (START + 3 * D).astimezone().date()
    dated = {p.mean_score for p in reader.trend(HistoryFilter(date_from=day, date_to=day))}
    # the game started at START + 3 days is on that local date by definition; the one an
    # hour later too, unless local midnight falls between them
    assert 600 in dated
    assert dated <= {600, 50}
    assert reader.trend(HistoryFilter(rules="nothing")) == ()


def test_many_games_are_grouped_by_time(reader: StoreReader) -> None:
    points = reader.trend(HistoryFilter(), limit=3)
    # six days of games in three spans of two days: the first three hours, days 3, days 4-6
    assert [p.games for p in points] == [3, 2, 3]
    assert [p.wins for p in points] == [1, 1, 1]
    assert (points[1].low_score, points[1].high_score) == (50, 600)
    assert (points[2].low_score, points[2].high_score) == (20, 450)
    assert sum(p.games for p in points) == 8
    assert sum(p.wins for p in points) == 3
    first = points[0]
    assert (first.games, first.low_score, first.high_score) == (3, 100, 500)
    assert first.mean_score == pytest.approx(800 / 3)
    assert first.at == START + 2 * H  # the last start in the bucket
    assert [p.at for p in points] == sorted(p.at for p in points)


def test_daily_results_by_date(reader: StoreReader) -> None:
    first = START.date()
    results = reader.daily_results(first, first + 10 * D)
    assert results == {first + 3 * D: False, first + 4 * D: True}
    assert reader.daily_results(first + 4 * D, first + 4 * D) == {first + 4 * D: True}
    assert reader.first_daily() == first + 3 * D


def test_no_database_answers_nothing(tmp_path: Path) -> None:
    missing = StoreReader(tmp_path / "none" / "scorpion.db")
    assert missing.trend(HistoryFilter()) == ()
    assert missing.daily_results(START.date(), START.date()) == {}
    assert missing.first_daily() is None


def test_a_damaged_file_answers_nothing(tmp_path: Path) -> None:
    path = tmp_path / "scorpion.db"
    path.write_bytes(b"not a database" * 100)
    damaged = StoreReader(path)
    assert damaged.trend(HistoryFilter()) == ()
    damaged.close()


def test_the_reader_never_writes(reader: StoreReader, store: Store) -> None:
    before = store.path.read_bytes()
    reader.trend(HistoryFilter())
    reader.daily_results(START.date(), START.date() + 9 * D)
    reader.close()
    assert store.path.read_bytes() == before


def test_a_damaged_game_is_in_no_trend(store: Store) -> None:
    seed(
        store.path,
        [
            Row("won", "classic", 500, started=START),
            Row("damaged", "classic", 999, started=START + H),  # how it went is not known
            Row("lost", "classic", 100, started=START + 2 * H),
        ],
    )
    reader = StoreReader(store.path)
    try:
        assert [p.mean_score for p in reader.trend(HistoryFilter())] == [500, 100]
        grouped = reader.trend(HistoryFilter(), limit=1)
        assert [(p.games, p.wins, p.high_score) for p in grouped] == [(2, 1, 500)]
    finally:
        reader.close()
