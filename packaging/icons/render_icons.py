"""Render the SVG application icon to PNG sizes, a Windows .ico and a macOS .icns, and the
toolbar's SVG icons to PNG sizes.

    python packaging/icons/render_icons.py [OUT_DIR [TOOLBAR_OUT_DIR]]

Writes hicolor/NxN/apps/APP_ID.png, scorpion-qt.ico and scorpion-qt.icns beside this file
(or in OUT_DIR), and NAME-N.png for each resources/icons/NAME.svg beside it (or in
TOOLBAR_OUT_DIR): the app shows the PNGs, so that its start does not load Qt's SVG icon
engine. The results are committed; run this again after changing an SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

APP_ID = "io.github.scorpion_qt.ScorpionQt"
HERE = Path(__file__).resolve().parent
SVG = HERE / f"{APP_ID}.svg"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
TOOLBAR_ICONS = HERE.parents[1] / "resources" / "icons"
#: the toolbar's sizes: 16, 22, 24 and 32 px buttons, and twice those on a 2x screen
TOOLBAR_SIZES = (16, 22, 24, 32, 44, 48, 64)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as PNG bytes, size × size pixels, transparent around the drawing."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file with PNG-compressed images (Windows Vista and later)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file whose elements are PNG images."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for size, kind in ICNS_TYPES.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_toolbar_icons(out: Path) -> int:
    """Each toolbar SVG as NAME-N.png in ``out`` for every size of TOOLBAR_SIZES; how many."""
    count = 0
    for svg in sorted(TOOLBAR_ICONS.glob("*.svg")):
        renderer = QSvgRenderer(str(svg))
        if not renderer.isValid():
            raise RuntimeError(f"cannot read {svg}")
        for size in TOOLBAR_SIZES:
            (out / f"{svg.stem}-{size}.png").write_bytes(render(renderer, size))
            count += 1
    return count


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else HERE
    toolbar_out = Path(argv[1]) if len(argv) > 1 else TOOLBAR_ICONS
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    pngs = {size: render(renderer, size) for size in SIZES}
    for size, png in pngs.items():
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
    (out / "scorpion-qt.ico").write_bytes(ico(pngs))
    (out / "scorpion-qt.icns").write_bytes(icns(pngs))
    print(f"wrote {len(pngs)} PNG sizes, scorpion-qt.ico and scorpion-qt.icns in {out}")
    toolbar_out.mkdir(parents=True, exist_ok=True)
    print(f"wrote {render_toolbar_icons(toolbar_out)} toolbar PNGs in {toolbar_out}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
