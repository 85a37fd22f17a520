"""A write-ahead log beside the database that does not belong to it is set aside, not applied.

SQLite applies whatever ``<name>-wal`` lies beside the file when it is opened: nothing in
the log says which database it was written for. A log left by a crash of *another*
database turns an intact file into a damaged one; a damaged log loses its frames from the
damage on, and a log with no database beside it is dropped by the next opening. Before the
store opens the file (the app holds the data folder's single-instance lock by then, so no
other copy is using the log), :func:`keep_log_aside` looks at the log without letting
SQLite touch it (on temporary copies) and:

- the file with the log is sound: the log is the file's own and is applied as always;
  if it is damaged (a frame of its current run fails its checksum), a byte-identical copy
  is kept aside first, and SQLite applies what can be read of it;
- the file with the log is damaged but the file alone is sound: the log is stray; it is
  moved aside (``<name>-wal.stray-YYYYmmdd-HHMMSS``, with its ``-shm``) and the file is
  used alone;
- no database beside it: the log is moved aside (``.lone-…``) before a new file is made;
- both damaged: the log stays with the file, which the salvage sets aside with it;
- not a file (a folder, a FIFO): moved aside as stray (SQLite cannot open the database
  beside a folder, and would delete a FIFO unseen).

Each case but the first gives a notice. The ``-shm`` beside a log is an index of the log
that SQLite rebuilds; it goes where its log goes (never deleted here).
"""

from __future__ import annotations

import datetime
import enum
import logging
import os
import shutil
import stat
import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path

from scorpion_qt.store.files import PARTIAL, timestamped_sibling
from scorpion_qt.store.inspection import FileState, Schema, inspect_database
from scorpion_qt.store.notices import Notice, NoticeKind

log = logging.getLogger(__name__)

WAL = "-wal"
SHM = "-shm"
HEADER = 32  # bytes of a log's header
FRAME_HEADER = 24  # bytes before each frame's page
MAGIC = (0x377F0682, 0x377F0683)  # the low bit: the checksums' byte order (1: big-endian)
VERSION = 3007000
#: What the inspection of a copy may find and still call it sound.
SOUND = frozenset({FileState.MISSING, FileState.CURRENT, FileState.BEHIND, FileState.NEWER})


class LogKind(enum.StrEnum):
    """What was wrong with the log (also the label of the name it is kept under)."""

    STRAY = "stray"  # it damages a sound file: another database's
    DAMAGED = "damaged"  # its own, partly unreadable: what can be read is applied
    LONE = "lone"  # no database beside it


@dataclass(frozen=True, slots=True)
class LogReading:
    """What a log holds: ``frames`` valid ones of its current run (``committed`` of them up
    to its last commit), and whether it is ``damaged`` (a bad header, or a frame of the
    current run that fails its checksum)."""

    frames: int
    committed: int
    damaged: bool


def keep_log_aside(
    path: Path, now: datetime.datetime, migrations: Path, schema: Schema
) -> Notice | None:
    """Look at the log beside ``path`` before it is opened (see the module); a notice when
    the log was set aside or kept. Never raises: when it cannot tell, the log is left to
    SQLite as before, and why is logged."""
    wal = Path(f"{path}{WAL}")
    try:
        try:
            mode = wal.lstat().st_mode
        except FileNotFoundError:
            return None
        if not stat.S_ISREG(mode) and not stat.S_ISLNK(mode):  # a folder, a FIFO: not a log
            log.warning("%s is not a file: it cannot be the database's log", wal)
            return _notice(LogKind.STRAY, _move(wal, LogKind.STRAY, now))
        if not wal.is_file() or wal.stat().st_size == 0:
            return None
        return _judge(path, wal, now, migrations, schema)
    except Exception as error:  # the opening that follows handles what is wrong
        log.warning("cannot judge the log %s: %s", wal, error, exc_info=True)
        return None


def _judge(
    path: Path, wal: Path, now: datetime.datetime, migrations: Path, schema: Schema
) -> Notice | None:
    if not path.is_file() or path.stat().st_size == 0:
        log.warning("the log %s has no database beside it", wal)
        return _notice(LogKind.LONE, _move(wal, LogKind.LONE, now))
    reading = read_log(wal)
    if reading.committed == 0 and not reading.damaged:
        return None  # nothing SQLite would apply
    with tempfile.TemporaryDirectory(prefix="scorpion-qt-log-") as folder:
        with_log = _sound(path, wal, Path(folder) / "with-log", migrations, schema)
        if with_log and not reading.damaged:
            return None
        alone = with_log or _sound(path, None, Path(folder) / "alone", migrations, schema)
    if not with_log and alone:
        log.warning("the log %s damages its sound database: it is not applied", wal)
        return _notice(LogKind.STRAY, _move(wal, LogKind.STRAY, now))
    if with_log:
        kept = _copy(wal, timestamped_sibling(wal, LogKind.DAMAGED, now))
        log.warning("the log %s is damaged (%s): a copy kept as %s", wal, reading, kept)
        return _notice(LogKind.DAMAGED, kept)
    log.warning("the database %s is damaged with its log and without: salvaging both", path)
    return None


def _sound(path: Path, wal: Path | None, folder: Path, migrations: Path, schema: Schema) -> bool:
    """Whether a copy of the file (with a copy of ``wal``, if given) inspects as sound."""
    folder.mkdir()
    copy = folder / path.name
    shutil.copyfile(path, copy)
    if wal is not None:
        shutil.copyfile(wal, Path(f"{copy}{WAL}"))
    found = inspect_database(copy, migrations, schema, check=True, full=True)
    log.info("%s %s its log: %s %s", path, "with" if wal else "without", found.state, found.reason)
    return found.state in SOUND


def _move(wal: Path, kind: LogKind, now: datetime.datetime) -> Path:
    """Rename the log aside, and its ``-shm`` beside it under the same label."""
    target = timestamped_sibling(wal, kind, now)
    shm = Path(f"{wal.as_posix()[: -len(WAL)]}{SHM}")
    if shm.is_file():
        os.replace(shm, shm.with_name(f"{shm.name}{target.name[len(wal.name) :]}"))
    os.replace(wal, target)
    log.warning("moved the log %s aside to %s", wal, target)
    return target


def _copy(wal: Path, target: Path) -> Path:
    """A byte-identical copy, written under another name and renamed once whole (a full
    disk leaves no half copy that looks kept)."""
    partial = Path(f"{target}{PARTIAL}")
    try:
        shutil.copyfile(wal, partial)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return target


def _notice(kind: LogKind, kept: Path) -> Notice:
    messages = {
        LogKind.STRAY: "A log of changes beside the game database did not belong to it, "
        "so it was not applied; the games are as the file holds them.",
        LogKind.DAMAGED: "The game database's log of recent changes was damaged: what "
        "could be read of it was applied.",
        LogKind.LONE: "A log of changes was found without its game database, so it could "
        "not be applied.",
    }
    kinds = {
        LogKind.STRAY: NoticeKind.STRAY_LOG,
        LogKind.DAMAGED: NoticeKind.DAMAGED_LOG,
        LogKind.LONE: NoticeKind.LONE_LOG,
    }
    return Notice(kinds[kind], f"{messages[kind]} The log was kept as {kept}.", kept)


def read_log(wal: Path) -> LogReading:
    """Walk the log's frames as SQLite does (salts and running checksums), and past the
    first frame SQLite would stop at, look for frames of the same run: damage."""
    data = wal.read_bytes()
    if len(data) < HEADER:
        return LogReading(0, 0, damaged=True)
    magic, version, page_size, _seq, salt1, salt2, sum1, sum2 = struct.unpack(">8I", data[:HEADER])
    big = magic == MAGIC[1]
    sizes_ok = page_size >= 512 and page_size <= 65536 and page_size & (page_size - 1) == 0
    if magic not in MAGIC or version != VERSION or not sizes_ok:
        return LogReading(0, 0, damaged=True)
    sums = _checksum(data[:24], (0, 0), big)
    if sums != (sum1, sum2):
        return LogReading(0, 0, damaged=True)
    frame = FRAME_HEADER + page_size
    count = (len(data) - HEADER) // frame
    frames = committed = 0
    for index in range(count):
        start = HEADER + index * frame
        page, size, s1, s2, c1, c2 = struct.unpack(">6I", data[start : start + FRAME_HEADER])
        if (s1, s2) != (salt1, salt2) or page == 0:
            break
        sums = _checksum(data[start : start + 8], sums, big)
        sums = _checksum(data[start + FRAME_HEADER : start + frame], sums, big)
        if sums != (c1, c2):
            return LogReading(frames, committed, damaged=True)
        frames += 1
        if size:
            committed = frames
    for index in range(frames + 1, count):  # frames of this run past where it stopped
        start = HEADER + index * frame
        if struct.unpack(">2I", data[start + 8 : start + 16]) == (salt1, salt2):
            return LogReading(frames, committed, damaged=True)
    return LogReading(frames, committed, damaged=False)


def _checksum(data: bytes, sums: tuple[int, int], big: bool) -> tuple[int, int]:
    """SQLite's running checksum of the log over ``data`` (a multiple of 8 bytes)."""
    s0, s1 = sums
    words = struct.iter_unpack(">2I" if big else "<2I", data)
    for x0, x1 in words:
        s0 = (s0 + x0 + s1) & 0xFFFFFFFF
        s1 = (s1 + x1 + s0) & 0xFFFFFFFF
    return s0, s1
