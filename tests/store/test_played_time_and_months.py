"""The statistics players asked for, over a generated year of 3,000 games: time played,
the average winning time, win rates by grade, games and wins per month, the deal and
daily-only filters and the CSV's h:mm:ss times, winnable and turning point. Every figure
is computed here again from the rows read with plain sqlite3."""

from __future__ import annotations

import csv
import datetime
import random
import sqlite3
from collections import Counter
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.store.monthly import MonthResults
from scorpion_qt.store.reader import StoreReader
from scorpion_qt.store.records import HistoryFilter, SortKey, StoredAnalysis
from scorpion_qt.store.service import Store
from tests.benchmarks.store_history import generate_history

GAMES = 3000
ANALYSED_AT = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)
#: deals given to several games, so that a deal's filter finds more than one
SHARED_DEALS = (7, 8)


@pytest.fixture(scope="module")
def history(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[Store, list[dict[str, object]]]]:
    folder = tmp_path_factory.mktemp("year")
    path = generate_history(folder, GAMES, seed=34, span_days=365)
    rng = random.Random(34)
    with closing(sqlite3.connect(path)) as db:
        for game_id in range(1, GAMES + 1):
            grade = rng.choice([None, "E", "M", "H"])
            deal = rng.choice(SHARED_DEALS) if game_id % 50 == 7 else None
            db.execute(
                "UPDATE games SET grade = ?, deal = coalesce(?, deal) WHERE id = ?",
                (grade, deal, game_id),
            )
        db.execute("UPDATE games SET outcome = 'damaged' WHERE id = 5")  # counted nowhere
        db.commit()
        db.row_factory = sqlite3.Row
        rows = [dict(row) for row in db.execute("SELECT * FROM games WHERE action_count > 0")]
    store = Store.open(folder)
    for game_id in range(3, GAMES, 97):  # some games analysed, some turning points
        turning = None if game_id % 2 else game_id % 40
        winnable = None if game_id % 3 == 0 else game_id % 5 != 0
        analysis = StoredAnalysis(f"{game_id:x}", "{}", winnable, turning, True, ANALYSED_AT)
        store.save_analysis(game_id, analysis)
    yield store, rows
    store.close()


def counted(rows: list[dict[str, object]], rules: str | None = None) -> list[dict[str, object]]:
    return [r for r in rows if r["outcome"] != "damaged" and rules in (None, r["rules"])]


@pytest.mark.parametrize("rules", [None, "classic", "relaxed"])
def test_time_played_and_winning_times(
    history: tuple[Store, list[dict[str, object]]], rules: str | None
) -> None:
    store, rows = history
    games = counted(rows, rules)
    wins = [float(str(r["elapsed_seconds"])) for r in games if r["outcome"] == "won"]
    figures = store.statistics(rules)
    assert figures.played == len(games)
    assert figures.time_played_seconds == pytest.approx(
        sum(float(str(r["elapsed_seconds"])) for r in games)
    )
    assert figures.average_win_seconds == pytest.approx(sum(wins) / len(wins))
    assert figures.fastest_win_seconds == pytest.approx(min(wins))


@pytest.mark.parametrize("rules", [None, "relaxed"])
def test_win_rate_by_grade(
    history: tuple[Store, list[dict[str, object]]], rules: str | None
) -> None:
    store, rows = history
    games = counted(rows, rules)
    figures = store.statistics(rules)
    assert [each.grade for each in figures.by_grade] == ["E", "M", "H", None]
    for each in figures.by_grade:
        of_grade = [r for r in games if r["grade"] == each.grade]
        won = sum(r["outcome"] == "won" for r in of_grade)
        assert (each.played, each.won) == (len(of_grade), won)
        assert each.win_percent == pytest.approx(100.0 * won / len(of_grade))
    assert sum(each.played for each in figures.by_grade) == figures.played
    # the summary of one grade counts that grade alone
    hard = store.statistics(rules, grade="H")
    assert [(e.grade, e.played > 0) for e in hard.by_grade] == [
        ("E", False),
        ("M", False),
        ("H", True),
        (None, False),
    ]


def local_month(stored: object) -> tuple[int, int]:
    moment = datetime.datetime.fromisoformat(str(stored)).replace(tzinfo=datetime.UTC)
    local = moment.astimezone()
    return local.year, local.month


@pytest.mark.parametrize(
    "chosen", [HistoryFilter(), HistoryFilter(rules="relaxed"), HistoryFilter(daily_only=True)]
)
def test_games_and_wins_per_month(
    history: tuple[Store, list[dict[str, object]]], chosen: HistoryFilter
) -> None:
    store, rows = history
    games = [
        r
        for r in counted(rows, chosen.rules)
        if not chosen.daily_only or r["daily_date"] is not None
    ]
    played = Counter(local_month(r["started_at"]) for r in games)
    won = Counter(local_month(r["started_at"]) for r in games if r["outcome"] == "won")
    reader = StoreReader(store.path)
    try:
        months = reader.months(chosen)
    finally:
        reader.close()
    first, last = min(played), max(played)
    span = (last[0] - first[0]) * 12 + last[1] - first[1] + 1
    assert len(months) == span and span in (12, 13)  # a year of games: consecutive months
    assert (months[0].year, months[0].month) == first
    assert months == tuple(
        MonthResults(m.year, m.month, played[(m.year, m.month)], won[(m.year, m.month)])
        for m in months
    )
    assert sum(m.games for m in months) == len(games)


def test_months_of_nothing(history: tuple[Store, list[dict[str, object]]]) -> None:
    store, _rows = history
    reader = StoreReader(store.path)
    try:
        assert reader.months(HistoryFilter(deal=123)) == ()
    finally:
        reader.close()


@pytest.mark.parametrize(
    "chosen",
    [
        HistoryFilter(deal=SHARED_DEALS[0]),
        HistoryFilter(deal=SHARED_DEALS[1], rules="classic"),
        HistoryFilter(daily_only=True),
        HistoryFilter(daily_only=True, rules="relaxed", date_from=datetime.date(2022, 6, 1)),
        HistoryFilter(deal=SHARED_DEALS[0], daily_only=True),
    ],
)
def test_deal_and_daily_filters(
    history: tuple[Store, list[dict[str, object]]], chosen: HistoryFilter
) -> None:
    store, rows = history

    def matches(r: dict[str, object]) -> bool:
        local_day = datetime.datetime.fromisoformat(str(r["started_at"])).replace(
            tzinfo=datetime.UTC
        )
        return (
            (chosen.deal is None or r["deal"] == chosen.deal)
            and (not chosen.daily_only or r["daily_date"] is not None)
            and (chosen.rules is None or r["rules"] == chosen.rules)
            and (chosen.date_from is None or local_day.astimezone().date() >= chosen.date_from)
        )

    want = sorted((int(str(r["id"])) for r in rows if matches(r)), reverse=True)
    page = store.history_page(chosen, SortKey.STARTED_AT, True, 0, 10_000)
    assert page.total == len(want)
    assert [row.id for row in page.rows] == want
    if chosen.deal is not None:
        assert len(want) > 1 or chosen.daily_only


def test_csv_times_winnable_and_turning_point(
    history: tuple[Store, list[dict[str, object]]], tmp_path: Path
) -> None:
    store, rows = history
    target = tmp_path / "games.csv"
    assert store.export_csv(target) == len(rows)
    with target.open(encoding="utf-8", newline="") as handle:
        lines = {int(line["id"]): line for line in csv.DictReader(handle)}
    header = target.read_text(encoding="utf-8").splitlines()[0].split(",")
    assert "elapsed_seconds" not in header
    assert header.index("winnable") == header.index("grade") + 1
    assert header.index("turning_point") == header.index("grade") + 2
    for r in rows:
        line = lines[int(str(r["id"]))]
        whole = int(float(str(r["elapsed_seconds"])))
        assert line["elapsed"] == f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"
        game_id = int(str(r["id"]))
        if game_id % 97 != 3 or game_id >= GAMES:
            assert (line["winnable"], line["turning_point"]) == ("", "")
            continue
        winnable = "unknown" if game_id % 3 == 0 else ("no" if game_id % 5 == 0 else "yes")
        turning = "" if game_id % 2 else str(game_id % 40 + 1)
        assert (line["winnable"], line["turning_point"]) == (winnable, turning)
