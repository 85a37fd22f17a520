"""The words of a win's news in English and Turkish: which lines a win gets, and when
several bests fall at once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.store.personal_bests import WinNews
from scorpion_qt.ui.bests.best_texts import news_lines
from scorpion_qt.ui.services.translations import use_language


def news(**changes: object) -> WinNews:
    figures: dict[str, object] = {
        "game_id": 1,
        "rules": "classic",
        "wins_before": 7,
        "score": 900,
        "best_score_before": 1000,
        "moves": 120,
        "fewest_moves_before": 100,
        "seconds": 400.0,
        "fastest_before": 300.0,
        "streak": 1,
        "best_streak_before": 4,
    }
    return WinNews(**(figures | changes))  # type: ignore[arg-type]


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    use_language("en")
    yield


def test_a_win_that_beats_nothing_says_nothing(english: None) -> None:
    assert news_lines(news()) == []


def test_every_best_that_falls_is_listed_then_the_streak(english: None) -> None:
    lines = news_lines(
        news(
            score=1200,
            moves=99,
            seconds=299.9,
            fastest_before=301.2,
            streak=5,
            best_streak_before=4,
        )
    )
    assert lines == [
        "New best score: 1,200 (was 1,000)",
        "Fewest moves yet: 99 (was 100)",
        "Fastest win yet: 4:59 (was 5:01)",
        "5 wins in a row — your longest streak yet",
    ]


@pytest.mark.parametrize(
    ("streak", "line"),
    [
        (2, "2 wins in a row — your best is 4"),
        (4, "4 wins in a row — as many as your best"),
        (6, "6 wins in a row — your longest streak yet"),
    ],
)
def test_the_streak(english: None, streak: int, line: str) -> None:
    assert news_lines(news(streak=streak)) == [line]


def test_a_first_win_names_its_rules_alone(english: None) -> None:
    first = news(wins_before=0, rules="wasp", fewest_moves_before=None, fastest_before=None)
    assert news_lines(first) == ["Your first win under the Wasp rules!"]


def test_in_turkish(qapp: QApplication) -> None:
    use_language("tr")
    try:
        lines = news_lines(news(score=1200, streak=3))
        first = news_lines(news(wins_before=0))
    finally:
        use_language("en")
    assert lines == [
        "Yeni en iyi puan: 1.200 (önceki 1.000)",
        "Üst üste 3 galibiyet — en iyi serin 4",
    ]
    assert first == ["Klasik kurallarıyla ilk galibiyetin!"]
