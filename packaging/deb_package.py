"""The .deb: stage the bundle, launcher, desktop entry, icons and metainfo; derive Depends.

The PyInstaller bundle carries Python, Qt, ICU and the Python packages; the system
libraries below (C++ runtime, X11/xcb, Wayland, OpenGL, fontconfig, GLib, D-Bus,
compression, OpenSSL, SQLite, ...) are left to Debian. The spec leaves every library
named in ``SYSTEM_LIBRARIES`` out of the bundle, and ``depends`` turns the libraries the
bundle links against but does not carry into the package's ``Depends``.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

APP_ID = "io.github.scorpion_qt.ScorpionQt"
PACKAGE = "scorpion-qt"
ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
MAINTAINER = "The Scorpion Qt team <scorpion-qt@users.noreply.github.com>"
HOMEPAGE = "https://github.com/scorpion-qt/scorpion-qt"

#: Debian package of each system library (by soname) the bundle may link against.
SYSTEM_LIBRARIES = {
    **dict.fromkeys(
        [
            "libc.so.6",
            "libm.so.6",
            "libdl.so.2",
            "libpthread.so.0",
            "librt.so.1",
            "libutil.so.1",
            "libresolv.so.2",
            "ld-linux-x86-64.so.2",
            "ld-linux-aarch64.so.1",
        ],
        "libc6",
    ),
    "libstdc++.so.6": "libstdc++6 (>= 12)",
    "libgcc_s.so.1": "libgcc-s1",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libharfbuzz.so.0": "libharfbuzz0b",
    "libpng16.so.16": "libpng16-16",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libz.so.1": "zlib1g",
    "libbz2.so.1.0": "libbz2-1.0",
    "liblzma.so.5": "liblzma5",
    "libzstd.so.1": "libzstd1",
    "liblz4.so.1": "liblz4-1",
    "libbrotlicommon.so.1": "libbrotli1",
    "libbrotlidec.so.1": "libbrotli1",
    "libffi.so.8": "libffi8",
    "libuuid.so.1": "libuuid1",
    "libexpat.so.1": "libexpat1",
    "libsqlite3.so.0": "libsqlite3-0",
    "libssl.so.3": "libssl3",
    "libcrypto.so.3": "libssl3",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libsystemd.so.0": "libsystemd0",
    "libcap.so.2": "libcap2",
    "libgcrypt.so.20": "libgcrypt20",
    "libgpg-error.so.0": "libgpg-error0",
    "libbsd.so.0": "libbsd0",
    "libmd.so.0": "libmd0",
    "libmount.so.1": "libmount1",
    "libblkid.so.1": "libblkid1",
    "libselinux.so.1": "libselinux1",
    # Kerberos, which QtNetwork links (the app uses its local sockets: single_instance.py)
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libkrb5.so.3": "libkrb5-3",
    "libk5crypto.so.3": "libk5crypto3",
    "libkrb5support.so.0": "libkrb5support0",
    "libcom_err.so.2": "libcom-err2",
    "libkeyutils.so.1": "libkeyutils1",
}

_ELF_MAGIC = b"\x7fELF"
_SHT_DYNAMIC = 6
_DT_NEEDED = 1


def needed_libraries(path: Path) -> list[str]:
    """The DT_NEEDED entries of an ELF file ([] for any other file). Only 64-bit
    little-endian ELF (x86-64, arm64) is read; anything else raises."""
    with path.open("rb") as file:
        head = file.read(6)
        if head[:4] != _ELF_MAGIC:
            return []
        if head[4:6] != b"\x02\x01":
            raise NotImplementedError(f"{path}: only 64-bit little-endian ELF files are read")
        data = head + file.read()
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQII", data, shoff + i * shentsize) for i in range(shnum)]
    names: list[str] = []
    for _name, kind, _flags, _addr, offset, size, link, _info in sections:
        if kind != _SHT_DYNAMIC:
            continue
        strtab = sections[link][4]
        for at in range(offset, offset + size, 16):
            tag, value = struct.unpack_from("<qQ", data, at)
            if tag == _DT_NEEDED:
                end = data.index(b"\0", strtab + value)
                names.append(data[strtab + value : end].decode())
    return names


def external_libraries(bundle: Path) -> dict[str, set[str]]:
    """Sonames the bundle's ELF files need but the bundle does not hold, with their users."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    held = {p.name for p in bundle.rglob("*")}
    missing: dict[str, set[str]] = {}
    for path in files:
        for name in needed_libraries(path):
            if name not in held:
                missing.setdefault(name, set()).add(str(path.relative_to(bundle)))
    return missing


def depends(bundle: Path) -> list[str]:
    """The Depends list for the bundle; raises naming any library no package is known for."""
    missing = external_libraries(bundle)
    unknown = sorted(name for name in missing if name not in SYSTEM_LIBRARIES)
    if unknown:
        users = "; ".join(f"{name} (used by {sorted(missing[name])[0]})" for name in unknown)
        raise RuntimeError(f"no Debian package known for {users}: add it to SYSTEM_LIBRARIES")
    return sorted({SYSTEM_LIBRARIES[name] for name in missing})


def version() -> str:
    text = (ROOT / "scorpion_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise RuntimeError("no __version__ in scorpion_qt/__init__.py")
    return match.group(1)


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()


def installed_size_kib(tree: Path) -> int:
    return sum(-(-p.lstat().st_size // 1024) for p in tree.rglob("*") if not p.is_dir())


def control(bundle: Path, staged: Path) -> str:
    """The DEBIAN/control file."""
    summary = "Scorpion solitaire for the desktop"
    description = (
        " Seven columns of seven cards, twelve of them face-down, three in reserve: build\n"
        " down in suit, fill empty columns with Kings only, and complete four King-to-Ace\n"
        " runs. Classic and Relaxed rules, undo, saved games, statistics and daily deals.\n"
        " .\n"
        " This package installs a self-contained build (Python and Qt included) under\n"
        " /opt/scorpion-qt."
    )
    fields = {
        "Package": PACKAGE,
        "Version": version(),
        "Architecture": architecture(),
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_size_kib(staged)),
        "Depends": ", ".join(depends(bundle)),
        "Section": "games",
        "Priority": "optional",
        "Homepage": HOMEPAGE,
        "Description": f"{summary}\n{description}",
    }
    return "".join(f"{key}: {value}\n" for key, value in fields.items())


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Scorpion Qt
Source: {homepage}

Files: *
Copyright: The Scorpion Qt team
License: GPL-3.0-or-later
 On Debian systems, the full text of the GNU General Public License version 3
 can be found in /usr/share/common-licenses/GPL-3.

Files: opt/scorpion-qt/_internal/scorpion_qt/resources/cards/*
Copyright: Nicu Buculei
License: public-domain

Files: opt/scorpion-qt/_internal/scorpion_qt/resources/fonts/*
Copyright: Bitstream, Inc.; DejaVu changes are in the public domain
License: Bitstream-Vera
 See /opt/scorpion-qt/_internal/scorpion_qt/resources/fonts/LICENSE-DejaVu.txt.

Files: opt/scorpion-qt/_internal/PySide6/* opt/scorpion-qt/_internal/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3.0-only
 On Debian systems, the full text of the GNU Lesser General Public License
 version 3 can be found in /usr/share/common-licenses/LGPL-3.

Files: opt/scorpion-qt/_internal/*
Copyright: the Python Software Foundation (Python); the authors of SQLAlchemy,
 Alembic, Mako, MarkupSafe, platformdirs and typing-extensions; Unicode, Inc. (ICU)
License: various-permissive
 Python: PSF-2.0. SQLAlchemy, Alembic, Mako, platformdirs: MIT. MarkupSafe:
 BSD-3-Clause. typing-extensions: PSF-2.0. ICU: Unicode-3.0.
"""


def stage(bundle: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` (an empty or missing folder)."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / "opt" / PACKAGE, symlinks=True)
    share = root / "usr" / "share"
    _install(PACKAGING / "linux" / PACKAGE, root / "usr" / "bin" / PACKAGE, 0o755)
    _install(
        PACKAGING / "linux" / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop"
    )
    metainfo = f"{APP_ID}.metainfo.xml"
    _install(PACKAGING / "linux" / metainfo, share / "metainfo" / metainfo)
    icons = PACKAGING / "icons"
    for png in sorted((icons / "hicolor").glob(f"*/apps/{APP_ID}.png")):
        _install(png, share / "icons" / "hicolor" / png.relative_to(icons / "hicolor"))
    _install(
        icons / f"{APP_ID}.svg", share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    )
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT.format(homepage=HOMEPAGE), encoding="utf-8")
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control(bundle, root), encoding="utf-8")
    for path in root.rglob("*"):  # dpkg wants 0755 folders and 0644/0755 files
        if not path.is_symlink():
            executable = path.is_dir() or path.stat().st_mode & 0o111
            path.chmod(0o755 if executable else 0o644)


def _install(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def build(bundle: Path, out: Path, work: Path, compression: str = "xz") -> Path:
    """Stage and pack the .deb into ``out``; returns its path."""
    root = work / "deb-root"
    stage(bundle, root)
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{version()}_{architecture()}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(deb)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return deb
