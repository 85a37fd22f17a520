"""The .deb: file list, control data, Depends covering the bundle, a run from an unpacked root."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from scorpion_qt import __version__
from tests.packaging.conftest import (
    APP_ID,
    ROOT,
    assert_smoke_ok,
    load_packaging_module,
    require,
    run_app,
)

pytestmark = pytest.mark.packaging

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "-f", str(deb), name], check=True, capture_output=True, text=True
    ).stdout.strip()


def listing(deb: Path) -> dict[str, str]:
    """Path -> "mode owner" for every entry of ``dpkg-deb -c``."""
    out = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], check=True, capture_output=True, text=True
    ).stdout
    entries = {}
    for line in out.splitlines():
        mode, owner, *_rest = line.split(maxsplit=5)
        path = line.split(" ./", 1)[1].split(" -> ")[0]
        entries["/" + path.strip("/")] = f"{mode} {owner}"
    return entries


def test_deb_control_fields(deb: Path) -> None:
    architecture = subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()
    assert field(deb, "Package") == "scorpion-qt"
    assert field(deb, "Version") == __version__
    assert field(deb, "Architecture") == architecture
    assert field(deb, "Section") == "games"
    assert re.fullmatch(r".+ <[^@\s]+@[^@\s]+>", field(deb, "Maintainer"))
    assert field(deb, "Description").startswith("Scorpion solitaire")
    assert int(field(deb, "Installed-Size")) > 50_000  # KiB: Python and Qt are inside
    depends = {d.split(" (")[0] for d in field(deb, "Depends").split(", ")}
    qt_needs = {"libc6", "libegl1", "libgl1", "libfontconfig1", "libfreetype6", "libglib2.0-0"}
    qt_needs |= {"libxkbcommon0", "libxkbcommon-x11-0", "libdbus-1-3", "libx11-6", "libxcb1"}
    qt_needs |= {"libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0"}
    assert qt_needs <= depends


def test_deb_file_list(deb: Path) -> None:
    files = listing(deb)
    assert files["/usr/bin/scorpion-qt"] == "-rwxr-xr-x root/root"
    assert files["/opt/scorpion-qt/scorpion-qt"] == "-rwxr-xr-x root/root"
    assert f"/usr/share/applications/{APP_ID}.desktop" in files
    assert f"/usr/share/metainfo/{APP_ID}.metainfo.xml" in files
    assert "/usr/share/doc/scorpion-qt/copyright" in files
    icons = "/usr/share/icons/hicolor"
    for size in ICON_SIZES:
        assert f"{icons}/{size}x{size}/apps/{APP_ID}.png" in files
    assert f"{icons}/scalable/apps/{APP_ID}.svg" in files
    assert "/opt/scorpion-qt/_internal/scorpion_qt/migrations/env.py" in files
    assert "/opt/scorpion-qt/_internal/scorpion_qt/resources/cards/AS.svg" in files
    assert "/opt/scorpion-qt/_internal/scorpion_qt/resources/icons/undo.svg" in files
    assert all(entry.endswith("root/root") for entry in files.values())
    folders = {"/", "/opt", "/usr", "/usr/bin", "/usr/share"}
    inside = ("/opt/scorpion-qt", "/usr/bin/", "/usr/share/")
    assert not [p for p in files if p not in folders and not p.startswith(inside)]


def test_depends_covers_every_library_the_bundle_needs(deb: Path, deb_root: Path) -> None:
    deb_package = load_packaging_module("deb_package")
    external = deb_package.external_libraries(deb_root / "opt" / "scorpion-qt")
    assert "libxcb-cursor.so.0" in external  # needed by the xcb plugin, left to the system
    depends = field(deb, "Depends").split(", ")
    for soname in external:
        assert deb_package.SYSTEM_LIBRARIES[soname] in depends, soname


def test_apt_would_install_the_deb_with_its_dependencies(deb: Path) -> None:
    """apt resolves every Depends entry against the Debian archive (simulation only)."""
    require(shutil.which("apt-get") is not None, "apt-get")
    result = subprocess.run(
        ["apt-get", "--simulate", "install", str(deb)],
        capture_output=True,
        text=True,
        check=False,
        env={"LC_ALL": "C", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(rf"^Inst scorpion-qt \({re.escape(__version__)} ", result.stdout, re.M)


def test_unpacked_launcher_smoke(deb_root: Path, outside: Path) -> None:
    data = outside / "data"
    launcher = deb_root / "usr" / "bin" / "scorpion-qt"
    assert_smoke_ok(run_app([str(launcher), "--smoke", "--data-dir", str(data)], outside), data)


def test_launcher_found_through_a_symlink(deb_root: Path, outside: Path) -> None:
    link = outside / "bin" / "scorpion"
    link.parent.mkdir()
    link.symlink_to(deb_root / "usr" / "bin" / "scorpion-qt")
    result = run_app([str(link), "--version"], outside)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"scorpion-qt {__version__}"


def test_desktop_entry_is_valid(deb_root: Path) -> None:
    tool = shutil.which("desktop-file-validate")
    require(tool is not None, "desktop-file-validate (Debian package desktop-file-utils)")
    assert tool is not None
    entry = deb_root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    result = subprocess.run([str(tool), str(entry)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    text = entry.read_text(encoding="utf-8")
    assert f"\nIcon={APP_ID}\n" in text
    assert "\nExec=scorpion-qt\n" in text


def test_metainfo_is_valid(deb_root: Path) -> None:
    tool = shutil.which("appstreamcli")
    require(tool is not None, "appstreamcli (Debian package appstream)")
    assert tool is not None
    metainfo = deb_root / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    result = subprocess.run(
        [str(tool), "validate", "--no-net", str(metainfo)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    text = metainfo.read_text(encoding="utf-8")
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in text
    assert f'<release version="{__version__}"' in text
    assert '<content_rating type="oars-1.1"' in text
    screenshots = re.findall(r"<image[^>]*>https://[^<]+/main/([^<]+)</image>", text)
    assert screenshots == ["packaging/screenshots/board.png"]
    assert all((ROOT / shot).is_file() for shot in screenshots)
