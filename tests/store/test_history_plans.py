"""History pages are the same whichever plan runs them: checked against a plain sort in
Python over a random history, for every filter shape, order and page position."""

from __future__ import annotations

import datetime
import random

import pytest

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.models import SORT_INDEXES
from scorpion_qt.store.records import HistoryFilter, HistoryRow, SortKey, StoredAnalysis
from scorpion_qt.store.service import Store
from tests.store.conftest import Row, seed

DAY0 = datetime.datetime(2025, 1, 1, 9, 0).astimezone()


def random_rows(count: int, rng: random.Random) -> list[Row]:
    rows = []
    for n in range(count):
        outcome = rng.choice(["won", "lost", "lost", "lost"])
        started = DAY0 + datetime.timedelta(hours=n * 7 + rng.randint(0, 5))
        rows.append(
            Row(
                outcome,
                rng.choice(["classic", "classic", "relaxed"]),
                score=rng.randint(0, 40) * 5,  # many ties: the id decides
                moves=rng.randint(1, 30),
                elapsed=float(rng.randint(10, 90)),
                percent=rng.choice([0.0, 25.0, 50.0, 100.0]),
                started=started,
                ended=started + datetime.timedelta(minutes=rng.randint(1, 2000)),
                deal=rng.choice([None, 1, 2, 3, 4]),
                daily=started.date() if n % 9 == 0 else None,
                extra={
                    "hints": rng.randint(0, 2),
                    "undos": rng.randint(0, 3),
                    "grade": rng.choice([None, "E", "M", "M", "H"]),
                },
            )
        )
    rows.append(Row("in_progress", started=DAY0 + datetime.timedelta(days=200), actions=4))
    # the game just dealt, not played yet: in no page, whatever the filter or order
    rows.append(Row("in_progress", started=DAY0 + datetime.timedelta(days=201), actions=0))
    return rows


FILTERS = [
    HistoryFilter(),
    HistoryFilter(rules="relaxed"),
    HistoryFilter(result=GameResult.WON),
    HistoryFilter(result=GameResult.IN_PROGRESS),
    HistoryFilter(rules="classic", result=GameResult.LOST),
    HistoryFilter(date_from=datetime.date(2025, 1, 20), date_to=datetime.date(2025, 1, 22)),
    HistoryFilter(date_from=datetime.date(2025, 2, 1)),
    HistoryFilter(rules="relaxed", result=GameResult.WON, date_to=datetime.date(2025, 2, 10)),
    HistoryFilter(rules="wasp"),
    HistoryFilter(grade="M"),
    HistoryFilter(grade="H", result=GameResult.WON),
    HistoryFilter(rules="relaxed", grade="E", date_from=datetime.date(2025, 1, 20)),
    HistoryFilter(deal=3),
    HistoryFilter(deal=2, result=GameResult.LOST, grade="M"),
    HistoryFilter(daily_only=True),
    HistoryFilter(daily_only=True, rules="classic", date_from=datetime.date(2025, 1, 25)),
]


def expected(rows: list[HistoryRow], chosen: HistoryFilter) -> list[HistoryRow]:
    def local_day(row: HistoryRow) -> datetime.date:
        return row.started_at.astimezone().date()

    return [
        r
        for r in rows
        if (chosen.rules is None or r.rules == chosen.rules)
        and (chosen.result is None or r.result is chosen.result)
        and (chosen.grade is None or r.grade == chosen.grade)
        and (chosen.date_from is None or local_day(r) >= chosen.date_from)
        and (chosen.date_to is None or local_day(r) <= chosen.date_to)
        and (chosen.deal is None or r.deal == chosen.deal)
        and (not chosen.daily_only or r.daily_date is not None)
    ]


def ordered(rows: list[HistoryRow], sort: SortKey, descending: bool) -> list[HistoryRow]:
    name = "result" if sort is SortKey.RESULT else sort.value

    def key(row: HistoryRow) -> tuple[bool, object, int]:
        value = getattr(row, name)
        return (value is not None, value if value is not None else 0, row.id)

    return sorted(rows, key=key, reverse=descending)


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> tuple[Store, list[HistoryRow]]:
    store = Store.open(tmp_path_factory.mktemp("plans"))
    ids = seed(store.path, random_rows(400, random.Random(11)))
    for game_id in ids[::3]:  # a third of the games analysed
        analysis = StoredAnalysis(f"{game_id:x}", "{}", True, game_id % 7, True, DAY0)
        store.save_analysis(game_id, analysis)
    everything = store.history_page(limit=10_000)
    assert everything.total == 401  # not the unplayed game
    assert sum(row.analysed for row in everything.rows) == 134
    return store, list(everything.rows)


@pytest.mark.parametrize("chosen", FILTERS, ids=lambda f: repr(f)[14:-1] or "none")
def test_pages_match_a_plain_sort(
    history: tuple[Store, list[HistoryRow]], chosen: HistoryFilter
) -> None:
    store, rows = history
    matching = expected(rows, chosen)
    for sort in SortKey:
        for descending in (False, True):
            want = ordered(matching, sort, descending)
            for offset in sorted({0, 7, len(want) // 2, max(len(want) - 9, 0), len(want)}):
                page = store.history_page(chosen, sort, descending, offset, 20)
                assert page.total == len(want)
                assert list(page.rows) == want[offset : offset + 20], (
                    sort,
                    descending,
                    offset,
                )


def test_every_sort_key_has_its_index() -> None:
    assert set(SORT_INDEXES) == {key.value for key in SortKey}
    for name, columns in SORT_INDEXES.items():
        assert columns[0] == name
        assert {"id", "rules", "outcome", "started_at", "grade"} <= set(columns)
