"""packaging/take_screenshots.py takes the README's and the metainfo's screenshots again:
the app in a real xcb window on a private Xvfb, a game some way in, the window read back
from the X server, light and dark as the metainfo lists them."""

from __future__ import annotations

import importlib
import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.packaging.conftest import PACKAGING, require
from tests.packaging.test_metadata import luminance


def test_screenshots_are_taken_again(tmp_path: Path) -> None:
    require(shutil.which("Xvfb") is not None, "Xvfb (Debian package xvfb)")
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(PACKAGING))
        take = importlib.import_module("take_screenshots")
        texts = importlib.import_module("metadata_texts")
    assert tuple(shot.file for shot in take.SHOTS) == texts.SCREENSHOT_FILES
    assert [shot.scheme for shot in take.SHOTS] == ["light", "dark"]
    assert take.main(["--out", str(tmp_path)]) == 0
    light, dark = (QImage(str(tmp_path / shot.file)) for shot in take.SHOTS)
    for image in (light, dark):
        assert (image.width(), image.height()) == take.SIZE == (1280, 800)
    assert luminance(light, range(2, 16)) > 200  # the menu bar
    assert luminance(dark, range(2, 16)) < 80
    # the board: cards on the felt, not an empty window (the white cards lift the mean)
    felt = luminance(dark, range(600, 700))
    assert luminance(dark, range(200, 300)) > felt + 20
