"""Where the database lives: an explicit folder, else $SCORPION_QT_DATA_DIR, else the user's."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping
from pathlib import Path

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
    return user_data_dir(env)


def user_data_dir(environ: Mapping[str, str]) -> Path:
    """The platform's per-user data folder for the app. On Linux this is the XDG rule
    (``$XDG_DATA_HOME`` if absolute, else ``~/.local/share``), worked out here because
    importing platformdirs would cost the start-up a few milliseconds."""
    if sys.platform.startswith("linux"):
        base = environ.get("XDG_DATA_HOME", "").strip()
        if not os.path.isabs(base):
            base = os.path.expanduser("~/.local/share")
        return Path(base) / APP_NAME
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def database_path(data_dir: Path) -> Path:
    """The database file inside a data folder."""
    return data_dir / DB_FILENAME
