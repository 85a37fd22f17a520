"""A real populated database to damage: 400 finished games and one in progress with
moves, and the damage a failing disk or a bad copy does (bytes turned over past the first
page, or the headers of chosen pages)."""

from __future__ import annotations

import random
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.service import Store
from tests.benchmarks.store_history import generate_history
from tests.store.conftest import play

PLAYED = 401  # 400 finished games and the one in progress, with moves


def turn_over(path: Path, seed: int) -> bytes:
    """16 bytes past the first page XORed with 0xFF, the offsets chosen by ``seed``."""
    raw = bytearray(path.read_bytes())
    rng = random.Random(seed)
    for offset in [rng.choice(range(4096, len(raw))) for _ in range(16)]:
        raw[offset] ^= 0xFF
    path.write_bytes(bytes(raw))
    return bytes(raw)


def last_leaf(path: Path, table: str) -> int:
    """The number of the page that holds ``table``'s rows of the highest keys."""
    query = "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf'"
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        return int(db.execute(query, (table,)).fetchall()[-1][0])


def turn_over_pages(path: Path, pages: list[int], size: int = 4096) -> None:
    """Each page's header (its first 8 bytes) XORed with 0xFF."""
    raw = bytearray(path.read_bytes())
    for page in pages:
        for offset in range((page - 1) * size, (page - 1) * size + 8):
            raw[offset] ^= 0xFF
    path.write_bytes(bytes(raw))


def populated_database(data_dir: Path) -> Path:
    """The database of a generated 400-game history and a game in progress with 3 moves,
    its log checkpointed into the file."""
    generate_history(data_dir, PLAYED - 1)
    with Store.open(data_dir) as store:
        resumed = store.resume()
        assert resumed is not None
        store.record_move(resumed.id, play(resumed.game, 3), 30.0)
    path = data_dir / DB_FILENAME
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path


def damaged_copy(populated: Path, data_dir: Path, seed: int) -> bytes:
    """``populated`` copied into ``data_dir`` (made if need be) and turned over with ``seed``."""
    data_dir.mkdir(exist_ok=True)
    shutil.copy(populated, data_dir / DB_FILENAME)
    return turn_over(data_dir / DB_FILENAME, seed)
