"""The app as a screen reader hears it (Orca on Linux): Classic deal 1 in a real X window on
a private desktop session, its accessible tree and events read over AT-SPI from outside
(tests/ui/atspi_session.py), in each language the app speaks."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.services.translations import LANGUAGES, use_language
from tests.ui.atspi_session import desktop, find, read, running_app, walk

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Reading:
    """The app running in one language, and its tree as first read."""

    env: dict[str, str]
    window: int
    language: str
    tree: dict[str, Any]

    def listen(self, *steps: list[str]) -> list[dict[str, Any]]:
        """What a screen reader hears while each step's keys are pressed in the window."""
        answer = read(self.env, {"steps": list(steps), "window": str(self.window)})
        found: list[dict[str, Any]] = answer["steps"]
        return found


@pytest.fixture(scope="module")
def session() -> Iterator[dict[str, str]]:
    with desktop() as env:
        yield env


def in_language(language: str, text: str, context: str) -> str:
    """``text`` of ``context`` in ``language`` (English again afterwards)."""
    use_language(language)
    try:
        return translate(context, text)
    finally:
        use_language("en")


@pytest.fixture(scope="module", params=LANGUAGES)
def reading(
    request: pytest.FixtureRequest,
    session: dict[str, str],
    tmp_path_factory: pytest.TempPathFactory,
    qapp: QApplication,
) -> Iterator[Reading]:
    """Classic deal 1 open in the language of the test's parameter, read once shown."""
    language: str = request.param
    folder = tmp_path_factory.mktemp(language)
    argv = ["--deal", "1", "--rules", "classic", "--data-dir", str(folder / "data")]
    score = in_language(language, "Score: {score}", "GameStatusBar").format(score=0)
    with running_app(session, language, argv, folder / "app.log") as window:
        tree = read(session, {"until": [score]})["tree"]
        yield Reading(session, window, language, tree)


def test_the_window_reads_in_the_players_language(reading: Reading) -> None:
    frame = find(reading.tree, "Scorpion Qt", "frame")
    moves = in_language(reading.language, "Moves: {moves}", "GameStatusBar").format(moves=0)
    assert find(frame, moves)["role"] == "label"
    roles = [node["role"] for node in walk(frame)]
    assert roles.count("menu item") >= 5  # Game, Edit, View, Settings, Help
    assert "status bar" in roles and "tool bar" in roles
    assert len(roles) >= 80
