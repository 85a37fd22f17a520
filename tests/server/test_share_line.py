"""The web page's share line: the issue's format, every variant, nothing else."""

from __future__ import annotations

import datetime

import pytest

from scorpion_qt.server.share_line import SharedResult, share_line

DAY = datetime.date(2026, 12, 3)


@pytest.mark.parametrize(
    ("rules", "won", "moves", "par", "hints", "expected"),
    [
        ("classic", True, 58, 52, 0, "Classic daily 2026-12-03 · won in 58 (par 52) · no hints"),
        ("wasp", True, 40, None, 1, "Wasp daily 2026-12-03 · won in 40 · 1 hint"),
        (
            "scorpion-ii",
            False,
            1,
            61,
            2,
            "Scorpion II daily 2026-12-03 · lost after 1 move (par 61) · 2 hints",
        ),
        (
            "how-they-run",
            False,
            17,
            None,
            0,
            "How They Run daily 2026-12-03 · lost after 17 moves · no hints",
        ),
    ],
)
def test_the_share_line(
    rules: str, won: bool, moves: int, par: int | None, hints: int, expected: str
) -> None:
    shared = SharedResult(rules, DAY, won, moves, hints, par, rank=3, total=41)
    assert share_line(shared) == f"Scorpion Qt · {expected} · rank 3 of 41"


def test_the_issues_example() -> None:
    shared = SharedResult("classic", DAY, True, 58, 0, 52, 3, 41)
    assert share_line(shared) == (
        "Scorpion Qt · Classic daily 2026-12-03 · won in 58 (par 52) · no hints · rank 3 of 41"
    )
