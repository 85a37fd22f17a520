"""When SQLite's full ``PRAGMA integrity_check`` is due, and the record of the last one.

The quick check at every start misses index entries that no longer match their rows; the
full check finds them. It runs at every start while it takes under ``QUICK_ENOUGH``
seconds: the record keeps the last full check's time and the file's size then, and the
time for the file as it is now is taken to grow with its size. For a larger file it runs
at least once every ``INTERVAL``; and at once after a read fails (see
:mod:`~scorpion_qt.store.damage_check`). The record is a small JSON file in the data
folder; one that cannot be read or written only makes the check due (logged).
"""

from __future__ import annotations

import datetime
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from scorpion_qt.store.regular_file import read_regular_text

log = logging.getLogger(__name__)

#: A full check that takes less than this, in seconds, runs at every start.
QUICK_ENOUGH = 1.0
#: A larger file's full check runs at least this often.
INTERVAL = datetime.timedelta(days=1)
#: The record's name in the data folder.
RECORD_NAME = "integrity-check.json"


@dataclass(frozen=True, slots=True)
class CheckRecord:
    """The last full check: when (UTC), how long it took, and the file's size then."""

    checked_at: datetime.datetime
    seconds: float
    size: int

    def estimate(self, size: int) -> float:
        """The seconds a full check of a file of ``size`` bytes is expected to take."""
        return self.seconds * max(size, 1) / max(self.size, 1)


def record_path(database: Path) -> Path:
    return database.with_name(RECORD_NAME)


def read_record(database: Path) -> CheckRecord | None:
    """The last full check's record, or None (none yet, or unreadable: logged)."""
    path = record_path(database)
    try:
        data = json.loads(read_regular_text(path))  # a FIFO there does not block
        checked_at = datetime.datetime.fromisoformat(data["checked_at"])
        return CheckRecord(aware(checked_at), float(data["seconds"]), int(data["size"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, TypeError, KeyError) as error:
        log.warning("the integrity check's record %s cannot be read: %s", path, error)
        return None


def aware(moment: datetime.datetime) -> datetime.datetime:
    """``moment`` with a time zone (a naive one is taken for UTC)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=datetime.UTC)


def full_check_due(database: Path, now: datetime.datetime) -> bool:
    """Whether the next check of ``database`` is to be the full one."""
    now = aware(now)
    record = read_record(database)
    if record is None:
        return True
    try:
        size = database.stat().st_size
    except OSError:
        return True
    if record.estimate(size) < QUICK_ENOUGH:
        return True
    # a clock set back does not put the next check off
    return not record.checked_at <= now < record.checked_at + INTERVAL


def remember_check(database: Path, now: datetime.datetime, seconds: float) -> None:
    """Record a full check of ``database`` that found nothing, made at ``now``."""
    path = record_path(database)
    try:
        size = database.stat().st_size
        data = {"checked_at": aware(now).isoformat(), "seconds": round(seconds, 4), "size": size}
        partial = path.with_name(f"{path.name}.new")
        partial.unlink(missing_ok=True)  # whatever lies there: writing to a FIFO would block
        partial.write_text(json.dumps(data), encoding="utf-8")
        os.replace(partial, path)
    except OSError as error:
        log.warning("the integrity check's record %s cannot be written: %s", path, error)


def forget_check(database: Path) -> None:
    """Make the next start check ``database`` in full (a write found it damaged)."""
    try:
        record_path(database).unlink(missing_ok=True)
    except OSError as error:
        log.warning("the integrity check's record cannot be removed: %s", error)
