"""The .deb: stage the bundle, launcher, desktop entry, icons and metainfo; derive Depends.

The bundle goes to /usr/lib/scorpion-qt/ (a program's private folder, as a distribution
package would put it), the launcher to /usr/bin/scorpion-qt, with /usr/games/scorpion-qt
linking to it (Debian puts games there; /usr/bin keeps the command on every PATH). The
package carries a Debian changelog, a machine-readable copyright file, a man page and
md5sums, and no folder of its own outside /usr/lib/scorpion-qt and /usr/share/doc.

The PyInstaller bundle carries Python, Qt, ICU and the Python packages; the system
libraries below (C++ runtime, X11/xcb, Wayland, OpenGL, fontconfig, GLib, D-Bus,
compression, OpenSSL, SQLite, ...) are left to Debian. The spec leaves every library
named in ``SYSTEM_LIBRARIES`` out of the bundle, and ``depends`` turns the libraries the
bundle links against but does not carry into the package's ``Depends``.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import struct
import subprocess
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

APP_ID = "io.github.scorpion_qt.ScorpionQt"
PACKAGE = "scorpion-qt"
ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
MAINTAINER = "The Scorpion Qt team <scorpion-qt@users.noreply.github.com>"
HOMEPAGE = "https://github.com/scorpion-qt/scorpion-qt"
#: where the bundle is installed, relative to the root
LIB_DIR = Path("usr") / "lib" / PACKAGE

# lintian finds no error in the package. The warnings it keeps, and why:
# - hardening-no-pie (the bundle's executable) and shared-library-lacks-prerequisites (ICU's
#   data library and eight Python extension modules that link no library): PyInstaller's
#   bootloader and the Python and Qt builds are theirs, not rebuilt here.
# - duplicate-font-file (DejaVu Sans, also in fonts-dejavu-core): the app's fallback for a
#   system with no fonts at all, kept so that the bundle and an unpacked package hold it.
# - package-section-games-but-has-usr-bin: the command is /usr/bin/scorpion-qt, on every
#   PATH; /usr/games/scorpion-qt, where Debian puts games, links to it.
# - wrong-name-for-changelog-of-native-package: the Version has no Debian revision (it is
#   the app's own), and the changelog keeps the name changelog.Debian.gz.

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
    # PulseAudio's client library, which QtMultimedia links (the sounds; without it the game
    # is silent: scorpion_qt/missing_libraries.OPTIONAL_LIBRARIES)
    "libpulse.so.0": "libpulse0",
}

_ELF_MAGIC = b"\x7fELF"
_SHT_DYNAMIC = 6
_DT_NULL = 0
_DT_NEEDED = 1
_DT_RPATH = 15
_DT_RUNPATH = 29


def _read_elf(path: Path) -> bytes | None:
    """The bytes of an ELF file, None for any other file. Only 64-bit little-endian ELF
    (x86-64, arm64) is read; anything else raises."""
    with path.open("rb") as file:
        head = file.read(6)
        if head[:4] != _ELF_MAGIC:
            return None
        if head[4:6] != b"\x02\x01":
            raise NotImplementedError(f"{path}: only 64-bit little-endian ELF files are read")
        return head + file.read()


def _dynamic(data: bytes) -> list[tuple[int, list[tuple[int, int]], int]]:
    """Each dynamic section: its file offset, its (tag, value) entries, and the file
    offset of the string table its values point into."""
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQII", data, shoff + i * shentsize) for i in range(shnum)]
    found = []
    for _name, kind, _flags, _addr, offset, size, link, _info in sections:
        if kind == _SHT_DYNAMIC:
            entries = [
                struct.unpack_from("<qQ", data, at) for at in range(offset, offset + size, 16)
            ]
            found.append((offset, entries, sections[link][4]))
    return found


def _string(data: bytes | bytearray, at: int) -> str:
    return data[at : data.index(b"\0", at)].decode()


def needed_libraries(path: Path) -> list[str]:
    """The DT_NEEDED entries of an ELF file ([] for any other file)."""
    data = _read_elf(path)
    if data is None:
        return []
    return [
        _string(data, strtab + value)
        for _offset, entries, strtab in _dynamic(data)
        for tag, value in entries
        if tag == _DT_NEEDED
    ]


def search_paths(path: Path) -> list[str]:
    """The folders of an ELF file's RPATH and RUNPATH ([] for any other file)."""
    data = _read_elf(path)
    if data is None:
        return []
    return [
        folder
        for _offset, entries, strtab in _dynamic(data)
        for tag, value in entries
        if tag in (_DT_RPATH, _DT_RUNPATH)
        for folder in _string(data, strtab + value).split(":")
    ]


def drop_build_search_paths(path: Path) -> list[str]:
    """Remove from an ELF file's RPATH and RUNPATH every folder not relative to the file
    itself ($ORIGIN): Python built by pyenv, for one, keeps its build folder there, and an
    installed program must not look for libraries in a folder of the build machine. An
    entry left empty is removed. Returns the folders removed ([] for any other file)."""
    data = _read_elf(path)
    if data is None:
        return []
    out = bytearray(data)
    removed: list[str] = []
    for offset, entries, strtab in _dynamic(data):
        kept: list[tuple[int, int]] = []
        for tag, value in entries:
            if tag in (_DT_RPATH, _DT_RUNPATH):
                start = strtab + value
                folders = _string(data, start).split(":")
                relative = [f for f in folders if f.startswith(("$ORIGIN", "${ORIGIN}"))]
                removed += [f for f in folders if f not in relative]
                if not relative:
                    continue
                text = ":".join(relative).encode()  # no longer than before: fits in place
                end = data.index(b"\0", start)
                out[start:end] = text.ljust(end - start, b"\0")
            kept.append((tag, value))
        kept += [(_DT_NULL, 0)] * (len(entries) - len(kept))
        for index, (tag, value) in enumerate(kept):
            struct.pack_into("<qQ", out, offset + 16 * index, tag, value)
    if removed:
        path.write_bytes(bytes(out))
    return removed


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


def installed_size_kib(root: Path) -> int:
    """Installed-Size as dpkg-gencontrol counts it: each file's size rounded up to KiB,
    1 KiB for each folder and symlink; the DEBIAN folder is not installed."""
    size = 0
    for path in root.rglob("*"):
        if path.relative_to(root).parts[0] == "DEBIAN":
            continue
        is_file = path.is_symlink() or path.is_file()
        size += -(-path.lstat().st_size // 1024) if is_file else 1
    return size


def control(bundle: Path, staged: Path) -> str:
    """The DEBIAN/control file."""
    # the summary line and the game's description, as packaging/metadata.py writes them
    about = (PACKAGING / "linux" / "deb-description").read_text(encoding="utf-8")
    description = (
        f"{about} .\n"
        " This package installs a self-contained build (Python and Qt included) under\n"
        f" /{LIB_DIR}."
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
        "Description": description,
    }
    return "".join(f"{key}: {value}\n" for key, value in fields.items())


def release_time() -> datetime:
    """The changelog entry's time: $SOURCE_DATE_EPOCH, else the last commit's, else now
    (the same sources give the same package)."""
    stamp = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not stamp:
        try:
            stamp = subprocess.run(
                ["git", "log", "-1", "--format=%ct"],
                cwd=ROOT,
                check=True,
                capture_output=True,
                text=True,
            ).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            stamp = ""
    return datetime.fromtimestamp(int(stamp), UTC) if stamp.isdigit() else datetime.now(UTC)


def changelog(when: datetime) -> str:
    """The Debian changelog: one entry, for this version."""
    return (
        f"{PACKAGE} ({version()}) unstable; urgency=medium\n"
        "\n"
        f"  * Scorpion Qt {version()}: a self-contained build (Python and Qt included)\n"
        f"    installed under /{LIB_DIR}, started by /usr/bin/{PACKAGE}.\n"
        "\n"
        f" -- {MAINTAINER}  {format_datetime(when)}\n"
    )


#: /usr/share/doc/scorpion-qt/copyright (https://www.debian.org/doc/packaging-manuals/
#: copyright-format/1.0/): the paths are those installed, and the last paragraph whose
#: Files match a file gives its licence, so the narrower paragraphs come later
COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Scorpion Qt
Upstream-Contact: {maintainer}
Source: {homepage}

Files: *
Copyright: The Scorpion Qt team
License: GPL-3.0-or-later

Files: {lib}/_internal/*
Copyright: the Python Software Foundation (Python); the authors of SQLAlchemy,
 Alembic, Mako, MarkupSafe, platformdirs and typing-extensions; the authors of
 keyring, jaraco.classes, jaraco.context, jaraco.functools, more-itertools,
 backports.tarfile, importlib-metadata, lazy-importer, zipp, SecretStorage, jeepney,
 cryptography, cffi and pycparser; Unicode, Inc. (ICU)
License: various-permissive
 Python: PSF-2.0. SQLAlchemy, Alembic, Mako, platformdirs: MIT. MarkupSafe:
 BSD-3-Clause. typing-extensions: PSF-2.0. keyring, jaraco.*, more-itertools,
 backports.tarfile, zipp, jeepney, cffi: MIT. importlib-metadata, lazy-importer:
 Apache-2.0. SecretStorage, pycparser: BSD-3-Clause. cryptography: Apache-2.0 OR
 BSD-3-Clause. ICU: Unicode-3.0. Each package's licence text is in its dist-info
 folder beside it, where the package ships one.

Files: {lib}/_internal/PySide6/* {lib}/_internal/shiboken6/*
 {lib}/_internal/libQt6* {lib}/_internal/libpyside6* {lib}/_internal/libshiboken6*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3.0-only

Files: {lib}/_internal/scorpion_qt/*
Copyright: The Scorpion Qt team
License: GPL-3.0-or-later

Files: {lib}/_internal/scorpion_qt/resources/cards/*
Copyright: none (Nicu Buculei, Open Clip Art Library)
License: public-domain

Files: {lib}/_internal/scorpion_qt/resources/cards/classic/*
Copyright: 2004, 2006-2008 Luciano Montanaro <mikelima@cirulla.net>
License: LGPL-2.0-or-later

Files: {lib}/_internal/scorpion_qt/resources/cards/large/*
Copyright: The Scorpion Qt team
License: GPL-3.0-or-later

Files: {lib}/_internal/scorpion_qt/resources/fonts/*
Copyright: 2003 Bitstream, Inc.; DejaVu changes are in the public domain
License: Bitstream-Vera

License: GPL-3.0-or-later
 This program is free software: you can redistribute it and/or modify it under
 the terms of the GNU General Public License as published by the Free Software
 Foundation, either version 3 of the License, or (at your option) any later
 version.
 .
 On Debian systems, the full text of the GNU General Public License version 3
 can be found in /usr/share/common-licenses/GPL-3.

License: LGPL-3.0-only
 On Debian systems, the full text of the GNU Lesser General Public License
 version 3 can be found in /usr/share/common-licenses/LGPL-3.

License: LGPL-2.0-or-later
 On Debian systems, the full text of the GNU Library General Public License
 version 2 can be found in /usr/share/common-licenses/LGPL-2; it is also in
 /{lib}/_internal/scorpion_qt/resources/cards/classic/LICENSE-LGPL-2.txt.

License: public-domain
 The card faces and backs were dedicated to the public domain (Creative Commons
 Public Domain Dedication) by their author; each file says so in its metadata.

License: Bitstream-Vera
 The full licence text is in
 /{lib}/_internal/scorpion_qt/resources/fonts/LICENSE-DejaVu.txt.
"""


def stage(bundle: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` (an empty or missing folder)."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / LIB_DIR, symlinks=True)
    for path in sorted((root / LIB_DIR).rglob("*")):
        if path.is_file() and not path.is_symlink():
            drop_build_search_paths(path)
    usr, share = root / "usr", root / "usr" / "share"
    _install(PACKAGING / "linux" / PACKAGE, usr / "bin" / PACKAGE, 0o755)
    (usr / "games").mkdir()
    (usr / "games" / PACKAGE).symlink_to(Path("..") / "bin" / PACKAGE)
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
    manual = (PACKAGING / "linux" / f"{PACKAGE}.6").read_text(encoding="utf-8")
    _write_gzip(share / "man" / "man6" / f"{PACKAGE}.6.gz", manual.replace("@VERSION@", version()))
    doc = share / "doc" / PACKAGE
    _write_gzip(doc / "changelog.Debian.gz", changelog(release_time()))
    copyright_text = COPYRIGHT.format(homepage=HOMEPAGE, maintainer=MAINTAINER, lib=LIB_DIR)
    (doc / "copyright").write_text(copyright_text, encoding="utf-8")
    for path in root.rglob("*"):  # 0755 folders and programs, 0644 libraries and data
        if not path.is_symlink():
            executable = path.is_dir() or (
                path.stat().st_mode & 0o111 and not _SHARED_LIBRARY.search(path.name)
            )
            path.chmod(0o755 if executable else 0o644)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "md5sums").write_text(md5sums(root), encoding="utf-8")
    (root / "DEBIAN" / "control").write_text(control(bundle, root), encoding="utf-8")


#: a shared library or Python extension module (libQt6Core.so.6, zlib.cpython-311-....so)
_SHARED_LIBRARY = re.compile(r"\.so(\.[0-9]+)*$")


def md5sums(root: Path) -> str:
    """DEBIAN/md5sums: each regular file's MD5 and path, as dh_md5sums writes them."""
    lines = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
            lines.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
    return "".join(lines)


def _write_gzip(target: Path, text: str) -> None:
    """``gzip -9n``: no file name and no time stamp, so the same text gives the same file."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))


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
