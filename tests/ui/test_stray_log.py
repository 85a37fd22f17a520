"""A write-ahead log that does not belong to the database is set aside, not applied: the
real app on a real populated database (400 games), with the log of a real app killed in
the middle of a game (its own, another database's, damaged, or without its database)."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.store.paths import DB_FILENAME
from scorpion_qt.store.stray_log import FRAME_HEADER, HEADER, LogReading, read_log
from scorpion_qt.ui.window.main_window import MainWindow
from tests.benchmarks.store_history import generate_history
from tests.store.test_sigkill import read_lines
from tests.ui.conftest import notice_box, open_window

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

REPO = Path(__file__).resolve().parents[2]
GAMES = 400
MOVES = 19
WAL = f"{DB_FILENAME}-wal"
SHM = f"{DB_FILENAME}-shm"

#: the app's window in a child process: a game of deal 5, MOVES moves played and saved,
#: then it says so and waits to be killed
CHILD = textwrap.dedent(
    """
    import json, sys, time
    from PySide6.QtWidgets import QApplication
    from scorpion_qt.app import create_window
    from tests.ui.event_wait import wait_until

    app = QApplication(sys.argv[:1])
    window = create_window(["--deal", "5", "--data-dir", sys.argv[1]])
    window.show()
    wait_until(lambda: window.board_view.painted and window.store is not None)
    controller = window.controller
    while controller.game.move_count < int(sys.argv[2]):
        assert controller.play(controller.game.legal_moves()[0])
    wait_until(lambda: not window.store_thread.busy)
    game = controller.game
    print(json.dumps({"moves": game.moves, "text": game.to_text()}), flush=True)
    time.sleep(120)
    """
)


@dataclass(frozen=True)
class Killed:
    """A data folder left by the app killed mid-game: the file, its own log, the game."""

    folder: Path
    moves: list[str]
    text: str

    def copy_to(self, data_dir: Path, *names: str) -> None:
        for name in names:
            shutil.copyfile(self.folder / name, data_dir / name)

    def copy_alone(self, folder: Path) -> Path:
        """A copy of the file without its log, in a folder of its own."""
        (folder / "alone").mkdir()
        copy = folder / "alone" / DB_FILENAME
        shutil.copyfile(self.folder / DB_FILENAME, copy)
        return copy


def killed_mid_game(folder: Path, seed: int) -> Killed:
    """A history of GAMES games, then the app started on it, MOVES moves played, SIGKILL."""
    generate_history(folder, GAMES, seed=seed)
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder), str(MOVES)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        (line,) = read_lines(child, 1)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    state = json.loads(line)
    assert len(state["moves"]) == MOVES
    assert read_log(folder / WAL).committed > 0  # killed before any checkpoint on close
    return Killed(folder, state["moves"], state["text"])


@pytest.fixture(scope="module")
def killed(tmp_path_factory: pytest.TempPathFactory) -> Killed:
    return killed_mid_game(tmp_path_factory.mktemp("killed"), seed=1)


@pytest.fixture(scope="module")
def other(tmp_path_factory: pytest.TempPathFactory) -> Killed:
    """Another database's folder, killed the same way: its log has real frames."""
    return killed_mid_game(tmp_path_factory.mktemp("other"), seed=2)


@pytest.fixture
def started(qtbot: QtBot, data_dir: Path) -> Iterator[list[MainWindow]]:
    """Windows opened on ``data_dir`` by a test, closed at its end."""
    windows: list[MainWindow] = []
    yield windows
    for window in windows:
        window.close()


def start(qtbot: QtBot, data_dir: Path, started: list[MainWindow]) -> MainWindow:
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    started.append(window)
    return window


def games_in(path: Path) -> int:
    with closing(sqlite3.connect(path)) as db:
        count = db.execute("SELECT count(*) FROM games").fetchone()[0]
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert isinstance(count, int)
    return count


def kept(data_dir: Path, label: str) -> Path:
    (found,) = data_dir.glob(f"{WAL}.{label}-*")
    return found


def test_the_files_own_log_after_a_kill_is_applied_no_move_lost(
    qtbot: QtBot, data_dir: Path, killed: Killed, started: list[MainWindow]
) -> None:
    killed.copy_to(data_dir, DB_FILENAME, WAL)
    window = start(qtbot, data_dir, started)
    assert window.controller.game.moves == killed.moves
    assert window.controller.game.to_text() == killed.text
    assert window.saving_reports.box is None  # nothing to tell
    window.close()
    assert sorted(p.name for p in data_dir.glob(f"{DB_FILENAME}*")) == [DB_FILENAME]
    assert games_in(data_dir / DB_FILENAME) == GAMES + 1  # and deal 5 (in place of the dealt)


def test_a_stray_log_is_set_aside_and_the_file_alone_used(
    qtbot: QtBot,
    tmp_path: Path,
    data_dir: Path,
    killed: Killed,
    other: Killed,
    started: list[MainWindow],
) -> None:
    killed.copy_to(data_dir, DB_FILENAME)
    other.copy_to(data_dir, WAL, SHM)
    alone = games_in(killed.copy_alone(tmp_path))  # every game of the file alone
    stray = (data_dir / WAL).read_bytes()
    shm = (data_dir / SHM).read_bytes()

    window = start(qtbot, data_dir, started)
    box = notice_box(window)
    assert isinstance(box, QMessageBox)
    moved = kept(data_dir, "stray")
    assert "did not belong to it" in box.text()
    assert str(moved) in box.text()
    assert moved.read_bytes() == stray  # kept as it was, with its index beside it
    assert data_dir.joinpath(f"{SHM}{moved.name[len(WAL) :]}").read_bytes() == shm
    window.close()
    assert games_in(data_dir / DB_FILENAME) == alone  # every game of the file: none lost
    assert not list(data_dir.glob("*corrupt*"))  # nothing salvaged: the file was sound


def test_a_damaged_own_log_is_kept_and_what_can_be_read_applied(
    qtbot: QtBot, data_dir: Path, killed: Killed, started: list[MainWindow]
) -> None:
    killed.copy_to(data_dir, DB_FILENAME, WAL)
    log = data_dir / WAL
    reading = read_log(log)
    data = bytearray(log.read_bytes())
    frame = (len(data) - HEADER) // reading.frames if reading.frames else 0
    assert frame > FRAME_HEADER
    rng = random.Random(2)  # 16 bytes turned over in the second half of its frames
    for offset in rng.sample(range(HEADER + frame * (reading.frames // 2), len(data)), 16):
        data[offset] ^= 0xFF
    log.write_bytes(bytes(data))
    assert read_log(log).damaged

    window = start(qtbot, data_dir, started)
    box = notice_box(window)
    moved = kept(data_dir, "damaged")
    assert "was damaged" in box.text() and str(moved) in box.text()
    assert moved.read_bytes() == bytes(data)
    moves = window.controller.game.moves
    assert moves == killed.moves[: len(moves)]  # the game as its last readable commit left it
    window.close()
    assert games_in(data_dir / DB_FILENAME) >= GAMES


def test_a_lone_log_is_kept_and_the_player_told(
    qtbot: QtBot, data_dir: Path, killed: Killed, started: list[MainWindow]
) -> None:
    killed.copy_to(data_dir, WAL)
    lone = (data_dir / WAL).read_bytes()

    window = start(qtbot, data_dir, started)
    box = notice_box(window)
    moved = kept(data_dir, "lone")
    assert "without its game database" in box.text() and str(moved) in box.text()
    assert moved.read_bytes() == lone
    window.close()
    assert games_in(data_dir / DB_FILENAME) == 1  # a new database, its first game


def test_reading_a_log_finds_damage_past_a_broken_frame(tmp_path: Path) -> None:
    """A frame of the log's current run that fails its checksum, or one of that run found
    past a frame that does, is damage; old frames of an earlier run are not."""
    path = tmp_path / DB_FILENAME
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA wal_autocheckpoint = 0")
        db.execute("CREATE TABLE t (x)")
        for n in range(20):
            db.execute("INSERT INTO t VALUES (?)", (str(n) * 3000,))
            db.commit()
        wal = Path(f"{path}-wal")
        data = wal.read_bytes()
        db.execute("PRAGMA wal_checkpoint(RESTART)")
        db.execute("INSERT INTO t VALUES ('again')")  # a new run over the old frames
        db.commit()
        rerun = wal.read_bytes()
    whole = read_log_of(tmp_path, data)
    assert not whole.damaged and whole.committed == whole.frames > 20
    again = read_log_of(tmp_path, rerun)
    assert not again.damaged and 0 < again.committed < whole.frames
    frame = (len(data) - HEADER) // whole.frames
    for offset in (HEADER + 5 * frame + FRAME_HEADER + 100, HEADER + 5 * frame + 9, 3):
        broken = bytearray(data)
        broken[offset] ^= 0xFF
        assert read_log_of(tmp_path, bytes(broken)).damaged, offset


def read_log_of(folder: Path, data: bytes) -> LogReading:
    copy = folder / "copy-wal"
    copy.write_bytes(data)
    return read_log(copy)


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_log_that_is_not_a_file_is_set_aside(
    qtbot: QtBot, data_dir: Path, killed: Killed, started: list[MainWindow], kind: str
) -> None:
    killed.copy_to(data_dir, DB_FILENAME)
    if kind == "folder":
        (data_dir / WAL).mkdir()
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(data_dir / WAL)

    window = start(qtbot, data_dir, started)
    box = notice_box(window)
    moved = kept(data_dir, "stray")
    assert str(moved) in box.text()
    assert moved.is_dir() if kind == "folder" else moved.is_fifo()
    assert window.store is not None and str(window.store.status) == "saving"
    window.close()
    assert games_in(data_dir / DB_FILENAME) == GAMES + 1
