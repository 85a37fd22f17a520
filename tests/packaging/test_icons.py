"""The committed icons: every PNG size, the .ico and .icns, in step with the SVG."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.packaging.conftest import APP_ID, PACKAGING

ICONS = PACKAGING / "icons"
TOOLBAR_ICONS = PACKAGING.parent / "resources" / "icons"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("size", SIZES)
def test_png_sizes(size: int) -> None:
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert png_size(path.read_bytes()) == (size, size)
    image = QImage(str(path))
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0  # transparent corner
    assert image.pixelColor(size // 2, size // 2).alpha() == 255  # the card


def test_windows_ico_holds_png_images_up_to_256() -> None:
    data = (ICONS / "scorpion-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, _h, _c, _r, _planes, _bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        assert png_size(data[offset : offset + length])[0] == (width or 256)
        sizes.append(width or 256)
    assert {16, 32, 48, 256} <= set(sizes)


def test_macos_icns_holds_png_images() -> None:
    data = (ICONS / "scorpion-qt.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    at, kinds = 8, {}
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        kinds[kind] = png_size(data[at + 8 : at + length])[0]
        at += length
    assert kinds == {
        b"icp4": 16,
        b"icp5": 32,
        b"icp6": 64,
        b"ic07": 128,
        b"ic08": 256,
        b"ic09": 512,
    }


def mean_difference(fresh: QImage, committed: QImage) -> float:
    """The mean difference of two square images' channels, in levels (0 to 255)."""
    size = fresh.width()
    assert committed.width() == committed.height() == fresh.height() == size
    total = 0
    for y in range(size):
        for x in range(size):
            a, b = fresh.pixelColor(x, y), committed.pixelColor(x, y)
            total += abs(a.red() - b.red()) + abs(a.green() - b.green())
            total += abs(a.blue() - b.blue()) + abs(a.alpha() - b.alpha())
    return total / (size * size * 4)


def test_committed_pngs_match_the_svg(tmp_path: Path) -> None:
    toolbar = tmp_path / "toolbar"
    render = [sys.executable, str(ICONS / "render_icons.py"), str(tmp_path), str(toolbar)]
    subprocess.run(render, check=True)
    for size in (16, 48, 256):
        relative = Path("hicolor") / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        fresh, committed = QImage(str(tmp_path / relative)), QImage(str(ICONS / relative))
        assert mean_difference(fresh, committed) < 2, f"{relative}: run render_icons.py"
    sources = sorted(TOOLBAR_ICONS.glob("*.svg"))
    assert len(sources) >= 7
    for svg in sources:
        for size in (16, 24, 48):
            name = f"{svg.stem}-{size}.png"
            fresh, committed = QImage(str(toolbar / name)), QImage(str(TOOLBAR_ICONS / name))
            assert not committed.isNull(), f"{name}: run packaging/icons/render_icons.py"
            assert mean_difference(fresh, committed) < 2, f"{name}: run render_icons.py"
