"""The upgrade backups kept beside the database: the two newest, the older ones deleted.

A backup is named ``<database>.backup-YYYYmmdd-HHMMSS`` (``-N`` added when two share a
second); its age is read from that name, not from the file's times, which a copy changes.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

log = logging.getLogger(__name__)

#: How many upgrade backups are kept, the one just made among them.
KEPT = 2

_STAMP = re.compile(r"\.backup-(\d{8})-(\d{6})(?:-(\d+))?")


def backup_order(database: Path, name: str) -> tuple[str, str, int] | None:
    """The sort key of a complete backup of ``database`` named ``name`` (newest last), or
    None for any other name (a partial copy, a side file, another file's backup)."""
    if not name.startswith(database.name):
        return None
    found = _STAMP.fullmatch(name[len(database.name) :])
    if found is None:
        return None
    day, time, counter = found.groups()
    return day, time, int(counter or 1)


def prune_backups(database: Path, made: Path) -> list[Path]:
    """Delete all but the ``KEPT`` newest backups of ``database``; ``made`` (the one just
    made, complete) is always kept, even if a clock set back gave it an older name.
    Returns what was deleted; a backup that cannot be deleted is logged and left."""
    others: list[tuple[tuple[str, str, int], Path]] = []
    try:
        names = list(database.parent.iterdir())
    except OSError:
        log.warning("cannot list the old backups of %s", database, exc_info=True)
        return []
    for candidate in names:
        key = backup_order(database, candidate.name)
        if key is not None and candidate != made and candidate.is_file():
            others.append((key, candidate))
    others.sort()
    stale = [path for _, path in others[: max(0, len(others) - (KEPT - 1))]]
    deleted = []
    for path in stale:
        try:
            path.unlink()
        except OSError:
            log.warning("cannot delete the old backup %s", path, exc_info=True)
        else:
            log.info("deleted the old backup %s", path)
            deleted.append(path)
    return deleted
