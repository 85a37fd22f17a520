"""The files Scorpion Qt ships beside its code (``resources/``, ``migrations/``), found
from the package's folder wherever the package runs from. Standard library only: the UI,
the store, the solver and the leaderboard server all find their files here.

The package's folder is the one this module's file is in, the folder
``importlib.resources.files("scorpion_qt")`` also gives in each case (it is read here
without that module and its resource readers, which cost a start about 3 ms), and the
folders are inside it or beside it:

- an installed wheel: ``site-packages/scorpion_qt``, holding ``resources/`` and
  ``migrations/`` (``pyproject.toml`` force-includes them there);
- the PyInstaller bundle: ``_internal/scorpion_qt`` (PyInstaller's resource reader), which
  ``packaging/scorpion-qt.spec`` fills the same way;
- a checkout, or the editable install that runs from one: the checkout's ``scorpion_qt/``,
  whose ``resources/`` and ``migrations/`` sit beside it at the top. (The editable install
  also copies them into ``site-packages/scorpion_qt``, a folder without ``__init__.py``
  that the import passes over for the checkout's package; so the checkout's own files,
  the ones being edited, are the ones found.)
"""

from __future__ import annotations

import functools
from pathlib import Path

PACKAGE = "scorpion_qt"
RESOURCES = "resources"
MIGRATIONS = "migrations"

#: what each shipped folder holds that shows it is the one (not a stray folder of that name)
MARKERS = {RESOURCES: "cards", MIGRATIONS: "env.py"}


def package_dir() -> Path:
    """The package's folder (PyInstaller, too, gives its modules a file in the bundle's
    folder of the package). The app's files are read by Qt and Alembic through paths, so
    a package that is not on disk (inside a zip archive) is refused here, by name, rather
    than failing later on a path."""
    root = Path(__file__).parent
    if not root.is_dir():
        raise FileNotFoundError(f"{PACKAGE} is not installed as files on disk ({root})")
    return root


def candidate_dirs(name: str, package: Path) -> tuple[Path, Path]:
    """Where the shipped folder ``name`` may be, in order: inside the package (a wheel or
    the bundle), then beside it (a checkout)."""
    return package / name, package.parent / name


def find_folder(name: str, package: Path | None = None) -> Path:
    """The shipped folder ``name`` (:data:`RESOURCES` or :data:`MIGRATIONS`) of the package
    in ``package`` (default: this one); raises ``FileNotFoundError`` naming the places
    searched."""
    candidates = candidate_dirs(name, package_dir() if package is None else package)
    for folder in candidates:
        if (folder / MARKERS[name]).exists():
            return folder
    searched = ", ".join(str(folder) for folder in candidates)
    raise FileNotFoundError(f"Scorpion Qt's {name} folder is missing (searched {searched})")


@functools.cache
def resources_dir() -> Path:
    """The resources folder: cards, fonts, icons, sounds, help, translations, daily deals."""
    return find_folder(RESOURCES)


def resource(*parts: str) -> Path:
    """A file or folder inside the resources folder, e.g. ``resource("fonts", name)``."""
    return resources_dir().joinpath(*parts)


@functools.cache
def migrations_dir() -> Path:
    """The Alembic migrations folder of the game's database."""
    return find_folder(MIGRATIONS)


def daily_tables_dir() -> Path:
    """The folder of the pinned tables of daily deals, one file per rule set."""
    return resource("daily")


def daily_table_file(rules: str, folder: Path | None = None) -> Path:
    """The pinned table of daily deals of ``rules`` (a rule set id): in ``folder``, else
    the one shipped."""
    return (daily_tables_dir() if folder is None else folder) / f"{rules}.txt.gz"
