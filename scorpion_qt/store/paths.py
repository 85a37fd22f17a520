"""Where the database lives: an explicit folder, else $SCORPION_QT_DATA_DIR, else the user's."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from pathlib import Path

import platformdirs

log = logging.getLogger(__name__)

APP_NAME = "scorpion-qt"
ENV_VAR = "SCORPION_QT_DATA_DIR"
DB_FILENAME = "scorpion.db"


def resolve_data_dir(
    explicit: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> Path:
    """The data folder: ``explicit`` (``--data-dir``), else the environment variable, else
    the platform's user data folder for ``scorpion-qt``. The folder is not created here."""
    if explicit is not None and str(explicit):
        return Path(explicit).expanduser()
    env = os.environ if environ is None else environ
    if value := env.get(ENV_VAR, "").strip():
        return Path(value).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def database_path(data_dir: Path) -> Path:
    """The database file inside a data folder."""
    return data_dir / DB_FILENAME
