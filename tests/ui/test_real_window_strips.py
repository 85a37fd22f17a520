"""Every covered card's index on the screen of a real window: for long columns (21 cards
and more) at 800×600, 1000×760 and 1920×1080, what the X server shows in the strip each
covered face-up card keeps in view is that card's own face there, and it holds ink (the
index, which test_card_art proves lies in that band); for every deck."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorpion_qt.ui.services.settings import CARD_DECKS
from scorpion_qt.ui.startup import SETTINGS_FILE
from tests.ui.long_columns import LONG_POSITIONS
from tests.ui.real_window import run_in_window, xvfb

SIZES = ((800, 600), (1000, 760), (1920, 1080))

STRIPS = """
from scorpion_qt.engine import Game
from scorpion_qt.ui.table.layout import STRIP

positions, sizes = ARGS["positions"], ARGS["sizes"]
for width, height in sizes:
    window.resize(width, height)
    for name, text in positions.items():
        window.controller.set_game(Game.from_text(text))
        settle()
        screen = QGuiApplication.primaryScreen().grabWindow(view.viewport().winId()).toImage()
        screen = screen.convertToFormat(QImage.Format.Format_RGB32)
        tag = f"{width}x{height} {name}"
        screen.save(str(OUT / f"{tag}.png"))
        position = window.controller.game.position
        ratio = screen.devicePixelRatio()
        bad = strips = 0
        for column, down in zip(position.columns, position.down):
            for index, code in enumerate(column[:-1]):
                if index < down:
                    continue
                item, above = scene.cards[code], scene.cards[column[index + 1]]
                origin = view.mapFromScene(item.scenePos())
                kept = above.scenePos().y() - item.scenePos().y()
                w, h = item.boundingRect().width() - 4, item.boundingRect().height() - 4
                assert kept >= int(STRIP * h), (tag, item.card_id, kept, h)
                face = scene.art.pixmap(item.card_id, int(w), int(h)).toImage()
                face = face.convertToFormat(QImage.Format.Format_RGB32)
                # inside the card's rounded corners, down to the strip's end
                x0, x1 = int(w * 0.07), int(w * 0.93)
                y0, y1 = int(h * 0.03), int(STRIP * h)
                differ = ink = 0
                for y in range(y0, y1, 2):
                    for x in range(x0, x1, 2):
                        a = screen.pixelColor(origin.x() + x, origin.y() + y)
                        b = face.pixelColor(x, y)
                        if max(abs(a.red() - b.red()), abs(a.green() - b.green()),
                               abs(a.blue() - b.blue())) > 24:
                            differ += 1
                        if min(b.red(), b.green(), b.blue()) < 128:
                            ink += 1
                strips += 1
                if differ > 0.005 * (x1 - x0) * (y1 - y0) or ink < 5:
                    bad += 1
                    print("BAD", tag, item.card_id, differ, ink, flush=True)
        results[f"{tag} strips"] = strips
        results[f"{tag} bad"] = bad
results[f"deck {scene.art.deck.name}"] = 1
"""


@pytest.fixture(scope="module")
def large_display() -> Iterator[str]:
    """A screen that holds a 1920×1080 window."""
    with xvfb("2000x1200x24") as name:
        yield name


@pytest.mark.parametrize("deck", CARD_DECKS)
def test_every_covered_card_shows_its_index_on_screen(
    large_display: str, tmp_path: Path, position_file: Path, deck: str
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / SETTINGS_FILE).write_text(f"[look]\ndeck={deck}\n", encoding="utf-8")
    shown = run_in_window(
        large_display,
        STRIPS,
        ["--position", str(position_file), "--data-dir", str(data)],
        tmp_path / "shots",
        extra={"positions": LONG_POSITIONS, "sizes": [list(size) for size in SIZES]},
    )
    assert shown.get(f"deck {deck}") == 1  # the deck asked for is the one drawn
    for width, height in SIZES:
        for name in LONG_POSITIONS:
            tag = f"{width}x{height} {name}"
            assert shown[f"{tag} strips"] >= 18, tag  # the long column's covered cards
            assert shown[f"{tag} bad"] == 0, tag
