"""The .deb: file list, control data, Depends covering the bundle, a run from an unpacked root,
its changelog, copyright file, man page and md5sums, and lintian's verdict."""

from __future__ import annotations

import email.utils
import fnmatch
import gzip
import hashlib
import re
import shutil
import subprocess
from pathlib import Path, PurePosixPath

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


LIB = "/usr/lib/scorpion-qt"
#: folders of the package's own: everything else it lists is a shared folder or one of
#: FILES_ELSEWHERE
OWN_FOLDERS = (LIB, "/usr/share/doc/scorpion-qt")
FILES_ELSEWHERE = {
    "/usr/bin/scorpion-qt",
    "/usr/games/scorpion-qt",
    f"/usr/share/applications/{APP_ID}.desktop",
    f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
    "/usr/share/man/man6/scorpion-qt.6.gz",
    f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
    *(f"/usr/share/icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES),
}


def test_deb_file_list(deb: Path) -> None:
    files = listing(deb)
    assert files["/usr/bin/scorpion-qt"] == "-rwxr-xr-x root/root"
    assert files["/usr/games/scorpion-qt"] == "lrwxrwxrwx root/root"  # -> ../bin/scorpion-qt
    assert files[f"{LIB}/scorpion-qt"] == "-rwxr-xr-x root/root"
    assert "/usr/share/doc/scorpion-qt/copyright" in files
    assert "/usr/share/doc/scorpion-qt/changelog.Debian.gz" in files
    assert f"{LIB}/_internal/scorpion_qt/migrations/env.py" in files
    assert f"{LIB}/_internal/scorpion_qt/resources/cards/AS.svg" in files
    assert f"{LIB}/_internal/scorpion_qt/resources/icons/undo.svg" in files
    assert all(entry.endswith("root/root") for entry in files.values())
    libraries = [p for p in files if re.search(r"\.so(\.[0-9]+)*$", p)]
    assert f"{LIB}/_internal/libpython3.11.so.1.0" in libraries
    assert not [p for p in libraries if "x" in files[p].split()[0] and files[p][0] == "-"]


def test_deb_installs_nothing_in_system_folders(deb: Path) -> None:
    """Removing the package removes its files and its own folders only: /opt is no part
    of it, and a folder other packages use (/usr, /usr/bin, /usr/share/...) is listed as
    a plain folder that dpkg shares, only where the package puts something in it."""
    files = listing(deb)
    assert not [p for p in files if p == "/opt" or p.startswith("/opt/")]
    own = {
        p for p in files if p in OWN_FOLDERS or p.startswith(tuple(f + "/" for f in OWN_FOLDERS))
    }
    shared = set(files) - own - FILES_ELSEWHERE
    assert set(files) >= FILES_ELSEWHERE
    assert not [p for p in shared if not files[p].startswith("d")]
    parents = {
        str(parent)
        for p in FILES_ELSEWHERE | set(OWN_FOLDERS)
        for parent in PurePosixPath(p).parents
    }
    assert shared == parents
    assert {"/usr", "/usr/bin", "/usr/lib", "/usr/share"} <= shared


def test_depends_covers_every_library_the_bundle_needs(deb: Path, deb_root: Path) -> None:
    deb_package = load_packaging_module("deb_package")
    external = deb_package.external_libraries(deb_root / "usr" / "lib" / "scorpion-qt")
    assert "libxcb-cursor.so.0" in external  # needed by the xcb plugin, left to the system
    depends = field(deb, "Depends").split(", ")
    for soname in external:
        assert deb_package.SYSTEM_LIBRARIES[soname] in depends, soname


def test_libraries_search_only_the_bundle(deb_root: Path) -> None:
    """No RPATH or RUNPATH of the build machine (Python built by pyenv keeps its own) is
    left in the package: the libraries look for others beside themselves ($ORIGIN)."""
    deb_package = load_packaging_module("deb_package")
    files = [p for p in (deb_root / LIB[1:]).rglob("*") if p.is_file() and not p.is_symlink()]
    found = {p.relative_to(deb_root).as_posix(): deb_package.search_paths(p) for p in files}
    assert found["usr/lib/scorpion-qt/_internal/PySide6/QtCore.abi3.so"]  # $ORIGIN/...
    outside = {p: f for p, paths in found.items() for f in paths if not f.startswith("$ORIGIN")}
    assert not outside


def test_installed_size_and_md5sums(deb: Path, deb_root: Path, tmp_path: Path) -> None:
    deb_package = load_packaging_module("deb_package")
    assert int(field(deb, "Installed-Size")) == deb_package.installed_size_kib(deb_root)
    subprocess.run(["dpkg-deb", "--control", str(deb), str(tmp_path / "control")], check=True)
    lines = (tmp_path / "control" / "md5sums").read_text(encoding="utf-8").splitlines()
    sums = {path: digest for digest, path in (line.split("  ", 1) for line in lines)}
    regular = [p for p in deb_root.rglob("*") if p.is_file() and not p.is_symlink()]
    found = {
        p.relative_to(deb_root).as_posix(): hashlib.md5(
            p.read_bytes(), usedforsecurity=False
        ).hexdigest()
        for p in regular
    }
    assert sums == found


def gunzip_reproducible(path: Path) -> str:
    """The text of a file compressed as ``gzip -9n`` does: no file name, no time stamp."""
    data = path.read_bytes()
    assert data[:3] == b"\x1f\x8b\x08", path
    assert not data[3] & 0x08, f"{path} names its file"  # FNAME
    assert data[4:8] == b"\0\0\0\0", f"{path} has a time stamp"
    assert data[8] == 2, f"{path} is not compressed with -9"  # XFL: maximum compression
    return gzip.decompress(data).decode("utf-8")


def test_debian_changelog(deb: Path, deb_root: Path) -> None:
    text = gunzip_reproducible(deb_root / "usr/share/doc/scorpion-qt/changelog.Debian.gz")
    lines = text.splitlines()
    assert re.fullmatch(rf"scorpion-qt \({re.escape(__version__)}\) [a-z-]+; urgency=\w+", lines[0])
    assert lines[1] == "" and lines[2].startswith("  * ") and lines[-2] == ""
    trailer = re.fullmatch(r" -- (.+ <[^>]+>)  (.+)", lines[-1])
    assert trailer is not None, lines[-1]
    assert trailer.group(1) == field(deb, "Maintainer")
    assert email.utils.format_datetime(email.utils.parsedate_to_datetime(trailer.group(2))) == (
        trailer.group(2)
    )
    assert text.endswith("\n")


def copyright_paragraphs(text: str) -> list[dict[str, str]]:
    """The paragraphs of a DEP-5 file, each field's value with its continuation lines."""
    paragraphs = []
    for block in text.strip("\n").split("\n\n"):
        fields: dict[str, str] = {}
        name = ""
        for line in block.splitlines():
            if line.startswith(" "):
                fields[name] += "\n" + line
            else:
                name, value = line.split(":", 1)
                assert name not in fields, line
                fields[name] = value.strip()
        paragraphs.append(fields)
    return paragraphs


def test_copyright_file_is_machine_readable(deb_root: Path) -> None:
    text = (deb_root / "usr/share/doc/scorpion-qt/copyright").read_text(encoding="utf-8")
    format_line = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    assert text.splitlines()[0] == format_line
    header, *paragraphs = copyright_paragraphs(text)
    assert header["Upstream-Name"] == "Scorpion Qt"
    files = [p for p in paragraphs if "Files" in p]
    assert files[0]["Files"] == "*"
    installed = [p.relative_to(deb_root).as_posix() for p in deb_root.rglob("*") if not p.is_dir()]
    texts = {p["License"] for p in paragraphs if "Files" not in p}
    for paragraph in files:
        assert paragraph["Copyright"] and paragraph["License"]
        for pattern in paragraph["Files"].split():  # each pattern names installed files
            assert fnmatch.filter(installed, pattern), pattern
        name, *own_text = paragraph["License"].split("\n", 1)
        assert own_text or any(t.split("\n")[0] == name for t in texts), name
    assert "/usr/share/common-licenses/GPL-3" in text
    assert (
        deb_root / "usr/lib/scorpion-qt/_internal/scorpion_qt/resources/fonts/LICENSE-DejaVu.txt"
    ).is_file()
    assert "/opt" not in text


def test_manual_page_covers_every_option(deb_root: Path, outside: Path) -> None:
    page = gunzip_reproducible(deb_root / "usr/share/man/man6/scorpion-qt.6.gz")
    assert page.startswith(f'.TH SCORPION-QT 6 "" "Scorpion Qt {__version__}"')
    result = run_app([str(deb_root / "usr/bin/scorpion-qt"), "--help"], outside)
    assert result.returncode == 0, result.stderr
    options = set(re.findall(r"(?<![\w-])--?[a-z][a-z-]*", result.stdout))
    assert {"-h", "--help", "--deal", "--smoke"} <= options
    for option in options:
        assert option.replace("-", "\\-") in page, option


def test_lintian_finds_no_error(deb: Path) -> None:
    """lintian's errors are Debian policy violations; its warnings kept on purpose are
    those of a self-contained build (see packaging/deb_package.py)."""
    require(shutil.which("lintian") is not None, "lintian")
    result = subprocess.run(
        ["lintian", "--fail-on", "error", "--tag-display-limit", "0", str(deb)],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        env={"LC_ALL": "C.UTF-8", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"},
    )
    errors = [line for line in result.stdout.splitlines() if line.startswith("E: ")]
    assert result.returncode == 0 and not errors, result.stdout + result.stderr


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


@pytest.mark.parametrize("command", ["usr/bin/scorpion-qt", "usr/games/scorpion-qt"])
def test_unpacked_package_runs(deb_root: Path, outside: Path, command: str) -> None:
    result = run_app([str(deb_root / command), "--version"], outside)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"scorpion-qt {__version__}"


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
    assert screenshots == [  # packaging/metadata.py SCREENSHOT_FILES
        "packaging/screenshots/board.png",
        "packaging/screenshots/board-dark.png",
    ]
    assert all((ROOT / shot).is_file() for shot in screenshots)
