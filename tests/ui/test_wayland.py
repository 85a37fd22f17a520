"""The app on Wayland (GNOME's and KDE Plasma's default): on a headless Weston, on Qt's
Wayland platform, it opens and fits the output, plays a move by a drag, goes full screen
and back to its size, hands over to a second launch, and quits cleanly, with nothing from
Qt on stderr. Where Wayland lets no app place a window, the app does not try: a geometry
saved with a place gives its size only."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorpion_qt.ui.window.window_fit import FIRST_SIZE, FRAME_ALLOWANCE, PANEL_ALLOWANCE
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.wayland_session import (
    OUTPUT,
    Run,
    Wayland,
    finish,
    launch,
    start,
    wait_for_line,
    weston,
)


@pytest.fixture(scope="module")
def wayland() -> Iterator[Wayland]:
    with weston() as compositor:
        yield compositor


def position(tmp_path: Path) -> list[str]:
    path = tmp_path / "position.txt"
    path.write_text(RULE_BOOK_DEAL, encoding="utf-8")
    return ["--position", str(path)]


def fits(run: Run) -> bool:
    """The window, its title bar and borders (which Qt draws on Wayland) included, lies
    within the output."""
    _x, _y, width, height = run.results["geometry"]
    left, top, right, bottom = run.results["frame"]
    return bool(width + left + right <= OUTPUT[0] and height + top + bottom <= OUTPUT[1])


def ended_cleanly(run: Run) -> None:
    assert "error" not in run.results, run.results["error"]
    assert run.returncode == 0, run.stderr
    assert run.stderr == "", run.stderr  # no warning from Qt, nor from the app


def test_the_app_opens_fits_plays_goes_full_screen_hands_over_and_quits(
    wayland: Wayland, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    steps = ["opened", "drag", "full_screen", "hand_over"]
    first = start(wayland, data, position(tmp_path), steps, drag=["4H", "5H"])
    printed = wait_for_line(first, "READY")
    second = launch(wayland, data)
    assert second.returncode == 0, second.stderr
    [said] = second.stderr.splitlines()  # that, and nothing from Qt
    assert said.endswith("its window was brought forward."), said
    run = finish(first, printed)
    ended_cleanly(run)
    results = run.results
    assert results["platform"] == "wayland"
    assert results["screen"] == [0, 0, *OUTPUT]
    # the first size, 1000 x 760, and a title bar do not fit 720 px: the height was fitted,
    # with the room kept for a title bar before the window is shown, and for a panel (Qt
    # knows none on Wayland; Weston's desktop shell has one, 32 px high)
    room = (FRAME_ALLOWANCE + PANEL_ALLOWANCE).top() + FRAME_ALLOWANCE.bottom()
    assert results["geometry"][2:] == [FIRST_SIZE.width(), OUTPUT[1] - room]
    assert fits(run)
    assert results["dragged_by"] != [0, 0]  # the card followed the pointer
    assert results["moves"] == 1  # 4H onto 5H, dragged
    assert results["full_screen"] == [0, 0, *OUTPUT]
    assert results["back"] == results["geometry"]
    assert results["handed_over_visible"] is True
    assert "asked for the window" in (data / "scorpion-qt.log").read_text(encoding="utf-8")


def test_a_saved_place_is_not_restored_its_size_is(wayland: Wayland, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    saved = {"geometry": [300, 120, 900, 560]}  # a place, as on X11
    child = start(wayland, data, position(tmp_path), ["opened"], saved=saved)
    run = finish(child)
    ended_cleanly(run)
    assert run.results["geometry"] == [0, 0, 900, 560]  # Qt knows no place on Wayland
    assert fits(run)


def test_a_window_left_full_screen_opens_so_and_leaves_it_to_its_size(
    wayland: Wayland, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    saved = {"geometry": [0, 0, 900, 560], "full_screen": True}
    steps = ["opened", "leave_full_screen"]
    child = start(wayland, data, position(tmp_path), steps, saved=saved, back=[900, 560])
    run = finish(child)
    ended_cleanly(run)
    assert run.results["full_screen"] == [0, 0, *OUTPUT]
    assert run.results["back"] == [0, 0, 900, 560]
