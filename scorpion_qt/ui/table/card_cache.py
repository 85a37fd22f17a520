"""Where the card sheet is kept between starts: the user's cache folder (on Linux
``$XDG_CACHE_HOME`` or ``~/.cache``), not the data folder beside the player's games. It is
a cache: deleting it costs the next start the deck's drawing, nothing else."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QStandardPaths

log = logging.getLogger(__name__)

#: the folder, inside a data folder, that versions before 0.19 kept the card sheet in
OLD_FOLDER = "cache"
#: what the app wrote there: the sheets, earlier PNG sheets, and a sheet being written
OLD_FILES = ("cards-*.sheet", "cards-*.png", "cards-*.partial")


def cache_folder() -> Path | None:
    """The app's cache folder (Qt's CacheLocation, named after the organisation and the
    application), or None where the platform has none; it is created when first written."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location) if location else None


def forget_old_cache(data_dir: Path) -> None:
    """Remove the card sheets an earlier version kept in the data folder, and their folder
    once it is empty; anything else there (the player's) stays."""
    folder = data_dir / OLD_FOLDER
    try:
        if not folder.is_dir() or folder.is_symlink():
            return
        for pattern in OLD_FILES:
            for old in folder.glob(pattern):
                old.unlink()
        folder.rmdir()
    except OSError as error:  # a file of the player's, or a folder we may not change
        log.info("kept the old card cache folder %s: %s", folder, error)
