"""The share line of a finished daily game, in every variant (won or lost, par or none, no
hint, one or several, ranked or not) and in each language; and the date rule of a daily's
close (D+1 12:00 UTC, the end of D at UTC−12)."""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine.daily_close import closes_at
from scorpion_qt.ui.play.share_line import DailyResult, share_line
from scorpion_qt.ui.services.daily_close import closed_text, is_over, over_day
from scorpion_qt.ui.services.translations import use_language

DAY = datetime.date(2026, 12, 3)
UTC = datetime.UTC


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    """Lets a test install a language; English again afterwards."""
    yield
    use_language("en")


def line(language: str, **changes: object) -> str:
    use_language(language)
    fields: dict[str, object] = {"rules": "classic", "day": DAY, "won": True, "moves": 58}
    fields |= {"hints": 0, "par": 52, "rank": 3, "total": 41} | changes
    return share_line(DailyResult(**fields))  # type: ignore[arg-type]


EXPECTED = {
    "en": [
        "Scorpion Qt · Classic daily 2026-12-03 · won in 58 (par 52) · no hints · rank 3 of 41",
        "Scorpion Qt · Classic daily 2026-12-03 · won in 58 · 1 hint",
        "Scorpion Qt · Classic daily 2026-12-03 · lost after 40 moves (par 52) · 2 hints"
        " · rank 7 of 41",
        "Scorpion Qt · Classic daily 2026-12-03 · lost after 1 move · no hints · rank 9",
    ],
    "de": [
        "Scorpion Qt · Tagesspiel Klassisch 2026-12-03 · gewonnen in 58 (Par 52) · keine"
        " Hinweise · Platz 3 von 41",
        "Scorpion Qt · Tagesspiel Klassisch 2026-12-03 · gewonnen in 58 · 1 Hinweis",
        "Scorpion Qt · Tagesspiel Klassisch 2026-12-03 · verloren nach 40 Zügen (Par 52)"
        " · 2 Hinweise · Platz 7 von 41",
        "Scorpion Qt · Tagesspiel Klassisch 2026-12-03 · verloren nach 1 Zug · keine"
        " Hinweise · Platz 9",
    ],
    "tr": [
        "Scorpion Qt · Klasik günlük 2026-12-03 · 58 hamlede kazanıldı (par 52) · ipucusuz"
        " · 41 kişi içinde 3. sıra",
        "Scorpion Qt · Klasik günlük 2026-12-03 · 58 hamlede kazanıldı · 1 ipucu",
        "Scorpion Qt · Klasik günlük 2026-12-03 · 40 hamleden sonra kaybedildi (par 52)"
        " · 2 ipucu · 41 kişi içinde 7. sıra",
        "Scorpion Qt · Klasik günlük 2026-12-03 · 1 hamleden sonra kaybedildi · ipucusuz · 9. sıra",
    ],
}


@pytest.mark.parametrize("language", ["en", "de", "tr"])
def test_every_variant_of_the_line_in_each_language(speak: None, language: str) -> None:
    found = [
        line(language),  # won, par, no hints, ranked
        line(language, hints=1, par=None, rank=None, total=None),  # no par, not ranked
        line(language, won=False, moves=40, hints=2, rank=7),  # lost, several hints
        line(language, won=False, moves=1, par=None, rank=9, total=None),  # rank, no total
    ]
    assert found == EXPECTED[language]


def test_the_rule_set_is_named_as_the_app_names_it(speak: None) -> None:
    assert " · Wasp II daily 2026-12-03 · " in line("en", rules="wasp-ii")
    assert " · Three Blind Mice daily " in line("en", rules="three-blind-mice")


def test_the_line_never_holds_a_move_nor_the_time(speak: None) -> None:
    text = line("en", moves=123, hints=4)
    assert ":" not in text and ">" not in text  # no move in notation, no clock
    assert "123" in text and "4 hints" in text


def test_a_daily_closes_at_noon_utc_the_next_day() -> None:
    closing = datetime.datetime(2026, 12, 4, 12, 0, tzinfo=UTC)
    assert closes_at(DAY) == closing
    assert not is_over(DAY, closing - datetime.timedelta(microseconds=1))
    assert is_over(DAY, closing)
    # the day is not over east of UTC−12 before then, whatever the local clock says
    assert not is_over(
        DAY,
        datetime.datetime(
            2026, 12, 4, 23, 0, tzinfo=datetime.timezone(datetime.timedelta(hours=14))
        ),
    )  # 09:00 UTC
    assert is_over(
        DAY,
        datetime.datetime(
            2026, 12, 4, 3, 0, tzinfo=datetime.timezone(-datetime.timedelta(hours=10))
        ),
    )  # 13:00 UTC


def test_a_results_date_is_read_from_what_would_be_sent() -> None:
    payload = json.dumps({"date": DAY.isoformat(), "rules": "classic"})
    assert over_day(payload, datetime.datetime(2026, 12, 4, 11, 59, tzinfo=UTC)) is None
    assert over_day(payload, datetime.datetime(2026, 12, 4, 12, 0, tzinfo=UTC)) == DAY


@pytest.mark.parametrize(
    ("language", "text"),
    [
        (
            "en",
            "The daily of 2026-12-03 closed at 2026-12-04 12:00 UTC: this result is kept in"
            " your statistics but not sent",
        ),
        ("de", "Das Tagesspiel vom 2026-12-03 wurde am 2026-12-04 12:00 UTC geschlossen"),
        ("tr", "2026-12-03 günlük oyunu 2026-12-04 12:00 UTC'de kapandı"),
    ],
)
def test_the_close_is_told_in_each_language(speak: None, language: str, text: str) -> None:
    use_language(language)
    assert closed_text(DAY).startswith(text)
