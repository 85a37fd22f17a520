"""The fingerprint of what a bundle is built from, kept beside it, so that ``make.py deb``
reuses the bundle ``make.py bundle`` just built instead of building it again.

The fingerprint covers the app's sources, resources and migrations, the PyInstaller spec
and the icons, the Python that builds, and every installed distribution's version; it is
written to ``scorpion-qt.fingerprint`` beside the bundle folder (not in it, so the .deb
does not carry it) once a build has finished.
"""

from __future__ import annotations

import hashlib
import sys
from importlib.metadata import distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: What the bundle is built from, relative to the project's root (folders and files).
SOURCES = (
    "scorpion_qt",
    "resources",
    "migrations",
    "packaging/scorpion-qt.spec",
    "packaging/deb_package.py",
    "packaging/icons",
)


def fingerprint(root: Path = ROOT) -> str:
    """A SHA-256 of the files of :data:`SOURCES` under ``root`` (names and contents, byte
    code left out), the Python version and the installed distributions' versions."""
    digest = hashlib.sha256()
    digest.update(sys.version.encode())
    installed = sorted(f"{d.metadata['Name']}=={d.version}" for d in distributions())
    digest.update("\n".join(installed).encode())
    for source in SOURCES:
        path = root / source
        files = sorted(path.rglob("*")) if path.is_dir() else [path]
        for file in files:
            if file.is_dir() or "__pycache__" in file.parts or not file.exists():
                continue
            digest.update(file.relative_to(root).as_posix().encode() + b"\0")
            digest.update(file.read_bytes() + b"\0")
    return digest.hexdigest()


def stamp_path(bundle: Path) -> Path:
    """Where the fingerprint of ``bundle`` (a folder) is kept: a file beside it."""
    return bundle.with_name(bundle.name + ".fingerprint")


def forget(bundle: Path) -> None:
    """Before a build: the bundle about to be replaced is no longer known to be fresh."""
    stamp_path(bundle).unlink(missing_ok=True)


def write(bundle: Path, root: Path = ROOT) -> None:
    """After a build: ``bundle`` was built from the sources under ``root`` as they are."""
    stamp_path(bundle).write_text(fingerprint(root) + "\n", encoding="ascii")


def fresh(bundle: Path, root: Path = ROOT) -> bool:
    """Whether ``bundle`` exists and was built from the sources under ``root`` as they are."""
    stamp = stamp_path(bundle)
    if not bundle.is_dir() or not stamp.is_file():
        return False
    return stamp.read_text(encoding="ascii").strip() == fingerprint(root)
