"""Finding the Alembic migrations folder: inside the installed package, else the checkout."""

from __future__ import annotations

import logging
from pathlib import Path

import scorpion_qt

log = logging.getLogger(__name__)

#: A folder is the migrations folder when it holds this file.
MARKER = "env.py"


def candidate_dirs(package_dir: Path) -> tuple[Path, Path]:
    """Where to look, in order: ``scorpion_qt/migrations`` (a wheel force-includes the
    top-level folder there), then the top-level ``migrations/`` of a source checkout or
    editable install."""
    return package_dir / "migrations", package_dir.parent / "migrations"


def locate_migrations(package_dir: Path | None = None) -> Path:
    """The migrations folder; raises ``FileNotFoundError`` naming the places searched."""
    base = Path(scorpion_qt.__file__).resolve().parent if package_dir is None else package_dir
    candidates = candidate_dirs(base)
    for folder in candidates:
        if (folder / MARKER).is_file():
            return folder
    searched = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"no migrations folder found (searched {searched})")
