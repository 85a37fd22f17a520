"""The Alembic migrations folder of the game's database, where the package's files are
(:mod:`scorpion_qt.package_files`): inside the installed package, else the checkout's top."""

from __future__ import annotations

from pathlib import Path

from scorpion_qt import package_files
from scorpion_qt.package_files import MIGRATIONS


def candidate_dirs(package_dir: Path) -> tuple[Path, Path]:
    """Where to look, in order: ``scorpion_qt/migrations`` (a wheel force-includes the
    top-level folder there), then the top-level ``migrations/`` of a source checkout or
    editable install."""
    return package_files.candidate_dirs(MIGRATIONS, package_dir)


def locate_migrations(package_dir: Path | None = None) -> Path:
    """The migrations folder (of the package in ``package_dir``, default this one); raises
    ``FileNotFoundError`` naming the places searched."""
    if package_dir is None:
        return package_files.migrations_dir()
    return package_files.find_folder(MIGRATIONS, package_dir)
